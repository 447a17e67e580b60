import { HomePage } from '../features/home/home-page.tsx';
import { loadHomeData } from '../features/home-sections/home-data.server.ts';
import {
  HomeSearch,
  LeaderboardSnippet,
  SelectionTrends,
  StatCardLinks,
  TopPlayers,
} from '../features/home-sections/sections.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { useShell } from '../lib/use-shell.ts';
import type { Route } from './+types/home';

export const handle: RouteHandle = { titleKey: 'home.title' };

export function loader({ request }: Route.LoaderArgs) {
  return loadHomeData(request, true);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { showStatistics } = useShell();
  return (
    <HomePage
      sections={{
        selectionTrends: <SelectionTrends data={loaderData} />,
        statCardLinks: <StatCardLinks showStatistics={showStatistics} />,
        playersOfTheWeek: <TopPlayers data={loaderData} />,
      }}
      after={
        <>
          <LeaderboardSnippet data={loaderData.leaderboard} />
          <HomeSearch data={loaderData} action="/home" />
        </>
      }
    />
  );
}
