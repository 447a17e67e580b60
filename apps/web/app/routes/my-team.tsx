import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link.tsx';
import { loadMyTeam } from '../features/my-team/my-team.server.ts';
import { gameRulesFor } from '../features/squad-builder/game-rules.ts';
import { SquadBuilder } from '../features/squad-builder/squad-builder.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { useShell } from '../lib/use-shell.ts';
import type { Route } from './+types/my-team';

export const handle: RouteHandle = { titleKey: 'myTeam.title', intl: true };

export function loader({ request }: Route.LoaderArgs) {
  return loadMyTeam(request);
}

export default function MyTeam({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const sport = shell.config?.context ?? 'soccer';
  const season = shell.config?.competition.season.name ?? '';
  const rules = useMemo(() => gameRulesFor(sport, season), [sport, season]);
  const { t } = useTranslation('game');
  const readOnly = loaderData.team.round === null || loaderData.team.round.status !== 'OPEN';
  const current = shell.config?.competition.season.rounds.current;
  const userId = shell.config?.user?.id;
  return (
    <>
      {readOnly && current && userId !== undefined && (
        <p className="page">
          <AppLink
            className="button"
            to={`/manager/${userId}/round/${current.id}`}
            data-testid="see-points"
          >
            {t('builder.seePoints')}
          </AppLink>
        </p>
      )}
      <SquadBuilder
        key={`${loaderData.team.user.id}:${loaderData.team.round?.id ?? 0}`}
        rules={rules}
        team={loaderData.team}
        players={loaderData.players}
        nextFixtures={loaderData.next_fixtures}
        season={season}
        readOnly={readOnly}
      />
    </>
  );
}
