import { inkOn } from './contrast.ts';

/**
 * Club colours for the shirts on the pitch (soccer) and the coloured initials (cricket), per season:
 * the real clubs' recognisable home colours, written as plain hex so the web app draws them with one
 * shared SVG shirt (no crests, no per-club files). A club the table does not know, or a season it
 * does not have, wears the theme's own colours, so any season an operator imports still draws.
 */

export { inkOn };

/** How the two colours are laid out on the shirt. */
export type KitPattern = 'plain' | 'sleeves' | 'stripes';

export interface ClubKit {
  /** The shirt's body (soccer) or the badge's disc (cricket). */
  primary: string;
  /** Sleeves, stripes or trim. */
  secondary: string;
  pattern: KitPattern;
  /** Text drawn on the primary colour (initials): black or white, whichever reads better. */
  ink: string;
  /** The goalkeeper's shirt colour: distinct from every outfield kit of the club. */
  keeper: string;
}

type KitRow = readonly [primary: string, secondary: string, pattern: KitPattern, keeper?: string];

/** The keeper's shirt when the club's row names none. */
const DEFAULT_KEEPER = '#c6e02b';

const ARSENAL: KitRow = ['#ef0107', '#ffffff', 'sleeves'];
const VILLA: KitRow = ['#670e36', '#95bfe5', 'sleeves'];
const BOURNEMOUTH: KitRow = ['#da291c', '#1a1a1a', 'stripes'];
const BRENTFORD: KitRow = ['#e30613', '#ffffff', 'stripes'];
const BRIGHTON: KitRow = ['#0057b8', '#ffffff', 'stripes'];
const CHELSEA: KitRow = ['#034694', '#ffffff', 'plain'];
const PALACE: KitRow = ['#1b458f', '#c4122e', 'stripes'];
const EVERTON: KitRow = ['#003399', '#ffffff', 'plain'];
const FULHAM: KitRow = ['#ffffff', '#1a1a1a', 'plain'];
const LIVERPOOL: KitRow = ['#c8102e', '#f6eb61', 'plain'];
const MAN_CITY: KitRow = ['#6cabdd', '#1c2c5b', 'plain'];
const MAN_UTD: KitRow = ['#da291c', '#1a1a1a', 'plain'];
const NEWCASTLE: KitRow = ['#241f20', '#ffffff', 'stripes'];
const FOREST: KitRow = ['#dd0000', '#ffffff', 'plain'];
const SPURS: KitRow = ['#ffffff', '#132257', 'plain'];
const WEST_HAM: KitRow = ['#7a263a', '#1bb1e7', 'sleeves'];
const WOLVES: KitRow = ['#fdb913', '#231f20', 'plain', '#2e7d32'];

/**
 * Season name (as the data import names it: the FPL folder, Cricsheet's season) → club name (as the
 * club is called in that season's data) → kit.
 */
const KITS: Readonly<Record<string, Readonly<Record<string, KitRow>>>> = {
  '2022-23': {
    Arsenal: ARSENAL,
    'Aston Villa': VILLA,
    Bournemouth: BOURNEMOUTH,
    Brentford: BRENTFORD,
    Brighton: BRIGHTON,
    Chelsea: CHELSEA,
    'Crystal Palace': PALACE,
    Everton: EVERTON,
    Fulham: FULHAM,
    Leicester: ['#003090', '#fdbe11', 'plain'],
    Leeds: ['#ffffff', '#1d428a', 'plain'],
    Liverpool: LIVERPOOL,
    'Man City': MAN_CITY,
    'Man Utd': MAN_UTD,
    Newcastle: NEWCASTLE,
    "Nott'm Forest": FOREST,
    Southampton: ['#d71920', '#ffffff', 'stripes'],
    Spurs: SPURS,
    'West Ham': WEST_HAM,
    Wolves: WOLVES,
  },
  '2023-24': {
    Arsenal: ARSENAL,
    'Aston Villa': VILLA,
    Bournemouth: BOURNEMOUTH,
    Brentford: BRENTFORD,
    Brighton: BRIGHTON,
    Burnley: ['#6c1d45', '#99d6ea', 'sleeves'],
    Chelsea: CHELSEA,
    'Crystal Palace': PALACE,
    Everton: EVERTON,
    Fulham: FULHAM,
    Liverpool: LIVERPOOL,
    Luton: ['#f78f1e', '#002d62', 'plain'],
    'Man City': MAN_CITY,
    'Man Utd': MAN_UTD,
    Newcastle: NEWCASTLE,
    "Nott'm Forest": FOREST,
    'Sheffield Utd': ['#ee2737', '#ffffff', 'stripes'],
    Spurs: SPURS,
    'West Ham': WEST_HAM,
    Wolves: WOLVES,
  },
};

const IPL: Readonly<Record<string, KitRow>> = {
  'Chennai Super Kings': ['#fdb913', '#0081e9', 'plain'],
  'Delhi Capitals': ['#004c93', '#ef1b23', 'plain'],
  'Gujarat Titans': ['#1b2133', '#dbbe6e', 'plain'],
  'Kolkata Knight Riders': ['#3a225d', '#d4af37', 'plain'],
  'Lucknow Super Giants': ['#0057e2', '#f28b00', 'plain'],
  'Mumbai Indians': ['#004ba0', '#d1ab3e', 'plain'],
  'Punjab Kings': ['#dd1f2d', '#c0c0c0', 'plain'],
  'Rajasthan Royals': ['#ea1a85', '#254aa5', 'plain'],
  'Royal Challengers Bengaluru': ['#ec1c24', '#2b2a29', 'plain'],
  'Sunrisers Hyderabad': ['#f26522', '#1a1a1a', 'plain'],
};

const SEASON_KITS: Readonly<Record<string, Readonly<Record<string, KitRow>>>> = {
  ...KITS,
  '2024': IPL,
  '2025': IPL,
};

/** The seasons the table knows, and each one's clubs (for tests and tools). */
export function kitSeasons(): Readonly<Record<string, readonly string[]>> {
  return Object.fromEntries(
    Object.entries(SEASON_KITS).map(([s, clubs]) => [s, Object.keys(clubs)]),
  );
}

/** The kit of a club the table does not know: the operator theme's colours (CSS custom properties). */
export const THEME_KIT: ClubKit = {
  primary: 'var(--color-primary)',
  secondary: 'var(--color-on-primary)',
  pattern: 'plain',
  ink: 'var(--color-on-primary)',
  keeper: 'var(--color-accent)',
};

/**
 * A club's kit in a season: looked up by the club's name in that season's data; anything else
 * (another season, a renamed or new club) wears the theme's colours.
 */
export function kitFor(season: string, clubName: string): ClubKit {
  const row = Object.hasOwn(SEASON_KITS, season)
    ? (SEASON_KITS[season] as Record<string, KitRow>)
    : undefined;
  const kit = row && Object.hasOwn(row, clubName) ? row[clubName] : undefined;
  if (!kit) return THEME_KIT;
  const [primary, secondary, pattern, keeper] = kit;
  return { primary, secondary, pattern, ink: inkOn(primary), keeper: keeper ?? DEFAULT_KEEPER };
}
