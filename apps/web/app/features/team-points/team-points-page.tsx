import type { RoundPick, RoundTeamResponse } from '@gameweek/contracts/round';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, type AppPath } from '../../components/app-link.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { useRoundLabel } from '../../lib/round-label.ts';
import { useShell } from '../../lib/use-shell.ts';
import { breakdownLabelKey } from './breakdown-label.ts';
import { PointsPitch } from './points-pitch.tsx';
import type { NoTeamRound } from './round-view.ts';

function num(v: number, lang: string): string {
  return numberFormat(lang, { maximumFractionDigits: 1 }).format(v);
}

/**
 * A bench player's row shows what he scored for the bench (the API's share of "Bench points"), not
 * the 0 he added to the team. "Provisional bonus" marks a player who has played while his bonus is
 * still the one from the bps so far (soccer only: cricket has no bonus).
 */
export function pickFigures(pick: RoundPick, sport: 'soccer' | 'cricket') {
  return {
    points: pick.multiplier === 0 ? pick.bench_points : pick.points,
    provisionalBonus: sport === 'soccer' && pick.played && !pick.bonus_final,
  };
}

function PickRow({
  pick,
  sport,
  lang,
  open,
  onToggle,
}: {
  pick: RoundPick;
  sport: 'soccer' | 'cricket';
  lang: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation(['game', 'rules']);
  const id = `bd-${pick.player.id}`;
  const figures = pickFigures(pick, sport);
  return (
    <li
      className={`tp-pick${pick.multiplier === 0 ? ' tp-bench' : ''}`}
      data-testid="round-pick"
      data-player-id={pick.player.id}
    >
      <button
        type="button"
        id={`tp-row-${pick.player.id}`}
        className="tp-pick-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        <span className="tp-pick-name">
          {pick.player.short_name}
          {pick.is_captain && (
            <abbr className="tp-badge" title={t('builder.captain')}>
              {t('builder.captainShort')}
            </abbr>
          )}
          {pick.is_vice_captain && (
            <abbr className="tp-badge tp-badge-v" title={t('builder.viceCaptain')}>
              {t('builder.viceShort')}
            </abbr>
          )}
          {pick.auto_sub && (
            <span className="tp-sub">
              {t(pick.auto_sub === 'in' ? 'round.autoSubIn' : 'round.autoSubOut')}
            </span>
          )}
        </span>
        <span className="tp-pick-meta">
          {pick.player.team.short_name} · {t(`positionsShort.${pick.player.position}`)}
          {figures.provisionalBonus && (
            <span data-testid="provisional-bonus"> · {t('round.provisional')}</span>
          )}
        </span>
        <span className="tp-pick-points" data-testid="pick-points">
          {num(figures.points, lang)}
        </span>
      </button>
      {open && (
        <div id={id} className="tp-breakdown">
          <table className="table">
            <caption className="visually-hidden">
              {t('round.breakdown', { name: pick.player.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('round.stat')}</th>
                <th scope="col" className="num">
                  {t('round.value')}
                </th>
                <th scope="col" className="num">
                  {t('round.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {pick.breakdown.map((b) => (
                <tr key={b.stat}>
                  <td>
                    {t(breakdownLabelKey(b.stat, pick.player.position), {
                      defaultValue: b.stat.replace(/_/g, ' '),
                    })}
                  </td>
                  <td className="num">{num(b.value, lang)}</td>
                  <td className="num">{num(b.points, lang)}</td>
                </tr>
              ))}
              {pick.multiplier > 1 && (
                <tr>
                  <td colSpan={2}>{t('round.captain', { multiplier: pick.multiplier })}</td>
                  <td className="num">×{num(pick.multiplier, lang)}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

/**
 * A round in which the manager had no team (never picked one, or joined later): says so, and offers
 * one's own team page, or the way back to the standings for someone else's round.
 */
export function NoTeamRoundPage(props: { round: NoTeamRound['round']; own: boolean }) {
  const { t } = useTranslation('game');
  const roundLabel = useRoundLabel();
  const { number } = props.round;
  const round = number === null ? t('leaderboard.round') : roundLabel(number);
  return (
    <div className="page tp" data-testid="no-team-round">
      <h1 className="tp-title">{round}</h1>
      <p className="card">{t(props.own ? 'round.noTeamOwn' : 'round.noTeamManager', { round })}</p>
      <p>
        {props.own ? (
          <AppLink to="/my-team" className="button">
            {t('round.pickTeam')}
          </AppLink>
        ) : (
          <AppLink to="/leaderboard" className="button button-secondary">
            {t('round.toLeaderboard')}
          </AppLink>
        )}
      </p>
    </div>
  );
}

const TABS = ['pitch', 'list'] as const;
type Tab = (typeof TABS)[number];

/**
 * The rank after the round beside the one before: an arrow up (climbed) or down, read out as
 * "up from 6" by a screen reader.
 */
function RankMovement(props: { rank: number; previous: number | null; lang: string }) {
  const { t } = useTranslation('game');
  const { rank, previous } = props;
  if (previous === null) return null;
  const move = previous > rank ? 'up' : previous < rank ? 'down' : 'same';
  return (
    <span className={`tp-move tp-move-${move}`} data-testid="rank-movement" data-movement={move}>
      <span aria-hidden="true">{move === 'up' ? '▲' : move === 'down' ? '▼' : '●'}</span>
      <span className="visually-hidden">
        {move === 'same'
          ? t('round.rankSame')
          : t(move === 'up' ? 'round.rankUp' : 'round.rankDown', {
              rank: num(previous, props.lang),
            })}
      </span>
    </span>
  );
}

/** A manager's round: the summary, then the team on the pitch or as a list with each breakdown. */
export function TeamPointsPage(props: {
  data: RoundTeamResponse;
  roundLinks: { number: number; href: AppPath }[];
  /** Shown while the round is live (the route wires the live stream). */
  live?: ReactNode;
}) {
  const { t, i18n } = useTranslation('game');
  const roundLabel = useRoundLabel();
  const lang = i18n.language;
  const shell = useShell();
  const sport = shell.sport;
  const season = shell.config?.competition.season.name ?? '';
  const d = props.data;
  const [open, setOpen] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('pitch');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ pitch: null, list: null });
  // A player tapped on the pitch: his breakdown, opened in the list, gets the focus.
  const [focusId, setFocusId] = useState<number | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    document.querySelector<HTMLElement>(`#tp-row-${focusId}`)?.focus();
    setFocusId(null);
  }, [focusId]);
  const onPitchPlayer = useCallback((id: number) => {
    setTab('list');
    setOpen(id);
    setFocusId(id);
  }, []);
  const pointsOf = useCallback(
    (p: RoundPick) => num(pickFigures(p, sport).points, lang),
    [sport, lang],
  );
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (e.key === forward) next = (i + 1) % TABS.length;
    else if (e.key === back) next = (i - 1 + TABS.length) % TABS.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    e.preventDefault();
    const to = TABS[next] as Tab;
    setTab(to);
    tabRefs.current[to]?.focus();
  };
  const starters = d.picks.filter((p) => p.multiplier > 0).sort((a, b) => a.slot - b.slot);
  const bench = d.picks.filter((p) => p.multiplier === 0).sort((a, b) => a.slot - b.slot);
  const list = (picks: RoundPick[]) => (
    <ul className="tp-list">
      {picks.map((p) => (
        <PickRow
          key={p.player.id}
          pick={p}
          sport={sport}
          lang={lang}
          open={open === p.player.id}
          onToggle={() => setOpen(open === p.player.id ? null : p.player.id)}
        />
      ))}
    </ul>
  );
  return (
    <div className="page tp" data-testid="team-points">
      <h1 className="tp-title">
        {d.manager.team_name} · {roundLabel(d.round.number)}
        {d.live && <span className="status status-live tp-live">{t('round.live')}</span>}
      </h1>
      <p className="muted">{d.manager.name}</p>
      {props.live}
      <section className="tp-round" aria-labelledby="tp-round-title" data-testid="round-summary">
        <h2 id="tp-round-title" className="visually-hidden">
          {t('round.summary')}
        </h2>
        <dl className="tp-hero">
          <div>
            <dt>{t('home.average')}</dt>
            <dd data-testid="round-average">
              {d.average_points === null ? '–' : num(d.average_points, lang)}
            </dd>
          </div>
          <div className="tp-hero-main">
            <dt>{t('round.roundPoints')}</dt>
            <dd data-testid="round-net-points">{num(d.net_points, lang)}</dd>
          </div>
          <div>
            <dt>{t('home.highest')}</dt>
            <dd data-testid="round-highest">
              {d.highest_points === null ? '–' : num(d.highest_points, lang)}
            </dd>
          </div>
        </dl>
        <dl className="tp-summary">
          {d.overall_rank !== null && (
            <div>
              <dt>{t(d.live ? 'round.liveRank' : 'leaderboard.yourRank')}</dt>
              <dd data-testid="round-rank">
                {num(d.overall_rank, lang)}{' '}
                <RankMovement rank={d.overall_rank} previous={d.previous_rank} lang={lang} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('round.totalPoints')}</dt>
            <dd>{d.total_points === null ? '–' : num(d.total_points, lang)}</dd>
          </div>
          <div>
            <dt>{t('round.benchPoints')}</dt>
            <dd data-testid="round-bench-points">{num(d.bench_points, lang)}</dd>
          </div>
          <div>
            <dt>{t('round.transferCost')}</dt>
            <dd>{d.transfer_cost > 0 ? `-${num(d.transfer_cost, lang)}` : '0'}</dd>
          </div>
          <div>
            <dt>{t('round.chip')}</dt>
            <dd>{d.chip ? t(`chips.${d.chip}`) : t('round.noChip')}</dd>
          </div>
        </dl>
      </section>
      {d.picks.length === 0 ? (
        <p className="card muted">{t('round.noPoints')}</p>
      ) : (
        <>
          <div className="tp-tabs" role="tablist" aria-label={t('round.views')}>
            {TABS.map((name) => (
              <button
                key={name}
                ref={(el) => {
                  tabRefs.current[name] = el;
                }}
                type="button"
                role="tab"
                id={`tp-tab-${name}`}
                className="tp-tab"
                aria-selected={tab === name}
                aria-controls={`tp-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={onTabKey}
              >
                {t(name === 'pitch' ? 'builder.pitch' : 'builder.list')}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id="tp-panel-pitch"
            aria-labelledby="tp-tab-pitch"
            data-testid="points-pitch"
            hidden={tab !== 'pitch'}
          >
            <PointsPitch
              picks={d.picks}
              sport={sport}
              season={season}
              pointsOf={pointsOf}
              onPlayer={onPitchPlayer}
            />
          </div>
          <div
            role="tabpanel"
            id="tp-panel-list"
            aria-labelledby="tp-tab-list"
            data-testid="points-list"
            hidden={tab !== 'list'}
          >
            <h2 className="tp-h2">{t('builder.starters')}</h2>
            {list(starters)}
            {bench.length > 0 && (
              <>
                <h2 className="tp-h2">{t('builder.bench')}</h2>
                {list(bench)}
              </>
            )}
          </div>
        </>
      )}
      {props.roundLinks.length > 0 && (
        <nav className="tp-history" aria-label={t('round.history')}>
          <h2 className="tp-h2">{t('round.history')}</h2>
          <ul>
            {props.roundLinks.map((r) => (
              <li key={r.number}>
                <AppLink
                  to={r.href}
                  className="tp-round-link"
                  aria-current={r.number === d.round.number ? 'page' : undefined}
                >
                  {r.number}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
