// Secrets the server must read back (staff TOTP secrets, ADR 0054) sealed at rest with AES-256-GCM
// (node:crypto): a database copy alone does not give them. A sealed value names the key that sealed
// it (the first 8 hex digits of the key's sha-256), so keys rotate: the current key seals, older keys
// still open, and a value opened with an older key — or stored before sealing existed — is reported
// stale for the caller to seal again. The associated data binds a value to its row and column: a
// sealed secret copied to another account does not open there.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'gcm1';
const IV_BYTES = 12;

/** A 256-bit key from 64 hex digits or base64 of 32 bytes; undefined when it is neither. */
export function parseKey(text: string): Buffer | undefined {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  return key.length === 32 ? key : undefined;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export class SecretBox {
  private readonly currentId: string;
  private readonly keys = new Map<string, Buffer>();

  /** `current` seals and opens; `previous` only open (during a rotation). */
  constructor(
    private readonly current: Buffer,
    previous: readonly Buffer[] = [],
  ) {
    if (current.length !== 32) throw new Error('a SecretBox key is 32 bytes');
    this.currentId = keyIdOf(current);
    for (const key of previous) this.keys.set(keyIdOf(key), key);
    this.keys.set(this.currentId, current);
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(`${PREFIX}.`);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      PREFIX,
      this.currentId,
      iv.toString('base64url'),
      body.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
    ].join('.');
  }

  /**
   * The plain text of a stored value. `stale`: sealed with a key other than the current one, or
   * not sealed at all (stored before sealing existed) — the caller seals it again. Throws when the
   * value was sealed by an unknown key or altered.
   */
  open(stored: string, context: string): { plain: string; stale: boolean } {
    if (!SecretBox.isSealed(stored)) return { plain: stored, stale: true };
    const [, keyId, iv, body, tag] = stored.split('.');
    const key = keyId ? this.keys.get(keyId) : undefined;
    if (!key || iv === undefined || body === undefined || tag === undefined) {
      throw new Error(`sealed with an unknown key (${keyId ?? '?'})`);
    }
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return { plain, stale: keyId !== this.currentId };
  }
}
