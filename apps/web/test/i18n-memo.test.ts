import { LANGUAGE_CODES } from '@gameweek/i18n/languages';
import { resourcesFor } from '@gameweek/i18n/resources';
import fc from 'fast-check';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, MAX_PLAIN_LOOKUPS, memoizePlainLookups } from '../app/lib/i18n.ts';

/** i18next's internal resolver, counted to see which calls reach it. */
interface Translator {
  translate: (...a: unknown[]) => unknown;
}

/** How many calls have reached i18next's resolver so far. */
function countLookups(instance: I18n): () => number {
  let lookups = 0;
  const translator = (instance as unknown as { translator: Translator }).translator;
  const translate = translator.translate.bind(translator);
  translator.translate = (...a: unknown[]) => {
    lookups += 1;
    return translate(...a);
  };
  return () => lookups;
}

/**
 * A fixed `t` that takes any key: the memo is checked with every key there is and with unknown ones
 * ('no.such.key', generated keys), which the app's typed `t` (app/i18next.d.ts) rightly refuses.
 */
type AnyKeyT = (key: string, ...rest: unknown[]) => unknown;
function fixedT(instance: I18n, ns: string, prefix?: string): AnyKeyT {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (
    lng: null,
    ns: string,
    prefix?: string,
  ) => AnyKeyT;
  return getFixedT(null, ns, prefix);
}

/** Every leaf key of a namespace, dotted as i18next reads them. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function plainI18n(lng: string) {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    ns: ['common', 'auth', 'rules', 'game'],
    defaultNS: 'common',
    resources: { [lng]: resourcesFor(lng as 'en') } as unknown as Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

describe('remembered plain lookups', () => {
  it('give what i18next gives, for every key, namespace and prefix of every language, twice', () => {
    const namespaces = ['common', 'auth', 'rules', 'game'] as const;
    const keyArb = fc
      .constantFrom(...LANGUAGE_CODES)
      .chain((lng) =>
        fc
          .constantFrom(...namespaces)
          .chain((ns) =>
            fc.tuple(
              fc.constant(lng),
              fc.constant(ns),
              fc.constantFrom(...keysOf(resourcesFor(lng)[ns]), 'no.such.key'),
            ),
          ),
      );
    const memo = new Map(LANGUAGE_CODES.map((l) => [l, createI18n(l, resourcesFor(l))]));
    const plain = new Map(LANGUAGE_CODES.map((l) => [l, plainI18n(l)]));
    fc.assert(
      fc.property(keyArb, fc.boolean(), ([lng, ns, key], prefixed) => {
        const dot = key.indexOf('.');
        const [prefix, rest] =
          prefixed && dot > 0 ? [key.slice(0, dot), key.slice(dot + 1)] : [undefined, key];
        const expected = fixedT(plain.get(lng)!, ns, prefix)(rest);
        const t = fixedT(memo.get(lng)!, ns, prefix);
        expect(t(rest)).toEqual(expected);
        expect(t(rest)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('resolves a plain key once; calls with options always reach i18next', () => {
    const i18n = createI18n('en', resourcesFor('en'));
    const lookups = countLookups(i18n);
    const t = fixedT(i18n, 'common');
    const a = t('leaderboard.title');
    expect(fixedT(i18n, 'common')('leaderboard.title')).toBe(a);
    expect(lookups()).toBe(1);
    expect(t('unused.key.with.count', { count: 1 })).toBe('unused.key.with.count');
    expect(t('unused.key.with.count', { count: 1 })).toBe('unused.key.with.count');
    expect(lookups()).toBe(3);
    expect(t('missing.key', 'A default')).toBe('A default');
    expect(t('missing.key')).toBe('missing.key');
    expect(lookups()).toBe(5);
  });

  it('forgets everything rather than grow without bound', () => {
    const instance = plainI18n('en');
    memoizePlainLookups(instance);
    const lookups = countLookups(instance);
    const t = fixedT(instance, 'common');
    t('leaderboard.title');
    for (let i = 0; i < MAX_PLAIN_LOOKUPS; i += 1) t(`generated.${i}`);
    expect(lookups()).toBe(MAX_PLAIN_LOOKUPS + 1);
    t('leaderboard.title');
    expect(lookups()).toBe(MAX_PLAIN_LOOKUPS + 2);
  });
});
