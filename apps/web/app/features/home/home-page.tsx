import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscoverLinks } from '../../components/discover-links.tsx';
import { HydrateLater } from '../../components/hydrate-later.tsx';
import { isDeadlinePassed } from '../../lib/round.ts';
import { useShell } from '../../lib/use-shell.ts';
import { GamesList } from './games-list.tsx';
import type { HomeData } from './home-data.server.ts';
import {
  availableSections,
  type PageSection,
  pageOrder,
  renderableSections,
  safeUrl,
} from './home-sections.ts';
import { MyGameweek } from './my-gameweek.tsx';
import { useSectionNodes } from './sections.tsx';

/** The home sections with data, in the theme's order (then the sections no theme orders). */
export function HomeSections({
  data,
  signedIn,
  action,
}: {
  data: HomeData;
  signedIn: boolean;
  action: string;
}) {
  const { t } = useTranslation();
  const shell = useShell();
  const { config, homeSections, showStatistics, menuTerms } = shell;
  // The guest home has no app config in the shell; the loader brings the rounds for it.
  const current = config?.competition.season.rounds.current ?? data.rounds.current;
  const nextRound = shell.nextRound ?? data.rounds.next;
  const deadlinePassed = config ? shell.deadlinePassed : isDeadlinePassed(nextRound);
  const nodes: Partial<Record<PageSection, ReactNode>> = {
    gameweek: (
      <MyGameweek
        data={data.gameweek}
        leaderboard={data.leaderboard}
        current={current}
        next={nextRound}
        deadlinePassed={deadlinePassed}
        signedIn={signedIn}
        welcome={signedIn && config?.user ? welcomeText(t, config.user.name) : null}
      />
    ),
    discoverLinks: <DiscoverLinks />,
    ...useSectionNodes(data, { signedIn, action }),
  };
  const available = availableSections({
    signedIn,
    liveMatches: data.liveMatches.length,
    selectionTrends:
      data.trends.mostSelected.length +
      data.trends.mostCaptained.length +
      data.trends.transfersIn.length,
    showStatistics,
    fixtures: data.fixtures?.fixtures.length ?? 0,
    playersOfTheWeek: data.playersOfTheWeek?.players.length ?? 0,
    news: data.news.length,
    videos: data.videos.filter((v) => safeUrl(v.url)).length,
    leagues: data.games.length,
    standings: data.standings.length,
    topPlayers: data.topPlayers.length,
    teamOfTheWeek: data.teamOfTheWeek?.players.length ?? 0,
    commentary: data.commentary?.lines.length ?? 0,
    leaderboard: !!data.leaderboard && (data.leaderboard.rows.length > 0 || !!data.leaderboard.me),
    prizes: config?.service.config.prizes?.length ?? 0,
    optIn: menuTerms.some((m) => m.page === 'optin'),
  });
  const order = renderableSections(pageOrder(homeSections), available);
  return (
    <>
      {order.map((s) => (
        <HydrateLater key={s}>
          <div data-section={s}>{nodes[s]}</div>
        </HydrateLater>
      ))}
    </>
  );
}

/** "Welcome, Ann", or "Welcome" for a user without a name (a subscriber known by number only). */
export function welcomeText(t: TFunction<'common'>, name: string) {
  const trimmed = name.trim();
  return trimmed ? t('home.welcome', { name: trimmed }) : t('home.welcomeNoName');
}

/**
 * The signed-in home: every section with data in the theme's order. The leagues section lists the
 * user's leagues when there are any; without any, the games card says so (both would be headed
 * "Your leagues").
 */
export function HomePage({ data }: { data: HomeData }) {
  return (
    <div className="page">
      <HomeSections data={data} signedIn action="/home" />
      {data.games.length === 0 && <GamesList />}
    </div>
  );
}
