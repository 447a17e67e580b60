import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { heroLabelKey } from '../lib/round.ts';

/** The call to action above the bottom bar on /home while the next round is open. */
export function HeroButton({ hasTeam }: { hasTeam: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="hero-wrap">
      <Link to="/my-team" className="hero-button" data-testid="hero-button">
        {t(heroLabelKey(hasTeam))}
      </Link>
    </div>
  );
}
