import { RESOURCES } from '@gameweek/i18n/resources';
import { describe, expect, it } from 'vitest';
import { violationMessage } from '../app/features/squad-builder/violation-message.ts';
import { createI18n } from '../app/lib/i18n.ts';

const t = createI18n('en', RESOURCES.en).getFixedT(null, 'game');
const message = (code: string, params: Record<string, string | number>) =>
  violationMessage(
    t,
    'en',
    (tenths) => `£${tenths / 10}m`,
    { code, params, playerIds: [] },
    (id) => `Club ${id}`,
  );

describe("a squad violation in the user's words", () => {
  it("names the position or role and the chip a violation's params carry", () => {
    expect(message('POSITION_COUNT', { position: 'DEF', expected: 5, actual: 4 })).toBe(
      'Defender: pick exactly 5, you have 4.',
    );
    expect(message('ROLE_COUNT', { role: 'WK', min: 1, max: 4, actual: 0 })).toMatch(
      /^Wicket-keeper: /,
    );
    expect(message('CHIP_CONFIRMED', { chip: 'bench_boost' })).toContain('Bench Boost');
  });

  it('shows an unknown position as it came rather than a key, and an unknown code as unknown', () => {
    expect(message('POSITION_COUNT', { position: 'XX', expected: 1, actual: 0 })).toMatch(/^XX: /);
    expect(message('NO_SUCH_RULE', {})).not.toMatch(/violation\./);
  });
});
