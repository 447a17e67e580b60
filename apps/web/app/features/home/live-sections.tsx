import type { CommentaryLine, Fixture } from '@gameweek/contracts/home';
import { fixtureDifficulty } from '@gameweek/themes/layout';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { resultLine } from '../../lib/cricket-result-line.ts';
import { dateFormat, numberFormat } from '../../lib/intl.ts';
import { useRoundLabel } from '../../lib/round-label.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { HomeData, HomeMatch, KeyedLine } from './home-data.server.ts';
import { formatCountdown } from './home-sections.ts';
import { Carousel, Section } from './section.tsx';

/** The round and its matches: the gameweek overview and countdown, live matches, commentary, fixtures. */

/** Time left to a deadline: the server renders it at request time, the client ticks it each second. */
export function Countdown({ deadline }: { deadline: string }) {
  const { t, i18n } = useTranslation('game');
  const two = numberFormat(i18n.language, { minimumIntegerDigits: 2, useGrouping: false });
  const target = new Date(deadline).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (Number.isNaN(target)) return null;
  return (
    <span className="hs-countdown" data-testid="deadline-countdown" data-clock>
      {formatCountdown(
        target - now,
        (days) => t('home.days', { count: days }),
        (n) => two.format(n),
      )}
    </span>
  );
}

function Score({ m }: { m: Fixture }) {
  const { t, i18n } = useTranslation('game');
  const n = numberFormat(i18n.language);
  return (
    <span className="hs-score">
      <span className="hs-team">{m.home.short_name}</span>
      <strong data-fixture-score="">
        {n.format(m.home.score ?? 0)}–{n.format(m.away.score ?? 0)}
      </strong>
      <span className="hs-team">{m.away.short_name}</span>
      <span className={`hs-match-status hs-match-${m.status.toLowerCase()}`}>
        {m.status === 'LIVE' ? `${n.format(m.minute)}’` : t(`home.matchStatus.${m.status}`)}
      </span>
    </span>
  );
}

/** When a line happened: the minute (soccer), the ball in over.ball notation (cricket). */
function LineTime({ line }: { line: CommentaryLine }) {
  const { i18n } = useTranslation('game');
  return (
    <span className="hs-minute" dir="ltr">
      {line.over ?? `${numberFormat(i18n.language).format(line.minute)}’`}
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

/** Live (else the latest) matches as a carousel: the score, the newest lines, a link to follow. */
export function LiveMatches({ matches, signedIn }: { matches: HomeMatch[]; signedIn: boolean }) {
  const { t } = useTranslation('game');
  const title = t(
    matches.some((m) => m.status === 'LIVE') ? 'home.liveMatches' : 'home.latestMatches',
  );
  return (
    <Section id="hs-live" title={title} testId="home-live">
      <Carousel label={title} className="hs-track-wide">
        {matches.map((m) => (
          // data-fixture-id, -status, -score, -result and the lines' data-minute mark every match a
          // home section shows, so the no-future crawl (e2e/season) can hold it against the schedule.
          <li key={m.id} className="hs-match" data-fixture-id={m.id} data-status={m.status}>
            <Score m={m} />
            {m.outcome && (
              <p className="hs-result" data-fixture-result="">
                {resultLine(t, m)}
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
      </Carousel>
    </Section>
  );
}

/** Commentary lines shown before "earlier commentary" is opened. */
const SHOWN_LINES = 1;

function CommentaryItem({ line, match }: { line: KeyedLine; match: Fixture }) {
  const { t } = useTranslation('game');
  return (
    <li className={`hs-line-${line.kind}`} data-minute={line.over ? undefined : line.minute}>
      <LineTime line={line} /> {commentaryText(t, line, match)}
    </li>
  );
}

/** Minute-by-minute commentary of one match, newest first: the latest lines, the rest on request. */
export function Commentary({ data }: { data: NonNullable<HomeData['commentary']> }) {
  const { t } = useTranslation('game');
  return (
    <Section id="hs-commentary" title={t('home.commentary')} testId="home-commentary">
      <div data-fixture-id={data.match.id} data-status={data.match.status}>
        <Score m={data.match} />
        <ol className="hs-lines hs-lines-full">
          {data.lines.slice(0, SHOWN_LINES).map((l) => (
            <CommentaryItem key={l.key} line={l} match={data.match} />
          ))}
        </ol>
        {data.lines.length > SHOWN_LINES && (
          <details className="hs-expand">
            <summary>{t('home.earlierLines')}</summary>
            <ol className="hs-lines hs-lines-full">
              {data.lines.slice(SHOWN_LINES).map((l) => (
                <CommentaryItem key={l.key} line={l} match={data.match} />
              ))}
            </ol>
          </details>
        )}
      </div>
    </Section>
  );
}

/** The fixtures of the round ahead, each side on its 1–5 difficulty colour. */
export function Fixtures({ data }: { data: NonNullable<HomeData['fixtures']> }) {
  const { t, i18n } = useTranslation(['common', 'game']);
  const { t: tGame } = useTranslation('game');
  const roundLabel = useRoundLabel();
  // Every round's fixtures are a signed-in page; a guest's link would lead back to /guest.
  const { signedIn } = useShell();
  const whole = numberFormat(i18n.language);
  const when = dateFormat(i18n.language, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const side = (s: Fixture['home']) => {
    const level = fixtureDifficulty(s.difficulty);
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
  const title =
    data.roundNumber !== null
      ? t('game:home.fixturesOf', { name: roundLabel(data.roundNumber) })
      : t('game:home.fixtures');
  return (
    <Section
      id="hs-fixtures"
      title={title}
      testId="home-fixtures"
      more={
        signedIn
          ? { to: '/fixtures', label: t('game:home.seeAllShort'), testId: 'all-fixtures' }
          : undefined
      }
    >
      <Carousel label={title}>
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
                  {whole.format(f.home.score ?? 0)}–{whole.format(f.away.score ?? 0)}
                </strong>
              )}
            </span>
            {side(f.away)}
            {f.outcome && (
              <span className="hs-result hs-fixture-result" data-fixture-result="">
                {resultLine(tGame, f)}
              </span>
            )}
          </li>
        ))}
      </Carousel>
      <p className="hs-fdr-legend">
        <span>{t('game:home.easier')}</span>
        {([1, 2, 3, 4, 5] as const).map((l) => (
          <span key={l} className={`hs-fdr hs-fdr-${l}`} aria-hidden="true">
            {whole.format(l)}
          </span>
        ))}
        <span>{t('game:home.harder')}</span>
      </p>
    </Section>
  );
}
