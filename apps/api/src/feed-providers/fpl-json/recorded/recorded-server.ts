// Serves a RecordedFpl over HTTP on loopback under /api/, as fantasy.premierleague.com/api/ does:
// GET bootstrap-static/, fixtures/ (?event=N), event/{id}/live/, element-summary/{id}/. Anything else is a
// 404 as FPL answers it. For the adapter's tests and verify:feed only (no network, no files written).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedFpl } from './recorded-season.ts';

export interface RecordedFplServer {
  /** The base URL the adapter is given (ends with /api/). */
  baseUrl: string;
  /** Requests answered so far, by path (what the adapter fetched). */
  requests: string[];
  close(): Promise<void>;
}

export async function startRecordedFplServer(
  recorded: RecordedFpl,
  port = 0,
): Promise<RecordedFplServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://recorded.invalid');
    requests.push(url.pathname + url.search);
    const answer = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
    };
    if (req.method !== 'GET') return answer(405, { detail: 'Method not allowed.' });
    const path = url.pathname;
    if (path === '/api/bootstrap-static/') return answer(200, recorded.bootstrapStatic());
    if (path === '/api/fixtures/') {
      const event = url.searchParams.get('event');
      return answer(200, recorded.fixtures(event === null ? undefined : Number(event)));
    }
    const live = path.match(/^\/api\/event\/(\d+)\/live\/$/);
    if (live) return answer(200, recorded.eventLive(Number(live[1])));
    const element = path.match(/^\/api\/element-summary\/(\d+)\/$/);
    const summary = element ? recorded.elementSummary(Number(element[1])) : undefined;
    if (summary) return answer(200, summary);
    answer(404, { detail: 'Not found.' });
  });
  // Longer than a look's pause: a client's kept-alive socket is not closed under it.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}/api/`,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
