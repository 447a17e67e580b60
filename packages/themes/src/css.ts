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
import { FONT_STACKS, type Theme } from './themes.ts';

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
 * The layout constants of spec §9 as custom properties on :root, generated from layout.ts so the
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
