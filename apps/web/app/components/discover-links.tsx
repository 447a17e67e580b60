import { useTranslation } from 'react-i18next';
import { useOptionalShell } from '../lib/use-shell.ts';
import { AppLink, type AppPath } from './app-link.tsx';
import { ChevronIcon } from './icons.tsx';
import { Img } from './img.tsx';

/** How to play, how to earn (#earnPoints) and win big (only when the service has prizes). */
export function DiscoverLinks() {
  const { t } = useTranslation();
  const shell = useOptionalShell();
  if (!shell) return null;
  const { theme, prizes } = shell;
  const links: { to: AppPath; label: string; image: string }[] = [
    { to: '/how-to-play', label: t('discover.howToPlay'), image: theme.assets.discoverLink1 },
    {
      to: '/how-to-play#earnPoints',
      label: t('discover.howToEarn'),
      image: theme.assets.discoverLink2,
    },
    ...(prizes
      ? [{ to: '/prizes' as const, label: t('discover.winBig'), image: theme.assets.discoverLink3 }]
      : []),
  ];
  return (
    <section className="discover" aria-labelledby="discover-heading">
      <h2 id="discover-heading">{t('discover.heading')}</h2>
      <ul className="discover-list">
        {links.map((l) => (
          <li key={l.to}>
            <AppLink to={l.to} className="discover-link">
              <Img
                source={{ src: l.image, width: 320, height: 160 }}
                alt=""
                className="discover-image"
              />
              <span className="discover-label">
                {l.label}
                <ChevronIcon />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
