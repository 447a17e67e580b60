import type { ConfigResponse } from '@gameweek/contracts/config';
import { serverCall } from './api.server.ts';

/**
 * GET /v1/config once per request: the root loader and a page loader running for the same request
 * share the call.
 */
const perRequest = new WeakMap<Request, Promise<ConfigResponse>>();

export function getConfig(request: Request): Promise<ConfigResponse> {
  let p = perRequest.get(request);
  if (!p) {
    p = serverCall<ConfigResponse>(request, '/v1/config');
    perRequest.set(request, p);
  }
  return p;
}
