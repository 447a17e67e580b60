import { loadStatistics } from '../features/statistics/statistics.server.ts';
import { StatisticsPage } from '../features/statistics/statistics-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/statistics';

export const handle: RouteHandle = { titleKey: 'statistics.title', intl: true };

export function loader({ request }: Route.LoaderArgs) {
  return loadStatistics(request);
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  return <StatisticsPage {...loaderData} />;
}
