import { inkOn } from './contrast.ts';
import {
  DEFAULT_HOME_SECTION_ORDER,
  type HomeSection,
  NEWS_FIRST_SECTION_POSITIONS,
  orderFromPositions,
} from './sections.ts';

/** F5 is the soccer family, F6 the cricket family. */
export type ThemeFamily = 'F5' | 'F6';
export type GameContext = 'soccer' | 'cricket';

export const FAMILY_OF_CONTEXT: Readonly<Record<GameContext, ThemeFamily>> = {
  soccer: 'F5',
  cricket: 'F6',
};

export const OPERATORS = [
  'whiteLabel',
  'aurora',
  'bluewave',
  'citrine',
  'dune',
  'ember',
  'fjord',
  'granite',
  'harbor',
  'indigo',
  'jade',
] as const;
export type Operator = (typeof OPERATORS)[number];
export type ThemeId = `${Operator}${ThemeFamily}`;

export const DEFAULT_THEME_ID: ThemeId = 'whiteLabelF5';

/** A self-hosted font family (fontsource package name) with its CSS stack. */
export type FontId = 'barlow' | 'oswald' | 'open-sans';
export const FONT_FAMILIES: Readonly<Record<FontId, string>> = {
  barlow: 'Barlow',
  oswald: 'Oswald',
  'open-sans': 'Open Sans',
};

/** The phone's own font that stands in for a theme font while it downloads (Android, then others). */
export type LocalFont = 'Roboto' | 'Arial';
export const LOCAL_FONTS: readonly LocalFont[] = ['Roboto', 'Arial'];

/**
 * How to scale a local font so its text takes the room the theme font will take (percentages for
 * `size-adjust`, `ascent-override`, `descent-override`, `line-gap-override`), per weight: the
 * regular stand-in for the theme's text weight, the bold one for its 700. Computed by Capsize from
 * the font files (scripts/font-fallback-metrics.ts; test/font-fallbacks.test.ts recomputes them). Without it, text set in the local font
 * reflows when the theme font arrives (`font-display: swap`), and everything below it jumps: a
 * layout shift of ≈ 0.2 on the landing page of a 360 px phone whenever the font is late.
 */
export interface FontFallback {
  sizeAdjust: string;
  ascent: string;
  descent: string;
  lineGap?: string;
}
export const FONT_FALLBACKS: Readonly<
  Record<FontId, Readonly<Record<LocalFont, Readonly<Record<400 | 700, FontFallback>>>>>
> = {
  barlow: {
    Roboto: {
      400: { sizeAdjust: '96.8922%', ascent: '103.2075%', descent: '20.6415%' },
      700: { sizeAdjust: '98.1978%', ascent: '101.8352%', descent: '20.367%' },
    },
    Arial: {
      400: { sizeAdjust: '96.68%', ascent: '103.4341%', descent: '20.6868%', lineGap: '0%' },
      700: { sizeAdjust: '92.5038%', ascent: '108.1037%', descent: '21.6207%', lineGap: '0%' },
    },
  },
  oswald: {
    Roboto: {
      400: { sizeAdjust: '87.2255%', ascent: '136.772%', descent: '33.1325%' },
      700: { sizeAdjust: '90.8994%', ascent: '131.2441%', descent: '31.7934%' },
    },
    Arial: {
      400: { sizeAdjust: '87.0344%', ascent: '137.0723%', descent: '33.2053%', lineGap: '0%' },
      700: { sizeAdjust: '85.6285%', ascent: '139.3228%', descent: '33.7505%', lineGap: '0%' },
    },
  },
  'open-sans': {
    Roboto: {
      400: { sizeAdjust: '105.3787%', ascent: '101.4292%', descent: '27.8015%' },
      700: { sizeAdjust: '111.2311%', ascent: '96.0925%', descent: '26.3387%' },
    },
    Arial: {
      400: { sizeAdjust: '105.1479%', ascent: '101.6519%', descent: '27.8625%', lineGap: '0%' },
      700: { sizeAdjust: '104.7813%', ascent: '102.0075%', descent: '27.96%', lineGap: '0%' },
    },
  },
};

/** The name of the scaled stand-in for `font` (declared by themes/css.ts `fontFallbackCss`). */
export function fallbackFamily(font: FontId, local: LocalFont): string {
  return `${FONT_FAMILIES[font]} Fallback ${local}`;
}

function stack(font: FontId, rest: string): string {
  const fallbacks = LOCAL_FONTS.map((local) => `'${fallbackFamily(font, local)}'`);
  return [`'${FONT_FAMILIES[font]}'`, ...fallbacks, rest].join(', ');
}

