import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link.tsx';
import { verifyEmail } from '../features/auth/actions.server.ts';
import type { Route } from './+types/auth.verify-email';

/** The e-mail link lands here with ?token=…; the token is checked with POST /auth/verify-email. */
export function loader({ request }: Route.LoaderArgs) {
  return verifyEmail(request);
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  return (
    <div className="page narrow">
      <h2>{t('verify.title')}</h2>
      <p role="status" className={loaderData.errorKey ? 'form-error' : 'form-done'}>
        {t(loaderData.errorKey ?? loaderData.doneKey ?? 'verify.missing')}
      </p>
      <AppLink className="button" to="/auth/login">
        {tc('menu.login')}
      </AppLink>
    </div>
  );
}
