/** The locale registry: codes, native names, text direction, tab font factor, script font. */

export const LANGUAGE_CODES = ['bn', 'de', 'en', 'hy', 'id', 'my', 'ru', 'ur', 'uz'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LOCALE: LanguageCode = 'en';
export const DEFAULT_NAMESPACE = 'common';
export const NAMESPACES = ['common', 'auth', 'rules', 'game'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A self-hosted font for a script the default font (Barlow, Latin/Cyrillic) does not cover. */
export type ScriptFont =
  | 'noto-sans-bengali'
  | 'noto-sans-armenian'
  | 'noto-sans-myanmar'
  | 'noto-nastaliq-urdu';

export interface LanguageInfo {
  code: LanguageCode;
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** Multiplies the 12px tab font size. */
  tabFontFactor: number;
  scriptFont: ScriptFont | null;
  /** Written in the Latin script, so the theme's Latin font files serve it. */
  latin: boolean;
}

export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = {
  bn: {
    code: 'bn',
    nativeName: 'বাংলা',
    dir: 'ltr',
    tabFontFactor: 0.9,
    scriptFont: 'noto-sans-bengali',
    latin: false,
  },
  de: {
    code: 'de',
    nativeName: 'Deutsch',
    dir: 'ltr',
    tabFontFactor: 1,
    scriptFont: null,
    latin: true,
  },
  en: {
    code: 'en',
    nativeName: 'English',
    dir: 'ltr',
    tabFontFactor: 1,
    scriptFont: null,
    latin: true,
  },
  hy: {
    code: 'hy',
    nativeName: 'Հայերեն',
    dir: 'ltr',
    tabFontFactor: 1,
    scriptFont: 'noto-sans-armenian',
    latin: false,
  },
  id: {
    code: 'id',
    nativeName: 'Bahasa Indonesia',
    dir: 'ltr',
    tabFontFactor: 1,
    scriptFont: null,
    latin: true,
  },
  my: {
    code: 'my',
    nativeName: 'မြန်မာ',
    dir: 'ltr',
    tabFontFactor: 1,
    scriptFont: 'noto-sans-myanmar',
    latin: false,
  },
  ru: {
    code: 'ru',
    nativeName: 'Русский',
    dir: 'ltr',
    tabFontFactor: 0.8,
    scriptFont: null,
    latin: false,
  },
  ur: {
    code: 'ur',
    nativeName: 'اردو',
    dir: 'rtl',
    tabFontFactor: 0.8,
    scriptFont: 'noto-nastaliq-urdu',
    latin: false,
  },
  uz: {
    code: 'uz',
    nativeName: 'Oʻzbekcha',
    dir: 'ltr',
    tabFontFactor: 0.8,
    scriptFont: null,
    latin: true,
  },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Tab font size in px: 12 × the language factor. */
export function tabFontSize(code: LanguageCode): number {
  return Math.round(12 * LANGUAGES[code].tabFontFactor * 100) / 100;
}

/**
 * The pseudo-locale of the page sweep (packages/i18n pseudo.ts, ADR 0034): rendered only by a web
 * server started with PSEUDO_LOCALE=1, never listed, never offered.
 */
export const PSEUDO_LOCALE = 'en-XA';
/** A language a page may be rendered in: one of the nine, or the sweep's pseudo-locale. */
export type RenderLanguage = LanguageCode | typeof PSEUDO_LOCALE;

export function isRenderLanguage(value: unknown): value is RenderLanguage {
  return value === PSEUDO_LOCALE || isLanguageCode(value);
}

/** The language a rendered one is made from (en-XA is English): its direction, fonts, API texts. */
export function baseLanguage(lang: RenderLanguage): LanguageCode {
  return lang === PSEUDO_LOCALE ? 'en' : lang;
}

export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return LANGUAGES[code].dir;
}
