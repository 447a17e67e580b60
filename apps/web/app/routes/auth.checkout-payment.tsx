import type { Offer } from '@gameweek/contracts/operator';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { loadCheckout, submitCheckout } from '../features/checkout/checkout.server.ts';
import type { Route } from './+types/auth.checkout-payment';

/**
 * /auth/checkout-payment (step 1: price and period) and /auth/checkout-payment/confirm (step 2: the
 * consent itself). Two pages, two posts: the API charges only after the second.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadCheckout(request, (params as { step?: string }).step);
}

export function action({ request, params }: Route.ActionArgs) {
  return submitCheckout(request, (params as { step?: string }).step);
}

function usePrice(offer: Offer): string {
  const { i18n } = useTranslation();
  try {
    return new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: offer.currency,
    }).format(offer.amount_minor / 100);
  } catch {
    return `${(offer.amount_minor / 100).toFixed(2)} ${offer.currency}`;
  }
}

function OfferTerms({ offer }: { offer: Offer }) {
  const { t } = useTranslation('auth');
  const price = usePrice(offer);
  return (
    <div className="card" data-testid="checkout-offer">
      <p>
        <strong>{offer.description}</strong>
      </p>
      <p>{t('checkout.price', { price, count: offer.period_days })}</p>
    </div>
  );
}

export default function CheckoutPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const busy = useNavigation().state === 'submitting';
  const { offer, step, reference } = loaderData;
  const errorKey = actionData?.errorKey ?? loaderData.errorKey;
  return (
    <div className="page narrow">
      <h2>{t(step === 'confirm' ? 'checkout.confirmTitle' : 'checkout.title')}</h2>
      <p>{t(step === 'confirm' ? 'checkout.confirmSentence' : 'checkout.sentence')}</p>
      {errorKey && (
        <p className="form-error" role="alert">
          {t(errorKey)}
        </p>
      )}
      {offer && <OfferTerms offer={offer} />}
      {loaderData.msisdnRequired ? (
        <p>
          <AppLink className="button" to="/otp">
            {t('checkout.needNumber')}
          </AppLink>
        </p>
      ) : offer && step === 'offer' ? (
        <Form method="post" action="/auth/checkout-payment" className="form">
          <button type="submit" className="button" disabled={busy}>
            {t('checkout.pay')}
          </button>
        </Form>
      ) : offer && reference ? (
        <Form method="post" className="form">
          <input type="hidden" name="reference" value={reference} />
          <input type="hidden" name="accept" value="true" />
          <button type="submit" className="button" disabled={busy}>
            {t('checkout.accept')}
          </button>
          <AppLink className="button button-secondary" to="/">
            {t('checkout.cancel')}
          </AppLink>
        </Form>
      ) : null}
    </div>
  );
}
