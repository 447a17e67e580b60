import { loadMyTeam } from '../features/my-team/my-team.server.ts';
import { MyTeamPage } from '../features/my-team/my-team-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/my-team';

export const handle: RouteHandle = { titleKey: 'myTeam.title' };

export function loader({ request }: Route.LoaderArgs) {
  return loadMyTeam(request);
}

export default function MyTeam({ loaderData }: Route.ComponentProps) {
  return <MyTeamPage team={loaderData} />;
}
