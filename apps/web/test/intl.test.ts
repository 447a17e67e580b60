import { describe, expect, it } from 'vitest';
import { dateFormat, intlWarmUps, numberFormat } from '../app/lib/intl.ts';

describe('cached Intl formatters', () => {
  it('builds one formatter per language and options and formats like a fresh one', () => {
    const a = numberFormat('de', { maximumFractionDigits: 1 });
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(numberFormat('de', { minimumFractionDigits: 1 })).not.toBe(a);
    expect(a.format(1234.56)).toBe(
      new Intl.NumberFormat('de', { maximumFractionDigits: 1 }).format(1234.56),
    );
    const d = dateFormat('ur', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateFormat('ur', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(d);
    expect(d.format(new Date(0))).toBe(
      new Intl.DateTimeFormat('ur', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(0)),
    );
  });

  it('warms a language in steps: its first number and date formatters are built once, ahead of need; a bad tag is no error', () => {
    const numbers = Intl.NumberFormat;
    const dates = Intl.DateTimeFormat;
    const built: string[] = [];
    const counting = <T extends object>(original: T, name: string) =>
      new Proxy(original, {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target as never, args) as object;
        },
      });
    Intl.NumberFormat = counting(numbers, 'number');
    Intl.DateTimeFormat = counting(dates, 'date');
    try {
      const steps = intlWarmUps('uz');
      expect(built).toEqual([]);
      for (const step of steps) step();
      expect(built).toEqual(['number', 'date']);
      expect(numberFormat('uz').format(12)).toBe(new numbers('uz').format(12));
      dateFormat('uz', { dateStyle: 'medium', timeZone: 'UTC' });
      expect(built).toEqual(['number', 'date']);
    } finally {
      Intl.NumberFormat = numbers;
      Intl.DateTimeFormat = dates;
    }
    for (const step of intlWarmUps('not a language tag')) expect(step).not.toThrow();
    expect(() => numberFormat('not a language tag')).toThrow(RangeError);
  });
});
