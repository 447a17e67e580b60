// Which passwords we accept (README.md beside this file). Hashing lives in lib/passwords.ts
// (argon2id, 46 MiB); this module only decides whether a chosen password is acceptable.
import { readFileSync } from 'node:fs';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem =
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_REPETITIVE'
  | 'PASSWORD_SEQUENTIAL';

let common: Set<string> | undefined;

/** Loaded on first use: 10 000 short lines, ~90 KB, read once per process. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return common;
}

function normalise(s: string): string {
  return s.normalize('NFKC').toLowerCase();
}

/** Sequences people walk along: the alphabet, the digits and the rows of a QWERTY keyboard. */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  '`1234567890-=',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
];

/** Whether `b` follows `a` one step along a sequence, in either direction. */
function isStep(a: string, b: string): boolean {
  for (const seq of SEQUENCES) {
    const i = seq.indexOf(a);
    if (i >= 0 && (seq[i + 1] === b || (i > 0 && seq[i - 1] === b))) return true;
  }
  return false;
}

/**
 * One short unit over and over ('aaaaaaaa', '        ', 'abababab', 'abcabcab', '12341234'), or
 * barely more than two different characters: guessed as quickly as a short password (NIST SP
 * 800-63B §5.1.1.2, "repetitive or sequential characters").
 */
export function isRepetitive(chars: string[]): boolean {
  if (new Set(chars).size <= 2) return true;
  for (let unit = 1; unit <= 4 && unit * 2 <= chars.length; unit++) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  return false;
}

/**
 * Walked along sequences ('abcdefgh', 'qwertyui', '87654321', '1234abcd', '11223344'): every
 * neighbouring pair is a repeat or one step along a sequence, except at most one jump.
 */
export function isSequential(chars: string[]): boolean {
  let jumps = 0;
  for (let i = 1; i < chars.length; i++) {
    const a = chars[i - 1]!;
    const b = chars[i]!;
    if (a !== b && !isStep(a, b)) jumps += 1;
    if (jumps > 1) return false;
  }
  return true;
}

/**
 * The problem with a chosen password, or null when it is acceptable. `context` holds the user's own
 * identifiers (e-mail, its local part, name): a password equal to one of them is as guessable as a
 * common one.
 */
export function passwordProblem(password: string, context: string[] = []): PasswordProblem | null {
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  const p = normalise(password);
  if (commonPasswords().has(p)) return 'PASSWORD_TOO_COMMON';
  const chars = [...p];
  if (isRepetitive(chars)) return 'PASSWORD_REPETITIVE';
  if (isSequential(chars)) return 'PASSWORD_SEQUENTIAL';
  for (const c of context) {
    const n = normalise(c.trim());
    if (n.length > 0 && (p === n || p === n.split('@')[0])) return 'PASSWORD_TOO_COMMON';
  }
  return null;
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
