import { GuestPage } from '../features/home/guest-page.tsx';
import { loadHomeData } from '../features/home-sections/home-data.server.ts';
import { HomeSearch, SelectionTrends, TopPlayers } from '../features/home-sections/sections.tsx';
import type { Route } from './+types/guest';

export function loader({ request }: Route.LoaderArgs) {
  return loadHomeData(request, false);
}

/** A guest sees the public numbers (trends, top players, search) and is invited to subscribe. */
export default function Guest({ loaderData }: Route.ComponentProps) {
  return (
    <GuestPage>
      <SelectionTrends data={loaderData} />
      <TopPlayers data={loaderData} />
      <HomeSearch data={loaderData} action="/guest" />
    </GuestPage>
  );
}
