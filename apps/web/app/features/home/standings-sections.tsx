import type { LeaderboardResponse } from '@gameweek/contracts/leagues';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { LeagueSwitcher } from '../../components/league-switcher.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { useRoundLabel } from '../../lib/round-label.ts';
import type { HomeData, PlayerValue } from './home-data.server.ts';
import { pitchRows } from './home-sections.ts';
import { PlayerRows, Section, useNumber } from './section.tsx';

/** Who leads: selection trends, stat cards, the best players and team, the tables and leaderboards. */

/** Selection trends: most selected, most captained, most transferred in. */
export function SelectionTrends({ trends }: { trends: HomeData['trends'] }) {
  const { t } = useTranslation('game');
  const nf = useNumber();
  const lists = [
    {
      key: 'mostSelected' as const,
      rows: trends.mostSelected,
      value: (v: number) => `${nf.format(v)}%`,
    },
    {
      key: 'mostCaptained' as const,
      rows: trends.mostCaptained,
      value: (v: number) => `${nf.format(v)}%`,
    },
    { key: 'transfersIn' as const, rows: trends.transfersIn, value: (v: number) => nf.format(v) },
  ].filter((l) => l.rows.length > 0);
  return (
    <Section id="hs-trends" title={t('home.trends')}>
      {lists.map((l) => (
        <div key={l.key}>
          <h3 className="hs-sub">{t(`home.${l.key}`)}</h3>
          <PlayerRows rows={l.rows} value={l.value} testId={`home-${l.key}`} />
        </div>
      ))}
    </Section>
  );
}

const STAT_CARDS = [
  { key: 'topScorers', sort: 'total_points' },
  { key: 'inForm', sort: 'form' },
  { key: 'mostSelected', sort: 'selected_by_percent' },
  { key: 'priciest', sort: 'price' },
] as const;

/** Stat-card links: each opens the statistics table already sorted. */
export function StatCardLinks() {
  const { t } = useTranslation('game');
  return (
    <nav className="hs-cards" aria-label={t('home.statCards')}>
      {STAT_CARDS.map((c) => (
        <AppLink key={c.key} to={`/statistics?sort=${c.sort}`} className="hs-card">
          {t(`home.card.${c.key}`)}
        </AppLink>
      ))}
    </nav>
  );
}

/** The round's five best players. */
export function PlayersOfTheWeek({ data }: { data: NonNullable<HomeData['playersOfTheWeek']> }) {
  const { t } = useTranslation('game');
  const roundLabel = useRoundLabel();
  const nf = useNumber();
  return (
    <Section id="hs-potw" title={t('home.playersOfTheWeek')}>
      {data.roundNumber !== null && <p className="muted">{roundLabel(data.roundNumber)}</p>}
      <PlayerRows
        rows={data.players}
        testId="home-players-of-the-week"
        value={(v) => t('points.value', { points: nf.format(v) })}
      />
    </Section>
  );
}

/** The season's top scorers. */
export function TopPlayers({ rows }: { rows: PlayerValue[] }) {
  const { t } = useTranslation('game');
  const nf = useNumber();
  return (
    <Section id="hs-top" title={t('home.topPlayers')}>
      <PlayerRows
        rows={rows}
        testId="home-top-players"
        value={(v) => t('points.value', { points: nf.format(v) })}
      />
    </Section>
  );
}

/** Net run rate as the IPL shows it: signed, three decimals; a dash before any result. */
export function formatNrr(v: number | null | undefined, language: string) {
  if (v === null || v === undefined) return '–';
  return numberFormat(language, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    signDisplay: 'exceptZero',
  }).format(v);
}

/**
 * The clubs' table from the results; cricket calls it the points table and has no draws or goals but
 * a no-result column and the net run rate.
 */
