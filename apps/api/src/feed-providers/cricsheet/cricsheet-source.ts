// Where the Cricsheet adapter reads matches (ADR 0043): a folder of Cricsheet JSON files (one per match, as
// cricsheet.org's zips unpack), a URL of one match's JSON, or — live — a URL polled for the match as it
// stands, whose new balls are sent as they appear until its result (CricsheetStream).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FeedMessage } from '@gameweek/contracts/feed';
import { type CricsheetMatch, parseCricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { type CricsheetSource, CricsheetStream } from './cricsheet-messages.ts';

/** The fixture id a file or URL names: its last path segment without .json. */
export function fixtureRefOf(location: string): string {
  return basename(new URL(location, 'file:///').pathname).replace(/\.json$/, '');
}

/** Every match of a folder, by file name. */
export function readCricsheetFolder(dir: string): CricsheetSource[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({
      fixture: file.replace(/\.json$/, ''),
      match: parseCricsheetMatch(JSON.parse(readFileSync(join(dir, file), 'utf8')), file),
    }));
}

/** One match's JSON from a URL. */
export async function fetchCricsheetMatch(url: string): Promise<CricsheetMatch> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return parseCricsheetMatch(await res.json(), url);
}

export interface FollowOptions {
  provider: string;
  fixture: string;
  /** Reads the match as it stands now (e.g. fetchCricsheetMatch of a live URL). */
  read: () => Promise<CricsheetMatch>;
  send: (message: FeedMessage) => Promise<void>;
  /** Between two reads (default 5 s). */
  intervalMs?: number;
  signal?: AbortSignal;
  clock?: () => Date;
}

/** A live match: reads it every interval and sends what is new, until its result (and corrections) went. */
export async function followCricsheetMatch(options: FollowOptions): Promise<number> {
  const stream = new CricsheetStream(options.provider, options.fixture, options.clock);
  let sent = 0;
  for (;;) {
    for (const message of stream.next(await options.read())) {
      await options.send(message);
      sent++;
    }
    if (stream.done || options.signal?.aborted) return sent;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 5000));
  }
}
