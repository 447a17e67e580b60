import { forward } from '../lib/api-proxy.server.ts';
import type { Route } from './+types/api';

/** The browser path's /api resource route: forwards to the provider API. */
export function loader({ request }: Route.LoaderArgs) {
  return forward(request);
}

export function action({ request }: Route.ActionArgs) {
  return forward(request);
}
