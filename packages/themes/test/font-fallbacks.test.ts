import { describe, expect, it } from 'vitest';
import { computeFontFallbacks } from '../scripts/font-fallback-metrics.ts';
import { fontFallbackCss } from '../src/css.ts';
import {
  FONT_FALLBACKS,
  FONT_STACKS,
  type FontId,
  fallbackFamily,
  LOCAL_FONTS,
  THEMES,
} from '../src/themes.ts';

describe('scaled local stand-ins for the theme fonts', () => {
  it('the table is what Capsize computes from the font files, per weight', async () => {
    expect(FONT_FALLBACKS).toEqual(await computeFontFallbacks());
  });

  it('every stack tries the theme font, then its stand-ins (Roboto first, as on Android)', () => {
    expect(FONT_STACKS.barlow).toBe(
      "'Barlow', 'Barlow Fallback Roboto', 'Barlow Fallback Arial', system-ui, sans-serif",
    );
    for (const font of Object.keys(FONT_STACKS) as FontId[]) {
      const families = FONT_STACKS[font].split(', ');
      expect(families.slice(1, 3)).toEqual(
        LOCAL_FONTS.map((local) => `'${fallbackFamily(font, local)}'`),
      );
    }
  });

  it('declares a regular and a bold face of each stand-in for the fonts a theme uses', () => {
    const css = fontFallbackCss(THEMES.whiteLabelF5);
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain(
      "@font-face{font-family:'Barlow Fallback Arial';src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans');font-weight:400;size-adjust:96.68%;ascent-override:103.4341%;descent-override:20.6868%;line-gap-override:0%}",
    );
    expect(css).toContain('font-weight:700;size-adjust:92.5038%');
    expect(css).toContain("font-family:'Barlow Fallback Roboto';src:local('Roboto Bold')");
    const twoFonts = Object.values(THEMES).find((t) => t.fonts.body !== t.fonts.heading);
    expect(twoFonts).toBeDefined();
    const css2 = fontFallbackCss(twoFonts!);
    expect(css2.match(/@font-face/g)).toHaveLength(8);
    expect(css2).not.toContain('Barlow');
  });
});
