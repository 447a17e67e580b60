import { AcceptInviteResponseSchema } from '@gameweek/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorBox, Field, NewPasswordField, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';

/** The e-mailed link: a new staff member chooses a name and a password. */
export function AcceptInvite() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const accept = useMutation({
    mutationFn: () =>
      call(AcceptInviteResponseSchema, '/auth/accept-invite', {
        method: 'POST',
        body: { token, name, password },
      }),
  });
  return (
    <div className="narrow-page">
      <main id="main" className="card">
        <PageTitle>{t('invite.title')}</PageTitle>
        {token.length < 16 ? (
          <p role="alert">{t('invite.missing')}</p>
        ) : accept.data ? (
          <>
            <Notice>{t('invite.accepted', { role: t(`roles.${accept.data.role}`) })}</Notice>
            <Link className="button primary" to="/sign-in">
              {t('invite.toSignIn')}
            </Link>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              accept.mutate();
            }}
          >
            <p className="lead">{t('invite.intro')}</p>
            <Field label={t('invite.name')}>
              {({ id }) => (
                <input
                  id={id}
                  autoComplete="name"
                  required
                  maxLength={100}
                  value={name}
                  onInput={(e) => setName(e.currentTarget.value)}
                />
              )}
            </Field>
            <NewPasswordField
              label={t('invite.password')}
              hint={t('invite.passwordHint')}
              value={password}
              onChange={setPassword}
            />
            <ErrorBox error={accept.error} />
            <button type="submit" className="primary" disabled={accept.isPending}>
              {t('invite.submit')}
            </button>
          </form>
        )}
      </main>
    </div>
  );
}
