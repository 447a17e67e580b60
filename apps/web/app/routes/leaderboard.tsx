import { useTranslation } from 'react-i18next';
import { LeagueSwitcher } from '../components/league-switcher.tsx';
import { loadLeaderboard } from '../features/leaderboard/leaderboard.server.ts';
import { NoLeagues } from '../features/leaderboard/no-leagues.tsx';
import { Standings } from '../features/leaderboard/standings.tsx';
import { leagueAction } from '../features/leagues/league-actions.server.ts';
import { LeagueForms } from '../features/leagues/league-forms.tsx';
import { LeaguePanel } from '../features/leagues/league-panel.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/leaderboard';

export const handle: RouteHandle = { titleKey: 'leaderboard.title', intl: true };

export function loader({ request, url }: Route.LoaderArgs) {
  return loadLeaderboard(request, url);
}

export function action({ request }: Route.ActionArgs) {
  return leagueAction(request);
}

export default function Leaderboard({ loaderData, actionData }: Route.ComponentProps) {
  const { games, league, joinCode, overall, signedIn } = loaderData;
  const { t } = useTranslation();
  const error = actionData && 'ok' in actionData && !actionData.ok ? actionData : null;
  const overallStandings = overall && (
    <Standings standings={overall} leagueId={0} h2h={false} firstPage={loaderData.firstPage} />
  );
  // A guest reads the overall standings; joining or creating a league needs an account.
  if (!signedIn)
    return (
      <div className="page" data-testid="leaderboard">
        <h1 data-testid="overall-title">{t('game:leaderboard.overall')}</h1>
        {overallStandings}
      </div>
    );
  return (
    <div className="page" data-testid="leaderboard">
      {games.games.length === 0 ? (
        <NoLeagues />
      ) : (
        <LeagueSwitcher games={games.games} activeId={league?.league.id ?? games.active_id} />
      )}
      {/* In no league yet (no team saved): the overall standings he joins with his first save. */}
      {overallStandings && (
        <section aria-labelledby="overall-title">
          <h2 id="overall-title" data-testid="overall-title">
            {t('game:leaderboard.overall')}
          </h2>
          {overallStandings}
        </section>
      )}
      {league && (
        <>
          <LeaguePanel data={league} />
          <Standings
            standings={league.standings}
            leagueId={league.league.id}
            h2h={league.league.kind === 'h2h'}
            firstPage={loaderData.firstPage}
          />
        </>
      )}
      <LeagueForms joinCode={joinCode} error={error} />
    </div>
  );
}
