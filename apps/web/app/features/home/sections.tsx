import type { RoundRef } from '@gameweek/contracts/config';
import type { CommentaryLine, ContentItem, Fixture } from '@gameweek/contracts/home';
import type { LeaderboardResponse } from '@gameweek/contracts/leagues';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { Img } from '../../components/img.tsx';
import { LeagueSwitcher } from '../../components/league-switcher.tsx';
import { dateFormat, numberFormat } from '../../lib/intl.ts';
import { useRoundLabel } from '../../lib/round-label.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { HomeData, HomeMatch, PlayerValue } from './home-data.server.ts';
import {
  difficultyLevel,
  formatCountdown,
  type PageSection,
  pitchRows,
  safeUrl,
} from './home-sections.ts';
import { formatDeadline } from './round-card.tsx';

function useNumber(digits = 1) {
  const { i18n } = useTranslation();
  return numberFormat(i18n.language, { maximumFractionDigits: digits });
}

function Section(props: { id: string; title: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <section className="card hs" aria-labelledby={props.id} data-testid={props.testId}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}

function PlayerRows(props: { rows: PlayerValue[]; value: (v: number) => string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <ol className="hs-players" data-testid={props.testId}>
      {props.rows.map(({ player: p, value }) => (
        <li key={p.id}>
          <AppLink to={`/player/${p.id}`} className="hs-player">
            <span className="hs-player-name">{p.name}</span>
            <span className="hs-player-meta">
              {p.club} · {t(`game:positionsShort.${p.position}`)}
            </span>
            <span className="hs-player-value">{props.value(value)}</span>
          </AppLink>
        </li>
      ))}
    </ol>
  );
}

/** Time left to a deadline: the server renders it at request time, the client ticks it each second. */
export function Countdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation();
  const target = new Date(deadline).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (Number.isNaN(target)) return null;
  return (
    <span className="hs-countdown" data-testid="deadline-countdown">
      {formatCountdown(target - now, (days) => t('game:home.days', { count: days }))}
    </span>
  );
}

