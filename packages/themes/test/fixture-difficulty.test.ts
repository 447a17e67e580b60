import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast } from '../src/contrast.ts';
import { FIXTURE_DIFFICULTY_COLORS } from '../src/layout.ts';

// Issue 18, defect 10: the fixtures page shows every level as a 12 px chip with the team's name
// (axe flagged level 4's white on #ff1751 at 3.8:1).
describe('fixture difficulty colours', () => {
  it('each level’s text reads at 4.5:1 or better on its background', () => {
    for (const [level, c] of Object.entries(FIXTURE_DIFFICULTY_COLORS))
      expect(contrast(c.text, c.background), `level ${level}`).toBeGreaterThanOrEqual(4.5);
  });
});
