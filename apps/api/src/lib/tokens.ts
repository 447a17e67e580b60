import { createHash, randomBytes } from 'node:crypto';

/** An opaque 256-bit bearer token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the sha-256 of a token is stored, so a leaked table does not yield working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})\s*$/i.exec(header);
  return match?.[1];
}