export function Standings({ rows, cricket }: { rows: HomeData['standings']; cricket: boolean }) {
  const { t, i18n } = useTranslation('game');
  return (
    <Section
      id="hs-standings"
      title={t(cricket ? 'home.pointsTable' : 'home.leagueTable')}
      testId="home-standings"
    >
      <table className="hs-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t(cricket ? 'home.team' : 'home.club')}</th>
            <th scope="col" title={t('home.playedLong')}>
              {t('home.played')}
            </th>
            <th scope="col">{t('home.won')}</th>
            {!cricket && <th scope="col">{t('home.drawn')}</th>}
            <th scope="col">{t('home.lost')}</th>
            {cricket && (
              <th scope="col" title={t('home.noResultLong')}>
                {t('home.noResult')}
              </th>
            )}
            {!cricket && <th scope="col">{t('home.goalDifference')}</th>}
            {cricket && (
              <th scope="col" title={t('home.netRunRateLong')}>
                {t('home.netRunRate')}
              </th>
            )}
            <th scope="col">{t('home.tablePoints')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.team.id}>
              <td>{r.position}</td>
              <th scope="row">{r.team.short_name}</th>
              <td>{r.played}</td>
              <td>{r.won}</td>
              {!cricket && <td>{r.drawn}</td>}
              <td>{r.lost}</td>
              {cricket && <td>{r.no_result ?? 0}</td>}
              {!cricket && (
                <td>{r.goal_difference > 0 ? `+${r.goal_difference}` : r.goal_difference}</td>
              )}
              {cricket && <td dir="ltr">{formatNrr(r.net_run_rate, i18n.language)}</td>}
              <td>
                <strong>{r.points}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The round's best valid line-up on the squad builder's pitch. */
export function TeamOfTheWeek({
  data,
  cricket,
}: {
  data: NonNullable<HomeData['teamOfTheWeek']>;
  cricket: boolean;
}) {
  const { t } = useTranslation('game');
  const roundLabel = useRoundLabel();
  const nf = useNumber();
  const rows = pitchRows(data.players.map((r) => ({ ...r, position: r.player.position })));
  return (
    <Section id="hs-totw" title={t('home.teamOfTheWeek')} testId="home-team-of-the-week">
      <p className="muted">
        {/* Each part isolated: in Urdu the round's name, "4-5-1" and the points ran into each other
            in one right-to-left line. */}
        {[
          data.roundNumber === null ? null : roundLabel(data.roundNumber),
          data.formation,
          t('points.value', { points: nf.format(data.points) }),
        ]
          .filter(Boolean)
          .map((part, i) => (
            <Fragment key={part}>
              {i > 0 && ' · '}
              <bdi>{part}</bdi>
            </Fragment>
          ))}
      </p>
      <div className={`pitch${cricket ? ' pitch-cricket' : ''}`}>
        {rows.map((row) => (
          <ul key={row[0]?.position} className="pitch-row">
            {row.map(({ player: p, value }) => (
              <li key={p.id} className="pitch-slot">
                <AppLink to={`/player/${p.id}`} className="pitch-card hs-pitch-card">
                  <span className="pitch-shirt" aria-hidden="true">
                    {p.club}
                  </span>
                  <span className="pitch-name">{p.short_name}</span>
                  <span className="pitch-value">
                    {t('points.value', { points: nf.format(value) })}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </Section>
  );
}

/** The user's leagues; choosing one opens its standings. */
export function HomeLeagueSwitcher({ data }: { data: HomeData }) {
  const { t } = useTranslation('game');
  return (
    <Section id="hs-leagues" title={t('home.leagues')}>
      <LeagueSwitcher games={data.games} activeId={data.activeGameId} />
    </Section>
  );
}

/** The overall leaderboard's first rows and the user's own. */
export function LeaderboardSnippet({ data }: { data: LeaderboardResponse }) {
  const { t, i18n } = useTranslation('game');
  const nf = numberFormat(i18n.language);
  const rows = [...data.rows];
  if (data.me && !rows.some((r) => r.squad_id === data.me?.squad_id)) rows.push(data.me);
  return (
    <Section id="hs-lb" title={t('home.leaderboard')}>
      <ol className="hs-players">
        {rows.map((r) => (
          <li key={r.squad_id} className={r.squad_id === data.me?.squad_id ? 'hs-me' : undefined}>
            <span className="hs-player">
              <span className="hs-player-name">
                {nf.format(r.rank)}. {r.team_name}
              </span>
              <span className="hs-player-meta">{r.manager_name}</span>
              <span className="hs-player-value">{nf.format(r.total)}</span>
            </span>
          </li>
        ))}
      </ol>
      <AppLink to="/leaderboard" className="button button-secondary">
        {t('home.seeAll')}
      </AppLink>
    </Section>
  );
}
