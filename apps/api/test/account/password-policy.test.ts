import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS } from '../../src/lib/passwords.ts';
import { commonPasswordCount, passwordProblem } from '../../src/services/passwords/policy.ts';

describe('the password policy', () => {
  it('ships exactly the 10 000 most common passwords', () => {
    expect(commonPasswordCount()).toBe(10_000);
  });

  it.each([
    ['password', 'PASSWORD_TOO_COMMON'],
    ['PassWord', 'PASSWORD_TOO_COMMON'],
    ['12345678', 'PASSWORD_TOO_COMMON'],
    ['iloveyou', 'PASSWORD_TOO_COMMON'],
    ['1qaz2wsx', 'PASSWORD_TOO_COMMON'],
    ['short', 'PASSWORD_TOO_SHORT'],
    ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
  ])('refuses %s (%s)', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('accepts long uncommon passphrases without composition rules', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('alllowercaseletters')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
  });

  it('counts characters, not bytes: 8 emoji are 8 characters', () => {
    expect(passwordProblem('⚽'.repeat(8))).toBeNull();
    expect(passwordProblem('⚽'.repeat(7))).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses the user’s own e-mail or its local part', () => {
    expect(passwordProblem('ada.lovelace', ['ada.lovelace@example.com'])).toBe(
      'PASSWORD_TOO_COMMON',
    );
    expect(passwordProblem('Ada.Lovelace@example.com', ['ada.lovelace@example.com'])).toBe(
      'PASSWORD_TOO_COMMON',
    );
  });
});

describe('password hashing', () => {
  it('uses argon2id with at least 46 MiB of memory', async () => {
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(46 * 1024);
    const h = await hash('correct horse battery staple', ARGON2_OPTIONS);
    expect(h).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=\d+,p=\d+\$/);
    expect(Number(/m=(\d+)/.exec(h)![1])).toBeGreaterThanOrEqual(47_104);
    expect(await verify(h, 'correct horse battery staple')).toBe(true);
    expect(await verify(h, 'correct horse battery stapl')).toBe(false);
  });
});
