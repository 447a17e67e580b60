import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat, warmIntl } from '../app/lib/intl.ts';

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

  it('warms a language: its first formatters are built once, ahead of need; a bad tag is no error', () => {
    const original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args) {
        built += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      warmIntl('uz');
      expect(built).toBe(1);
      expect(numberFormat('uz').format(12)).toBe(new original('uz').format(12));
      expect(built).toBe(1);
    } finally {
      Intl.NumberFormat = original;
    }
    expect(() => warmIntl('not a language tag')).not.toThrow();
    expect(() => numberFormat('not a language tag')).toThrow(RangeError);
  });
});
