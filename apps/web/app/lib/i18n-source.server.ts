import { createHash } from 'node:crypto';
import { LANGUAGE_CODES, type LanguageCode } from '@gameweek/i18n/languages';
import { resourcesFor } from '@gameweek/i18n/resources';
import { escapeJsonForScript, type ResourceSource } from './i18n-store.ts';

const jsonByLang = new Map<LanguageCode, string>(
  LANGUAGE_CODES.map((code) => [code, escapeJsonForScript(JSON.stringify(resourcesFor(code)))]),
);

/** Every language from server memory; the JSON strings are built once at start-up. */
export const serverResourceSource: ResourceSource = {
  resources: (lang) => resourcesFor(lang),
};

/** The JSON answer of /locales/:lang, built once (every `<` escaped as \u003c, still valid JSON). */
export function resourcesResponseBody(lang: LanguageCode): string {
  return jsonByLang.get(lang) ?? '{}';
}

/** Changes whenever any text changes: the browser's /locales URLs carry it, so they may be cached for good. */
export const RESOURCES_VERSION = createHash('sha256')
  .update(LANGUAGE_CODES.map((code) => jsonByLang.get(code)).join('\n'))
  .digest('base64url')
  .slice(0, 12);
