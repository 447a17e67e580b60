import { loadFixtures } from '../features/fixtures/fixtures.server.ts';
import { FixturesPage } from '../features/fixtures/fixtures-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/fixtures';

export const handle: RouteHandle = { titleKey: 'fixtures.title', intl: true };

export function loader({ request }: Route.LoaderArgs) {
  return loadFixtures(request, new URL(request.url));
}

export default function Fixtures({ loaderData }: Route.ComponentProps) {
  return <FixturesPage view={loaderData} />;
}
