import {
  baseLanguage,
  isLanguageCode,
  isRenderLanguage,
  LANGUAGE_CODES,
  PSEUDO_LOCALE,
} from '@gameweek/i18n/languages';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../app/lib/env.server.ts';

describe('the en-XA pseudo-locale is for test servers only', () => {
  it('is off unless PSEUDO_LOCALE=1', () => {
    expect(readEnv({}).pseudoLocale).toBe(false);
    expect(readEnv({ PSEUDO_LOCALE: 'true' }).pseudoLocale).toBe(false);
    expect(readEnv({ PSEUDO_LOCALE: '1' }).pseudoLocale).toBe(true);
  });

  it('is rendered as English but never one of the languages offered or chosen', () => {
    expect(isRenderLanguage(PSEUDO_LOCALE)).toBe(true);
    expect(isLanguageCode(PSEUDO_LOCALE)).toBe(false);
    expect(LANGUAGE_CODES).not.toContain(PSEUDO_LOCALE);
    expect(baseLanguage(PSEUDO_LOCALE)).toBe('en');
    expect(baseLanguage('ur')).toBe('ur');
  });
});
