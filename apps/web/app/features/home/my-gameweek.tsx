import type { Context } from '@gameweek/contracts/common';
import type { RoundRef } from '@gameweek/contracts/config';
import type { LeaderboardResponse } from '@gameweek/contracts/leagues';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, type AppPath } from '../../components/app-link.tsx';
import { RankMovement } from '../../components/rank-movement.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { roundLabel as roundLabelOf } from '../../lib/round-label.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { HomeData } from './home-data.server.ts';
import { type NextAction, nextAction } from './home-sections.ts';
import { Countdown } from './live-sections.tsx';
import { formatDeadline, formatDeadlineShort } from './round-card.tsx';
import { useNumber } from './section.tsx';

const ACTION_PATH: Record<Exclude<NextAction, 'join'>, AppPath> = {
  pick: '/my-team',
  transfer: '/my-team',
  live: '/points',
  points: '/points',
};

function Figure(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="mg-figure" data-testid={props.testId}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/**
 * "My gameweek", the home's first card: the round ahead (or the live one), the user's points of the
 * last scored round, overall rank and its movement, the deadline countdown and the one next action
 * (pick a team, make transfers, follow the live round, see the points; a guest is invited to join),
 * then the last round's figures for everyone (average, highest, most captained, best player).
 */
export function MyGameweek(props: MyGameweekProps) {
  const { hasTeam, freeSignUp, productName, sport } = useShell();
  return <MyGameweekCard {...props} tenant={{ hasTeam, freeSignUp, productName, sport }} />;
}

export interface MyGameweekProps {
  data: HomeData['gameweek'];
  leaderboard: LeaderboardResponse | null;
  current: RoundRef | null;
  next: RoundRef | null;
  deadlinePassed: boolean;
  signedIn: boolean;
  welcome: string | null;
}

/** The card from its data and the shell's few facts it needs (rendered on its own in tests). */
export function MyGameweekCard({
  data,
  leaderboard,
  current,
  next,
  deadlinePassed,
  signedIn,
  welcome,
  tenant: { hasTeam, freeSignUp, productName, sport },
}: MyGameweekProps & {
  tenant: { hasTeam: boolean; freeSignUp: boolean; productName: string; sport: Context };
}) {
  const { t, i18n } = useTranslation(['common', 'game']);
  const roundLabel = (n: number) => roundLabelOf(i18n.getFixedT(i18n.language, 'game'), sport, n);
  const nf = useNumber();
  const whole = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const pts = (n: number) => t('game:points.value', { points: nf.format(n) });
  const live = current?.status === 'LIVE';
  const action = nextAction({ signedIn, hasTeam, roundLive: live, deadlinePassed });
  // The round the card is about: the live one, else the one whose deadline is ahead.
  const round = live ? current : (next ?? current);
  const me = leaderboard?.me ?? null;
  const scored = leaderboard?.round ?? null;
  const countdown = next && !deadlinePassed;

  const roundStats: { key: string; label: string; value: string; detail?: string }[] = [];
  if (data?.average != null)
    roundStats.push({ key: 'average', label: t('game:home.average'), value: pts(data.average) });
  if (data?.highest)
    roundStats.push({
      key: 'highest',
      label: t('game:home.highest'),
      value: pts(data.highest.points),
      detail: data.highest.team_name,
    });
  if (data?.mostCaptained)
    roundStats.push({
      key: 'captain',
      label: t('game:home.mostCaptained'),
      value: percent.format(data.mostCaptained.value / 100),
      detail: data.mostCaptained.player.short_name,
    });
  if (data?.topPlayer)
    roundStats.push({
      key: 'top',
      label: t('game:home.topPlayer'),
      value: pts(data.topPlayer.value),
      detail: data.topPlayer.player.short_name,
    });

  return (
    <section className="card hs mg" aria-labelledby="hs-gw" data-testid="my-gameweek">
      {welcome && <p className="mg-welcome">{welcome}</p>}
      <h2 id="hs-gw">
        {round ? roundLabel(round.number) : t('round.none')}
        {round && <span className="hs-badge">{t(`round.status.${round.status}`)}</span>}
      </h2>
      <dl className="mg-figures">
        {signedIn && me && scored && (
          <Figure
            label={t('game:home.roundPoints', { round: roundLabel(scored.number) })}
            testId="my-round-points"
          >
            <strong>{whole.format(me.round_points)}</strong>
          </Figure>
        )}
        {signedIn && me && (
          <Figure label={t('game:leaderboard.yourRank')} testId="my-rank">
            <strong>{whole.format(me.rank)}</strong> <RankMovement value={me.movement} />
          </Figure>
        )}
        {countdown && (
          <Figure label={t('game:home.deadlineIn')} testId="my-deadline">
            <strong>
              <Countdown deadline={next.deadline} />
            </strong>
            <time
              className="mg-when"
              dateTime={next.deadline}
              title={formatDeadline(next.deadline, i18n.language)}
            >
              {formatDeadlineShort(next.deadline, i18n.language)}
            </time>
          </Figure>
        )}
        {live && !countdown && (
          <Figure label={t('game:home.liveMatches')} testId="my-deadline">
            <strong>{t('round.status.LIVE')}</strong>
          </Figure>
        )}
      </dl>
      {signedIn && !hasTeam && <p className="mg-line">{t('home.promptCreate')}</p>}
      {signedIn && hasTeam && !me && <p className="mg-line">{t('game:home.notRanked')}</p>}
      {!signedIn && (
        <p className="mg-line">
          <strong>{t('guest.title', { product: productName })}</strong> {t('guest.sentence')}
        </p>
      )}
      {action === 'join' ? (
        <div className="mg-actions" data-testid="guest-invite">
          {/* Free sign-up where the tenant offers it; otherwise the subscription by mobile number. */}
          <AppLink
            className="button mg-action"
            to={freeSignUp ? '/free-sign-up' : '/auth/vserve'}
            data-testid="next-action"
            data-action={action}
          >
            {t('guest.join')}
          </AppLink>
          <AppLink className="button button-secondary" to="/auth/login">
            {t('landing.login')}
          </AppLink>
        </div>
      ) : (
        <div className="mg-actions">
          <AppLink
            className="button mg-action"
            to={ACTION_PATH[action]}
            data-testid="next-action"
            data-action={action}
          >
            {t(`game:home.action.${action}`)}
          </AppLink>
        </div>
      )}
      {next && deadlinePassed && (
        <p className="mg-deadline">
          <time dateTime={next.deadline}>
            {t('round.deadline', { date: formatDeadline(next.deadline, i18n.language) })}
          </time>{' '}
          · {t('round.deadlinePassed')}
        </p>
      )}
      {roundStats.length > 0 && data && (
        <div className="mg-round" data-testid="round-card">
          <p className="mg-round-title">
            {roundLabel(data.roundNumber)}
            {current && current.number === data.roundNumber && (
              <span className="hs-badge">{t(`round.status.${current.status}`)}</span>
            )}
          </p>
          <dl className="mg-stats" data-testid="gameweek-overview">
            {roundStats.map((s) => (
              <div key={s.key} className="mg-stat">
                <dt>{s.label}</dt>
                <dd>
                  <strong>{s.value}</strong>
                  {s.detail && <span className="mg-stat-detail"> {s.detail}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
