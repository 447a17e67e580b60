// Shared by the content screens (ADR 0051): the languages content is written in, and how a content
// error reads (the content section's own codes first, then the console's).
import type { LanguageCode } from '@gameweek/contracts/common';
import { LANGUAGE_CODES, LANGUAGES } from '@gameweek/i18n/languages';
import type { TFunction } from 'i18next';
import { ConsoleApiError } from './api.ts';
import { errorText } from './error-text.ts';

export const CONTENT_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

export function isContentLanguage(v: string | null | undefined): v is LanguageCode {
  return !!v && (CONTENT_LANGUAGES as readonly string[]).includes(v);
}

/** The language's own name ('اردو'), as players see it in the app's picker. */
export const languageName = (code: LanguageCode): string => LANGUAGES[code].nativeName;
export const directionOf = (code: LanguageCode): 'ltr' | 'rtl' => LANGUAGES[code].dir;

const CONTENT_CODES = ['SLUG_TAKEN', 'LINK_INVALID'] as const;

export function contentErrorText(t: TFunction<'admin'>, error: unknown, lng: string): string {
  const code = error instanceof ConsoleApiError ? error.detailCode : undefined;
  const own = CONTENT_CODES.find((c) => c === code);
  if (own) return t(`content.errors.${own}`);
  if (code === 'ORDER_MISMATCH') return t('contentExtras.errors.ORDER_MISMATCH');
  return errorText(t, error, lng);
}

/** A short name for a new item's address: letters and digits of the title, else a date stamp. */
export function slugFrom(title: string, now = new Date()): string {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return (
    base ||
    `item-${now
      .toISOString()
      .slice(0, 16)
      .replace(/[^0-9]/g, '')}`
  );
}
