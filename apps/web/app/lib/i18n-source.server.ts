import { createHash } from 'node:crypto';
import { LANGUAGE_CODES, PSEUDO_LOCALE, type RenderLanguage } from '@gameweek/i18n/languages';
import { pseudoResources } from '@gameweek/i18n/pseudo';
import { type LanguageResources, resourcesFor } from '@gameweek/i18n/resources';
import { env } from './env.server.ts';
import { escapeJsonForScript, type ResourceSource } from './i18n-store.ts';

/** The en-XA texts, made from English at start-up on a test server (env PSEUDO_LOCALE), else none. */
const pseudo: LanguageResources | null = env.pseudoLocale
  ? pseudoResources(resourcesFor('en'))
  : null;

const jsonByLang = new Map<RenderLanguage, string>(
  LANGUAGE_CODES.map((code) => [code, escapeJsonForScript(JSON.stringify(resourcesFor(code)))]),
);
if (pseudo) jsonByLang.set(PSEUDO_LOCALE, escapeJsonForScript(JSON.stringify(pseudo)));

/** Every language from server memory; the JSON strings are built once at start-up. */
export const serverResourceSource: ResourceSource = {
  resources: (lang) => (lang === PSEUDO_LOCALE ? (pseudo ?? undefined) : resourcesFor(lang)),
};

/**
 * The JSON answer of /locales/:lang, built once (every `<` escaped as \u003c, still valid JSON);
 * null for en-XA where it is not served.
 */
export function resourcesResponseBody(lang: RenderLanguage): string | null {
  return jsonByLang.get(lang) ?? null;
}

/** Changes whenever any text changes: the browser's /locales URLs carry it, so they may be cached for good. */
export const RESOURCES_VERSION = createHash('sha256')
  .update(LANGUAGE_CODES.map((code) => jsonByLang.get(code)).join('\n'))
  .digest('base64url')
  .slice(0, 12);
