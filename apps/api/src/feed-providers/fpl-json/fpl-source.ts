// Reads an FPL-shaped API from a base URL (the public one is https://fantasy.premierleague.com/api/; an
// operator uses the URL of the source it holds a licence for). Each answer is checked against FPL's shapes
// (fpl-shapes.ts) before the adapter reads it: a changed or broken answer fails loudly, never half-read.
import type { z } from 'zod';
import {
  FplBootstrapEventsSchema,
  FplBootstrapSchema,
  FplElementSummarySchema,
  FplEventLiveSchema,
  FplFixturesSchema,
} from './fpl-shapes.ts';

export interface FplSourceOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Extra request headers (an API key of a licensed source, a User-Agent). */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class FplSource {
  private readonly base: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: FplSourceOptions) {
    this.base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private async get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
    const url = new URL(path, this.base);
    let res: Response;
    for (let attempt = 1; ; attempt++) {
      try {
        res = await this.fetch(url, {
          headers: { accept: 'application/json', ...this.options.headers },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        });
        break;
      } catch (error) {
        // A connection reset (a kept-alive socket the server had just closed) or a timeout: again,
        // a little later; the third failure is the look's.
        if (attempt >= 3) throw error;
        await new Promise((ok) => setTimeout(ok, 250 * attempt));
      }
    }
    if (!res.ok) throw new Error(`FPL source ${url}: HTTP ${res.status}`);
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success)
      throw new Error(`FPL source ${url}: unexpected shape: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }

  bootstrapStatic() {
    return this.get('bootstrap-static/', FplBootstrapSchema);
  }
  /** bootstrap-static/ with only its gameweeks checked and read. */
  events() {
    return this.get('bootstrap-static/', FplBootstrapEventsSchema);
  }
  fixtures(event?: number) {
    return this.get(
      event === undefined ? 'fixtures/' : `fixtures/?event=${event}`,
      FplFixturesSchema,
    );
  }
  eventLive(event: number) {
    return this.get(`event/${event}/live/`, FplEventLiveSchema);
  }
  elementSummary(element: number) {
    return this.get(`element-summary/${element}/`, FplElementSummarySchema);
  }
}
