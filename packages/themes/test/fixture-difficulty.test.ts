import { describe, expect, it } from 'vitest';
import { FIXTURE_DIFFICULTY_COLORS } from '../src/layout.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Issue 18, defect 10: the fixtures page shows every level as a 12 px chip with the team's name
// (axe flagged level 4's white on #ff1751 at 3.8:1).
describe('fixture difficulty colours', () => {
  it('each level’s text reads at 4.5:1 or better on its background', () => {
    for (const [level, c] of Object.entries(FIXTURE_DIFFICULTY_COLORS))
      expect(contrast(c.text, c.background), `level ${level}`).toBeGreaterThanOrEqual(4.5);
  });
});
