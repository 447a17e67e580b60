import type { ReactNode } from 'react';
import { useShell } from '../../lib/use-shell.ts';
import { HomeSearch, News, OptIn, PrizesSection, Videos } from './content-sections.tsx';
import type { HomeData } from './home-data.server.ts';
import type { PageSection } from './home-sections.ts';
import { Commentary, Fixtures, LiveMatches } from './live-sections.tsx';
import {
  HomeLeagueSwitcher,
  LeaderboardSnippet,
  PlayersOfTheWeek,
  SelectionTrends,
  Standings,
  StatCardLinks,
  TeamOfTheWeek,
  TopPlayers,
} from './standings-sections.tsx';

/** The section nodes of the trailing (not theme-ordered) and data-driven sections, by name. */
export function useSectionNodes(
  data: HomeData,
  opts: { signedIn: boolean; action: string },
): Partial<Record<PageSection, ReactNode>> {
  const shell = useShell();
  const cricket = shell.theme.family === 'F6';
  const prizes = shell.config?.service.config.prizes ?? [];
  const optIn = shell.menuTerms.find((m) => m.page === 'optin');
  return {
    liveMatches: <LiveMatches matches={data.liveMatches} signedIn={opts.signedIn} />,
    selectionTrends: <SelectionTrends trends={data.trends} />,
    statCardLinks: <StatCardLinks />,
    fixtures: data.fixtures && <Fixtures data={data.fixtures} />,
    playersOfTheWeek: data.playersOfTheWeek && <PlayersOfTheWeek data={data.playersOfTheWeek} />,
    news: <News items={data.news} />,
    videos: <Videos items={data.videos} />,
    leagueSwitcher: <HomeLeagueSwitcher data={data} />,
    standings: <Standings rows={data.standings} cricket={cricket} />,
    topPlayers: <TopPlayers rows={data.topPlayers} />,
    teamOfTheWeek: data.teamOfTheWeek && <TeamOfTheWeek data={data.teamOfTheWeek} />,
    commentary: data.commentary && <Commentary data={data.commentary} />,
    leaderboard: data.leaderboard && <LeaderboardSnippet data={data.leaderboard} />,
    prizes: <PrizesSection prizes={prizes} />,
    optIn: optIn && <OptIn title={optIn.title} locale={optIn.locale} />,
    search: <HomeSearch data={data} action={opts.action} />,
  };
}
