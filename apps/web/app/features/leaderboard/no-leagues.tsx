import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';

/**
 * A manager is enrolled in the overall league when they first save a team (and can create or join
 * leagues only then), so a manager without a team has no league to switch between: say so and lead
 * to the team page, instead of an empty league list.
 */
export function NoLeagues() {
  const { t } = useTranslation('game');
  return (
    <div className="card lb-none" data-testid="no-leagues">
      <p>{t('leaderboard.noLeagues')}</p>
      <AppLink to="/my-team" className="button">
        {t('round.pickTeam')}
      </AppLink>
    </div>
  );
}
