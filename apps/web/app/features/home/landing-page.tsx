import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { useShell } from '../../lib/use-shell.ts';

/**
 * The public landing page: product, pitch, and the ways in: by mobile number (the operator's
 * header enrichment first, else an SMS code), e-mail registration, log in, free sign-up where the
 * tenant offers it, and the demo.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const { productName, logoSrc, freeSignUp } = useShell();
  return (
    <div className="page landing">
      <img
        className="landing-logo"
        src={logoSrc}
        width="200"
        height="40"
        alt={productName}
        fetchPriority="high"
      />
      <h2 className="landing-title">{t('landing.title')}</h2>
      <p>{t('landing.sentence')}</p>
      <div className="actions">
        <AppLink className="button" to="/auth/vserve" data-testid="mobile-entry">
          {t('otp.title', { ns: 'auth' })}
        </AppLink>
        <AppLink className="button" to="/auth/register">
          {t('landing.play')}
        </AppLink>
        {freeSignUp && (
          <AppLink className="button button-secondary" to="/free-sign-up">
            {t('freeSignUp.title', { ns: 'auth' })}
          </AppLink>
        )}
        <AppLink className="button button-secondary" to="/auth/login">
          {t('landing.login')}
        </AppLink>
        <Form method="post" action="/auth/login">
          <input type="hidden" name="intent" value="demo" />
          <button type="submit" className="link-button" data-testid="demo-login">
            {t('landing.demo')}
          </button>
        </Form>
      </div>
    </div>
  );
}
