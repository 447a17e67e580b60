import type { Consent, Offer } from '@gameweek/contracts/operator';
import { redirect } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';
import { normaliseError } from '../../lib/api-error.ts';
import type { AuthKey } from '../../lib/i18n-keys.ts';
import { safeReturnPath } from '../../lib/safe-return-path.ts';

/**
 * The two-step carrier-billing consent exactly as the API runs it (ADR 0011):
 *   /auth/checkout-payment          GET  /auth/checkout-payment → { offer, msisdn_required, status }
 *                                   POST { step: "offer" } → { consent, redirect: …/confirm?reference= }
 *   /auth/checkout-payment/confirm  POST { step: "confirm", reference, accept: true } → /auth/sms-holding
 *   /auth/sms-holding?reference=    GET  /auth/checkout-payment/:reference until the operator's callback
 */

export interface CheckoutView {
  step: 'offer' | 'confirm';
  offer: Offer | null;
  msisdnRequired: boolean;
  reference: string | null;
  errorKey: AuthKey | null;
}

interface OfferResponse {
  offer: Offer;
  msisdn_required: boolean;
  status: string;
}

const REFERENCE = /^[\w-]{8,100}$/;

function referenceOf(request: Request): string | null {
  const r = new URL(request.url).searchParams.get('reference');
  return r && REFERENCE.test(r) ? r : null;
}

/** An API refusal the page cannot handle itself: sign-in, or the API's own redirect. */
function rethrow(e: unknown): void {
  const err = normaliseError(e);
  if (err.statusCode === 401) throw redirect('/auth/login');
  if (err.redirect && (err.statusCode === 403 || err.statusCode === 409))
    throw redirect(safeReturnPath(err.redirect, '/home'));
}

export async function loadCheckout(request: Request, step: string | undefined) {
  if (step !== undefined && step !== 'confirm') throw new Response('Not Found', { status: 404 });
  // Step 2 without a reference (an old link) shows step 1 again.
  const reference = step === 'confirm' ? referenceOf(request) : null;
  const shown = reference ? 'confirm' : undefined;
  let offer: OfferResponse;
  try {
    offer = await serverCall<OfferResponse>(request, '/auth/checkout-payment');
  } catch (e) {
    rethrow(e);
    return view(shown, null, false, reference, 'errors.generic');
  }
  if (offer.status === 'active') throw redirect('/home');
  if (reference) {
    // A consent already confirmed goes straight to the waiting page.
    try {
      const { consent } = await serverCall<{ consent: Consent }>(
        request,
        `/auth/checkout-payment/${encodeURIComponent(reference)}`,
      );
      if (consent.status !== 'offered')
        throw redirect(`/auth/sms-holding?reference=${encodeURIComponent(reference)}`);
    } catch (e) {
      if (e instanceof Response) throw e;
      rethrow(e);
      throw redirect('/auth/checkout-payment');
    }
  }
  return view(shown, offer.offer, offer.msisdn_required, reference, null);
}

function view(
  step: string | undefined,
  offer: Offer | null,
  msisdnRequired: boolean,
  reference: string | null,
  errorKey: AuthKey | null,
): CheckoutView {
  return {
    step: step === 'confirm' ? 'confirm' : 'offer',
    offer,
    msisdnRequired,
    reference,
    errorKey,
  };
}

interface CheckoutResponse {
  consent: Consent;
  redirect?: string;
}

/** Step 1 records that price and period were shown; step 2 is the consent that starts the charge. */
export async function submitCheckout(
  request: Request,
  step: string | undefined,
): Promise<Response | { errorKey: AuthKey }> {
  const form = await request.formData().catch(() => new FormData());
  try {
    if (step !== 'confirm') {
      const res = await serverCall<CheckoutResponse>(request, '/auth/checkout-payment', {
        method: 'POST',
        body: { step: 'offer' },
      });
      return redirect(
        `/auth/checkout-payment/confirm?reference=${encodeURIComponent(res.consent.reference)}`,
      );
    }
    const reference = form.get('reference');
    if (typeof reference !== 'string' || !REFERENCE.test(reference))
      return redirect('/auth/checkout-payment');
    if (form.get('accept') !== 'true') return { errorKey: 'checkout.mustAccept' };
    // The API charges with the idempotency key it fixed for this consent at step 1, so a double
    // click or a retry names the same charge; the header says the same for anything in between.
    const res = await serverCall<CheckoutResponse>(request, '/auth/checkout-payment', {
      method: 'POST',
      body: { step: 'confirm', reference, accept: true },
      headers: { 'idempotency-key': `checkout-confirm-${reference}` },
    });
    return redirect(`/auth/sms-holding?reference=${encodeURIComponent(res.consent.reference)}`);
  } catch (e) {
    rethrow(e);
    return { errorKey: normaliseError(e).statusCode === 503 ? 'checkout.retry' : 'errors.generic' };
  }
}

export interface HoldingView {
  reference: string | null;
  state: 'waiting' | 'failed' | 'unknown';
}

/**
 * /auth/sms-holding: waits for the operator's callback. Charged (the account is active) → /home;
 * failed → the page says so and offers the checkout again; anything else → still waiting.
 */
export async function loadHolding(request: Request): Promise<HoldingView> {
  const reference = referenceOf(request);
  if (!reference) return { reference: null, state: 'unknown' };
  try {
    const { consent } = await serverCall<{ consent: Consent }>(
      request,
      `/auth/checkout-payment/${encodeURIComponent(reference)}`,
    );
    // 'ended': that subscription has since been cancelled; nothing to wait for.
    if (consent.status === 'charged' || consent.status === 'ended') throw redirect('/home');
    if (consent.status === 'failed') return { reference, state: 'failed' };
    return { reference, state: 'waiting' };
  } catch (e) {
    if (e instanceof Response) throw e;
    rethrow(e);
    // Polled too often (429) or a passing failure: keep waiting, the next poll asks again.
    const status = normaliseError(e).statusCode;
    return { reference, state: status === 429 || status >= 500 ? 'waiting' : 'unknown' };
  }
}
