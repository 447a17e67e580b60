import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../src/contrast.ts';
import { THEMES, type ThemeColors } from '../src/themes.ts';

// Issue 20: axe-core's color-contrast rule (serious) in every one of the 22 operator themes, not only
// the white labels the journeys run on: each text colour the web app's CSS sets on a theme
// background reads at 4.5:1 or better (WCAG AA for normal text).
const TEXT_ON: [text: keyof ThemeColors, on: keyof ThemeColors, where: string][] = [
  ['text', 'background', 'body text on the page'],
  ['text', 'surface', 'text on cards, sheets and tables'],
  ['muted', 'background', 'secondary text on the page'],
  ['muted', 'surface', 'secondary text on cards'],
  ['onPrimary', 'primary', 'buttons'],
  ['onSecondary', 'secondary', 'badges, live status, home cards'],
  ['onHeader', 'header', 'the header'],
  ['onNav', 'nav', 'the bottom bar'],
  ['navActive', 'nav', "the bottom bar's current page"],
  ['link', 'surface', 'links and secondary buttons on cards'],
  ['link', 'background', 'links on the page'],
  ['danger', 'surface', 'errors on cards'],
  ['danger', 'background', 'errors on the page'],
];

describe('theme colour contrast', () => {
  it('covers all 22 themes', () => {
    expect(Object.keys(THEMES)).toHaveLength(22);
  });

  for (const theme of Object.values(THEMES))
    it(`${theme.id}: every text colour reads at 4.5:1 on its background`, () => {
      const low = TEXT_ON.map(([text, on, where]) => ({
        where,
        pair: `${text} ${theme.colors[text]} on ${on} ${theme.colors[on]}`,
        ratio: Math.round(contrastRatio(theme.colors[text], theme.colors[on]) * 100) / 100,
      })).filter((r) => r.ratio < 4.5);
      expect(low).toEqual([]);
    });
});
