import { OkResponseSchema } from '@gameweek/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker } from '../components/language-picker.tsx';
import { ErrorBox, Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';

/**
 * "Forgot your password?" from the sign-in page (ADR 0057): the answer is the same whether or not
 * the address has an account, so the screen says "if".
 */
export function StaffPasswordForgot() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const ask = useMutation({
    mutationFn: () =>
      call(OkResponseSchema, '/auth/password/forgot', { method: 'POST', body: { email } }),
  });
  return (
    <div className="narrow-page">
      <div className="corner">
        <LanguagePicker />
      </div>
      <main id="main" className="card">
        <PageTitle>{t('staffAccounts.forgot.title')}</PageTitle>
        {ask.isSuccess ? (
          <Notice>{t('staffAccounts.forgot.sent', { email: `\u2066${email}\u2069` })}</Notice>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              ask.mutate();
            }}
          >
            <p className="lead">{t('staffAccounts.forgot.intro')}</p>
            <Field label={t('staffAccounts.forgot.email')}>
              {({ id }) => (
                <input
                  id={id}
                  type="email"
                  autoComplete="username"
                  dir="ltr"
                  required
                  value={email}
                  onInput={(e) => setEmail(e.currentTarget.value)}
                />
              )}
            </Field>
            <ErrorBox error={ask.error} />
            <button type="submit" className="primary" disabled={ask.isPending}>
              {t('staffAccounts.forgot.submit')}
            </button>
          </form>
        )}
        <p className="after-form">
          <Link to="/sign-in">{t('staffAccounts.forgot.back')}</Link>
        </p>
      </main>
    </div>
  );
}
