import { ADMIN_NAMESPACE, ADMIN_RESOURCES } from '@gameweek/i18n/admin-resources';
import {
  DEFAULT_LOCALE,
  directionOf,
  isLanguageCode,
  LANGUAGE_CODES,
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

/** All nine languages, loaded at once: the console is a staff tool, its text is a few KB each. */
export function createI18n(lng: LanguageCode): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LOCALE,
    ns: [ADMIN_NAMESPACE],
    defaultNS: ADMIN_NAMESPACE,
    resources: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, { [ADMIN_NAMESPACE]: ADMIN_RESOURCES[code] }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  applyLanguage(lng);
  return instance;
}

/** The document's language and direction (Urdu right to left), and the choice remembered. */
export function applyLanguage(lng: LanguageCode): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
  localStorage.setItem(STORAGE_KEY, lng);
}
