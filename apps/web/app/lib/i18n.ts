import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, NAMESPACES } from '@gameweek/i18n/languages';
import type { LanguageResources } from '@gameweek/i18n/resources';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance per rendered language, initialised synchronously from the resources the root
 * loader sent, so server and browser render the same text with no extra request.
 */
export function createI18n(lng: string, resources: LanguageResources): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    resources: { [lng]: resources } as unknown as Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  memoizePlainLookups(instance);
  return instance;
}

/** Above this many remembered lookups the memo starts over (see memoizePlainLookups). */
export const MAX_PLAIN_LOOKUPS = 20_000;

type LooseT = ((key: unknown, ...rest: unknown[]) => unknown) & {
  lng?: unknown;
  lngs?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};
type LooseGetFixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown) => LooseT;

/**
 * `t('key')` without options always gives the same string for an instance whose resources never
 * change (ours: one instance per language, built once from a release's texts), yet i18next resolves
 * it afresh each time (key split, namespace and fallback lookup, interpolation and nesting scan):
 * about a twentieth of a signed-in page's server render and of its hydration. This remembers those
 * results per language, namespace and key prefix; a call with options (counts, values, defaults)
 * goes to i18next as before. react-i18next's `useTranslation` takes its `t` from `getFixedT`.
 */
export function memoizePlainLookups(instance: I18n): void {
  const getFixedT = (instance.getFixedT as unknown as LooseGetFixedT).bind(instance);
  const plain = new Map<string, unknown>();
  const memoizing: LooseGetFixedT = (lng, ns, keyPrefix) => {
    const fixed = getFixedT(lng, ns, keyPrefix);
    const scope = `${String(lng ?? instance.language)}\0${String(ns ?? '')}\0${String(keyPrefix ?? '')}\0`;
    const memo: LooseT = (key, ...rest) => {
      if (typeof key !== 'string' || rest.some((r) => r !== undefined)) return fixed(key, ...rest);
      const id = scope + key;
      if (plain.has(id)) return plain.get(id);
      const value = fixed(key);
      // Keys are written in the code, but some are built from data (an error code, a stat name):
      // the memory stays bounded whatever arrives.
      if (plain.size >= MAX_PLAIN_LOOKUPS) plain.clear();
      plain.set(id, value);
      return value;
    };
    memo.lng = fixed.lng;
    memo.lngs = fixed.lngs;
    memo.ns = fixed.ns;
    memo.keyPrefix = fixed.keyPrefix;
    return memo;
  };
  instance.getFixedT = memoizing as unknown as I18n['getFixedT'];
}

/**
 * i18next builds its interpolation patterns and lookup paths on an instance's first translation with
 * a value (≈ 20 ms at 4× CPU slowdown), and react-i18next's first `useTranslation` reads the
 * namespaces' state: done once here, ahead of need, it leaves hydration's first task without them.
 * The text itself is thrown away.
 */
export function warmUpTranslation(instance: I18n): void {
  instance.hasLoadedNamespace(DEFAULT_NAMESPACE);
  instance.getFixedT(null, DEFAULT_NAMESPACE)('header.points', { points: 0 });
}
