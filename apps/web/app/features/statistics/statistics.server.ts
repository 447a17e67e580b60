import { CLASSIC_CLASHES_FORMAT } from '@gameweek/contracts/config';
import { data } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';
import { getConfig } from '../../lib/config.server.ts';
import { isStatisticsVisible } from '../../lib/round.ts';
import type { StatsPlayer } from './stats-table.ts';

/** /statistics does not exist in the classic clashes mode; otherwise every player with his numbers. */
export async function loadStatistics(request: Request) {
  const config = await getConfig(request);
  if (!isStatisticsVisible(config.competition.format, CLASSIC_CLASHES_FORMAT))
    throw data(null, { status: 404 });
  const list = await serverCall<{ players: StatsPlayer[] }>(request, '/v1/players');
  return { context: config.context, players: list.players };
}
