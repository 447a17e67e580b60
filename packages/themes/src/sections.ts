/** The home-page sections a theme can order, in the default order. */
export const HOME_SECTIONS = [
  'gameweek',
  'prompt',
  'liveMatches',
  'selectionTrends',
  'statCardLinks',
  'fixtures',
  'playersOfTheWeek',
  'news',
  'videos',
  'discoverLinks',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export const DEFAULT_HOME_SECTION_ORDER: readonly HomeSection[] = HOME_SECTIONS;

/**
 * Positions (1-based) of the one operator theme that reorders the home page:
 * news 1, stat-card links 2, videos 3, gameweek 4, prompt 5, live matches 6,
 * players of the week 7, selection trends 8, fixtures 9, discover links 10.
 */
export const NEWS_FIRST_SECTION_POSITIONS: Readonly<Record<HomeSection, number>> = {
  news: 1,
  statCardLinks: 2,
  videos: 3,
  gameweek: 4,
  prompt: 5,
  liveMatches: 6,
  playersOfTheWeek: 7,
  selectionTrends: 8,
  fixtures: 9,
  discoverLinks: 10,
};

/** Turns a position table into the ordered list of sections. */
export function orderFromPositions(
  positions: Readonly<Record<HomeSection, number>>,
): readonly HomeSection[] {
  return [...HOME_SECTIONS].sort((a, b) => positions[a] - positions[b]);
}
