import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useShell } from '../lib/use-shell.ts';
import { AppLink, type AppPath } from './app-link.tsx';
import { HomeIcon, LeaderboardIcon, StatisticsIcon } from './icons.tsx';

/** The item for a path is active on its page and the pages below it, as NavLink decides. */
export function isActiveTab(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  return path === to || path.startsWith(`${to}/`);
}

/**
 * The fixed bottom bar: Home (/home or /guest), Leaderboard, Statistics (hidden in classic
 * clashes); the current page's item is highlighted and marked as the current page.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { homeHref, showStatistics } = useShell();
  const { pathname } = useLocation();
  const items: { to: AppPath; label: string; Icon: typeof HomeIcon }[] = [
    { to: homeHref, label: t('nav.home'), Icon: HomeIcon },
    { to: '/leaderboard', label: t('nav.leaderboard'), Icon: LeaderboardIcon },
    ...(showStatistics
      ? [{ to: '/statistics' as const, label: t('nav.statistics'), Icon: StatisticsIcon }]
      : []),
  ];
  return (
    <nav className="bottom-bar" aria-label={t('nav.main')}>
      {items.map(({ to, label, Icon }) => {
        const active = isActiveTab(pathname, to);
        return (
          <AppLink
            key={to}
            to={to}
            className={`tab${active ? ' tab-active' : ''}`}
            aria-current={active ? 'page' : undefined}
          >
            <Icon />
            <span className="tab-label">{label}</span>
          </AppLink>
        );
      })}
    </nav>
  );
}
