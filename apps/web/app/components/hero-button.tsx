import { useTranslation } from 'react-i18next';
import { heroLabelKey } from '../lib/round.ts';
import { AppLink } from './app-link.tsx';

/** The call to action above the bottom bar on /home while the next round is open. */
export function HeroButton({ hasTeam }: { hasTeam: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="hero-wrap">
      <AppLink to="/my-team" className="hero-button" data-testid="hero-button">
        {t(heroLabelKey(hasTeam))}
      </AppLink>
    </div>
  );
}
