import { LANGUAGES, type LanguageCode, type ScriptFont } from '@gameweek/i18n/languages';
import type { FontId, Theme } from '@gameweek/themes/themes';

/**
 * The theme's font sheets, plus the script font of the page's language only — a user reading
 * English never downloads the Bengali, Armenian, Burmese or Urdu fonts.
 */
export function pickFontSheets(
  theme: Theme,
  lang: LanguageCode,
  themeFonts: Readonly<Record<FontId, readonly string[]>>,
  scriptFonts: Readonly<Record<ScriptFont, string>>,
): string[] {
  const sheets = themeFontIds(theme).flatMap((id) => themeFonts[id]);
  const script = LANGUAGES[lang].scriptFont;
  if (script) sheets.push(scriptFonts[script]);
  return sheets;
}

/** The theme's fonts, each once (body and heading are often the same). */
export function themeFontIds(theme: Theme): FontId[] {
  return [...new Set<FontId>([theme.fonts.body, theme.fonts.heading])];
}
