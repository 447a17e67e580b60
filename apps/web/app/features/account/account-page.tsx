import type { UserTeamResponse } from '@gameweek/contracts/user';
import { LANGUAGES } from '@gameweek/i18n/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '../../components/icons.tsx';

export function AccountPage({ user }: { user: UserTeamResponse['user'] }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <dl className="card details" data-testid="account-details">
        <dt>{t('account.name')}</dt>
        <dd>{user.name}</dd>
        <dt>{t('account.status')}</dt>
        <dd>{t(`status.${user.status}`)}</dd>
        <dt>{t('account.language')}</dt>
        <dd>{LANGUAGES[user.language].nativeName}</dd>
      </dl>
      <ul className="card list">
        {[
          { to: '/manage-account', label: t('account.manage') },
          { to: '/change-password', label: t('account.changePassword') },
          { to: '/remove-profile', label: t('account.removeProfile') },
        ].map((l) => (
          <li key={l.to} className="list-row">
            <Link to={l.to} className="row-link">
              {l.label}
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
