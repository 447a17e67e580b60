// ADR 0059: a console change reaches every API instance at once. Two API instances (two apps, each
// with its own connection pool and its own in-process bus, as two processes would have) on one
// PostgreSQL database holding the real seasons: a brand change made through A is what B answers on
// its next request once B has heard of it — long before B's 30-second tenant cache would have run
// out —, a footer change reaches the web servers following B's stream, and after B's listening
// connection is killed (pg_terminate_backend) B reconnects and a change made meanwhile is still seen.
// The web servers' stream is refused without the web server's secret. On PGlite (one process) the
// same stream carries the instance's own changes.
import type { BrandResponse } from '@gameweek/contracts/admin-brand';
import type { ConfigResponse } from '@gameweek/contracts/config';
import type { TenantDataChange } from '@gameweek/contracts/tenant-changes';
import { createDb, type DbHandle, queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEMO_WEB_PROXY_SECRET, testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { WEB_PROXY_HEADER } from '../../src/plugins/external/web-proxy-proof.ts';
import {
  type ConsoleClock,
  consoleClock,
  json,
  type StaffLogin,
  staffHeaders,
  staffMember,
} from '../console/console-helpers.ts';
import { prepareRealSeason, type RealSeason, SOCCER_DOMAIN } from '../helpers/real-season.ts';
import { DRIVERS } from '../helpers/setup.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
/** Far below the API's tenant cache (30 s): a change seen within this was not waited out. */
const HEARD_WITHIN_MS = 5_000;

/** Resolves with the first change `app` hears that `match` accepts. */
function heard(
  app: FastifyInstance,
  match: (c: TenantDataChange) => boolean,
): Promise<TenantDataChange> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unfollow();
      reject(new Error('no such tenant change heard'));
    }, HEARD_WITHIN_MS);
    const unfollow = app.services.tenantChanges.follow((c) => {
      if (!match(c)) return;
      clearTimeout(timer);
      unfollow();
      resolve(c);
    });
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + HEARD_WITHIN_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The web servers' view: the events of GET /internal/v1/tenant-changes, as they arrive. */
async function follow(base: string, secret: string | null) {
  const abort = new AbortController();
  const res = await fetch(`${base}/internal/v1/tenant-changes`, {
    headers: secret ? { [WEB_PROXY_HEADER]: secret } : {},
    signal: abort.signal,
  });
  const events: TenantDataChange[] = [];
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data.slice(6)) as TenantDataChange);
        }
      }
    })();
  }
  return { status: res.status, events, close: () => abort.abort() };
}

