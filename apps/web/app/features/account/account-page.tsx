import { LANGUAGES } from '@gameweek/i18n/languages';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { ChevronIcon } from '../../components/icons.tsx';
import { useAccount } from './use-account.ts';

export function AccountPage() {
  const { t } = useTranslation();
  const { data: user } = useAccount();
  return (
    <div className="page">
      <dl className="card details" data-testid="account-details" aria-busy={!user}>
        <dt>{t('account.name')}</dt>
        <dd>{user ? user.name : t('app.loading')}</dd>
        <dt>{t('account.status')}</dt>
        <dd>{user ? t(`status.${user.status}`) : '…'}</dd>
        <dt>{t('account.language')}</dt>
        <dd>{user ? LANGUAGES[user.language].nativeName : '…'}</dd>
      </dl>
      <ul className="card list">
        {(
          [
            { to: '/manage-account', label: t('account.manage') },
            { to: '/change-password', label: t('account.changePassword') },
            { to: '/remove-profile', label: t('account.removeProfile') },
          ] as const
        ).map((l) => (
          <li key={l.to} className="list-row">
            <AppLink to={l.to} className="row-link">
              {l.label}
              <ChevronIcon />
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
