import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_COOKIE, serialiseCookie } from '../../lib/cookies.ts';
import { useShell } from '../../lib/use-shell.ts';
import { type ConsentState, containerToLoad, shouldAskConsent, tagUrl } from './analytics.ts';

const ONE_YEAR_S = 365 * 24 * 3600;

/** The consent manager (GDPR) and the analytics tag loader, configured per tenant. */
export function AnalyticsConsent() {
  const { t } = useTranslation();
  const { analytics, consent: initial, consentText } = useShell();
  const [consent, setConsent] = useState<ConsentState>(initial);
  const container = containerToLoad(analytics, consent);

  useEffect(() => {
    if (!container || document.getElementById('analytics-tag')) return;
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({
      'gtm.start': Date.now(),
      event: 'gtm.js',
      consent_regulation: analytics?.regulation,
    });
    const script = document.createElement('script');
    script.id = 'analytics-tag';
    script.async = true;
    script.src = tagUrl(container);
    document.head.appendChild(script);
  }, [container, analytics?.regulation]);

  if (!shouldAskConsent(analytics, consent)) return null;
  const answer = (value: 'granted' | 'denied') => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server
    document.cookie = serialiseCookie(CONSENT_COOKIE, value, { maxAge: ONE_YEAR_S });
    setConsent(value);
  };
  return (
    <section className="consent" aria-live="polite" data-testid="consent-banner">
      <p>{consentText ?? t('consent.text')}</p>
      <div className="consent-actions">
        <button type="button" className="button button-secondary" onClick={() => answer('denied')}>
          {t('consent.reject')}
        </button>
        <button type="button" className="button" onClick={() => answer('granted')}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
