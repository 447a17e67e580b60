import type { TokenResponse } from '@gameweek/contracts/auth';
import { redirect } from 'react-router';
import { getHost, serverCall } from '../../lib/api.server.ts';
import { serialiseCookie, TOKEN_COOKIE } from '../../lib/cookies.ts';
import { authErrorKey } from './auth-error.ts';
import type { FormResult } from './auth-form.tsx';
import { field, signedInRedirect } from './session.server.ts';

/** Actions of the auth and account forms: they call the API's /auth/* directly (ADR 0008). */

export async function login(request: Request): Promise<Response | FormResult> {
  const form = await request.formData();
  try {
    if (field(form, 'intent') === 'demo') {
      const res = await serverCall<TokenResponse>(request, '/auth/token', {
        method: 'POST',
        query: { demo: '1' },
        withToken: false,
      });
      return signedInRedirect(res);
    }
    const res = await serverCall<TokenResponse>(request, '/auth/login', {
      method: 'POST',
      body: { username: field(form, 'username'), password: String(form.get('password') ?? '') },
      withToken: false,
    });
    return signedInRedirect(res);
  } catch (e) {
    return { errorKey: authErrorKey(e) };
  }
}

export async function register(request: Request): Promise<Response | FormResult> {
  const form = await request.formData();
  try {
    // The same answer whether or not the address already has an account (issue 17): the e-mail
    // tells the owner which it was, so the page says only that a message is on its way.
    await serverCall(request, '/auth/register', {
      method: 'POST',
      body: {
        username: field(form, 'username'),
        name: field(form, 'name'),
        password: String(form.get('password') ?? ''),
        domain: getHost(request),
      },
      withToken: false,
    });
    return { doneKey: 'register.sent' };
  } catch (e) {
    return { errorKey: authErrorKey(e) };
  }
}

export async function forgotPassword(request: Request): Promise<FormResult> {
  const form = await request.formData();
  try {
    await serverCall(request, '/auth/forgot-password', {
      method: 'POST',
      body: { username: field(form, 'username') },
      withToken: false,
    });
    return { doneKey: 'forgot.sent' };
  } catch (e) {
    return { errorKey: authErrorKey(e) };
  }
}

function passwords(form: FormData): { password: string; password_confirmation: string } | null {
  const password = String(form.get('password') ?? '');
  const confirmation = String(form.get('password_confirmation') ?? '');
  return password === confirmation ? { password, password_confirmation: confirmation } : null;
}

export async function resetPassword(request: Request): Promise<FormResult> {
  const form = await request.formData();
  const pw = passwords(form);
  if (!pw) return { errorKey: 'errors.mismatch' };
  try {
    await serverCall(request, '/auth/reset-password', {
      method: 'POST',
      body: { token: field(form, 'token'), ...pw },
      withToken: false,
    });
    return { doneKey: 'reset.done' };
  } catch (e) {
    return { errorKey: authErrorKey(e) };
  }
}

export async function changePassword(request: Request): Promise<FormResult> {
  const form = await request.formData();
  const pw = passwords(form);
  if (!pw) return { errorKey: 'errors.mismatch' };
  try {
    await serverCall(request, '/auth/change-password', {
      method: 'POST',
      body: { username: field(form, 'username'), ...pw },
    });
    return { doneKey: 'changePassword.done' };
  } catch (e) {
    return { errorKey: authErrorKey(e) };
  }
}

const clearToken = { 'set-cookie': serialiseCookie(TOKEN_COOKIE, '', { maxAge: 0 }) };

export async function removeProfile(request: Request): Promise<Response | FormResult> {
  try {
    await serverCall(request, '/auth/user/delete', { method: 'DELETE' });
    return redirect('/', { headers: clearToken });
  } catch (e) {
    return { errorKey: authErrorKey(e) };
  }
}

export async function unsubscribe(request: Request): Promise<Response | FormResult> {
  try {
    await serverCall(request, '/auth/unsubscribe', { method: 'POST' });
    return redirect('/unsubscribed');
  } catch (e) {
    return { errorKey: authErrorKey(e) };
  }
}

export async function verifyEmail(request: Request): Promise<FormResult> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { errorKey: 'verify.missing' };
  try {
    await serverCall(request, '/auth/verify-email', {
      method: 'POST',
      body: { token },
      withToken: false,
    });
    return { doneKey: 'verify.success' };
  } catch {
    return { errorKey: 'verify.missing' };
  }
}
