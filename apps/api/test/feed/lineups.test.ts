// Line-ups in the player app and a player's club at a fixture (ADR 0060), on the real seasons.
// Soccer (FPL 2023-24, the demo's season handed to the feed): a line-up sent for a round-5 fixture is what
// GET /v1/fixtures/{id} shows — starting XI and bench under each side, for every viewer — and a new line-up
// replaces the cached one at once. A player then moves club (players.upsert on the season stream, as the
// demo's club movers do): the line-up of the fixture he started for his old club is re-sent and accepted
// (his club at that fixture is the one he had when it started), so is a correction of that fixture after
// full time; a line-up naming him for his old club in a fixture not yet started is refused, one naming him
// for his new club is accepted. Cricket (IPL 2024, the Cricsheet adapter's own line-up): the match page lists
// every listed player of both sides as playing, no bench. Another tenant's fixture is not found.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { cricsheetMatchMessages } from '../../src/feed-providers/cricsheet/cricsheet-messages.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import { prepareRealSeason, type RealSeason } from '../helpers/real-season.ts';
import { DRIVERS, json } from '../helpers/setup.ts';
import {
  PROVIDER as CRICKET_PROVIDER,
  type CricketFeedSeason,
  prepareCricketFeed,
  readIplMatch,
  roundOf,
} from './cricket-feed-helpers.ts';
import {
  type FeedKey,
  feedSender,
  makeSeasonLive,
  roundFixtures,
  type SeasonFixture,
  soccerTenantId,
} from './feed-helpers.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const MINUTE = 60_000;
const PROVIDER = 'lineup-feed';

interface Match {
  fixture: { id: number; status: string; home: { id: number }; away: { id: number } };
  lineups: {
    team: { id: number; name: string };
    starting: { id: number; name: string; position: string }[];
    bench: { id: number; name: string; position: string }[];
  }[];
}

