import barlow400 from '@fontsource/barlow/400.css?url';
import barlow700 from '@fontsource/barlow/700.css?url';
import barlowLatin400 from '@fontsource/barlow/files/barlow-latin-400-normal.woff2?url';
import barlowLatin700 from '@fontsource/barlow/files/barlow-latin-700-normal.woff2?url';
import nastaliq400 from '@fontsource/noto-nastaliq-urdu/400.css?url';
import armenian400 from '@fontsource/noto-sans-armenian/400.css?url';
import bengali400 from '@fontsource/noto-sans-bengali/400.css?url';
import myanmar400 from '@fontsource/noto-sans-myanmar/400.css?url';
import openSans400 from '@fontsource/open-sans/400.css?url';
import openSans700 from '@fontsource/open-sans/700.css?url';
import openSansLatin400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url';
import openSansLatin700 from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2?url';
import oswald500 from '@fontsource/oswald/500.css?url';
import oswald700 from '@fontsource/oswald/700.css?url';
import oswaldLatin500 from '@fontsource/oswald/files/oswald-latin-500-normal.woff2?url';
import oswaldLatin700 from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';
import type { LanguageCode } from '@gameweek/i18n/languages';
import { LANGUAGES, type ScriptFont } from '@gameweek/i18n/languages';
import { localFontFace } from '@gameweek/themes/css';
import { FONT_STACKS, type FontId, type Theme } from '@gameweek/themes/themes';
import { pickFontSheets, themeFontIds } from './font-selection.ts';

/** Self-hosted font stylesheets; each @font-face carries a unicode-range, so only used subsets download. */
const THEME_FONTS: Readonly<Record<FontId, readonly string[]>> = {
  barlow: [barlow400, barlow700],
  oswald: [oswald500, oswald700],
  'open-sans': [openSans400, openSans700],
};

const SCRIPT_FONTS: Readonly<Record<ScriptFont, string>> = {
  'noto-sans-bengali': bengali400,
  'noto-sans-armenian': armenian400,
  'noto-sans-myanmar': myanmar400,
  'noto-nastaliq-urdu': nastaliq400,
};

/** The script fonts' family names, and their PostScript names' stem (`NotoSansBengali-Bold`). */
const SCRIPT_FONT_NAMES: Readonly<Record<ScriptFont, { family: string; postscript: string }>> = {
  'noto-sans-bengali': { family: 'Noto Sans Bengali', postscript: 'NotoSansBengali' },
  'noto-sans-armenian': { family: 'Noto Sans Armenian', postscript: 'NotoSansArmenian' },
  'noto-sans-myanmar': { family: 'Noto Sans Myanmar', postscript: 'NotoSansMyanmar' },
  'noto-nastaliq-urdu': { family: 'Noto Nastaliq Urdu', postscript: 'NotoNastaliqUrdu' },
};

/**
 * The same Noto font as the phone's own (Android ships these), under a name of its own: a family
 * declared by @font-face hides the installed font of the same name. Where it is installed the
 * text is set in it at once, the self-hosted download never starts and nothing re-wraps when it
 * would have arrived; where it is not, the stack goes on to the self-hosted copy.
 */
export function localScriptFamily(script: ScriptFont): string {
  return `${SCRIPT_FONT_NAMES[script].family} Local`;
}

function localScriptFaces(script: ScriptFont): string {
  const { family, postscript } = SCRIPT_FONT_NAMES[script];
  const local = localScriptFamily(script);
  return (
    localFontFace(local, [family, `${family} Regular`, `${postscript}-Regular`], 400) +
    localFontFace(local, [`${family} Bold`, `${postscript}-Bold`], 700)
  );
}

/** The stylesheets a page needs: the theme's fonts, plus the script font of its language only. */
export function fontStylesheets(theme: Theme, lang: LanguageCode): string[] {
  return pickFontSheets(theme, lang, THEME_FONTS, SCRIPT_FONTS);
}

/**
 * Puts the language's script font ahead of the theme's fonts (more specific than [data-theme]): the
 * phone's own copy first, then the self-hosted one.
 */
export function languageFontCss(lang: LanguageCode, theme: Theme): string {
  const script = LANGUAGES[lang].scriptFont;
  if (!script) return '';
  const family = `'${localScriptFamily(script)}','${SCRIPT_FONT_NAMES[script].family}'`;
  return `${localScriptFaces(script)}html[lang="${lang}"]{--font-body:${family},${FONT_STACKS[theme.fonts.body]};--font-heading:${family},${FONT_STACKS[theme.fonts.heading]}}`;
}

/**
 * The Latin files of the theme's fonts, preloaded from the head so they usually arrive before the
 * first layout: @fontsource's `font-display: swap` then has nothing to swap. When they are late (a
 * slow network), the text is first set in a local font scaled to the same room (themes
 * FONT_FALLBACKS, docs/decisions/0023), so the swap does not move the page either. (`optional` was
 * tried: Chromium then held the first paint back by up to a second on several routes.)
 */
const THEME_FONT_FILES: Readonly<Record<FontId, readonly string[]>> = {
  barlow: [barlowLatin400, barlowLatin700],
  oswald: [oswaldLatin500, oswaldLatin700],
  'open-sans': [openSansLatin400, openSansLatin700],
};

/** Only for Latin-script languages: the others never use these files. */
export function fontPreloads(theme: Theme, lang: LanguageCode): string[] {
  if (!LANGUAGES[lang].latin) return [];
  return themeFontIds(theme).flatMap((id) => THEME_FONT_FILES[id]);
}
