/**
 * The client's address as server.mjs passes it to the API (X-Forwarded-For, believed there because
 * the call carries WEB_PROXY_SECRET). From a peer listed in TRUST_PROXY (a load balancer, the
 * operator's gateway) it is read from X-Forwarded-For, walking back past every trusted hop; from
 * anyone else it is the peer itself, whatever the request claims. Issue 17, finding 6.
 */
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { env } from './env.server.ts';

type Trust = (address: string, hop: number) => boolean;

export interface PeerRequest {
  socket: { remoteAddress?: string | undefined };
  headers: Record<string, string | string[] | undefined>;
}

export function clientAddressWith(trust: Trust, req: PeerRequest): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!isIP(peer)) return peer;
  // proxy-addr reads only these two; a repeated X-Forwarded-For header counts as one list.
  const forwarded = req.headers['x-forwarded-for'];
  const shaped = {
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': Array.isArray(forwarded) ? forwarded.join(',') : forwarded },
  };
  // Peer first, then each hop further back, as far as the hops are trusted; a hop that is not an
  // address ends the walk at the last one that was.
  const hops = proxyAddr.all(shaped as never, trust);
  let client = peer;
  for (const hop of hops) {
    if (!isIP(hop)) break;
    client = hop;
  }
  return client;
}

const NOBODY: Trust = () => false;
const trusted: Trust = env.trustProxy.length ? proxyAddr.compile(env.trustProxy) : NOBODY;

export function clientAddress(req: PeerRequest): string {
  return clientAddressWith(trusted, req);
}

/** For tests: the same walk with another TRUST_PROXY list. */
export function compileTrust(list: string[]): Trust {
  return list.length ? proxyAddr.compile(list) : NOBODY;
}
