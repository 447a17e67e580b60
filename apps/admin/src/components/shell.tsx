import { OkResponseSchema } from '@gameweek/contracts/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { ConsoleApiError, call } from '../lib/api.ts';
import { ME_KEY, may, roleOnThisHost, useMe } from '../lib/session.ts';
import { fetchTenant } from '../lib/tenant.ts';
import { LanguagePicker } from './language-picker.tsx';
import { SECTIONS } from './sections.ts';
import { ErrorBox } from './ui.tsx';

/** The header with the operator's name, the sections this role opens, and the screen below. */
export function Shell() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenant = useQuery({ queryKey: ['tenant'], queryFn: fetchTenant, staleTime: Infinity });
  const signOut = useMutation({
    mutationFn: () => call(OkResponseSchema, '/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      void navigate('/sign-in');
    },
  });

  if (me.isPending) return <p className="loading">{t('app.loading')}</p>;
  if (me.error instanceof ConsoleApiError && me.error.status === 401) {
    // Held before and refused now: the session ended while in use. Never held: not signed in yet.
    return <Navigate to={me.data ? '/sign-in?ended=1' : '/sign-in'} replace />;
  }
  if (me.error) return <ErrorBox error={me.error} />;
  if (me.data.stage === 'enrol') return <Navigate to="/two-factor" replace />;

  const data = me.data;
  const here = roleOnThisHost(data);
  const role = data.super_admin ? t('app.superAdmin') : here ? t(`roles.${here}`) : '';
  const sections = SECTIONS.filter((s) => may(data, s.needs));
  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <header className="top">
        <div className="brand">
          <span className="product">{tenant.data?.product_name}</span>
          <span className="console-name">{t('app.title')}</span>
        </div>
        <div className="who">
          <span>{t('app.signedInAs', { name: data.name, role })}</span>
          <LanguagePicker />
          <button type="button" className="link-button" onClick={() => signOut.mutate()}>
            {t('app.signOut')}
          </button>
        </div>
      </header>
      <nav className="sections" aria-label={t('app.nav')}>
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <NavLink to={s.path}>{'label' in s ? t(s.label) : t(`sections.${s.id}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main">
        <Outlet context={data} />
      </main>
    </div>
  );
}

export { ME_KEY };
