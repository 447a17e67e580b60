import type { RoundRef } from '@gameweek/contracts/config';
import type { CommentaryLine, Fixture } from '@gameweek/contracts/home';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { dateFormat } from '../../lib/intl.ts';
import { useRoundLabel } from '../../lib/round-label.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { HomeData, HomeMatch } from './home-data.server.ts';
import { difficultyLevel, formatCountdown } from './home-sections.ts';
import { formatDeadline } from './round-card.tsx';
import { Section, useNumber } from './section.tsx';

/** The round and its matches: the gameweek overview and countdown, live matches, commentary, fixtures. */

/** Time left to a deadline: the server renders it at request time, the client ticks it each second. */
export function Countdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation('game');
  const target = new Date(deadline).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (Number.isNaN(target)) return null;
  return (
    <span className="hs-countdown" data-testid="deadline-countdown">
      {formatCountdown(target - now, (days) => t('home.days', { count: days }))}
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
  const { t, i18n } = useTranslation(['common', 'game']);
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
  const { t } = useTranslation('game');
  return (
    <span className="hs-score">
      <span className="hs-team">{m.home.short_name}</span>
      <strong data-fixture-score="">
        {m.home.score ?? 0}–{m.away.score ?? 0}
      </strong>
      <span className="hs-team">{m.away.short_name}</span>
      <span className={`hs-match-status hs-match-${m.status.toLowerCase()}`}>
        {m.status === 'LIVE' ? `${m.minute}’` : t(`home.matchStatus.${m.status}`)}
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
 * A commentary line in the user's language, rebuilt from its kind, player and side.
 */
function commentaryText(t: TFunction<'game'>, line: CommentaryLine, match: Fixture): string {
  const club = line.side === 'home' ? match.home.name : line.side === 'away' ? match.away.name : '';
  return t(`home.event.${line.kind}`, {
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
  const { t } = useTranslation('game');
  return (
    <Section
      id="hs-live"
      title={t(
        matches.some((m) => m.status === 'LIVE') ? 'home.liveMatches' : 'home.latestMatches',
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
                {t('home.follow')}
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
  const { t } = useTranslation('game');
  return (
    <Section id="hs-commentary" title={t('home.commentary')} testId="home-commentary">
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

/** The fixtures of the round ahead, each side on its 1–5 difficulty colour. */
export function Fixtures({ data }: { data: NonNullable<HomeData['fixtures']> }) {
  const { t, i18n } = useTranslation(['common', 'game']);
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