export const FONT_STACKS: Readonly<Record<FontId, string>> = {
  barlow: stack('barlow', 'system-ui, sans-serif'),
  oswald: stack('oswald', "'Arial Narrow', sans-serif"),
  'open-sans': stack('open-sans', 'system-ui, sans-serif'),
};

export interface ThemeColors {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  header: string;
  onHeader: string;
  nav: string;
  onNav: string;
  navActive: string;
  danger: string;
  /**
   * The primary colour as text on the surface and the page background (links, secondary buttons,
   * confirmations): the primary itself unless it reads under 4.5:1 there (the brand's `link`).
   */
  link: string;
}

export interface Size {
  width: number;
  height: number;
}

export interface Theme {
  id: ThemeId;
  operator: Operator;
  family: ThemeFamily;
  /** The product name shown to the user. */
  productName: string;
  colors: ThemeColors;
  fonts: { body: FontId; heading: FontId };
  /** The asset theme: paths under the web app's public folder. */
  assets: { logo: string; discoverLink1: string; discoverLink2: string; discoverLink3: string };
  optinLogo: { desktop: Size; mobile: Size };
  homeSections: readonly HomeSection[];
}

/** Opt-in logo sizes per family, in px. */
export const OPTIN_LOGO_SIZES: Readonly<Record<ThemeFamily, Theme['optinLogo']>> = {
  F5: { desktop: { width: 400, height: 40 }, mobile: { width: 200, height: 30 } },
  F6: { desktop: { width: 600, height: 80 }, mobile: { width: 400, height: 60 } },
};

interface OperatorBrand {
  productName: string;
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  accent: string;
  /** The cricket variant swaps in its own secondary colour. */
  cricketSecondary: string;
  /** A darker shade of a light primary for text on white (WCAG AA 4.5:1; test/contrast.test.ts). */
  link?: string;
}

/** Ten product names across the operator themes; each operator runs a soccer and a cricket game. */
export const OPERATOR_BRANDS: Readonly<Record<Operator, OperatorBrand>> = {
  whiteLabel: {
    productName: 'Gameweek',
    primary: '#37003c',
    onPrimary: '#ffffff',
    secondary: '#00ff87',
    onSecondary: '#37003c',
    accent: '#04f5ff',
    cricketSecondary: '#f9c80e',
  },
  aurora: {
    productName: 'Aurora League',
    primary: '#1b3a6b',
    onPrimary: '#ffffff',
    secondary: '#5ce1e6',
    onSecondary: '#0d1b33',
    accent: '#b388ff',
    cricketSecondary: '#ffd166',
  },
  bluewave: {
    productName: 'Bluewave Fantasy',
    primary: '#0057b8',
    onPrimary: '#ffffff',
    secondary: '#ffd400',
    onSecondary: '#002a5c',
    accent: '#00a3e0',
    cricketSecondary: '#9be564',
  },
  citrine: {
    productName: 'Citrine Champions',
    primary: '#e4a11b',
    onPrimary: '#1f1600',
    secondary: '#2d2a26',
    onSecondary: '#ffffff',
    accent: '#c0392b',
    cricketSecondary: '#1e5f74',
    link: '#8a5d00',
  },
  dune: {
    productName: 'Dune Dream Team',
    primary: '#8a4b2a',
    onPrimary: '#ffffff',
    secondary: '#f2d0a4',
    onSecondary: '#3b1f0e',
    accent: '#d96c06',
    cricketSecondary: '#c9e4ca',
  },
  ember: {
    productName: 'Ember Arena',
    primary: '#c62828',
    onPrimary: '#ffffff',
    secondary: '#212121',
    onSecondary: '#ffffff',
    accent: '#ff8f00',
    cricketSecondary: '#37474f',
  },
  fjord: {
    productName: 'Fjord Fantasy',
    primary: '#006d77',
    onPrimary: '#ffffff',
    secondary: '#83c5be',
    onSecondary: '#00343a',
    accent: '#e29578',
    cricketSecondary: '#ffddd2',
  },
  granite: {
    productName: 'Granite Gameday',
    primary: '#3d4451',
    onPrimary: '#ffffff',
    secondary: '#d62839',
    onSecondary: '#ffffff',
    accent: '#a8dadc',
    cricketSecondary: '#f4a261',
  },
  harbor: {
    productName: 'Harbor Heroes',
    primary: '#14213d',
    onPrimary: '#ffffff',
    secondary: '#fca311',
    onSecondary: '#14213d',
    accent: '#e5e5e5',
    cricketSecondary: '#8ecae6',
  },
  indigo: {
    productName: 'Indigo Play',
    primary: '#3f37c9',
    onPrimary: '#ffffff',
    secondary: '#4cc9f0',
    onSecondary: '#10104a',
    accent: '#f72585',
    cricketSecondary: '#b5e48c',
  },
  jade: {
    productName: 'Jade Superstars',
    primary: '#00704a',
    onPrimary: '#ffffff',
    secondary: '#f1c40f',
    onSecondary: '#00301f',
    accent: '#16a085',
    cricketSecondary: '#e67e22',
  },
};

