import { LANGUAGE_CODES } from '@gameweek/i18n/languages';
import { RESOURCES } from '@gameweek/i18n/resources';
import { describe, expect, it } from 'vitest';
import { authErrorKey } from '../app/features/auth/auth-error.ts';
import { createI18n } from '../app/lib/i18n.ts';

/** The API's answer to a password its policy refuses (see apps/api/test/core.test.ts). */
const refused = (code: string, before: { code: string; path: string[] }[] = []) => ({
  error: {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'This password is not allowed',
    details: [...before, { code, path: ['body', 'password'] }],
  },
});

const CODES = [
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_REPETITIVE',
  'PASSWORD_SEQUENTIAL',
];

describe('the auth forms say which password rule failed', () => {
  it('gives each policy code its own text, in every language', () => {
    for (const lang of LANGUAGE_CODES) {
      const i18n = createI18n(lang, RESOURCES[lang]);
      const texts = CODES.map((code) => {
        const key = authErrorKey(refused(code));
        expect(i18n.exists(`auth:${key}`), `${lang} ${code}`).toBe(true);
        return i18n.t(`auth:${key}`);
      });
      expect(new Set(texts).size, lang).toBe(CODES.length);
      expect(texts, lang).not.toContain(i18n.t('auth:errors.validation'));
    }
  });

  it('finds the password rule behind another field’s problem', () => {
    expect(
      authErrorKey(refused('PASSWORD_SEQUENTIAL', [{ code: 'invalid_format', path: ['body'] }])),
    ).toBe('errors.passwordSequential');
    expect(authErrorKey(refused('too_small'))).toBe('errors.validation');
  });
});
