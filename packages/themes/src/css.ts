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
