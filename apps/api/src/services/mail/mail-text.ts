// The text of what the API sends people, in their language (ADR 0054): one i18next instance over the
// mail resources of packages/i18n (all 9 languages), read through a fixed `t` per language, so no
// request's language leaks into another's. Plain text: nothing is HTML-escaped.
import { LANGUAGE_CODES, type LanguageCode } from '@gameweek/i18n/languages';
import type en from '@gameweek/i18n/locales/en/mail';
import { MAIL_NAMESPACE, MAIL_RESOURCES } from '@gameweek/i18n/mail-resources';
import i18next from 'i18next';

/** Every text of the mail resources by its dotted path: a key that does not exist fails to compile. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
export type MailKey = Paths<typeof en>;
export type MailT = (key: MailKey, params?: Record<string, string>) => string;

const mailI18n = i18next.createInstance();
void mailI18n.init({
  initAsync: false,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGE_CODES],
  ns: [MAIL_NAMESPACE],
  defaultNS: MAIL_NAMESPACE,
  resources: Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, { [MAIL_NAMESPACE]: MAIL_RESOURCES[code] }]),
  ),
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A known language code for `language` (a user's or tenant's preference), else English. */
export function mailLanguage(language: string | null | undefined): LanguageCode {
  const code = (language ?? '').toLowerCase().split('-')[0] as LanguageCode;
  return LANGUAGE_CODES.includes(code) ? code : 'en';
}

/** The mail text in one language. */
export function mailText(language: string | null | undefined): MailT {
  const t = mailI18n.getFixedT(mailLanguage(language), MAIL_NAMESPACE);
  return (key, params) => t(key, params ?? {}) as string;
}
