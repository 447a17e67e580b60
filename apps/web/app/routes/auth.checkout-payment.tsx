import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { loadCheckout, submitCheckout } from '../features/checkout/checkout.server.ts';
import type { Route } from './+types/auth.checkout-payment';

/** /auth/checkout-payment and /auth/checkout-payment/[step]: the operator payment flow. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadCheckout(request, (params as { step?: string }).step);
}

export function action({ request, params }: Route.ActionArgs) {
  return submitCheckout(request, (params as { step?: string }).step);
}

export default function CheckoutPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const status = actionData?.status ?? loaderData.status;
  const errorKey = actionData?.errorKey ?? loaderData.errorKey;
  return (
    <div className="page narrow">
      <h2>{t('checkout.title')}</h2>
      {loaderData.step && <p className="muted">{t('checkout.step', { step: loaderData.step })}</p>}
      <p>{t('checkout.sentence')}</p>
      {errorKey && (
        <p className="form-error" role="alert">
          {t(errorKey)}
        </p>
      )}
      {status === 'active' ? (
        <p className="form-done">{t('checkout.done')}</p>
      ) : status === 'pending' ? (
        <p className="form-done">{t('checkout.pending')}</p>
      ) : null}
      {status !== 'active' && (
        <Form method="post">
          <button type="submit" className="button">
            {t('checkout.pay')}
          </button>
        </Form>
      )}
    </div>
  );
}
