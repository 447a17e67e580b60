import { useTranslation } from 'react-i18next';
import { GamesList } from '../features/games/games-list.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'leaderboard.title' };

export default function Leaderboard() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <p>{t('leaderboard.sentence')}</p>
      <GamesList />
    </div>
  );
}
