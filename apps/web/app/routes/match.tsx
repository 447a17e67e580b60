import { loadMatch } from '../features/fixtures/match.server.ts';
import { MatchPage } from '../features/fixtures/match-page.tsx';
import { useFixtureRefresh } from '../features/live/use-fixture-refresh.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/match';

export const handle: RouteHandle = { titleKey: 'fixtures.title', intl: true };

export function loader({ request, params }: Route.LoaderArgs) {
  return loadMatch(request, params.fixtureId);
}

export default function Match({ loaderData }: Route.ComponentProps) {
  // Until full time a line-up or a goal can arrive: the page is read again when it does.
  useFixtureRefresh(loaderData.fixture.id, loaderData.fixture.status !== 'FINISHED');
  return <MatchPage view={loaderData} />;
}
