// Which passwords we accept (README.md beside this file). Hashing lives in lib/passwords.ts
// (argon2id, 46 MiB); this module only decides whether a chosen password is acceptable.
import { readFileSync } from 'node:fs';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON';

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
  for (const c of context) {
    const n = normalise(c.trim());
    if (n.length > 0 && (p === n || p === n.split('@')[0])) return 'PASSWORD_TOO_COMMON';
  }
  return null;
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
