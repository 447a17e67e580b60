import type { TokenResponse } from '@gameweek/contracts/auth';
import type { OtpRequestResponse } from '@gameweek/contracts/operator';
import { redirect } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';
import { tokenCookie } from '../../lib/api-proxy.server.ts';
import { readCookie, serialiseCookie } from '../../lib/cookies.ts';
import { env } from '../../lib/env.server.ts';
import type { AuthKey } from '../../lib/i18n-keys.ts';
import { afterSignIn } from './after-sign-in.ts';

/**
 * The one-time-code flow (ADR 0011): POST /auth/otp { msisdn } → { request_id, expires_at }, then
 * POST /auth/otp/verify { request_id, code } → a session. The request id lives in a short-lived
 * httpOnly cookie (with the masked number to show), never in the URL.
 */
export const OTP_COOKIE = 'otp_request';

export interface OtpPending {
  requestId: string;
  masked: string;
}

export interface OtpFormResult {
  errorKey?: AuthKey;
}

/** "+49 ••• ••• 5678": enough to recognise one's own number, not enough to read it off a screen. */
export function maskMsisdn(msisdn: string): string {
  const digits = msisdn.replace(/\D/g, '');
  if (digits.length < 6) return '•••';
  return `+${digits.slice(0, 2)} ••• ••• ${digits.slice(-4)}`;
}

export function readPending(request: Request): OtpPending | null {
  const raw = readCookie(request.headers.get('cookie'), OTP_COOKIE);
  if (!raw) return null;
  const bar = raw.indexOf('|');
  if (bar < 16) return null;
  return { requestId: raw.slice(0, bar), masked: raw.slice(bar + 1) };
}

function pendingCookie(pending: OtpPending, expiresAt: string): string {
  const ms = Date.parse(expiresAt) - Date.now();
  const maxAge = Number.isFinite(ms) && ms > 0 ? Math.min(ms / 1000, 15 * 60) : 5 * 60;
  return serialiseCookie(OTP_COOKIE, `${pending.requestId}|${pending.masked}`, {
    maxAge,
    httpOnly: true,
    secure: env.isProduction,
  });
}

const clearPending = () => serialiseCookie(OTP_COOKIE, '', { maxAge: 0 });

function errorOf(e: unknown): {
  statusCode: number;
  code: string | undefined;
  redirect: string | undefined;
} {
  const body =
    e && typeof e === 'object' && 'error' in e
      ? (e as { error: Record<string, unknown> }).error
      : {};
  const details = Array.isArray(body.details) ? body.details : [];
  const first = details[0] as { code?: unknown } | undefined;
  return {
    statusCode: typeof body.statusCode === 'number' ? body.statusCode : 500,
    code: typeof first?.code === 'string' ? first.code : undefined,
    redirect: typeof body.redirect === 'string' ? body.redirect : undefined,
  };
}

export async function requestCode(request: Request): Promise<Response | OtpFormResult> {
  const form = await request.formData();
  const raw = form.get('msisdn');
  const msisdn = typeof raw === 'string' ? raw.replace(/[^\d+]/g, '') : '';
  if (msisdn.replace(/\D/g, '').length < 8) return { errorKey: 'otp.badNumber' };
  try {
    const res = await serverCall<OtpRequestResponse>(request, '/auth/otp', {
      method: 'POST',
      body: { msisdn },
      withToken: false,
    });
    const pending = { requestId: res.request_id, masked: maskMsisdn(msisdn) };
    return redirect('/otp/otp-validation', {
      headers: { 'set-cookie': pendingCookie(pending, res.expires_at) },
    });
  } catch (e) {
    const err = errorOf(e);
    if (err.code === 'MSISDN_INVALID' || err.statusCode === 400)
      return { errorKey: 'otp.badNumber' };
    if (err.statusCode === 429) return redirect('/otp/otp-error');
    return { errorKey: 'errors.generic' };
  }
}

export async function validateCode(request: Request): Promise<Response | OtpFormResult> {
  const pending = readPending(request);
  if (!pending) return redirect('/otp');
  const form = await request.formData();
  const raw = form.get('code');
  const code = typeof raw === 'string' ? raw.replace(/\D/g, '') : '';
  if (!code) return { errorKey: 'otp.wrongCode' };
  let session: TokenResponse;
  try {
    // With the token, a signed-in user proving a number gets it attached to their account; a dead
    // token must not stop a plain sign-in.
    const verify = (withToken: boolean) =>
      serverCall<TokenResponse>(request, '/auth/otp/verify', {
        method: 'POST',
        body: { request_id: pending.requestId, code },
        withToken,
      });
    session = await verify(true).catch((e: unknown) => {
      if (errorOf(e).statusCode === 401) return verify(false);
      throw e;
    });
  } catch (e) {
    const err = errorOf(e);
    // OTP_INVALID may be retried; an expired or locked code, and too many tries, end the attempt.
    if (err.code === 'OTP_INVALID') return { errorKey: 'otp.wrongCode' };
    if (err.code === 'MSISDN_TAKEN') return { errorKey: 'otp.numberTaken' };
    if (err.statusCode === 429 || err.redirect || err.code)
      return redirect('/otp/otp-error', { headers: { 'set-cookie': clearPending() } });
    return { errorKey: 'errors.generic' };
  }
  const headers = new Headers();
  headers.append('set-cookie', tokenCookie(session.token, session.expires_at));
  headers.append('set-cookie', clearPending());
  return redirect(afterSignIn(session.user.status), { headers });
}
