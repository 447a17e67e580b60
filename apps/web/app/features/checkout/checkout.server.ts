import { redirect } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';
import { normaliseError } from '../../lib/api-error.ts';

export interface CheckoutState {
  step: string | null;
  /** The subscription status the API reports (e.g. pending, active), when it reports one. */
  status: string | null;
  errorKey: string | null;
}

function read(v: unknown, key: string): string | null {
  if (!v || typeof v !== 'object') return null;
  const x = (v as Record<string, unknown>)[key];
  return typeof x === 'string' ? x : null;
}

/** GET /auth/checkout-payment (server path, with the user's token). */
export async function loadCheckout(
  request: Request,
  step: string | undefined,
): Promise<CheckoutState> {
  try {
    const res = await serverCall<unknown>(request, '/auth/checkout-payment', {
      query: step ? { step } : undefined,
    });
    return { step: step ?? read(res, 'step'), status: read(res, 'status'), errorKey: null };
  } catch (e) {
    const err = normaliseError(e);
    if (err.statusCode === 401) throw redirect('/auth/login');
    if (err.statusCode === 403 && err.redirect) throw redirect(err.redirect);
    return { step: step ?? null, status: null, errorKey: 'errors.generic' };
  }
}

/** POST /auth/checkout-payment; an operator hand-off URL in the answer is followed. */
export async function submitCheckout(request: Request, step: string | undefined) {
  try {
    const res = await serverCall<unknown>(request, '/auth/checkout-payment', {
      method: 'POST',
      body: step ? { step } : {},
    });
    const next = read(res, 'redirect') ?? read(res, 'url');
    if (next) return redirect(next);
    return { status: read(res, 'status') ?? 'pending', errorKey: null };
  } catch {
    return { status: null, errorKey: 'errors.generic' };
  }
}
