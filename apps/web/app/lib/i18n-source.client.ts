import { isRenderLanguage, type RenderLanguage } from '@gameweek/i18n/languages';
import type { LanguageResources } from '@gameweek/i18n/resources';
import { localesHref, RESOURCES_ELEMENT_ID, type ResourceSource } from './i18n-store.ts';

/**
 * The browser's languages, fetched from /locales/:lang?v= (the page's own language through the
 * preload link in its head; another one after a switch) and kept for the session. The URLs are
 * versioned, so the HTTP cache and the service worker keep them for good.
 */
const loaded = new Map<RenderLanguage, LanguageResources>();
const pending = new Map<RenderLanguage, Promise<void>>();

export const clientResourceSource: ResourceSource = {
  resources: (lang) => loaded.get(lang),
};

function load(lang: RenderLanguage, href: string): Promise<void> {
  if (loaded.has(lang)) return Promise.resolve();
  let p = pending.get(lang);
  if (!p) {
    // The same request as the preload link (CORS mode, same-origin credentials), so it is reused.
    p = fetch(href, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`loading the ${lang} texts failed: ${res.status}`);
        loaded.set(lang, (await res.json()) as LanguageResources);
      })
      .finally(() => pending.delete(lang));
    pending.set(lang, p);
  }
  return p;
}

/** The texts of the language the page was rendered in, before it hydrates (none on bare pages). */
export function pageResourcesReady(): Promise<void> {
  const link = document.getElementById(RESOURCES_ELEMENT_ID);
  const lang = link?.dataset.lang;
  const href = link?.getAttribute('href');
  if (!lang || !isRenderLanguage(lang) || !href) return Promise.resolve();
  return load(lang, href);
}

/** Makes sure a language's texts are at hand before a render needs them (after a switch). */
export function ensureResources(lang: RenderLanguage, version: string): Promise<void> {
  return load(lang, localesHref(lang, version));
}
