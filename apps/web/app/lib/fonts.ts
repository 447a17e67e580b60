import barlow400 from '@fontsource/barlow/400.css?url';
import barlow700 from '@fontsource/barlow/700.css?url';
import barlowLatin400 from '@fontsource/barlow/files/barlow-latin-400-normal.woff2?url';
import barlowLatin700 from '@fontsource/barlow/files/barlow-latin-700-normal.woff2?url';
import nastaliqWoff from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff?url';
import nastaliqWoff2 from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';
import { arabic as nastaliqRange } from '@fontsource/noto-nastaliq-urdu/unicode.json';
import armenianWoff from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff?url';
import armenianWoff2 from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff2?url';
import { armenian as armenianRange } from '@fontsource/noto-sans-armenian/unicode.json';
import bengaliWoff from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff?url';
import bengaliWoff2 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import { bengali as bengaliRange } from '@fontsource/noto-sans-bengali/unicode.json';
import myanmarWoff from '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff?url';
import myanmarWoff2 from '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2?url';
import { myanmar as myanmarRange } from '@fontsource/noto-sans-myanmar/unicode.json';
import openSans400 from '@fontsource/open-sans/400.css?url';
import openSans700 from '@fontsource/open-sans/700.css?url';
import openSansLatin400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url';
import openSansLatin700 from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2?url';
import oswald500 from '@fontsource/oswald/500.css?url';
import oswald700 from '@fontsource/oswald/700.css?url';
import oswaldLatin500 from '@fontsource/oswald/files/oswald-latin-500-normal.woff2?url';
import oswaldLatin700 from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';
import {
  baseLanguage,
  LANGUAGES,
  type RenderLanguage,
  type ScriptFont,
} from '@gameweek/i18n/languages';
import { localFontFace } from '@gameweek/themes/css';
import { FONT_STACKS, type FontId, type Theme, themeFontIds } from '@gameweek/themes/themes';

/** Self-hosted font stylesheets; each @font-face carries a unicode-range, so only used subsets download. */
const THEME_FONTS: Readonly<Record<FontId, readonly string[]>> = {
  barlow: [barlow400, barlow700],
  oswald: [oswald500, oswald700],
  'open-sans': [openSans400, openSans700],
};

/**
 * The self-hosted script fonts: only the script's own subset (its file and its unicode-range, from
 * @fontsource), written as an @font-face on the page. The Latin words, digits and punctuation of
 * these pages stay in the theme's font, with its scaled stand-in while it loads: with @fontsource's
 * whole family, a late Noto Latin file re-set the footer's Latin links in a wider face and moved
 * the page (docs/decisions/0023). (@fontsource's per-subset stylesheets carry no unicode-range, so
 * the browser would fetch the file for any text: they are not used.)
 */
const SCRIPT_SUBSETS: Readonly<
  Record<ScriptFont, { woff2: string; woff: string; unicodeRange: string }>
> = {
  'noto-sans-bengali': {
    woff2: bengaliWoff2,
    woff: bengaliWoff,
    unicodeRange: bengaliRange,
  },
  'noto-sans-armenian': {
    woff2: armenianWoff2,
    woff: armenianWoff,
    unicodeRange: armenianRange,
  },
  'noto-sans-myanmar': {
    woff2: myanmarWoff2,
    woff: myanmarWoff,
    unicodeRange: myanmarRange,
  },
  'noto-nastaliq-urdu': {
    woff2: nastaliqWoff2,
    woff: nastaliqWoff,
    unicodeRange: nastaliqRange,
  },
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

function selfHostedScriptFace(script: ScriptFont): string {
  const { woff2, woff, unicodeRange } = SCRIPT_SUBSETS[script];
  return `@font-face{font-family:'${SCRIPT_FONT_NAMES[script].family}';font-style:normal;font-display:swap;font-weight:400;src:url(${woff2})format("woff2"),url(${woff})format("woff");unicode-range:${unicodeRange}}`;
}

/** The stylesheets a page needs: the theme's fonts (a script font is in languageFontCss). */
export function fontStylesheets(theme: Theme): string[] {
  return themeFontIds(theme).flatMap((id) => THEME_FONTS[id]);
}

/**
 * Puts the language's script font ahead of the theme's fonts (more specific than [data-theme]): the
 * phone's own copy first, then the self-hosted script subset.
 */
export function languageFontCss(lang: RenderLanguage, theme: Theme): string {
  const script = LANGUAGES[baseLanguage(lang)].scriptFont;
  if (!script) return '';
  const family = `'${localScriptFamily(script)}','${SCRIPT_FONT_NAMES[script].family}'`;
  return `${localScriptFaces(script)}${selfHostedScriptFace(script)}html[lang="${lang}"]{--font-body:${family},${FONT_STACKS[theme.fonts.body]};--font-heading:${family},${FONT_STACKS[theme.fonts.heading]}}`;
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
export function fontPreloads(theme: Theme, lang: RenderLanguage): string[] {
  if (!LANGUAGES[baseLanguage(lang)].latin) return [];
  return themeFontIds(theme).flatMap((id) => THEME_FONT_FILES[id]);
}
