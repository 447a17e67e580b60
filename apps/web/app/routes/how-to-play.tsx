import { loadHowToPlayExtras } from '../features/how-to-play/extras.server.ts';
import { HowToPlayExtras } from '../features/how-to-play/extras.tsx';
import { HowToPlayPage } from '../features/how-to-play/how-to-play-page.tsx';
import { loadScoring } from '../features/how-to-play/scoring.server.ts';
import { squadRulesView } from '../features/how-to-play/squad-rules.server.ts';
import { SquadRules } from '../features/how-to-play/squad-rules.tsx';
import { getConfig } from '../lib/config.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/how-to-play';

export const handle: RouteHandle = { titleKey: 'howToPlay.title', intl: true };

export async function loader({ request }: Route.LoaderArgs) {
  const [scoring, config, extras] = await Promise.all([
    loadScoring(request),
    getConfig(request),
    loadHowToPlayExtras(request),
  ]);
  return {
    scoring,
    squadRules: squadRulesView(scoring.context, config.competition.season.name),
    extras,
  };
}

export default function HowToPlay({ loaderData }: Route.ComponentProps) {
  return (
    <HowToPlayPage scoring={loaderData.scoring}>
      <SquadRules rules={loaderData.squadRules} />
      <HowToPlayExtras view={loaderData.extras} />
    </HowToPlayPage>
  );
}
