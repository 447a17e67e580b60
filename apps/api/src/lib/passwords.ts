import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import as a value). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's first recommended profile (m = 46 MiB, t = 1, p = 1), a bit above it. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 47_104,
  timeCost: 1,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
