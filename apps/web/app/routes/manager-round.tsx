import type { RoundTeamResponse } from '@gameweek/contracts/round';
import { LiveStatus } from '../features/live/live-status.tsx';
import { useLiveRefresh } from '../features/live/use-live-refresh.ts';
import { isNoTeamRound } from '../features/team-points/round-view.ts';
import { loadManagerRound } from '../features/team-points/team-points.server.ts';
import { NoTeamRoundPage, TeamPointsPage } from '../features/team-points/team-points-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/manager-round';

export const handle: RouteHandle = {
  titleKey: 'leaderboard.title',
  points: (data) => (data as Partial<RoundTeamResponse> | undefined)?.net_points,
  intl: true,
};

export function loader({ request, params }: Route.LoaderArgs) {
  return loadManagerRound(request, params.userId, params.roundId);
}

export default function ManagerRound({ loaderData }: Route.ComponentProps) {
  if (isNoTeamRound(loaderData)) return <NoTeamRoundPage own={false} round={loaderData.round} />;
  return <Round data={loaderData} />;
}

function Round({ data: loaderData }: { data: RoundTeamResponse }) {
  const live = useLiveRefresh(loaderData.round.id, loaderData.live);
  return (
    <TeamPointsPage
      data={loaderData}
      live={loaderData.live ? <LiveStatus {...live} /> : null}
      roundLinks={[]}
    />
  );
}
