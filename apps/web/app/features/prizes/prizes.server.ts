import type { ServiceConfig } from '@gameweek/contracts/config';
import { data } from 'react-router';
import { getConfig } from '../../lib/config.server.ts';

export type Prize = NonNullable<ServiceConfig['prizes']>[number];

/** The service's prizes; a service without prizes has no prizes page. */
export async function loadPrizes(request: Request): Promise<{ prizes: Prize[] }> {
  const config = await getConfig(request);
  const prizes = config.service.config.prizes;
  if (!prizes || prizes.length === 0) throw data(null, { status: 404 });
  return { prizes };
}