describe.each(DRIVERS)('tenant changes reach every instance (%s)', (driver) => {
  let season: RealSeason;
  let second: DbHandle | undefined;
  let a: FastifyInstance;
  /** Instance B: a second pool on the same database on PostgreSQL; A itself on PGlite. */
  let b: FastifyInstance;
  let clock: ConsoleClock;
  let owner: StaffLogin;
  let editor: StaffLogin;
  let baseB: string;

  const productName = async (app: FastifyInstance) => {
    const res = await app.inject({ url: '/v1/config', headers: { domain: SOCCER_DOMAIN } });
    expect(res.statusCode, res.body).toBe(200);
    return json<ConfigResponse>(res).brand.product_name;
  };
  const rename = async (name: string) => {
    const got = await a.inject({
      url: '/admin/v1/brand',
      headers: staffHeaders(owner.token, SOCCER_DOMAIN),
    });
    const { settings } = json<BrandResponse>(got);
    const put = await a.inject({
      method: 'PUT',
      url: '/admin/v1/brand',
      headers: staffHeaders(owner.token, SOCCER_DOMAIN),
      payload: { ...settings, product_name: name },
    });
    expect(put.statusCode, put.body).toBe(200);
  };

  beforeAll(async () => {
    season = await prepareRealSeason(driver, ANCHOR, { soccer: 4, cricket: 2 });
    clock = consoleClock(new Date(ANCHOR.getTime() + 60_000));
    const env = testEnv({ AUTH_RATE_LIMIT: '100000' });
    // Each instance with its own bus: nothing reaches B in-process.
    a = await buildApp({ env, db: season.testDb.db, clock: clock.now, events: new LiveEvents() });
    if (season.testDb.url) {
      second = await createDb({ url: season.testDb.url, poolSize: 4, migrate: false });
      b = await buildApp({ env, db: second.db, clock: clock.now, events: new LiveEvents() });
    } else b = a;
    await a.ready();
    await b.ready();
    await until('both listeners', () =>
      [a, b].every((app) => app.services.tenantChanges.state.connections >= 1),
    );
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    const tenantSlug = 'white-label-soccer';
    owner = await staffMember(a, season.testDb.db, clock, {
      email: 'owner@cluster.test',
      role: 'owner',
      tenantSlug,
    });
    editor = await staffMember(a, season.testDb.db, clock, {
      email: 'editor@cluster.test',
      role: 'editor',
      tenantSlug,
    });
  }, 900_000);

  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    await second?.close();
    await season?.testDb.close();
  });

  it('a brand change through A is what B answers next, without waiting for its cache', async () => {
    const before = await productName(b); // B keeps the tenant now
    expect(before).not.toBe('Kickoff Cluster');
    const tenantId = json<ConfigResponse>(
      await b.inject({ url: '/v1/config', headers: { domain: SOCCER_DOMAIN } }),
    ).service.id;
    const onB = heard(b, (c) => c.area === 'brand' && c.tenant_id === tenantId);
    await rename('Kickoff Cluster');
    expect(await productName(a)).toBe('Kickoff Cluster'); // A's own next request: at once
    await onB;
    expect(await productName(b)).toBe('Kickoff Cluster');
    // And back, the same way.
    const back = heard(b, (c) => c.area === 'brand');
    await rename(before);
    await back;
    expect(await productName(b)).toBe(before);
  });

  it('the web servers following B hear a footer changed through A; others are refused', async () => {
    const refused = await follow(baseB, null);
    expect(refused.status).toBe(403);
    refused.close();
    const stream = await follow(baseB, DEMO_WEB_PROXY_SECRET);
    expect(stream.status).toBe(200);
    // First: everything (what happened before this follower came is unknown to it).
    await until('the first event', () => stream.events.length > 0);
    expect(stream.events[0]).toEqual({ tenant_id: null, area: 'all', locale: null });
    const put = await a.inject({
      method: 'PUT',
      url: '/admin/v1/content/footer/en',
      headers: staffHeaders(editor.token, SOCCER_DOMAIN),
      payload: { text: '<p>Cluster footer</p>', hotline: '555', links: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    await until('the footer event', () =>
      stream.events.some((e) => e.area === 'footer' && e.locale === 'en'),
    );
    // A footer saved again unchanged is no change: nothing is sent.
    const count = stream.events.length;
    const again = await a.inject({
      method: 'PUT',
      url: '/admin/v1/content/footer/en',
      headers: staffHeaders(editor.token, SOCCER_DOMAIN),
      payload: { text: '<p>Cluster footer</p>', hotline: '555', links: [] },
    });
    expect(again.statusCode).toBe(200);
    // A later change is the proof that nothing came between.
    await rename('Kickoff Again');
    await until('the brand event', () => stream.events.some((e) => e.area === 'brand'));
    expect(stream.events.slice(count).map((e) => e.area)).toEqual(['brand']);
    stream.close();
  });

  it.runIf(driver === 'postgres')(
    'B’s listener killed: it reconnects, drops everything, and a change made meanwhile is seen',
    async () => {
      const changes = b.services.tenantChanges;
      const { connections, backendPid } = changes.state;
      expect(backendPid).not.toBeNull();
      const stream = await follow(baseB, DEMO_WEB_PROXY_SECRET);
      await until('the first event', () => stream.events.length > 0);
      const before = await productName(b); // B keeps the tenant now
      // The listening backend is ended as an administrator (or a failover) would end it.
      const [killed] = await queryRows<{ ok: boolean }>(
        season.testDb.db,
        sql`select pg_terminate_backend(${backendPid}::int) as ok`,
      );
      expect(killed?.ok).toBe(true);
      await until('B to notice', () => changes.state.backendPid === null);
      // The change is made while B listens to nothing or just after it listens again: either way
      // B must answer it (the notification, or everything dropped on reconnecting).
      await rename('Kickoff Reconnected');
      await until('B to listen again', () => changes.state.connections > connections);
      expect(changes.state.backendPid).not.toBe(backendPid);
      expect(await productName(b)).toBe('Kickoff Reconnected');
      // The web servers were told to drop everything too: they may have missed it as well.
      expect(stream.events.slice(1)).toContainEqual({ tenant_id: null, area: 'all', locale: null });
      // And it keeps hearing: a change after the reconnect arrives as a notification.
      const next = heard(b, (c) => c.area === 'brand');
      await rename(before);
      await next;
      expect(await productName(b)).toBe(before);
      stream.close();
    },
  );
});
