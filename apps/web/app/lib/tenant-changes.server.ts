// The web server follows what the console changes (ADR 0059): every process of every web server
// holds its own stream of the API's tenant changes (GET /internal/v1/tenant-changes, this server's
// secret) and drops its copies of what each change names. Every API instance hears every change
// (PostgreSQL NOTIFY), so whichever instance a stream reaches, it carries them all. The stream's first
// event is always "everything": what changed while this process was not following is unknown to it.
import {
  TENANT_CHANGE_EVENT,
  type TenantDataChange,
  TenantDataChangeSchema,
} from '@gameweek/contracts/tenant-changes';
import { WEB_PROXY_HEADER } from './api.server.ts';
import { env } from './env.server.ts';
import { forgetTerms } from './shared-data.server.ts';
import { forgetTenant } from './tenant.server.ts';

/**
 * Drops this process's copies of what changed: the tenant (its config: brand, prizes, season) and
 * terms and footers per language (every host: a tenant answers on several names). News, videos and
 * rounds are not kept here.
 */
export function tenantDataChanged(change: TenantDataChange): void {
  switch (change.area) {
    case 'all':
      forgetTenant({ tenantId: null });
      forgetTerms(null);
      return;
    case 'terms':
    case 'footer':
      forgetTerms(change.locale);
      return;
    case 'brand':
    case 'prizes':
    case 'season':
      forgetTenant({ tenantId: change.tenant_id });
      return;
    case 'items':
    case 'rounds':
      return;
  }
}

export interface FollowOptions {
  apiUrl?: string;
  secret?: string;
  /** Pause before following again after the stream ended or failed (doubles up to 10 s). */
  retryMs?: number;
  /** The API writes a comment every 15 s: a stream silent for this long is dead. */
  silenceMs?: number;
  log?: (line: string) => void;
  /** Each change as it is applied (tests). */
  onChange?: (change: TenantDataChange) => void;
}

/** One SSE block's event name and data, or null for a comment or another event. */
function parseBlock(block: string): TenantDataChange | null {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (event !== TENANT_CHANGE_EVENT || !data) return null;
  const parsed = TenantDataChangeSchema.safeParse(JSON.parse(data));
  // An event this build does not know: dropping everything is always correct.
  return parsed.success ? parsed.data : { tenant_id: null, area: 'all', locale: null };
}

/** Follows the API's tenant changes until `stop()`; reconnects after any end or failure. */
export function followTenantChanges(options: FollowOptions = {}): { stop(): void } {
  const apiUrl = options.apiUrl ?? env.apiUrl;
  const secret = options.secret ?? env.webProxySecret;
  const firstRetryMs = options.retryMs ?? 250;
  const silenceMs = options.silenceMs ?? 45_000;
  const log = options.log ?? ((line: string) => console.warn(line));
  let retryMs = firstRetryMs;
  let stopped = false;
  let abort: AbortController | null = null;
  let timer: NodeJS.Timeout | undefined;

  const apply = (change: TenantDataChange) => {
    tenantDataChanged(change);
    options.onChange?.(change);
  };

  async function once(): Promise<void> {
    abort = new AbortController();
    const current = abort;
    let silence: NodeJS.Timeout | undefined;
    const heardFrom = () => {
      clearTimeout(silence);
      silence = setTimeout(() => current.abort(), silenceMs);
    };
    try {
      heardFrom();
      const res = await fetch(new URL('/internal/v1/tenant-changes', `${apiUrl}/`), {
        headers: { [WEB_PROXY_HEADER]: secret, accept: 'text/event-stream' },
        signal: current.signal,
      });
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new Error(`the API answered ${res.status}`);
      }
      const decoder = new TextDecoder();
      const reader = res.body.getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        heardFrom();
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const change = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (change) {
            retryMs = firstRetryMs; // a working stream
            apply(change);
          }
        }
      }
      throw new Error('the stream ended');
    } finally {
      clearTimeout(silence);
    }
  }

  const run = () => {
    if (stopped) return;
    once().catch((e: unknown) => {
      if (stopped) return;
      log(`web: tenant changes: ${(e as Error).message}; following again in ${retryMs} ms`);
      timer = setTimeout(run, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    });
  };
  run();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      abort?.abort();
    },
  };
}
