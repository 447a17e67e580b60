/**
 * Computes FONT_FALLBACKS (src/themes.ts) from the font files themselves with Capsize: the theme
 * fonts' Latin files from @fontsource, Roboto's from @fontsource/roboto, and Liberation Sans
 * (Arial's metric twin, Debian's fonts-liberation) for Arial. test/font-fallbacks.test.ts checks the
 * table against it; `npx tsx packages/themes/scripts/font-fallback-metrics.ts` prints it.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import type { FontFallback, FontId, LocalFont } from '../src/themes.ts';

const require = createRequire(import.meta.url);
const fontsource = (pkg: string, file: string) =>
  join(dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files', file);

/** The lighter weight each theme uses for text (its regular stand-in) and its bold. */
const THEME_FILES: Readonly<Record<FontId, { regular: string; bold: string }>> = {
  barlow: {
    regular: fontsource('barlow', 'barlow-latin-400-normal.woff2'),
    bold: fontsource('barlow', 'barlow-latin-700-normal.woff2'),
  },
  oswald: {
    regular: fontsource('oswald', 'oswald-latin-500-normal.woff2'),
    bold: fontsource('oswald', 'oswald-latin-700-normal.woff2'),
  },
  'open-sans': {
    regular: fontsource('open-sans', 'open-sans-latin-400-normal.woff2'),
    bold: fontsource('open-sans', 'open-sans-latin-700-normal.woff2'),
  },
};

export const LIBERATION_DIR = '/usr/share/fonts/truetype/liberation';
const LOCAL_FILES: Readonly<Record<LocalFont, { regular: string; bold: string }>> = {
  Roboto: {
    regular: fontsource('roboto', 'roboto-latin-400-normal.woff2'),
    bold: fontsource('roboto', 'roboto-latin-700-normal.woff2'),
  },
  Arial: {
    regular: join(LIBERATION_DIR, 'LiberationSans-Regular.ttf'),
    bold: join(LIBERATION_DIR, 'LiberationSans-Bold.ttf'),
  },
};

export type WeightedFallback = Readonly<Record<400 | 700, FontFallback>>;

async function fallback(themeFile: string, localFile: string): Promise<FontFallback> {
  const [theme, local] = await Promise.all([fromFile(themeFile), fromFile(localFile)]);
  const [face] = createFontStack([theme, local], { fontFaceFormat: 'styleObject' }).fontFaces;
  const f = face?.['@font-face'];
  if (!f?.sizeAdjust || !f.ascentOverride || !f.descentOverride)
    throw new Error(`Capsize gave no overrides for ${themeFile} over ${localFile}`);
  return {
    sizeAdjust: String(f.sizeAdjust),
    ascent: String(f.ascentOverride),
    descent: String(f.descentOverride),
    ...(f.lineGapOverride ? { lineGap: String(f.lineGapOverride) } : {}),
  };
}

export async function computeFontFallbacks(): Promise<
  Record<FontId, Record<LocalFont, WeightedFallback>>
> {
  const out = {} as Record<FontId, Record<LocalFont, WeightedFallback>>;
  for (const font of Object.keys(THEME_FILES) as FontId[]) {
    const theme = THEME_FILES[font];
    const byLocal = {} as Record<LocalFont, WeightedFallback>;
    for (const local of Object.keys(LOCAL_FILES) as LocalFont[]) {
      byLocal[local] = {
        400: await fallback(theme.regular, LOCAL_FILES[local].regular),
        700: await fallback(theme.bold, LOCAL_FILES[local].bold),
      };
    }
    out[font] = byLocal;
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await computeFontFallbacks(), null, 2));
}
