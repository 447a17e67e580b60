import type { LanguageCode } from '@gameweek/i18n/languages';
import type { LanguageResources } from '@gameweek/i18n/resources';
import { RESOURCES_ELEMENT_ID, type ResourceSource } from './i18n-store.ts';

/**
 * The browser's languages: the one inlined in the page it was served, and those fetched from
 * /locales/:lang when the user switched (kept for the session; they are small and immutable per
 * release).
 */
const loaded = new Map<LanguageCode, { resources: LanguageResources; json: string }>();

function readInlined(): void {
  const el = typeof document === 'undefined' ? null : document.getElementById(RESOURCES_ELEMENT_ID);
  const lang = el?.dataset.lang as LanguageCode | undefined;
  if (!el || !lang || loaded.has(lang)) return;
  const json = el.textContent ?? '';
  loaded.set(lang, { resources: JSON.parse(json) as LanguageResources, json });
}

export const clientResourceSource: ResourceSource = {
  resources(lang) {
    if (!loaded.has(lang)) readInlined();
    return loaded.get(lang)?.resources;
  },
  json(lang) {
    if (!loaded.has(lang)) readInlined();
    return loaded.get(lang)?.json;
  },
};

/** Makes sure a language's texts are at hand before a render needs them (after a switch). */
export async function ensureResources(lang: LanguageCode, version: string): Promise<void> {
  if (clientResourceSource.resources(lang)) return;
  const res = await fetch(`/locales/${lang}?v=${encodeURIComponent(version)}`, {
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`loading the ${lang} texts failed: ${res.status}`);
  const text = await res.text();
  loaded.set(lang, { resources: JSON.parse(text) as LanguageResources, json: text });
}
