import type { RoundTeamResponse } from '@gameweek/contracts/round';
import { Toast, useToast } from '../components/toast.tsx';
import { LiveStatus } from '../features/live/live-status.tsx';
import { useLivePointsFeedback } from '../features/live/use-live-points-feedback.ts';
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
  // A goal (a wicket, a fifty…) for one of his players: a toast and a highlight (issue 20).
  const { toast, show } = useToast();
  useLivePointsFeedback(loaderData.picks, loaderData.live, show);
  const rounds = Array.from({ length: loaderData.round.number }, (_, i) => i + 1);
  return (
    <>
      <TeamPointsPage
        data={loaderData}
        live={loaderData.live ? <LiveStatus {...live} /> : null}
        roundLinks={rounds.map((n) => ({ number: n, href: `/points/${n}` }))}
      />
      <Toast toast={toast} />
    </>
  );
}
