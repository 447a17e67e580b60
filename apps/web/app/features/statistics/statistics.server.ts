import { CLASSIC_CLASHES_FORMAT } from '@gameweek/contracts/config';
import { data } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';
import { getConfig } from '../../lib/config.server.ts';
import { isStatisticsVisible } from '../../lib/round.ts';
import { type StatsPlayer, statsPage, statsViewFrom } from './stats-table.ts';

/**
 * /statistics does not exist in the classic clashes mode; otherwise the page of the table the
 * address asks for. The filtering, sorting and paging happen here, so the page carries 50 rows
 * rather than every player of the season (about 300 KB of HTML on a real season).
 */
export async function loadStatistics(request: Request) {
  const config = await getConfig(request);
  if (!isStatisticsVisible(config.competition.format, CLASSIC_CLASHES_FORMAT))
    throw data(null, { status: 404 });
  const list = await serverCall<{ players: StatsPlayer[] }>(request, '/v1/players');
  const context = config.context;
  const view = statsViewFrom(new URL(request.url).searchParams, context);
  return { context, view, ...statsPage(list.players, view, context) };
}
