import { hash, verify } from '@node-rs/argon2';
import fc from 'fast-check';
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
    expect(passwordProblem('orbit velvet canyon walrus '.repeat(5).slice(0, 128))).toBeNull();
  });

  it('counts characters, not bytes: 8 emoji are 8 characters', () => {
    expect(passwordProblem('⚽🏏🏆⚾🥅🎯🏉🎳')).toBeNull();
    expect(passwordProblem('⚽🏏🏆⚾🥅🎯🏉')).toBe('PASSWORD_TOO_SHORT');
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

// Issue 17, finding 11: 'aaaaaaaa', eight spaces and 'abcdefgh' were accepted. NIST SP 800-63B
// §5.1.1.2 names repetitive and sequential characters among what a verifier refuses.
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const WALKS = [LOWER, '1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
});

/** A stretch of `length` characters walked along one of the sequences, from any start, either way. */
const walk = (length: number) =>
  fc
    .record({
      seq: fc.constantFrom(...WALKS.filter((w) => w.length >= length)),
      start: fc.nat(),
      reversed: fc.boolean(),
      upper: fc.boolean(),
    })
    .map(({ seq, start, reversed, upper }) => {
      const from = start % (seq.length - length + 1);
      let run = seq.slice(from, from + length);
      if (reversed) run = [...run].reverse().join('');
      return upper ? run.toUpperCase() : run;
    });

describe('repetitive and sequential passwords (properties)', () => {
  it.each([
    ['aaaaaaaa', 'PASSWORD_REPETITIVE'],
    ['        ', 'PASSWORD_REPETITIVE'],
    ['abababab', 'PASSWORD_REPETITIVE'],
    ['xyzxyzxyzxyz', 'PASSWORD_REPETITIVE'],
    ['abcdefgh', 'PASSWORD_SEQUENTIAL'],
    ['mnbvcxz,', 'PASSWORD_SEQUENTIAL'],
    ['zxcvbnm,./', 'PASSWORD_SEQUENTIAL'],
    ['ZYXWVUTS', 'PASSWORD_SEQUENTIAL'],
    ['5678wxyz', 'PASSWORD_SEQUENTIAL'],
    ['11223344556677', 'PASSWORD_SEQUENTIAL'],
  ])('refuses %s (%s)', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses any one to four characters repeated to 8 or more', () => {
    fc.assert(
      fc.property(
        printable.filter((u) => u.length >= 1 && u.length <= 4),
        fc.integer({ min: 8, max: 128 }),
        (unit, length) => {
          const password = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
          expect(passwordProblem(password)).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses any walk along the alphabet, the digits or a keyboard row, either way, in any case', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 26 }).chain(walk), (password) => {
        expect(passwordProblem(password)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('refuses two walks joined together (1234abcd)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 9 }).chain(walk),
        fc.integer({ min: 4, max: 9 }).chain(walk),
        (a, b) => {
          expect(passwordProblem(a + b)).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts passphrases of uncommon words whatever their order and separator', () => {
    const words = ['orbit', 'velvet', 'canyon', 'walrus', 'quartz', 'meadow', 'tundra', 'pickle'];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(words, { minLength: 3, maxLength: 5 }),
        fc.constantFrom(' ', '-', '.', ''),
        (chosen, separator) => {
          expect(passwordProblem(chosen.join(separator))).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('judges a password the same whatever its letter case', () => {
    fc.assert(
      fc.property(
        printable.filter((s) => s.length >= 8 && s.length <= 64),
        (password) => {
          expect(passwordProblem(password.toUpperCase())).toBe(passwordProblem(password));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