describe.each(DRIVERS)('soccer line-ups in the app and clubs at a fixture (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let now = ANCHOR;
  let key: FeedKey;
  let send: ReturnType<typeof feedSender>;
  const events = new LiveEvents();
  const rows = <T>(query: ReturnType<typeof sql>) =>
    season.testDb.db.execute(query).then((r) => (r as unknown as { rows: T[] }).rows);

  beforeAll(async () => {
    season = await prepareRealSeason(driver, ANCHOR);
    app = await buildApp({ env: testEnv(), db: season.testDb.db, clock: () => now, events });
    key = await app.services.feedKeys.create(await soccerTenantId(season), PROVIDER);
    send = feedSender(app, () => now);
    await makeSeasonLive(season);
    now = new Date(ANCHOR.getTime() + 4 * MINUTE); // round 5's deadline has passed
    await tickSeasonClock(season.testDb.db, now, { events });
  }, 900_000);
  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  const match = async (fixtureId: number, domain = 'localhost') => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/fixtures/${fixtureId}`,
      headers: { domain },
    });
    return res;
  };
  const sendOk = async (body: unknown) => {
    const res = await send(key, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: 'applied' });
  };
  const clubRef = async (clubId: number) => {
    const [row] = await rows<{ external_id: string }>(
      sql`select external_id from clubs where id = ${clubId}`,
    );
    return row!.external_id;
  };
  const lineupMessage = (
    fixture: SeasonFixture,
    sequence: number,
    teams: { team: string; starting: string[]; bench: string[] }[],
  ) => ({
    provider: PROVIDER,
    fixture: fixture.ref,
    sequence,
    kind: 'fixture.lineup',
    data: { teams },
  });

  let played: SeasonFixture;
  let mover: string;
  let homeRef: string;
  let awayRef: string;

  it('shows a fixture’s starting XI and bench as the feed sent them, and a new line-up at once', async () => {
    const fixtures = await roundFixtures(season, 5);
    played = fixtures[0]!;
    expect(played.status).toBe('SCHEDULED');
    homeRef = await clubRef(played.home.clubId);
    awayRef = await clubRef(played.away.clubId);
    const home = played.home.players.slice(0, 14);
    const away = played.away.players.slice(0, 14);
    mover = home[1]!;
    // Before any line-up: the fixture, no line-ups.
    const empty = await match(played.id);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(json<Match>(empty)).toMatchObject({ fixture: { id: played.id }, lineups: [] });

    await sendOk(
      lineupMessage(played, 1, [
        { team: homeRef, starting: home.slice(0, 11), bench: home.slice(11) },
        { team: awayRef, starting: away.slice(0, 11), bench: away.slice(11) },
      ]),
    );
    const first = json<Match>(await match(played.id));
    const ids = await rows<{ id: number; external_id: string }>(
      sql`select id, external_id from players where season_id = ${season.demo.soccerSeasonId}`,
    );
    const refOf = new Map(ids.map((p) => [p.id, p.external_id]));
    const refs = (list: { id: number }[]) => list.map((p) => refOf.get(p.id));
    expect(first.lineups.map((l) => l.team.id)).toEqual([played.home.clubId, played.away.clubId]);
    expect(refs(first.lineups[0]!.starting)).toEqual(home.slice(0, 11));
    expect(refs(first.lineups[0]!.bench)).toEqual(home.slice(11));
    expect(refs(first.lineups[1]!.starting)).toEqual(away.slice(0, 11));
    expect(refs(first.lineups[1]!.bench)).toEqual(away.slice(11));

    // The same answer again (from the cache); a new line-up (bench reordered, one starter dropped) shows
    // at once.
    expect(json<Match>(await match(played.id))).toEqual(first);
    await sendOk(
      lineupMessage(played, 2, [
        { team: homeRef, starting: home.slice(0, 11), bench: [...home.slice(11)].reverse() },
        { team: awayRef, starting: away.slice(0, 10), bench: away.slice(11) },
      ]),
    );
    const second = json<Match>(await match(played.id));
    expect(refs(second.lineups[0]!.bench)).toEqual([...home.slice(11)].reverse());
    expect(refs(second.lineups[1]!.starting)).toEqual(away.slice(0, 10));

    // Another tenant (the cricket one) does not see this season's fixture.
    const elsewhere = await match(played.id, 'cricket.localhost');
    expect(elsewhere.statusCode).toBe(404);
    expect(json(elsewhere)).toMatchObject({ statusCode: 404 });
  });

  it('accepts a line-up re-sent after a player moved club for the fixture he started for his old club', async () => {
    // The fixture kicks off (its first live message).
    await sendOk({
      provider: PROVIDER,
      fixture: played.ref,
      sequence: 3,
      kind: 'soccer.live',
      data: { minute: 1, players: [{ player: mover, stats: { minutes: 1, starts: 1 } }] },
    });
    // He moves to a club of another round-5 fixture not started yet (as the demo's club movers do).
    const others = (await roundFixtures(season, 5)).filter(
      (f) =>
        f.status === 'SCHEDULED' &&
        ![f.home.clubId, f.away.clubId].some(
          (c) => c === played.home.clubId || c === played.away.clubId,
        ),
    );
    const destination = others[0]!;
    const newClub = await clubRef(destination.home.clubId);
    const [player] = await rows<{ name: string; position: string; price: number }>(
      sql`select name, position, price from players
           where season_id = ${season.demo.soccerSeasonId} and external_id = ${mover}`,
    );
    const stream = (sequence: number, kind: string, data: unknown) => ({
      provider: PROVIDER,
      season: '2023-24',
      sequence,
      kind,
      data,
    });
    await sendOk(
      stream(1, 'season.upsert', {
        competition: { code: 'epl', name: 'Premier League', sport: 'soccer' },
        name: '2023-24',
      }),
    );
    await sendOk(
      stream(2, 'players.upsert', {
        players: [
          {
            player: mover,
            team: newClub,
            name: player!.name,
            position: player!.position,
            price: player!.price,
          },
        ],
      }),
    );
    const [moved] = await rows<{ club_id: number }>(
      sql`select club_id from players where season_id = ${season.demo.soccerSeasonId} and external_id = ${mover}`,
    );
    expect(moved!.club_id).toBe(destination.home.clubId);

    // The line-up of the fixture he started for his old club, sent again: accepted, he stays under it.
    const home = played.home.players.slice(0, 14);
    const away = played.away.players.slice(0, 14);
    await sendOk(
      lineupMessage(played, 4, [
        { team: homeRef, starting: home.slice(0, 11), bench: home.slice(11) },
        { team: awayRef, starting: away.slice(0, 11), bench: away.slice(11) },
      ]),
    );
    const shown = json<Match>(await match(played.id));
    const [moverId] = await rows<{ id: number }>(
      sql`select id from players where season_id = ${season.demo.soccerSeasonId} and external_id = ${mover}`,
    );
    expect(shown.lineups[0]!.team.id).toBe(played.home.clubId);
    expect(shown.lineups[0]!.starting.map((p) => p.id)).toContain(moverId!.id);

    // Full time, then a correction of that fixture naming him: accepted too.
    await sendOk({
      provider: PROVIDER,
      fixture: played.ref,
      sequence: 5,
      kind: 'soccer.result',
      data: {
        home_score: 0,
        away_score: 0,
        players: [{ player: mover, stats: { minutes: 90, starts: 1 } }],
      },
    });
    await sendOk({
      provider: PROVIDER,
      fixture: played.ref,
      sequence: 6,
      kind: 'soccer.correction',
      data: { players: [{ player: mover, stats: { minutes: 90, starts: 1, assists: 1 } }] },
    });

    // A fixture of his old club not started yet: he is of his new club for it, so naming him for the old
    // one is refused, nothing stored.
    const [later] = (await roundFixtures(season, 6)).filter(
      (f) =>
        (f.home.clubId === played.home.clubId || f.away.clubId === played.home.clubId) &&
        f.home.clubId !== destination.home.clubId &&
        f.away.clubId !== destination.home.clubId,
    );
    const oldSide = later!.home.clubId === played.home.clubId ? 'home' : 'away';
    const otherSide = oldSide === 'home' ? 'away' : 'home';
    const refused = await send(
      key,
      lineupMessage(later!, 1, [
        { team: homeRef, starting: [mover], bench: [] },
        {
          team: await clubRef(later![otherSide].clubId),
          starting: [later![otherSide].players[0]!],
          bench: [],
        },
      ]),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(json(refused)).toMatchObject({ details: [{ code: 'FEED_PLAYER_NOT_IN_FIXTURE' }] });
    const [none] = await rows<{ n: number }>(
      sql`select count(*)::int as n from fixture_lineups where fixture_id = ${later!.id}`,
    );
    expect(none!.n).toBe(0);

    // His new club's fixture: he is listed for it.
    await sendOk(
      lineupMessage(destination, 1, [
        { team: newClub, starting: [mover], bench: [] },
        {
          team: await clubRef(destination.away.clubId),
          starting: [destination.away.players[0]!],
          bench: [],
        },
      ]),
    );
    const fresh = json<Match>(await match(destination.id));
    expect(fresh.lineups[0]!.starting.map((p) => p.id)).toEqual([moverId!.id]);
  });
});

describe.each(DRIVERS)('cricket line-ups in the app (%s)', (driver) => {
  const MATCH = '1422119';
  let season: CricketFeedSeason;
  beforeAll(async () => {
    season = await prepareCricketFeed(driver, [MATCH], `lineups-${driver}`);
  }, 300_000);
  afterAll(async () => {
    await season?.close();
  });

  it('lists every player of both sides’ line-ups as playing, no bench', async () => {
    const round = await roundOf(season, MATCH);
    await season.tick(round.deadline_at);
    season.setNow(round.kickoff_at);
    const [fixture] = await season.rows<{ id: number; home_club_id: number; away_club_id: number }>(
      sql`select id, home_club_id, away_club_id from fixtures
           where season_id = ${season.seasonId} and external_id = ${MATCH}`,
    );
    const domain = `lineups-${driver}.cricket.test`;
    const get = () =>
      season.app.inject({ method: 'GET', url: `/v1/fixtures/${fixture!.id}`, headers: { domain } });
    expect(json<Match>(await get()).lineups).toEqual([]);
    const match = readIplMatch(MATCH);
    const [lineup] = cricsheetMatchMessages(
      CRICKET_PROVIDER,
      { fixture: MATCH, match },
      season.now,
    );
    expect(lineup!.kind).toBe('fixture.lineup');
    const res = await season.send(season.key, lineup);
    expect(res.statusCode, res.body).toBe(200);
    const shown = json<Match>(await get());
    expect(shown.fixture.status).toBe('LIVE');
    const players = await season.rows<{ id: number; external_id: string }>(
      sql`select id, external_id from players where season_id = ${season.seasonId}`,
    );
    const refOf = new Map(players.map((p) => [p.id, p.external_id]));
    const sent = (lineup as { data: { teams: { starting: string[] }[] } }).data.teams;
    expect(shown.lineups.map((l) => l.team.id)).toEqual([
      fixture!.home_club_id,
      fixture!.away_club_id,
    ]);
    for (const [i, side] of shown.lineups.entries()) {
      expect(side.bench).toEqual([]);
      expect(side.starting.length).toBeGreaterThanOrEqual(11);
      expect(new Set(side.starting.map((p) => refOf.get(p.id)))).toEqual(
        new Set(sent.find((t) => t.starting.includes(refOf.get(side.starting[0]!.id)!))!.starting),
      );
      expect(side.starting.every((p) => ['WK', 'BAT', 'AR', 'BOWL'].includes(p.position))).toBe(
        true,
      );
      expect(i).toBeLessThan(2);
    }
  });
});
