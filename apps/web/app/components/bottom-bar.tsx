import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useShell } from '../lib/use-shell.ts';
import { HomeIcon, LeaderboardIcon, StatisticsIcon } from './icons.tsx';

/** The fixed bottom bar: Home (/home or /guest), Leaderboard, Statistics (hidden in classic clashes). */
export function BottomBar() {
  const { t } = useTranslation();
  const { homeHref, showStatistics } = useShell();
  const items = [
    { to: homeHref, label: t('nav.home'), Icon: HomeIcon },
    { to: '/leaderboard', label: t('nav.leaderboard'), Icon: LeaderboardIcon },
    ...(showStatistics
      ? [{ to: '/statistics', label: t('nav.statistics'), Icon: StatisticsIcon }]
      : []),
  ];
  return (
    <nav className="bottom-bar" aria-label={t('nav.main')}>
      {items.map(({ to, label, Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) => `tab${isActive ? ' tab-active' : ''}`}
        >
          <Icon />
          <span className="tab-label">{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
