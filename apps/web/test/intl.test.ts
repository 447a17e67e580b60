import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from '../app/lib/intl.ts';

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
});
