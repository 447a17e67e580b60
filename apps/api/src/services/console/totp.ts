// Two-factor codes for staff (RFC 6238 TOTP through `otpauth`): SHA-1, 6 digits, 30-second steps,
// the parameters every authenticator app understands. The QR code for enrolment is an SVG data URL
// (`qrcode`), shown by the console page as an image; nothing is fetched from elsewhere.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
/** One step either side: a phone clock up to 30 s off, or a code typed as it changed. */
const WINDOW = 1;

function totpOf(secretBase32: string, label = 'staff', issuer = 'Gameweek'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secretBase32: string, account: string, issuer: string): string {
  return totpOf(secretBase32, account, issuer).toString();
}

export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step `code` is valid for at `now` (within the window), or null. The caller refuses a
 * step at or before the last one used, so each code works once.
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code for `now` (the CLI and tests act as the authenticator app). */
export function totpCode(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}
