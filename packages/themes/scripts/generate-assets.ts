/**
 * Writes each theme's asset set (logo, discoverLink1–3) and favicon as small SVG files into the web app's
 * public folder: `node --import tsx packages/themes/scripts/generate-assets.ts`. The output is
 * committed; rerun after changing a theme's colours or name.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEMES, type Theme } from '../src/themes.ts';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../../apps/web/public/themes');

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** A ball for soccer, a bat and ball for cricket. */
function sportMark(theme: Theme, cx: number, cy: number, r: number): string {
  const c = theme.colors;
  if (theme.family === 'F5') {
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.onPrimary}"/><polygon points="${cx},${cy - r * 0.45} ${cx + r * 0.43},${cy - r * 0.14} ${cx + r * 0.27},${cy + r * 0.36} ${cx - r * 0.27},${cy + r * 0.36} ${cx - r * 0.43},${cy - r * 0.14}" fill="${c.primary}"/>`;
  }
  return `<rect x="${cx - r * 0.2}" y="${cy - r}" width="${r * 0.4}" height="${r * 1.5}" rx="${r * 0.15}" fill="${c.onPrimary}" transform="rotate(35 ${cx} ${cy})"/><circle cx="${cx + r * 0.55}" cy="${cy + r * 0.55}" r="${r * 0.3}" fill="${c.secondary}"/>`;
}

function logo(theme: Theme): string {
  const c = theme.colors;
  const name = escapeXml(theme.productName);
  // The box stays 200×40 (pages reserve that space); a long name is squeezed into the 148px after the
  // mark instead of running past the edge, whatever font the browser ends up using.
  const fit =
    theme.productName.length * 10 > 148 ? ' textLength="148" lengthAdjust="spacingAndGlyphs"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" width="200" height="40" role="img" aria-label="${name}"><title>${name}</title><rect width="40" height="40" rx="8" fill="${c.primary}"/>${sportMark(theme, 20, 20, 13)}<text x="48" y="27"${fit} font-family="Barlow,Arial,sans-serif" font-size="18" font-weight="700" fill="${c.onHeader}">${name}</text></svg>\n`;
}

function banner(theme: Theme, title: string, icon: string): string {
  const c = theme.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" width="320" height="160" role="img" aria-label="${title}"><title>${title}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.primary}"/><stop offset="1" stop-color="${c.secondary}"/></linearGradient></defs><rect width="320" height="160" rx="12" fill="url(#g)"/><circle cx="270" cy="30" r="60" fill="${c.accent}" opacity=".25"/>${icon}<text x="24" y="140" font-family="Barlow,Arial,sans-serif" font-size="14" font-weight="700" fill="${c.onPrimary}">${escapeXml(initials(theme.productName))}</text></svg>\n`;
}

function discover(theme: Theme, n: 1 | 2 | 3): string {
  const fg = theme.colors.onPrimary;
  const icons = {
    // how to play: a tactics board
    1: `<rect x="110" y="36" width="100" height="80" rx="6" fill="none" stroke="${fg}" stroke-width="5"/><line x1="160" y1="36" x2="160" y2="116" stroke="${fg}" stroke-width="3"/><circle cx="160" cy="76" r="14" fill="none" stroke="${fg}" stroke-width="3"/>`,
    // how to earn: a rising bar chart
    2: `<rect x="112" y="86" width="20" height="30" fill="${fg}"/><rect x="142" y="66" width="20" height="50" fill="${fg}"/><rect x="172" y="44" width="20" height="72" fill="${fg}"/><path d="M110 60 L150 40 L170 50 L205 28" stroke="${fg}" stroke-width="4" fill="none"/>`,
    // win big: a trophy
    3: `<path d="M130 36h60v24a30 30 0 0 1-60 0z" fill="${fg}"/><rect x="152" y="88" width="16" height="16" fill="${fg}"/><rect x="138" y="104" width="44" height="10" rx="3" fill="${fg}"/><path d="M130 44h-14a14 14 0 0 0 14 18M190 44h14a14 14 0 0 1-14 18" stroke="${fg}" stroke-width="5" fill="none"/>`,
  } as const;
  const titles = { 1: 'How to play', 2: 'How to earn points', 3: 'Win big' } as const;
  return banner(theme, titles[n], icons[n]);
}

function favicon(theme: Theme): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="32" height="32"><title>${escapeXml(theme.productName)}</title><rect width="40" height="40" rx="8" fill="${theme.colors.primary}"/>${sportMark(theme, 20, 20, 13)}</svg>\n`;
}

const favicons = join(out, '../favicons');
mkdirSync(favicons, { recursive: true });
for (const theme of Object.values(THEMES)) {
  writeFileSync(join(favicons, `${theme.id}.svg`), favicon(theme));
  const dir = join(out, theme.id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'logo.svg'), logo(theme));
  for (const n of [1, 2, 3] as const)
    writeFileSync(join(dir, `discoverLink${n}.svg`), discover(theme, n));
}
console.log(`wrote ${Object.keys(THEMES).length} asset sets to ${out}`);
