import type { HomeSection } from '@gameweek/themes/sections';

/**
 * The sections this build can render, in the theme's order. Sections whose data the API does not
 * serve yet (live matches, trends, fixtures, news, videos…) are left out rather than shown empty.
 */
export function renderableSections(
  order: readonly HomeSection[],
  available: ReadonlySet<HomeSection>,
): HomeSection[] {
  return order.filter((s) => available.has(s));
}