/** The white labels name their sport; operator themes carry the operator's product name. */
const WHITE_LABEL_NAMES: Partial<Record<ThemeId, string>> = {
  whiteLabelF5: 'Gameweek Football',
  whiteLabelF6: 'Gameweek Cricket',
};

/** The one operator theme with its own fonts: Oswald headings over Open Sans text. */
const FONT_OVERRIDES: Partial<Record<ThemeId, Theme['fonts']>> = {
  emberF5: { body: 'open-sans', heading: 'oswald' },
};

/** The one operator theme with its own home-section order (news first). */
const SECTION_OVERRIDES: Partial<Record<ThemeId, readonly HomeSection[]>> = {
  harborF5: orderFromPositions(NEWS_FIRST_SECTION_POSITIONS),
};

function buildTheme(operator: Operator, family: ThemeFamily): Theme {
  const brand = OPERATOR_BRANDS[operator];
  const id: ThemeId = `${operator}${family}`;
  const secondary = family === 'F5' ? brand.secondary : brand.cricketSecondary;
  return {
    id,
    operator,
    family,
    productName: WHITE_LABEL_NAMES[id] ?? brand.productName,
    colors: {
      primary: brand.primary,
      onPrimary: brand.onPrimary,
      secondary,
      onSecondary: family === 'F5' ? brand.onSecondary : inkOn(secondary),
      accent: brand.accent,
      background: '#f3f4f6',
      surface: '#ffffff',
      text: '#1a1a1a',
      muted: '#555b66',
      border: '#d9dce1',
      header: brand.primary,
      onHeader: brand.onPrimary,
      nav: '#ffffff',
      onNav: '#4a505b',
      navActive: brand.link ?? brand.primary,
      danger: '#b00020',
      link: brand.link ?? brand.primary,
    },
    fonts: FONT_OVERRIDES[id] ?? { body: 'barlow', heading: 'barlow' },
    assets: {
      logo: `/themes/${id}/logo.svg`,
      discoverLink1: `/themes/${id}/discoverLink1.svg`,
      discoverLink2: `/themes/${id}/discoverLink2.svg`,
      discoverLink3: `/themes/${id}/discoverLink3.svg`,
    },
    optinLogo: OPTIN_LOGO_SIZES[family],
    homeSections: SECTION_OVERRIDES[id] ?? DEFAULT_HOME_SECTION_ORDER,
  };
}

/** All 22 themes: the two white-label defaults and ten operator themes per family. */
export const THEMES: Readonly<Record<ThemeId, Theme>> = Object.fromEntries(
  OPERATORS.flatMap((op) => (['F5', 'F6'] as const).map((f) => [`${op}${f}`, buildTheme(op, f)])),
) as Record<ThemeId, Theme>;

export const THEME_IDS = Object.keys(THEMES) as ThemeId[];

/** The theme's fonts, each once (body and heading are often the same). */
export function themeFontIds(theme: Theme): FontId[] {
  return [...new Set<FontId>([theme.fonts.body, theme.fonts.heading])];
}

export function isThemeId(value: string): value is ThemeId {
  return Object.hasOwn(THEMES, value);
}

/** The theme part of the app config: custom flag and theme_id. */
export interface ThemeConfig {
  theme_id?: string | null;
  custom?: boolean | null;
}

/**
 * Picks the theme for a tenant. The context selects the family (soccer → F5, cricket → F6); a
 * theme_id of the other family resolves to the same operator's theme of the right family; an
 * unknown id (a custom theme this build does not ship) gives the family's white label.
 */
export function resolveTheme(config: ThemeConfig | null | undefined, context?: GameContext): Theme {
  const family = FAMILY_OF_CONTEXT[context ?? 'soccer'];
  const requested = config?.theme_id ?? DEFAULT_THEME_ID;
  if (!isThemeId(requested)) return THEMES[`whiteLabel${family}`];
  const operator = THEMES[requested].operator;
  return THEMES[`${operator}${family}`];
}
