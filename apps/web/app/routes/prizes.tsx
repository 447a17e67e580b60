import { loadPrizes } from '../features/prizes/prizes.server.ts';
import { PrizesPage } from '../features/prizes/prizes-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/prizes';

export const handle: RouteHandle = { titleKey: 'prizes.title' };

export function loader({ request }: Route.LoaderArgs) {
  return loadPrizes(request);
}

export default function Prizes({ loaderData }: Route.ComponentProps) {
  return <PrizesPage view={loaderData} />;
}
