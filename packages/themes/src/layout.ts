/** Layout constants, shared by the web app's CSS and its components. */

export const HEADER_HEIGHT_PX = 50;
export const HEADER_HEIGHT_LARGE_PX = 60;
export const CONTENT_WIDTH_PX = 840;
export const HERO_BUTTON_WIDTH_LARGE_PX = 740;

/** min-width breakpoints */
export const BREAKPOINTS_PX = { xs: 321, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS_PX;

export const FONT_SIZES_PX = [7, 9, 11, 12, 13, 14, 15] as const;
export const TAB_FONT_SIZE_PX = 12;

/** Spacing steps 0–5. */
export const SPACING_PX = [0, 10, 14, 16, 20, 24] as const;

/** Images start loading when they come within this margin of the viewport. */
export const LAZY_IMAGE_MARGIN_PX = 200;

/**
 * Fixture difficulty rating 1 (easiest) … 5 (hardest): background and text colour. Level 4 is a
 * deeper red than FPL's #ff1751, whose white text read at 3.8:1, under the 4.5:1 small text needs.
 */
export const FIXTURE_DIFFICULTY_COLORS = {
  1: { background: '#257d5a', text: '#ffffff' },
  2: { background: '#00ff86', text: '#1a1a1a' },
  3: { background: '#e7e7e7', text: '#1a1a1a' },
  4: { background: '#d6003c', text: '#ffffff' },
  5: { background: '#80072d', text: '#ffffff' },
} as const;
export type FixtureDifficulty = keyof typeof FIXTURE_DIFFICULTY_COLORS;

/** A difficulty from the API as one of the five levels above (CSS var(--fdr-N)); a missing one is the middle. */
export function fixtureDifficulty(d: number): FixtureDifficulty {
  return Math.min(5, Math.max(1, Math.round(Number.isFinite(d) ? d : 3))) as FixtureDifficulty;
}

/** The application version; also the favicon cache-buster. */
export const APP_VERSION = '1.46.1';
