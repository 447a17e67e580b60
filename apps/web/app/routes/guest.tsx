import { GuestPage } from '../features/home/guest-page.tsx';
import { loadHomeData } from '../features/home/home-data.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/guest';

export const handle: RouteHandle = { intl: true };

export function loader({ request }: Route.LoaderArgs) {
  return loadHomeData(request, false);
}

/** A guest sees the public sections (fixtures, tables, news, trends…) and is invited to subscribe. */
export default function Guest({ loaderData }: Route.ComponentProps) {
  return <GuestPage data={loaderData} />;
}
