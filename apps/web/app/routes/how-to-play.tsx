import { HowToPlayPage } from '../features/how-to-play/how-to-play-page.tsx';
import { loadScoring } from '../features/how-to-play/scoring.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/how-to-play';

export const handle: RouteHandle = { titleKey: 'howToPlay.title' };

export async function loader({ request }: Route.LoaderArgs) {
  return { scoring: await loadScoring(request) };
}

export default function HowToPlay({ loaderData }: Route.ComponentProps) {
  return <HowToPlayPage scoring={loaderData.scoring} />;
}
