import type { LeaderboardResponse } from '@gameweek/contracts/leagues';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { LeagueSwitcher } from '../../components/league-switcher.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { useRoundLabel } from '../../lib/round-label.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { HomeData, PlayerValue } from './home-data.server.ts';
import { pitchRows } from './home-sections.ts';
import { Carousel, PlayerRows, PlayerTiles, Section, useNumber } from './section.tsx';

/** Who leads: selection trends, stat cards, the best players and team, the tables and leaderboards. */

/** Players shown in each selection-trend panel (the statistics page has them all). */
const TREND_ROWS = 3;

/** Selection trends: most selected, most captained, most transferred in; a panel each, side by side. */
export function SelectionTrends({ trends }: { trends: HomeData['trends'] }) {
  const { t, i18n } = useTranslation('game');
  // The statistics page is a signed-in page: a guest's link would lead back to /guest.
  const { showStatistics, signedIn } = useShell();
  const nf = useNumber();
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const lists = [
    {
      key: 'mostSelected' as const,
      rows: trends.mostSelected,
      value: (v: number) => percent.format(v / 100),
    },
    {
      key: 'mostCaptained' as const,
      rows: trends.mostCaptained,
      value: (v: number) => percent.format(v / 100),
    },
    { key: 'transfersIn' as const, rows: trends.transfersIn, value: (v: number) => nf.format(v) },
  ].filter((l) => l.rows.length > 0);
  return (
    <Section
      id="hs-trends"
      title={t('home.trends')}
      more={
        showStatistics && signedIn
          ? { to: '/statistics?sort=selected_by_percent', label: t('home.seeAllShort') }
          : undefined
      }
    >
      <Carousel label={t('home.trends')} className="hs-track-panels">
        {lists.map((l) => (
          <li key={l.key} className="hs-panel">
            <h3 className="hs-sub">{t(`home.${l.key}`)}</h3>
            <PlayerRows
              rows={l.rows.slice(0, TREND_ROWS)}
              value={l.value}
              testId={`home-${l.key}`}
            />
          </li>
        ))}
      </Carousel>
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
    <nav className="hs-chips" aria-label={t('home.statCards')}>
      {STAT_CARDS.map((c) => (
        <AppLink key={c.key} to={`/statistics?sort=${c.sort}`} className="hs-chip">
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
    <Section
      id="hs-potw"
      title={t('home.playersOfTheWeek')}
      note={data.roundNumber !== null ? roundLabel(data.roundNumber) : undefined}
    >
      <PlayerTiles
        label={t('home.playersOfTheWeek')}
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
  // The statistics page is a signed-in page: a guest's link would lead back to /guest.
  const { showStatistics, signedIn } = useShell();
  const nf = useNumber();
  return (
    <Section
      id="hs-top"
      title={t('home.topPlayers')}
      more={
        showStatistics && signedIn
          ? { to: '/statistics?sort=total_points', label: t('home.seeAllShort') }
          : undefined
      }
    >
      <PlayerTiles
        label={t('home.topPlayers')}
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

/** The table's rows shown before "full table" is opened. */
const TABLE_ROWS = 4;

/**
 * The clubs' table from the results; cricket calls it the points table and has no draws or goals but
 * a no-result column and the net run rate.
 */
export function Standings({ rows, cricket }: { rows: HomeData['standings']; cricket: boolean }) {
  const { t, i18n } = useTranslation('game');
  const n = numberFormat(i18n.language);
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
          {rows.map((r, i) => (
            <tr key={r.team.id} className={i >= TABLE_ROWS ? 'hs-extra' : undefined}>
              <td>{n.format(r.position)}</td>
              <th scope="row">{r.team.short_name}</th>
              <td>{n.format(r.played)}</td>
              <td>{n.format(r.won)}</td>
              {!cricket && <td>{n.format(r.drawn)}</td>}
              <td>{n.format(r.lost)}</td>
              {cricket && <td>{n.format(r.no_result ?? 0)}</td>}
              {!cricket && (
                <td dir="ltr">
                  {numberFormat(i18n.language, { signDisplay: 'exceptZero' }).format(
                    r.goal_difference,
                  )}
                </td>
              )}
              {cricket && <td dir="ltr">{formatNrr(r.net_run_rate, i18n.language)}</td>}
              <td>
                <strong>{n.format(r.points)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > TABLE_ROWS && (
        // Opening it shows the rest of the table (home.css: .hs-extra); closed, the first rows.
        <details className="hs-expand">
          <summary>{t('home.fullTable')}</summary>
        </details>
      )}
    </Section>
  );
}

/** The round's best valid line-up, line by line (keeper first) as tiles. */
export function TeamOfTheWeek({ data }: { data: NonNullable<HomeData['teamOfTheWeek']> }) {
  const { t } = useTranslation('game');
  const roundLabel = useRoundLabel();
  const nf = useNumber();
  const rows = pitchRows(data.players.map((r) => ({ ...r, position: r.player.position })));
  return (
    <Section id="hs-totw" title={t('home.teamOfTheWeek')} testId="home-team-of-the-week">
      <p className="hs-note hs-note-line">
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
      <Carousel label={t('home.teamOfTheWeek')} testId="home-team-of-the-week-players">
        {rows.flat().map(({ player: p, value }) => (
          <li key={p.id} className="hs-tile">
            <AppLink to={`/player/${p.id}`} className="hs-tile-link">
              <span className="hs-tile-meta">
                <bdi>{p.club}</bdi> · {t(`positionsShort.${p.position}`)}
              </span>
              <span className="hs-tile-name">{p.short_name}</span>
              <span className="hs-tile-value">
                {t('points.value', { points: nf.format(value) })}
              </span>
            </AppLink>
          </li>
        ))}
      </Carousel>
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

/** Rows of the overall leaderboard shown on the home (the user's own is added below them). */
const LEADERBOARD_ROWS = 3;

/** The overall leaderboard's first rows and the user's own. */
export function LeaderboardSnippet({ data }: { data: LeaderboardResponse }) {
  const { t, i18n } = useTranslation('game');
  const nf = numberFormat(i18n.language);
  const rows = data.rows.slice(0, LEADERBOARD_ROWS);
  if (data.me && !rows.some((r) => r.squad_id === data.me?.squad_id)) rows.push(data.me);
  return (
    <Section
      id="hs-lb"
      title={t('home.leaderboard')}
      more={{ to: '/leaderboard', label: t('home.seeAllShort'), testId: 'home-leaderboard-all' }}
    >
      <ol className="hs-players">
        {rows.map((r) => (
          <li key={r.squad_id} className={r.squad_id === data.me?.squad_id ? 'hs-me' : undefined}>
            <span className="hs-player">
              <span className="hs-player-name">
                {nf.format(r.rank)}. <bdi>{r.team_name}</bdi>
              </span>
              <span className="hs-player-meta">{r.manager_name}</span>
              <span className="hs-player-value">{nf.format(r.total)}</span>
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
