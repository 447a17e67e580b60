import { StaffSessionResponseSchema } from '@gameweek/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LanguagePicker } from '../components/language-picker.tsx';
import { ErrorBox, Field, Notice, PageTitle } from '../components/ui.tsx';
import { ConsoleApiError, call } from '../lib/api.ts';
import { ME_KEY } from '../lib/session.ts';

const LoginAnswer = StaffSessionResponseSchema.omit({ token: true });

/** E-mail and password; once two-factor is set up, the code from the app as well. */
export function SignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  // Sent here because the session ended (signed out elsewhere, disabled, expired).
  const [params] = useSearchParams();
  const ended = params.get('ended') === '1';
  const login = useMutation({
    mutationFn: () =>
      call(LoginAnswer, '/auth/login', {
        method: 'POST',
        body: { email, password, ...(needsCode ? { code } : {}) },
      }),
    onSuccess: async (session) => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      void navigate(session.stage === 'enrol' ? '/two-factor' : '/', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ConsoleApiError && error.detailCode === 'TOTP_REQUIRED') {
        setNeedsCode(true);
      }
    },
  });
  const askingForCode =
    login.error instanceof ConsoleApiError && login.error.detailCode === 'TOTP_REQUIRED';
  return (
    <div className="narrow-page">
      <div className="corner">
        <LanguagePicker />
      </div>
      <main id="main" className="card">
        <PageTitle>{t('signIn.title')}</PageTitle>
        <p className="lead">{t('signIn.intro')}</p>
        {ended && !login.isPending && !login.error && <Notice>{t('signIn.expired')}</Notice>}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            login.mutate();
          }}
        >
          <Field label={t('signIn.email')}>
            {({ id, describedBy }) => (
              <input
                id={id}
                type="email"
                autoComplete="username"
                required
                value={email}
                aria-describedby={describedBy}
                onInput={(e) => setEmail(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label={t('signIn.password')}>
            {({ id, describedBy }) => (
              <input
                id={id}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                aria-describedby={describedBy}
                onInput={(e) => setPassword(e.currentTarget.value)}
              />
            )}
          </Field>
          {needsCode && (
            <Field label={t('signIn.code')} hint={t('signIn.codeHint')}>
              {({ id, describedBy }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]{6,7}"
                  maxLength={7}
                  required
                  // biome-ignore lint/a11y/noAutofocus: the field appears because the code is the next step
                  autoFocus
                  value={code}
                  aria-describedby={describedBy}
                  onInput={(e) => setCode(e.currentTarget.value)}
                />
              )}
            </Field>
          )}
          {askingForCode ? (
            <Notice>{t('signIn.codeNeeded')}</Notice>
          ) : (
            <ErrorBox error={login.error} />
          )}
          <button type="submit" className="primary" disabled={login.isPending}>
            {t('signIn.submit')}
          </button>
        </form>
        <p className="after-form">
          <Link to="/forgot-password">{t('staffAccounts.forgot.link')}</Link>
        </p>
      </main>
    </div>
  );
}
