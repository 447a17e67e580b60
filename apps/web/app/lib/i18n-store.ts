import type { RenderLanguage } from '@gameweek/i18n/languages';
import type { LanguageResources } from '@gameweek/i18n/resources';
import type { i18n as I18n } from 'i18next';
import { createI18n } from './i18n.ts';

/**
 * Where a rendered language's texts come from. The resources never travel in the loader data or the
 * page: the server entry registers every language (server memory); the page names its language's
 * versioned /locales URL in a preload link (`#i18n-resources`), which the browser fetches alongside
 * the scripts, caches for good and reads before hydrating; another language is fetched when the
 * user switches. One i18next instance per language and side, made once and reused by every render.
 */
export interface ResourceSource {
  resources(lang: RenderLanguage): LanguageResources | undefined;
}

export const RESOURCES_ELEMENT_ID = 'i18n-resources';

/** A language's texts at this release: the version makes the URL immutable. */
export function localesHref(lang: RenderLanguage, version: string): string {
  return `/locales/${lang}?v=${encodeURIComponent(version)}`;
}

let source: ResourceSource | null = null;
const instances = new Map<RenderLanguage, I18n>();

export function provideResources(s: ResourceSource): void {
  source = s;
  instances.clear();
}

/** The i18next instance of a language whose resources are at hand, else null. */
export function i18nFor(lang: RenderLanguage): I18n | null {
  const cached = instances.get(lang);
  if (cached) return cached;
  const resources = source?.resources(lang);
  if (!resources) return null;
  const instance = createI18n(lang, resources);
  instances.set(lang, instance);
  return instance;
}

/** `</script>` and friends cannot end the element early: every `<` is written as \u003c. */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
