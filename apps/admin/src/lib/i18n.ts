import { ADMIN_LOADERS, ADMIN_NAMESPACE } from '@gameweek/i18n/admin-loaders';
import {
  DEFAULT_LOCALE,
  directionOf,
  isLanguageCode,
  type LanguageCode,
} from '@gameweek/i18n/languages';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const STORAGE_KEY = 'gameweek-console-language';

/** The staff member's choice, else the browser's first language the console has, else the tenant's. */
export function initialLanguage(tenantDefault: string | undefined): LanguageCode {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguageCode(stored)) return stored;
  for (const tag of navigator.languages) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (isLanguageCode(base)) return base;
  }
  return isLanguageCode(tenantDefault) ? tenantDefault : DEFAULT_LOCALE;
}

/**
 * The console in one language: only that language's text is downloaded (its own chunk); another is
 * fetched when the staff member picks it (`changeConsoleLanguage`). Every language has every key
 * (packages/i18n/test/resource-sets.test.ts), so nothing falls back to another language.
 */
export async function createI18n(lng: LanguageCode): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: [ADMIN_NAMESPACE],
    defaultNS: ADMIN_NAMESPACE,
    resources: { [lng]: { [ADMIN_NAMESPACE]: await ADMIN_LOADERS[lng]() } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  applyLanguage(lng);
  return instance;
}

/** Loads the language's text if it is not here yet, then switches the console to it. */
export async function changeConsoleLanguage(i18n: I18n, lng: LanguageCode): Promise<void> {
  if (!i18n.hasResourceBundle(lng, ADMIN_NAMESPACE)) {
    i18n.addResourceBundle(lng, ADMIN_NAMESPACE, await ADMIN_LOADERS[lng]());
  }
  await i18n.changeLanguage(lng);
  applyLanguage(lng);
}

/** The document's language and direction (Urdu right to left), and the choice remembered. */
export function applyLanguage(lng: LanguageCode): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
  localStorage.setItem(STORAGE_KEY, lng);
}
