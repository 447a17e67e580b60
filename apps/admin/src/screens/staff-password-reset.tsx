import { StaffResetPasswordResponseSchema } from '@gameweek/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LanguagePicker } from '../components/language-picker.tsx';
import { NewPasswordField, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { StaffErrorBox } from './staff-errors.tsx';

/** The mailed link (ADR 0057): a new password under the project's rules; two-factor stays. */
export function StaffPasswordReset() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const reset = useMutation({
    mutationFn: () =>
      call(StaffResetPasswordResponseSchema, '/auth/password/reset', {
        method: 'POST',
        body: { token, password },
      }),
  });
  return (
    <div className="narrow-page">
      <div className="corner">
        <LanguagePicker />
      </div>
      <main id="main" className="card">
        <PageTitle>{t('staffAccounts.reset.title')}</PageTitle>
        {token.length < 16 ? (
          <p role="alert">{t('staffAccounts.reset.missing')}</p>
        ) : reset.data ? (
          <>
            <Notice>
              {reset.data.two_factor
                ? t('staffAccounts.reset.done')
                : t('staffAccounts.reset.doneEnrol')}
            </Notice>
            <Link className="button primary" to="/sign-in">
              {t('staffAccounts.reset.toSignIn')}
            </Link>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              reset.mutate();
            }}
          >
            <p className="lead">{t('staffAccounts.reset.intro')}</p>
            <NewPasswordField
              label={t('staffAccounts.reset.password')}
              hint={t('staffAccounts.reset.hint')}
              value={password}
              onChange={setPassword}
            />
            <StaffErrorBox error={reset.error} />
            <button type="submit" className="primary" disabled={reset.isPending}>
              {t('staffAccounts.reset.submit')}
            </button>
          </form>
        )}
        {!reset.data && (
          // A used or expired link: a new one is asked for where the first was.
          <p className="after-form">
            <Link to="/forgot-password">{t('staffAccounts.forgot.link')}</Link>
          </p>
        )}
      </main>
    </div>
  );
}
