import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY) throw new HttpError(413, 'body_too_large', 'request body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON bodies for the operator API; HTML forms post url-encoded to the sandbox controls. */
export function parseBody(req: IncomingMessage, raw: string): Record<string, unknown> {
  if (raw === '') return {};
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // fall through to the error below
  }
  throw new HttpError(400, 'invalid_json', 'body must be a JSON object');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** E.164 digits without '+': what both sides exchange. */
export function isMsisdn(v: unknown): v is string {
  return typeof v === 'string' && /^[1-9]\d{7,14}$/.test(v);
}

/**
 * A number as people type it: E.164 with or without the "+" (or the "00" international prefix),
 * spaces, dashes, dots and brackets allowed; the digits the network sends, or null.
 */
export function msisdnFromInput(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const digits = v
    .trim()
    .replace(/[\s\-.()]/g, '')
    .replace(/^(\+|00)/, '');
  return isMsisdn(digits) ? digits : null;
}

export function requireString(body: Record<string, unknown>, key: string, max = 500): string {
  const v = body[key];
  if (typeof v !== 'string' || v.length === 0 || v.length > max) {
    throw new HttpError(400, 'invalid_field', `${key} must be a non-empty string`);
  }
  return v;
}

export function requireInt(
  body: Record<string, unknown>,
  key: string,
  min: number,
  max: number,
): number {
  const v = body[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new HttpError(400, 'invalid_field', `${key} must be an integer in ${min}..${max}`);
  }
  return v;
}
