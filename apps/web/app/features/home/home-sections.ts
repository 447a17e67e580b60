import type { HomeSection } from '@gameweek/themes/sections';

/**
 * Home-page sections that no theme orders (a theme orders only the ten of HOME_SECTIONS); they
 * follow the theme's order, in this order.
 */
export const TRAILING_SECTIONS = [
  'leagueSwitcher',
  'standings',
  'topPlayers',
  'teamOfTheWeek',
  'commentary',
  'leaderboard',
  'prizes',
  'optIn',
  'search',
] as const;
export type TrailingSection = (typeof TRAILING_SECTIONS)[number];
export type PageSection = HomeSection | TrailingSection;

/** The sections the home opens with, whatever the theme's order: "my gameweek", then live matches. */
export const LEADING_SECTIONS = [
  'gameweek',
  'liveMatches',
] as const satisfies readonly HomeSection[];

/**
 * The theme's sections the "my gameweek" card (the `gameweek` section) stands for: its one next
 * action is the team prompt, so the prompt is not a card of its own.
 */
const FOLDED_INTO_GAMEWEEK: ReadonlySet<HomeSection> = new Set(['prompt']);

/**
 * The home's order, each section once: "my gameweek" and live matches first, then the rest of the
 * theme's order, then the sections no theme orders.
 */
export function pageOrder(themeOrder: readonly HomeSection[]): PageSection[] {
  const lead: ReadonlySet<HomeSection> = new Set(LEADING_SECTIONS);
  const rest = themeOrder.filter((s) => !lead.has(s) && !FOLDED_INTO_GAMEWEEK.has(s));
  return [...new Set<PageSection>([...LEADING_SECTIONS, ...rest, ...TRAILING_SECTIONS])];
}

/** The one thing the "my gameweek" card asks the user to do next. */
export type NextAction = 'join' | 'pick' | 'live' | 'transfer' | 'points';

/**
 * Join (a guest), pick a team (none yet, and the deadline still open), follow the live round, make
 * transfers before the deadline, or else see the round's points.
 */
export function nextAction(s: {
  signedIn: boolean;
  hasTeam: boolean;
  roundLive: boolean;
  deadlinePassed: boolean;
}): NextAction {
  if (!s.signedIn) return 'join';
  if (!s.hasTeam && !s.deadlinePassed) return 'pick';
  if (s.roundLive) return 'live';
  if (!s.deadlinePassed) return 'transfer';
  return 'points';
}

/**
 * The sections to render, in the theme's order: every section the home page builds from the
 * loader's data (gameweek overview, live matches, fixtures, news, videos, standings, team of the week…),
 * minus those without data — a section whose call failed or came back empty is left out, never shown
 * empty or as a placeholder.
 */
export function renderableSections<S extends PageSection>(
  order: readonly S[],
  available: ReadonlySet<PageSection>,
): S[] {
  return order.filter((s) => available.has(s));
}

/** Splits milliseconds left into days, hours, minutes and seconds (all zero once past). */
export function countdownParts(msLeft: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * "2d 03:04:05" / "03:04:05": fixed-width digits, so the ticking text never changes its width;
 * `twoDigits` writes them in the page's language (Intl, minimumIntegerDigits 2).
 */
export function formatCountdown(
  msLeft: number,
  daysLabel: (days: number) => string,
  twoDigits: (n: number) => string = (n) => String(n).padStart(2, '0'),
): string {
  const { days, hours, minutes, seconds } = countdownParts(msLeft);
  const hms = [hours, minutes, seconds].map(twoDigits).join(':');
  return days > 0 ? `${daysLabel(days)} ${hms}` : hms;
}

const LINE_ORDER: Record<string, number> = {
  GK: 0,
  DEF: 1,
  MID: 2,
  FWD: 3,
  WK: 0,
  BAT: 1,
  AR: 2,
  BOWL: 3,
};

/** Players grouped in pitch rows, goalkeeper (or wicket-keeper) first, in the order given. */
export function pitchRows<T extends { position: string }>(players: readonly T[]): T[][] {
  const rows: T[][] = [[], [], [], []];
  for (const p of players) rows[LINE_ORDER[p.position] ?? 3]!.push(p);
  return rows.filter((r) => r.length > 0);
}

/** Tenant-entered links: http(s) or a path on this site; anything else (javascript:, data:) is dropped. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const u = url.trim();
  if (u.startsWith('/') && !u.startsWith('//')) return u;
  return /^https?:\/\//i.test(u) ? u : null;
}

/** How much data each section has; zero or false leaves the section out. */
export interface SectionData {
  signedIn: boolean;
  liveMatches: number;
  selectionTrends: number;
  showStatistics: boolean;
  fixtures: number;
  playersOfTheWeek: number;
  news: number;
  videos: number;
  leagues: number;
  standings: number;
  topPlayers: number;
  teamOfTheWeek: number;
  commentary: number;
  leaderboard: boolean;
  prizes: number;
  optIn: boolean;
}

/** Sections only a signed-in user has a use for (a team to edit, leagues, his own rank). */
const SIGNED_IN_ONLY: ReadonlySet<PageSection> = new Set([
  'prompt',
  'leagueSwitcher',
  'leaderboard',
  'optIn',
]);

/** The sections that have something to show. Search and the discover links always do. */
export function availableSections(d: SectionData): Set<PageSection> {
  const has: Record<PageSection, boolean> = {
    // "My gameweek" always has its next action (for a guest: to join).
    gameweek: true,
    prompt: true,
    liveMatches: d.liveMatches > 0,
    selectionTrends: d.selectionTrends > 0,
    statCardLinks: d.showStatistics,
    fixtures: d.fixtures > 0,
    playersOfTheWeek: d.playersOfTheWeek > 0,
    news: d.news > 0,
    videos: d.videos > 0,
    discoverLinks: true,
    leagueSwitcher: d.leagues > 0,
    standings: d.standings > 0,
    topPlayers: d.topPlayers > 0,
    teamOfTheWeek: d.teamOfTheWeek > 0,
    commentary: d.commentary > 0,
    leaderboard: d.leaderboard,
    prizes: d.prizes > 0,
    optIn: d.optIn,
    search: true,
  };
  return new Set(
    (Object.keys(has) as PageSection[]).filter(
      (s) => has[s] && (d.signedIn || !SIGNED_IN_ONLY.has(s)),
    ),
  );
}
