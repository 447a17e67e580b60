import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutCss, themeCss } from '../src/css.ts';
import { DEFAULT_HOME_SECTION_ORDER, HOME_SECTIONS } from '../src/sections.ts';
import { DEFAULT_THEME_ID, resolveTheme, THEME_IDS, THEMES } from '../src/themes.ts';

const publicDir = join(import.meta.dirname, '../../../apps/web/public');

describe('themes as data', () => {
  it('has 22 themes: two white labels and ten operator themes per family', () => {
    expect(THEME_IDS).toHaveLength(22);
    expect(THEMES.whiteLabelF5.family).toBe('F5');
    expect(THEMES.whiteLabelF6.family).toBe('F6');
    const operatorThemes = Object.values(THEMES).filter((t) => t.operator !== 'whiteLabel');
    expect(operatorThemes.filter((t) => t.family === 'F5')).toHaveLength(10);
    expect(operatorThemes.filter((t) => t.family === 'F6')).toHaveLength(10);
  });

  it('has ten product names across the operator themes', () => {
    const names = new Set(
      Object.values(THEMES)
        .filter((t) => t.operator !== 'whiteLabel')
        .map((t) => t.productName),
    );
    expect(names.size).toBe(10);
  });

  it('uses Barlow everywhere except the one operator theme with two other fonts', () => {
    const others = Object.values(THEMES).filter(
      (t) => t.fonts.body !== 'barlow' || t.fonts.heading !== 'barlow',
    );
    expect(others.map((t) => t.id)).toEqual(['emberF5']);
    expect(others[0]?.fonts.body).not.toBe(others[0]?.fonts.heading);
  });

  it('gives opt-in logo sizes by family', () => {
    expect(THEMES.auroraF5.optinLogo).toEqual({
      desktop: { width: 400, height: 40 },
      mobile: { width: 200, height: 30 },
    });
    expect(THEMES.auroraF6.optinLogo).toEqual({
      desktop: { width: 600, height: 80 },
      mobile: { width: 400, height: 60 },
    });
  });

  it('ships a real, non-empty SVG for every asset of every theme', () => {
    for (const theme of Object.values(THEMES)) {
      for (const path of Object.values(theme.assets)) {
        const file = join(publicDir, path);
        expect(existsSync(file), file).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg.startsWith('<svg'), file).toBe(true);
        expect(svg).toContain(theme.colors.primary);
      }
    }
  });
});

describe('home-section order', () => {
  it('is the default order for every theme but one', () => {
    expect(DEFAULT_HOME_SECTION_ORDER).toEqual([
      'gameweek',
      'prompt',
      'liveMatches',
      'selectionTrends',
      'statCardLinks',
      'fixtures',
      'playersOfTheWeek',
      'news',
      'videos',
      'discoverLinks',
    ]);
    const reordered = Object.values(THEMES).filter(
      (t) => t.homeSections !== DEFAULT_HOME_SECTION_ORDER,
    );
    expect(reordered.map((t) => t.id)).toEqual(['harborF5']);
  });

  it('puts news first for the reordering theme, as the spec numbers it', () => {
    expect(THEMES.harborF5.homeSections).toEqual([
      'news',
      'statCardLinks',
      'videos',
      'gameweek',
      'prompt',
      'liveMatches',
      'playersOfTheWeek',
      'selectionTrends',
      'fixtures',
      'discoverLinks',
    ]);
    expect([...THEMES.harborF5.homeSections].sort()).toEqual([...HOME_SECTIONS].sort());
  });
});

describe('resolveTheme', () => {
  it('defaults to whiteLabelF5', () => {
    expect(DEFAULT_THEME_ID).toBe('whiteLabelF5');
    expect(resolveTheme(undefined).id).toBe('whiteLabelF5');
    expect(resolveTheme({}).id).toBe('whiteLabelF5');
  });

  it('selects the family from the context', () => {
    expect(resolveTheme(null, 'cricket').id).toBe('whiteLabelF6');
    expect(resolveTheme({ theme_id: 'jadeF5', custom: true }, 'cricket').id).toBe('jadeF6');
    expect(resolveTheme({ theme_id: 'jadeF6', custom: true }, 'soccer').id).toBe('jadeF5');
    expect(resolveTheme({ theme_id: 'jadeF6', custom: true }, 'cricket').id).toBe('jadeF6');
  });

  it('falls back to the white label of the family for unknown ids', () => {
    expect(resolveTheme({ theme_id: 'nopeF5', custom: true }, 'soccer').id).toBe('whiteLabelF5');
    expect(resolveTheme({ theme_id: 'nopeF5', custom: true }, 'cricket').id).toBe('whiteLabelF6');
    expect(resolveTheme({ theme_id: 'jadeF5', custom: false }, 'cricket').id).toBe('jadeF6');
  });

  it('renders tokens as custom properties under [data-theme]', () => {
    const css = themeCss(THEMES.emberF5);
    expect(css.startsWith('[data-theme="emberF5"]{')).toBe(true);
    expect(css).toContain('--color-primary:#c62828');
    expect(css).toContain("--font-heading:'Oswald'");
    expect(css).toContain('--optin-logo-width-lg:400px');
  });
});

describe('layoutCss', () => {
  it('turns the layout constants into custom properties', () => {
    const css = layoutCss();
    expect(css).toContain('--header-height:50px');
    expect(css).toContain('@media (min-width:992px){:root{--header-height:60px}}');
    expect(css).toContain('--content-width:840px');
    expect(css).toContain('--hero-width-lg:740px');
    for (const px of [7, 9, 11, 12, 13, 14, 15]) expect(css).toContain(`--fs-${px}:${px}px`);
    expect(css).toContain('--sp-0:0px;--sp-1:10px;--sp-2:14px;--sp-3:16px;--sp-4:20px;--sp-5:24px');
    for (const level of [1, 2, 3, 4, 5]) expect(css).toContain(`--fdr-${level}:#`);
  });
});
