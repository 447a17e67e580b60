import { forward } from '../lib/api-proxy.server.ts';
import type { Route } from './+types/api';

/** The browser path's /api resource route: forwards to the provider API. */
export function loader({ request, params }: Route.LoaderArgs) {
  return forward(request, params['*'] ?? '');
}

export function action({ request, params }: Route.ActionArgs) {
  return forward(request, params['*'] ?? '');
}
