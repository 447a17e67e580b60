import type { StaffMeResponse } from '@gameweek/contracts/admin';
import { useTranslation } from 'react-i18next';
import { Navigate, useOutletContext } from 'react-router';
import { SECTIONS } from '../components/sections.ts';
import { PageTitle } from '../components/ui.tsx';
import { may } from '../lib/session.ts';

/** The console's start: the first section this role opens. */
export function Home() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMeResponse>();
  const first = SECTIONS.find((s) => may(me, s.needs));
  if (first) return <Navigate to={first.path} replace />;
  return (
    <>
      <PageTitle>{t('app.title')}</PageTitle>
      <p>{t('app.noAccess')}</p>
    </>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return <PageTitle>{t('app.notFound')}</PageTitle>;
}
