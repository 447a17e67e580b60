import { describe, expect, it } from 'vitest';
import { CHIP_FROM_RULES, CHIP_TO_RULES, chipToRules } from '../../src/soccer/chip-names.ts';

describe('chip names between the rules engine and the product', () => {
  it('maps each playable chip both ways, one to one', () => {
    for (const [rules, product] of Object.entries(CHIP_FROM_RULES))
      expect(CHIP_TO_RULES[product]).toBe(rules);
    expect(Object.keys(CHIP_TO_RULES).sort()).toEqual(Object.values(CHIP_FROM_RULES).sort());
  });

  it('reads a stored name, and nothing for no chip or a name it does not know', () => {
    expect(chipToRules('triple_captain')).toBe('3xc');
    expect(chipToRules('bench_boost')).toBe('bboost');
    expect(chipToRules(null)).toBeNull();
    expect(chipToRules('3xc')).toBeNull();
    expect(chipToRules('toString')).toBeNull();
  });
});
