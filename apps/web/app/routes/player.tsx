import { loadPlayer } from '../features/player/player.server.ts';
import { PlayerPage } from '../features/player/player-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/player';

export const handle: RouteHandle = { titleKey: 'statistics.title', intl: true };

export function loader({ request, params }: Route.LoaderArgs) {
  return loadPlayer(request, params.playerId);
}

export default function Player({ loaderData }: Route.ComponentProps) {
  return <PlayerPage detail={loaderData} />;
}
