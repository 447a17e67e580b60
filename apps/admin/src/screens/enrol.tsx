import { StaffSessionResponseSchema, TotpSetupResponseSchema } from '@gameweek/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ErrorBox, Field, PageTitle } from '../components/ui.tsx';
import { ConsoleApiError, call } from '../lib/api.ts';
import { ME_KEY, useMe } from '../lib/session.ts';

const ConfirmAnswer = StaffSessionResponseSchema.omit({ token: true });

/** Two-factor enrolment: a new secret as a QR code (and as text), confirmed by a code from the app. */
export function Enrol() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [code, setCode] = useState('');
  const setup = useMutation({
    mutationFn: () => call(TotpSetupResponseSchema, '/auth/totp/setup', { method: 'POST' }),
  });
  const confirm = useMutation({
    mutationFn: () => call(ConfirmAnswer, '/auth/totp/confirm', { method: 'POST', body: { code } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      void navigate('/', { replace: true });
    },
  });
  if (me.error instanceof ConsoleApiError && me.error.status === 401) {
    return <Navigate to="/sign-in" replace />;
  }
  if (me.data?.stage === 'full') return <Navigate to="/" replace />;
  const secret = setup.data;
  return (
    <div className="narrow-page">
      <main id="main" className="card">
        <PageTitle>{t('enrol.title')}</PageTitle>
        <p className="lead">{t('enrol.intro')}</p>
        {!secret && (
          <button
            type="button"
            className="primary"
            disabled={setup.isPending}
            onClick={() => setup.mutate()}
          >
            {t('enrol.start')}
          </button>
        )}
        <ErrorBox error={setup.error} />
        {secret && (
          <>
            <img
              className="qr"
              src={secret.qr_svg_data_url}
              alt={t('enrol.qrAlt')}
              width={220}
              height={220}
            />
            <p>{t('enrol.manual')}</p>
            <p className="secret" data-testid="totp-secret" dir="ltr">
              {secret.secret}
            </p>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                confirm.mutate();
              }}
            >
              <Field label={t('enrol.code')} hint={t('signIn.codeHint')}>
                {({ id, describedBy }) => (
                  <input
                    id={id}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9 ]{6,7}"
                    maxLength={7}
                    required
                    value={code}
                    aria-describedby={describedBy}
                    onInput={(e) => setCode(e.currentTarget.value)}
                  />
                )}
              </Field>
              <ErrorBox error={confirm.error} />
              <button type="submit" className="primary" disabled={confirm.isPending}>
                {t('enrol.confirm')}
              </button>
            </form>
          </>
        )}
      </main>
    </div>
  );
}
