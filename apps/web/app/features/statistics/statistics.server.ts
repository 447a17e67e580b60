import { CLASSIC_CLASHES_FORMAT } from '@gameweek/contracts/config';
import { data } from 'react-router';
import { getConfig } from '../../lib/config.server.ts';
import { isStatisticsVisible } from '../../lib/round.ts';

/** /statistics does not exist in the classic clashes mode. */
export async function loadStatistics(request: Request) {
  const config = await getConfig(request);
  if (!isStatisticsVisible(config.competition.format, CLASSIC_CLASHES_FORMAT))
    throw data(null, { status: 404 });
  return { competition: config.competition };
}
