import type { HomeSection } from '@gameweek/themes/sections';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DiscoverLinks } from '../../components/discover-links.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { GamesList } from '../games/games-list.tsx';
import { renderableSections } from './home-sections.ts';
import { RoundCard } from './round-card.tsx';

/**
 * The signed-in home: sections in the theme's order (the route adds the ones other features render),
 * then whatever comes after them, then the user's leagues.
 */
export function HomePage(props: {
  sections?: Partial<Record<HomeSection, ReactNode>>;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const { config, theme, nextRound, deadlinePassed, hasTeam } = useShell();
  const rounds = config?.competition.season.rounds;
  const sections: Partial<Record<HomeSection, ReactNode>> = {
    gameweek: (
      <RoundCard
        current={rounds?.current ?? null}
        next={nextRound}
        deadlinePassed={deadlinePassed}
      />
    ),
    prompt: (
      <section className="card prompt" data-testid="team-prompt">
        <p>{hasTeam ? t('home.promptEdit') : t('home.promptCreate')}</p>
        {!deadlinePassed && (
          <Link className="button" to="/my-team">
            {hasTeam ? t('hero.edit') : t('hero.create')}
          </Link>
        )}
      </section>
    ),
    discoverLinks: <DiscoverLinks />,
    ...props.sections,
  };
  const order = renderableSections(
    theme.homeSections,
    new Set(Object.keys(sections) as HomeSection[]),
  );
  return (
    <div className="page">
      {config?.user && <h2 className="welcome">{t('home.welcome', { name: config.user.name })}</h2>}
      {order.map((s) => (
        <div key={s} data-section={s}>
          {sections[s]}
        </div>
      ))}
      {props.after}
      <GamesList />
    </div>
  );
}
