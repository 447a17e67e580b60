import { useTranslation } from 'react-i18next';
import { heroLabelKey } from '../lib/round.ts';
import { AppLink } from './app-link.tsx';

/** The call to action above the bottom bar on /home while the next round is open. */
export function HeroButton({ hasTeam }: { hasTeam: boolean }) {
  const { t } = useTranslation();
  const label = t(heroLabelKey(hasTeam));
  // A landmark of its own: it sits outside <main>, fixed above the bottom bar.
  return (
    <nav className="hero-wrap" aria-label={label}>
      <AppLink to="/my-team" className="hero-button" data-testid="hero-button">
        {label}
      </AppLink>
    </nav>
  );
}
