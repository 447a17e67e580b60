import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link.tsx';
import { AuthForm } from '../features/auth/auth-form.tsx';
import { readPending, validateCode } from '../features/otp/otp.server.ts';
import type { Route } from './+types/otp.otp-validation';

/** The code step: the request id is in the httpOnly cookie /otp set; only the masked number shows. */
export function loader({ request }: Route.LoaderArgs) {
  return { masked: readPending(request)?.masked ?? null };
}

export function action({ request }: Route.ActionArgs) {
  return validateCode(request);
}

export default function OtpValidation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  if (!loaderData.masked) {
    // No code asked for in this browser (or it has expired): start again.
    return (
      <div className="page narrow">
        <h2>{t('otp.validationTitle')}</h2>
        <p>{t('otp.noRequest')}</p>
        <AppLink className="button" to="/otp">
          {t('otp.send')}
        </AppLink>
      </div>
    );
  }
  return (
    <AuthForm
      titleKey="otp.validationTitle"
      sentenceKey="otp.validationSentence"
      submitKey="otp.verify"
      result={actionData}
      fields={[
        {
          name: 'code',
          labelKey: 'fields.code',
          type: 'text',
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
        },
      ]}
    >
      <p className="muted" data-testid="otp-number">
        {t('otp.sentTo', { number: loaderData.masked })}
      </p>
      <p className="form-links">
        <AppLink to="/otp">{t('otp.changeNumber')}</AppLink>
      </p>
    </AuthForm>
  );
}