/** Gameweek overview: the round's average, highest, most captained and best player; the countdown. */
export function GameweekOverview({
  data,
  current,
  next,
  deadlinePassed,
}: {
  data: HomeData['gameweek'];
  current: RoundRef | null;
  next: RoundRef | null;
  deadlinePassed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const roundLabel = useRoundLabel();
  const nf = useNumber();
  const pts = (n: number) => t('game:points.value', { points: nf.format(n) });
  const shownRound = data?.roundNumber ?? current?.number ?? next?.number;
  const stats: { key: string; label: string; value: string; detail?: string }[] = [];
  if (data?.average != null)
    stats.push({ key: 'average', label: t('game:home.average'), value: pts(data.average) });
  if (data?.highest)
    stats.push({
      key: 'highest',
      label: t('game:home.highest'),
      value: pts(data.highest.points),
      detail: data.highest.team_name,
    });
  if (data?.mostCaptained)
    stats.push({
      key: 'captain',
      label: t('game:home.mostCaptained'),
      value: `${nf.format(data.mostCaptained.value)}%`,
      detail: data.mostCaptained.player.name,
    });
  if (data?.topPlayer)
    stats.push({
      key: 'top',
      label: t('game:home.topPlayer'),
      value: pts(data.topPlayer.value),
      detail: data.topPlayer.player.name,
    });
  return (
    <section className="card hs" aria-labelledby="hs-gw" data-testid="round-card">
      <h2 id="hs-gw">
        {shownRound !== undefined && roundLabel(shownRound)}
        {current && <span className="hs-badge">{t(`round.status.${current.status}`)}</span>}
      </h2>
      {stats.length > 0 && (
        <dl className="hs-stats" data-testid="gameweek-overview">
          {stats.map((s) => (
            <div key={s.key} className="hs-stat">
              <dt>{s.label}</dt>
              <dd>
                <strong>{s.value}</strong>
                {s.detail && <span className="hs-stat-detail">{s.detail}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {next && (
        <div className="hs-deadline">
          <p>
            {t('round.next', { name: roundLabel(next.number) })}{' '}
            <span className={`status status-${next.status.toLowerCase()}`}>
              {t(`round.status.${next.status}`)}
            </span>
          </p>
          <p>
            <time dateTime={next.deadline}>
              {t('round.deadline', { date: formatDeadline(next.deadline, i18n.language) })}
            </time>
          </p>
          {!deadlinePassed && (
            <p className="hs-countdown-row">
              {t('game:home.deadlineIn')} <Countdown deadline={next.deadline} />
            </p>
          )}
        </div>
      )}
      {deadlinePassed && next && <p className="muted">{t('round.deadlinePassed')}</p>}
    </section>
  );
}

function Score({ m }: { m: Fixture }) {
  const { t } = useTranslation();
  return (
    <span className="hs-score">
      <span className="hs-team">{m.home.short_name}</span>
      <strong data-fixture-score="">
        {m.home.score ?? 0}–{m.away.score ?? 0}
      </strong>
      <span className="hs-team">{m.away.short_name}</span>
      <span className={`hs-match-status hs-match-${m.status.toLowerCase()}`}>
        {m.status === 'LIVE' ? `${m.minute}’` : t(`game:home.matchStatus.${m.status}`)}
      </span>
    </span>
  );
}

/** When a line happened: the minute (soccer), the ball in over.ball notation (cricket). */
function LineTime({ line }: { line: CommentaryLine }) {
  return (
    <span className="hs-minute" dir="ltr">
      {line.over ?? `${line.minute}’`}
    </span>
  );
}

/**
 * A commentary line in the user's language, rebuilt from its kind, player and side. A string, not a
 * component: next to the line's time it stays one text node with the space before it, as the
 * server's HTML has it (lib/merge-adjacent-text.ts).
 */
function commentaryText(t: TFunction, line: CommentaryLine, match: Fixture): string {
  const club = line.side === 'home' ? match.home.name : line.side === 'away' ? match.away.name : '';
  return t(`game:home.event.${line.kind}`, {
    player: line.player?.name ?? '',
    club,
    home: match.home.name,
    away: match.away.name,
    homeScore: match.home.score ?? 0,
    awayScore: match.away.score ?? 0,
    // cricket, ball by ball
    bowler: line.bowler ?? '',
    runs: line.runs ?? 0,
    score: line.score ?? '',
    how: line.how ?? '',
    over: line.over?.split('.')[0] ?? '',
  });
}

/** Live (else the latest) matches: the score and the newest commentary lines, a link to follow. */
export function LiveMatches({ matches, signedIn }: { matches: HomeMatch[]; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Section
      id="hs-live"
      title={t(
        matches.some((m) => m.status === 'LIVE')
          ? 'game:home.liveMatches'
          : 'game:home.latestMatches',
      )}
      testId="home-live"
    >
      <ul className="hs-list">
        {matches.map((m) => (
          // data-fixture-id, -status, -score, -result and the lines' data-minute mark every match a
          // home section shows, so the no-future crawl (e2e/season) can hold it against the schedule.
          <li key={m.id} className="hs-match" data-fixture-id={m.id} data-status={m.status}>
            <Score m={m} />
            {m.result_text && (
              <p className="hs-result" data-fixture-result="">
                {m.result_text}
              </p>
            )}
            {m.latest.length > 0 && (
              <ul className="hs-lines">
                {m.latest.map((l) => (
                  <li key={l.key} data-minute={l.over ? undefined : l.minute}>
                    <LineTime line={l} /> {commentaryText(t, l, m)}
                  </li>
                ))}
              </ul>
            )}
            {signedIn && m.status === 'LIVE' && (
              <AppLink className="hs-more" to={`/points/${m.round_number}`}>
                {t('game:home.follow')}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Minute-by-minute commentary of one match, newest first. */
export function Commentary({ data }: { data: NonNullable<HomeData['commentary']> }) {
  const { t } = useTranslation();
  return (
    <Section id="hs-commentary" title={t('game:home.commentary')} testId="home-commentary">
      <div data-fixture-id={data.match.id} data-status={data.match.status}>
        <Score m={data.match} />
        <ol className="hs-lines hs-lines-full">
          {data.lines.map((l) => (
            <li
              key={l.key}
              className={`hs-line-${l.kind}`}
              data-minute={l.over ? undefined : l.minute}
            >
              <LineTime line={l} /> {commentaryText(t, l, data.match)}
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** Selection trends: most selected, most captained, most transferred in. */
export function SelectionTrends({ trends }: { trends: HomeData['trends'] }) {
  const { t } = useTranslation();
  const nf = useNumber();
  const lists = [
    { key: 'mostSelected', rows: trends.mostSelected, value: (v: number) => `${nf.format(v)}%` },
    { key: 'mostCaptained', rows: trends.mostCaptained, value: (v: number) => `${nf.format(v)}%` },
    { key: 'transfersIn', rows: trends.transfersIn, value: (v: number) => nf.format(v) },
  ].filter((l) => l.rows.length > 0);
  return (
    <Section id="hs-trends" title={t('game:home.trends')}>
      {lists.map((l) => (
        <div key={l.key}>
          <h3 className="hs-sub">{t(`game:home.${l.key}`)}</h3>
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
  const { t } = useTranslation();
  return (
    <nav className="hs-cards" aria-label={t('game:home.statCards')}>
      {STAT_CARDS.map((c) => (
        <AppLink key={c.key} to={`/statistics?sort=${c.sort}`} className="hs-card">
          {t(`game:home.card.${c.key}`)}
        </AppLink>
      ))}
    </nav>
  );
}

/** The fixtures of the round ahead, each side on its 1–5 difficulty colour. */
export function Fixtures({ data }: { data: NonNullable<HomeData['fixtures']> }) {
  const { t, i18n } = useTranslation();
  const roundLabel = useRoundLabel();
  // Every round's fixtures are a signed-in page; a guest's link would lead back to /guest.
  const { signedIn } = useShell();
  const when = dateFormat(i18n.language, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const side = (s: Fixture['home']) => {
    const level = difficultyLevel(s.difficulty);
    return (
      <span
        className={`hs-fdr hs-fdr-${level}`}
        data-difficulty={level}
        title={t('game:home.difficulty', { level })}
      >
        {s.short_name}
      </span>
    );
  };
  return (
    <Section
      id="hs-fixtures"
      title={
        data.roundNumber !== null
          ? t('game:home.fixturesOf', { name: roundLabel(data.roundNumber) })
          : t('game:home.fixtures')
      }
      testId="home-fixtures"
    >
      <ul className="hs-list">
        {data.fixtures.map((f) => (
          <li key={f.id} className="hs-fixture" data-fixture-id={f.id} data-status={f.status}>
            {side(f.home)}
            <span className="hs-fixture-mid">
              {f.status === 'SCHEDULED' || f.status === 'POSTPONED' ? (
                <time dateTime={f.kickoff}>
                  {f.status === 'POSTPONED'
                    ? t('game:home.matchStatus.POSTPONED')
                    : when.format(new Date(f.kickoff))}
                </time>
              ) : (
                <strong data-fixture-score="">
                  {f.home.score ?? 0}–{f.away.score ?? 0}
                </strong>
              )}
            </span>
            {side(f.away)}
            {f.result_text && (
              <span className="hs-result hs-fixture-result" data-fixture-result="">
                {f.result_text}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="hs-fdr-legend">
        <span>{t('game:home.easier')}</span>
        {([1, 2, 3, 4, 5] as const).map((l) => (
          <span key={l} className={`hs-fdr hs-fdr-${l}`} aria-hidden="true">
            {l}
          </span>
        ))}
        <span>{t('game:home.harder')}</span>
      </p>
      {signedIn && (
        <p>
          <AppLink to="/fixtures" data-testid="all-fixtures">
            {t('fixtures.all')}
          </AppLink>
        </p>
      )}
    </Section>
  );
}

/** The round's five best players. */
export function PlayersOfTheWeek({ data }: { data: NonNullable<HomeData['playersOfTheWeek']> }) {
  const { t } = useTranslation();
  const roundLabel = useRoundLabel();
  const nf = useNumber();
  return (
    <Section id="hs-potw" title={t('game:home.playersOfTheWeek')}>
      {data.roundNumber !== null && <p className="muted">{roundLabel(data.roundNumber)}</p>}
      <PlayerRows
        rows={data.players}
        testId="home-players-of-the-week"
        value={(v) => t('game:points.value', { points: nf.format(v) })}
      />
    </Section>
  );
}

/** The season's top scorers. */
export function TopPlayers({ rows }: { rows: PlayerValue[] }) {
  const { t } = useTranslation();
  const nf = useNumber();
  return (
    <Section id="hs-top" title={t('game:home.topPlayers')}>
      <PlayerRows
        rows={rows}
        testId="home-top-players"
        value={(v) => t('game:points.value', { points: nf.format(v) })}
      />
    </Section>
  );
}

function ContentDate({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return (
    <time dateTime={iso} className="hs-date">
      {dateFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(d)}
    </time>
  );
}

/** News: the tenant's items and the reports of the round's matches, newest first. */
export function News({ items }: { items: ContentItem[] }) {
  const { t } = useTranslation();
  return (
    <Section id="hs-news" title={t('game:home.news')} testId="home-news">
      <ul className="hs-list">
        {items.map((n) => {
          const href = safeUrl(n.url);
          return (
            <li key={n.id} className="hs-news">
              {n.kind === 'match_report' && (
                <span className="hs-badge">{t('game:home.matchReport')}</span>
              )}
              <h3 className="hs-sub">{href ? <a href={href}>{n.title}</a> : n.title}</h3>
              <p className="hs-body">{n.body}</p>
              <ContentDate iso={n.published_at} />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Videos the tenant entered: a lazy thumbnail (or a play tile) linking to the video; no autoplay. */
export function Videos({ items }: { items: ContentItem[] }) {
  const { t } = useTranslation();
  const playable = items.flatMap((v) => {
    const href = safeUrl(v.url);
    return href ? [{ ...v, href }] : [];
  });
  if (playable.length === 0) return null;
  return (
    <Section id="hs-videos" title={t('game:home.videos')} testId="home-videos">
      <ul className="hs-videos">
        {playable.map((v) => {
          const thumb = safeUrl(v.image_url);
          return (
            <li key={v.id}>
              <a href={v.href} className="hs-video" target="_blank" rel="noopener noreferrer">
                <span className="hs-thumb">
                  {thumb && (
                    <Img
                      source={{ src: thumb, width: 320, height: 180 }}
                      alt=""
                      className="hs-thumb-img"
                    />
                  )}
                  <span className="hs-play" aria-hidden="true">
                    ▶
                  </span>
                </span>
                <span className="hs-video-title">{v.title}</span>
                <span className="visually-hidden">{t('game:home.watch')}</span>
              </a>
            </li>
          );
        })}
      </ul>
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
  const { t, i18n } = useTranslation();
  return (
    <Section
      id="hs-standings"
      title={t(cricket ? 'game:home.pointsTable' : 'game:home.leagueTable')}
      testId="home-standings"
    >
      <table className="hs-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t(cricket ? 'game:home.team' : 'game:home.club')}</th>
            <th scope="col" title={t('game:home.playedLong')}>
              {t('game:home.played')}
            </th>
            <th scope="col">{t('game:home.won')}</th>
            {!cricket && <th scope="col">{t('game:home.drawn')}</th>}
            <th scope="col">{t('game:home.lost')}</th>
            {cricket && (
              <th scope="col" title={t('game:home.noResultLong')}>
                {t('game:home.noResult')}
              </th>
            )}
            {!cricket && <th scope="col">{t('game:home.goalDifference')}</th>}
            {cricket && (
              <th scope="col" title={t('game:home.netRunRateLong')}>
                {t('game:home.netRunRate')}
              </th>
            )}
            <th scope="col">{t('game:home.tablePoints')}</th>
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
  const { t } = useTranslation();
  const roundLabel = useRoundLabel();
  const nf = useNumber();
  const rows = pitchRows(data.players.map((r) => ({ ...r, position: r.player.position })));
  return (
    <Section id="hs-totw" title={t('game:home.teamOfTheWeek')} testId="home-team-of-the-week">
      <p className="muted">
        {/* Each part isolated: in Urdu the round's name, "4-5-1" and the points ran into each other
            in one right-to-left line. */}
        {[
          data.roundNumber === null ? null : roundLabel(data.roundNumber),
          data.formation,
          t('game:points.value', { points: nf.format(data.points) }),
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
                    {t('game:points.value', { points: nf.format(value) })}
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
  const { t } = useTranslation();
  return (
    <Section id="hs-leagues" title={t('game:home.leagues')}>
      <LeagueSwitcher games={data.games} activeId={data.activeGameId} />
    </Section>
  );
}

/** Search players and clubs: a GET form answered by the home loader. */
export function HomeSearch({ data, action }: { data: HomeData; action: string }) {
  const { t } = useTranslation();
  const s = data.search;
  return (
    <Section id="hs-search" title={t('game:home.search')}>
      <Form method="get" action={action} className="hs-search-form" role="search">
        <label className="visually-hidden" htmlFor="hs-q">
          {t('game:home.searchLabel')}
        </label>
        <input
          id="hs-q"
          name="q"
          type="search"
          defaultValue={s?.query ?? ''}
          placeholder={t('game:home.searchLabel')}
        />
        <button type="submit" className="button">
          {t('game:home.searchButton')}
        </button>
      </Form>
      {s && (
        <div aria-live="polite" data-testid="home-search-results">
          {s.players.length === 0 && s.clubs.length === 0 ? (
            <p className="muted">{t('game:home.noResults')}</p>
          ) : (
            <>
              {s.clubs.length > 0 && (
                <ul className="hs-clubs">
                  {s.clubs.map((c) => (
                    <li key={c.id}>
                      <AppLink to={`/statistics?club=${c.id}`} className="hs-card">
                        {c.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              )}
              <PlayerRows
                rows={s.players.map((p) => ({ player: p, value: p.total_points }))}
                testId="home-search-players"
                value={(v) => t('game:points.value', { points: v })}
              />
            </>
          )}
        </div>
      )}
    </Section>
  );
}

/** The overall leaderboard's first rows and the user's own. */
export function LeaderboardSnippet({ data }: { data: LeaderboardResponse }) {
  const { t, i18n } = useTranslation();
  const nf = numberFormat(i18n.language);
  const rows = [...data.rows];
  if (data.me && !rows.some((r) => r.squad_id === data.me?.squad_id)) rows.push(data.me);
  return (
    <Section id="hs-lb" title={t('game:home.leaderboard')}>
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
        {t('game:home.seeAll')}
      </AppLink>
    </Section>
  );
}

/** The service's prizes (tenant config), linking to the prizes page. */
export function PrizesSection({ prizes }: { prizes: { title: string; description: string }[] }) {
  const { t } = useTranslation();
  return (
    <Section id="hs-prizes" title={t('game:home.prizes')}>
      <ul className="hs-list">
        {prizes.map((p) => (
          <li key={p.title} className="hs-news">
            <h3 className="hs-sub">{p.title}</h3>
            <p className="hs-body">{p.description}</p>
          </li>
        ))}
      </ul>
      <AppLink to="/prizes" className="button button-secondary">
        {t('game:home.seePrizes')}
      </AppLink>
    </Section>
  );
}

/** The operator's opt-in terms (what the subscription includes), when the service has them. */
export function OptIn({ title, locale }: { title: string; locale: string }) {
  const { t } = useTranslation();
  return (
    <Section id="hs-optin" title={<span lang={locale}>{title}</span>}>
      <p>{t('game:home.optInSentence')}</p>
      <AppLink to="/public/terms/optin" className="button button-secondary">
        {t('game:home.optInRead')}
      </AppLink>
    </Section>
  );
}

/** The section nodes of the trailing (not theme-ordered) and data-driven sections, by name. */
export function useSectionNodes(
  data: HomeData,
  opts: { signedIn: boolean; action: string },
): Partial<Record<PageSection, ReactNode>> {
  const shell = useShell();
  const cricket = shell.theme.family === 'F6';
  const prizes = shell.config?.service.config.prizes ?? [];
  const optIn = shell.menuTerms.find((m) => m.page === 'optin');
  return {
    liveMatches: <LiveMatches matches={data.liveMatches} signedIn={opts.signedIn} />,
    selectionTrends: <SelectionTrends trends={data.trends} />,
    statCardLinks: <StatCardLinks />,
    fixtures: data.fixtures && <Fixtures data={data.fixtures} />,
    playersOfTheWeek: data.playersOfTheWeek && <PlayersOfTheWeek data={data.playersOfTheWeek} />,
    news: <News items={data.news} />,
    videos: <Videos items={data.videos} />,
    leagueSwitcher: <HomeLeagueSwitcher data={data} />,
    standings: <Standings rows={data.standings} cricket={cricket} />,
    topPlayers: <TopPlayers rows={data.topPlayers} />,
    teamOfTheWeek: data.teamOfTheWeek && (
      <TeamOfTheWeek data={data.teamOfTheWeek} cricket={cricket} />
    ),
    commentary: data.commentary && <Commentary data={data.commentary} />,
    leaderboard: data.leaderboard && <LeaderboardSnippet data={data.leaderboard} />,
    prizes: <PrizesSection prizes={prizes} />,
    optIn: optIn && <OptIn title={optIn.title} locale={optIn.locale} />,
    search: <HomeSearch data={data} action={opts.action} />,
  };
}
