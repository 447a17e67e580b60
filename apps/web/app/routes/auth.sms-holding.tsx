import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { loadHolding } from '../features/checkout/checkout.server.ts';
import type { Route } from './+types/auth.sms-holding';

/** Waits for the operator's confirmation of the charge; the loader sends the user on when it comes. */
export function loader({ request }: Route.LoaderArgs) {
  return loadHolding(request);
}

/** Every 3 s: within the API's per-client limit on this call (20 a minute by default). */
const POLL_MS = 3000;

export default function SmsHolding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const { revalidate, state } = useRevalidator();
  const waiting = loaderData.state === 'waiting';
  useEffect(() => {
    if (!waiting || state !== 'idle') return;
    const id = setTimeout(() => void revalidate(), POLL_MS);
    return () => clearTimeout(id);
  }, [waiting, state, revalidate]);
  return (
    <div className="page narrow">
      {waiting && (
        // Without JavaScript the page reloads itself instead (rendered in place, not hoisted).
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <h2>{t('smsHolding.title')}</h2>
      {loaderData.state === 'failed' ? (
        <>
          <p className="form-error" role="alert">
            {t('checkout.failed')}
          </p>
          <AppLink className="button" to="/auth/checkout-payment">
            {t('otp.retry')}
          </AppLink>
        </>
      ) : waiting ? (
        <p role="status" data-testid="sms-holding-waiting">
          {t('smsHolding.waiting')}
        </p>
      ) : (
        <>
          <p>{t('smsHolding.sentence')}</p>
          <AppLink className="button button-secondary" to="/auth/checkout-payment">
            {t('checkout.title')}
          </AppLink>
        </>
      )}
    </div>
  );
}
