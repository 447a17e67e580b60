import type { LeaderboardResponse, StandingRow } from '@gameweek/contracts/leagues';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { RankMovement } from '../../components/rank-movement.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { useRoundLabel } from '../../lib/round-label.ts';

function Row(props: { row: StandingRow; me: boolean; roundId: number | null; lang: string }) {
  const { t } = useTranslation('game');
  const { row } = props;
  const nf = numberFormat(props.lang, { maximumFractionDigits: 1 });
  return (
    <tr
      className={props.me ? 'lb-me' : undefined}
      data-testid={props.me ? 'standing-me' : 'standing-row'}
    >
      <td className="num">
        {nf.format(row.rank)} <RankMovement value={row.movement} />
      </td>
      <th scope="row" className="lb-name">
        {props.roundId !== null ? (
          <AppLink
            to={`/manager/${row.user_id}/round/${props.roundId}`}
            aria-label={t('leaderboard.viewTeam', { name: row.team_name })}
          >
            {row.team_name}
          </AppLink>
        ) : (
          row.team_name
        )}
        <span className="lb-manager">
          {row.manager_name}
          {props.me && <> · {t('leaderboard.you')}</>}
        </span>
      </th>
      <td className="num">{nf.format(row.round_points)}</td>
      <td className="num lb-total">{nf.format(row.league_points ?? row.total)}</td>
    </tr>
  );
}

/** One page of standings with the user's own row pinned, movement arrows and keyset paging. */
export function Standings(props: {
  standings: LeaderboardResponse;
  leagueId: number;
  h2h: boolean;
  firstPage: boolean;
}) {
  const { t, i18n } = useTranslation('game');
  const roundLabel = useRoundLabel();
  const s = props.standings;
  const me = s.me;
  const meShown = me !== null && s.rows.some((r) => r.squad_id === me.squad_id);
  const roundId = s.round?.id ?? null;
  if (s.rows.length === 0 && !me)
    return (
      <p className="card muted" data-testid="standings-empty">
        {t(s.round === null ? 'leaderboard.notStarted' : 'leaderboard.empty')}
      </p>
    );
  return (
    <section aria-labelledby="lb-title" className="lb">
      <h2 id="lb-title" className="visually-hidden">
        {t('leaderboard.league')}
      </h2>
      <div className="table-wrap">
        <table className="table lb-table" data-testid="standings">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('leaderboard.rank')}
              </th>
              <th scope="col">{t('leaderboard.manager')}</th>
              <th scope="col" className="num">
                {s.round ? roundLabel(s.round.number) : t('leaderboard.round')}
              </th>
              <th scope="col" className="num">
                {t(props.h2h ? 'round.points' : 'leaderboard.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {s.rows.map((r) => (
              <Row
                key={r.squad_id}
                row={r}
                me={r.squad_id === me?.squad_id}
                roundId={roundId}
                lang={i18n.language}
              />
            ))}
          </tbody>
          {me && !meShown && (
            <tfoot className="lb-pinned">
              <Row row={me} me roundId={roundId} lang={i18n.language} />
            </tfoot>
          )}
        </table>
      </div>
      <nav className="lb-pages" aria-label={t('leaderboard.league')}>
        {!props.firstPage && (
          <AppLink className="button button-secondary" to={`/leaderboard?league=${props.leagueId}`}>
            {t('leaderboard.first')}
          </AppLink>
        )}
        {s.next_cursor && (
          <AppLink
            className="button"
            data-testid="standings-next"
            to={`/leaderboard?league=${props.leagueId}&cursor=${encodeURIComponent(s.next_cursor)}`}
          >
            {t('leaderboard.next')}
          </AppLink>
        )}
      </nav>
    </section>
  );
}
