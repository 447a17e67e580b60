import { loadHomeData } from '../features/home/home-data.server.ts';
import { HomePage } from '../features/home/home-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/home';

export const handle: RouteHandle = { titleKey: 'home.title', intl: true };

export function loader({ request }: Route.LoaderArgs) {
  return loadHomeData(request, true);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
