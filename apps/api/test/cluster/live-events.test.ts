// ADR 0063: the players' live events reach every API instance. Two API instances (two apps, each with its
// own connection pool and its own bus, as two processes would have) on one PostgreSQL database holding
// the real seasons: a player whose live stream (GET /v1/live) is on instance B hears the fixture.update
// and fixture.points of a feed message sent to instance A; B's match page shows a line-up sent to A at
// once, not after its cache's minute; a fixture.points event far over NOTIFY's 8000-byte limit arrives
// whole; each instance's own subscribers get each event once (the publisher's at once, its notification
// coming back is dropped); after B's listening connection is killed, B reconnects, its stream says
// `live.resync` and A's events reach it again. On PGlite (one process) nothing is relayed and each event
// reaches the bus once.
import { createDb, type DbHandle, queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { type LiveEvent, LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import {
  type FeedKey,
  feedSender,
  makeSeasonLive,
  roundFixtures,
  type SeasonFixture,
  soccerTenantId,
} from '../feed/feed-helpers.ts';
import { prepareRealSeason, type RealSeason, SOCCER_DOMAIN } from '../helpers/real-season.ts';
import { json, setup, type TestContext } from '../helpers/setup.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const MINUTE = 60_000;
const PROVIDER = 'live-events-two';
/** Far below the match page's line-up cache (60 s): a change seen within this was not waited out. */
const HEARD_WITHIN_MS = 5_000;

async function until(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + HEARD_WITHIN_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A player's live stream: the events of GET /v1/live as they arrive. */
async function liveStream(base: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/v1/live`, {
    headers: { domain: SOCCER_DOMAIN },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  const events: LiveEvent[] = [];
  let opened = false;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        if (block.some((l) => l.startsWith('retry:'))) opened = true;
        const type = block.find((l) => l.startsWith('event: '))?.slice(7);
        const data = block.find((l) => l.startsWith('data: '))?.slice(6);
        if (type && data) {
          const event = JSON.parse(data) as LiveEvent;
          expect(event.type).toBe(type);
          events.push(event);
        }
      }
    }
  })();
  await until('the stream to open', () => opened);
  return { events, close: () => abort.abort() };
}

/** What a bus delivers to its subscribers, from now on. */
function record(bus: LiveEvents) {
  const events: LiveEvent[] = [];
  const stop = bus.subscribe((e) => events.push(e));
  return { events, stop };
}

const sameEvent = (a: LiveEvent, b: LiveEvent) => JSON.stringify(a) === JSON.stringify(b);
const countOf = (list: LiveEvent[], e: LiveEvent) => list.filter((x) => sameEvent(x, e)).length;

describe('live events reach every instance (postgres)', () => {
  let season: RealSeason;
  let second: DbHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const busA = new LiveEvents();
  const busB = new LiveEvents();
  let baseB: string;
  let key: FeedKey;
  let sendA: ReturnType<typeof feedSender>;
  const now = new Date(ANCHOR.getTime() + 4 * MINUTE); // round 5's deadline has passed
  let fixture: SeasonFixture;
  let sequence = 0;

  beforeAll(async () => {
    season = await prepareRealSeason('postgres', ANCHOR, { soccer: 4, cricket: 2 });
    second = await createDb({ url: season.testDb.url!, poolSize: 4, migrate: false });
    const env = testEnv();
    a = await buildApp({ env, db: season.testDb.db, clock: () => now, events: busA });
    b = await buildApp({ env, db: second.db, clock: () => now, events: busB });
    await a.ready();
    await b.ready();
    await until('both listeners', () =>
      [a, b].every((app) => app.liveEventRelay.state.connections >= 1),
    );
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    key = await a.services.feedKeys.create(await soccerTenantId(season), PROVIDER);
    sendA = feedSender(a, () => now);
    await makeSeasonLive(season);
    // The clock's round moves, published on A's bus (as A's clock would).
    await tickSeasonClock(season.testDb.db, now, { events: busA });
    fixture = (await roundFixtures(season, 5))[0]!;
  }, 900_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await season?.testDb.close();
  });

  const sendOk = async (kind: string, data: unknown) => {
    sequence += 1;
    const res = await sendA(key, {
      provider: PROVIDER,
      fixture: fixture.ref,
      sequence,
      kind,
      data,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: 'applied' });
  };

  /**
   * Waits until A's listener has heard everything A sent so far: B publishes an event after hearing
   * A's, so A hears B's after its own (PostgreSQL delivers in commit order).
   */
  const fence = async () => {
    const mark: LiveEvent = {
      type: 'round.scores',
      seasonId: season.demo.soccerSeasonId,
      roundId: fixture.roundId,
      final: false,
      at: new Date().toISOString(),
    };
    const onA = record(busA);
    busB.publish(mark);
    await until('the fence on A', () => onA.events.some((e) => sameEvent(e, mark)));
    onA.stop();
  };

  it("a player on B hears the fixture.update and fixture.points of a feed message sent to A, and A's own subscribers each once", async () => {
    const stream = await liveStream(baseB);
    const onA = record(busA);
    const onB = record(busB);
    const scorer = fixture.home.players[0]!;
    const keeper = fixture.away.players[0]!;
    await sendOk('soccer.live', {
      minute: 23,
      events: [{ type: 'goal', player: scorer, minute: 22 }],
      players: [
        { player: scorer, stats: { minutes: 23, starts: 1, bps: 24 } },
        { player: keeper, stats: { minutes: 23, starts: 1 } },
      ],
    });
    // What A published (its own bus, at once: the feed's answer came after).
    const update = onA.events.find((e) => e.type === 'fixture.update');
    const points = onA.events.find((e) => e.type === 'fixture.points');
    expect(update).toMatchObject({
      fixtureId: fixture.id,
      minute: 23,
      status: 'LIVE',
      homeScore: 1,
    });
    expect(points).toMatchObject({ fixtureId: fixture.id, final: false });
    if (points?.type !== 'fixture.points') throw new Error('no fixture.points');
    expect(points.players.length).toBeGreaterThanOrEqual(2);

    // B's player hears both, as A published them.
    await until('B’s stream to hear the goal', () =>
      [update!, points].every((e) => stream.events.some((x) => sameEvent(x, e))),
    );
    await fence();
    for (const e of onA.events) {
      // Each of A's events: once on A (its notification came back and was dropped), once on B.
      expect(countOf(onA.events, e), e.type).toBe(1);
      expect(countOf(onB.events, e), e.type).toBe(1);
      expect(countOf(stream.events, e), e.type).toBe(1);
    }
    // Only the events A published reached B (and B's own fence mark).
    expect(onB.events.filter((e) => !onA.events.some((x) => sameEvent(x, e)))).toEqual([]);
    onA.stop();
    onB.stop();
    stream.close();
  });

  it('B’s match page shows a line-up sent to A at once', async () => {
    type Match = { lineups: { team: { id: number }; starting: { id: number }[] }[] };
    const matchOnB = async () => {
      const res = await b.inject({
        url: `/v1/fixtures/${fixture.id}`,
        headers: { domain: SOCCER_DOMAIN },
      });
      expect(res.statusCode, res.body).toBe(200);
      return json<Match>(res);
    };
    const clubRef = async (clubId: number) => {
      const [row] = await queryRows<{ external_id: string }>(
        season.testDb.db,
        sql`select external_id from clubs where id = ${clubId}`,
      );
      return row!.external_id;
    };
    const teams = async (starters: number) => [
      {
        team: await clubRef(fixture.home.clubId),
        starting: fixture.home.players.slice(0, starters),
        bench: fixture.home.players.slice(starters, 14),
      },
      {
        team: await clubRef(fixture.away.clubId),
        starting: fixture.away.players.slice(0, 11),
        bench: fixture.away.players.slice(11, 14),
      },
    ];
    await sendOk('fixture.lineup', { teams: await teams(11) });
    await until('B to hear the first line-up', async () => (await matchOnB()).lineups.length === 2);
    // B now holds this line-up in its cache (60 s); A takes a new one.
    const before = await matchOnB();
    expect(before.lineups[0]!.starting).toHaveLength(11);
    const heard = new Promise<void>((resolve) => {
      const stop = busB.subscribe((e) => {
        if (e.type === 'fixture.lineup' && e.fixtureId === fixture.id) {
          stop();
          resolve();
        }
      });
    });
    await sendOk('fixture.lineup', { teams: await teams(10) });
    await heard;
    const after = await matchOnB();
    expect(after.lineups[0]!.starting).toHaveLength(10);
  });

  it('a fixture.points event far over the 8000-byte limit reaches B whole, and A’s subscribers once', async () => {
    // Every player of the season with points: one event of tens of kilobytes.
    const players = await queryRows<{ id: number }>(
      season.testDb.db,
      sql`select id from players where season_id = ${season.demo.soccerSeasonId} order by id`,
    );
    const big: LiveEvent = {
      type: 'fixture.points',
      seasonId: season.demo.soccerSeasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      players: players.map((p, i) => ({ playerId: p.id, points: (i % 23) - 3 })),
      final: false,
      at: new Date(now.getTime() + 1).toISOString(),
    };
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(3 * 8_000);
    const stream = await liveStream(baseB);
    const onA = record(busA);
    busA.publish(big);
    expect(countOf(onA.events, big)).toBe(1);
    await until('the big event on B', () => stream.events.some((e) => sameEvent(e, big)));
    await fence();
    expect(countOf(onA.events, big)).toBe(1);
    expect(countOf(stream.events, big)).toBe(1);
    onA.stop();
    stream.close();
  });

  it('after B’s listening connection is lost, B reconnects, its stream says live.resync, and A’s events reach it again', async () => {
    const stream = await liveStream(baseB);
    const pid = b.liveEventRelay.state.backendPid;
    expect(pid).not.toBeNull();
    const connections = b.liveEventRelay.state.connections;
    await queryRows(season.testDb.db, sql`select pg_terminate_backend(${pid}) as killed`);
    await until('B to listen again', () => b.liveEventRelay.state.connections > connections);
    await until('the resync on B’s stream', () =>
      stream.events.some((e) => e.type === 'live.resync'),
    );
    const later: LiveEvent = {
      type: 'fixture.update',
      seasonId: season.demo.soccerSeasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      status: 'LIVE',
      minute: 24,
      homeScore: 1,
      awayScore: 0,
      at: new Date(now.getTime() + 2).toISOString(),
    };
    busA.publish(later);
    await until('A’s event on B', () => stream.events.some((e) => sameEvent(e, later)));
    stream.close();
  });
});

describe('live events on PGlite (one process)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setup('pglite');
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  it('relays nothing and delivers each event once', async () => {
    expect(t.app.liveEventRelay.state).toEqual({ connections: 0, backendPid: null });
    // The app's bus (the process-wide one) has no relay: one is free to attach.
    const detach = t.app.events.relayTo(() => {});
    expect(detach).not.toBeNull();
    detach?.();
    const seen = record(t.app.events);
    const event: LiveEvent = {
      type: 'fixture.lineup',
      seasonId: t.season.seasonId,
      roundId: t.season.roundIds[0]!,
      fixtureId: t.season.fixtureIds[0]!,
      at: new Date().toISOString(),
    };
    t.app.events.publish(event);
    // A round trip through the embedded database: anything sent there would have come back by now.
    await t.testDb.db.execute(sql`select 1`);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.events).toEqual([event]);
    seen.stop();
  });
});
