import {
  BREAKPOINTS_PX,
  CONTENT_WIDTH_PX,
  FIXTURE_DIFFICULTY_COLORS,
  FONT_SIZES_PX,
  HEADER_HEIGHT_LARGE_PX,
  HEADER_HEIGHT_PX,
  HERO_BUTTON_WIDTH_LARGE_PX,
  SPACING_PX,
} from './layout.ts';
import {
  FONT_FALLBACKS,
  FONT_STACKS,
  fallbackFamily,
  LOCAL_FONTS,
  type LocalFont,
  type Theme,
  themeFontIds,
} from './themes.ts';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The theme's tokens as CSS custom properties under `[data-theme="<id>"]`; the server inlines the
 * resolved theme's block in the document head so the first paint already has the right colours.
 */
export function themeCss(theme: Theme): string {
  const vars = Object.entries(theme.colors).map(([k, v]) => `--color-${kebab(k)}:${v}`);
  vars.push(`--font-body:${FONT_STACKS[theme.fonts.body]}`);
  vars.push(`--font-heading:${FONT_STACKS[theme.fonts.heading]}`);
  vars.push(`--optin-logo-width:${theme.optinLogo.mobile.width}px`);
  vars.push(`--optin-logo-height:${theme.optinLogo.mobile.height}px`);
  vars.push(`--optin-logo-width-lg:${theme.optinLogo.desktop.width}px`);
  vars.push(`--optin-logo-height-lg:${theme.optinLogo.desktop.height}px`);
  return `[data-theme="${theme.id}"]{${vars.join(';')}}`;
}

/**
 * The layout constants as custom properties on :root, generated from layout.ts so the
 * stylesheet cannot drift from the numbers the components use.
 */
export function layoutCss(): string {
  const vars = [
    `--header-height:${HEADER_HEIGHT_PX}px`,
    `--content-width:${CONTENT_WIDTH_PX}px`,
    `--hero-width-lg:${HERO_BUTTON_WIDTH_LARGE_PX}px`,
    ...FONT_SIZES_PX.map((px) => `--fs-${px}:${px}px`),
    ...SPACING_PX.map((px, i) => `--sp-${i}:${px}px`),
    ...Object.entries(FIXTURE_DIFFICULTY_COLORS).flatMap(([level, c]) => [
      `--fdr-${level}:${c.background}`,
      `--fdr-${level}-text:${c.text}`,
    ]),
  ];
  return `:root{${vars.join(';')}}@media (min-width:${BREAKPOINTS_PX.lg}px){:root{--header-height:${HEADER_HEIGHT_LARGE_PX}px}}`;
}

/** The names a local font goes by (full and PostScript names), per weight; Liberation is Arial's twin. */
const LOCAL_SOURCES: Readonly<Record<LocalFont, Readonly<Record<400 | 700, readonly string[]>>>> = {
  Roboto: {
    400: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
    700: ['Roboto Bold', 'Roboto-Bold'],
  },
  Arial: {
    400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
};

/** An `@font-face` on a font installed on the device, by any of `names` (full or PostScript). */
export function localFontFace(
  family: string,
  names: readonly string[],
  weight: number,
  descriptors = '',
): string {
  const src = names.map((name) => `local('${name}')`).join(',');
  return `@font-face{font-family:'${family}';src:${src};font-weight:${weight}${descriptors}}`;
}

/**
 * The scaled local stand-ins for the theme's fonts (FONT_FALLBACKS), in a regular and a bold face
 * each, so the first paint takes the room the theme's fonts will take when they arrive.
 */
export function fontFallbackCss(theme: Theme): string {
  return themeFontIds(theme)
    .flatMap((font) =>
      LOCAL_FONTS.flatMap((local) =>
        ([400, 700] as const).map((weight) => {
          const f = FONT_FALLBACKS[font][local][weight];
          const lineGap = f.lineGap ? `;line-gap-override:${f.lineGap}` : '';
          return localFontFace(
            fallbackFamily(font, local),
            LOCAL_SOURCES[local][weight],
            weight,
            `;size-adjust:${f.sizeAdjust};ascent-override:${f.ascent};descent-override:${f.descent}${lineGap}`,
          );
        }),
      ),
    )
    .join('');
}
