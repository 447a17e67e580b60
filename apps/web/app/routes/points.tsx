import type { RoundTeamResponse } from '@gameweek/contracts/round';
import { LiveStatus } from '../features/live/live-status.tsx';
import { useLiveRefresh } from '../features/live/use-live-refresh.ts';
import { isNoTeamRound } from '../features/team-points/round-view.ts';
import { loadOwnRound } from '../features/team-points/team-points.server.ts';
import { NoTeamRoundPage, TeamPointsPage } from '../features/team-points/team-points-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/points';

export const handle: RouteHandle = {
  titleKey: 'myTeam.title',
  points: (data) => (data as Partial<RoundTeamResponse> | undefined)?.net_points,
  intl: true,
};

export function loader({ request, params }: Route.LoaderArgs) {
  return loadOwnRound(request, params.round);
}

export default function Points({ loaderData }: Route.ComponentProps) {
  if (isNoTeamRound(loaderData)) return <NoTeamRoundPage own round={loaderData.round} />;
  return <OwnRound data={loaderData} />;
}

function OwnRound({ data: loaderData }: { data: RoundTeamResponse }) {
  const live = useLiveRefresh(loaderData.round.id, loaderData.live);
  const rounds = Array.from({ length: loaderData.round.number }, (_, i) => i + 1);
  return (
    <TeamPointsPage
      data={loaderData}
      live={loaderData.live ? <LiveStatus {...live} /> : null}
      roundLinks={rounds.map((n) => ({ number: n, href: `/points/${n}` }))}
    />
  );
}
