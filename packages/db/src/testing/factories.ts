// Test data with overrides: createTenant({ context: 'cricket' }), createUser({ status: 'demo' }),
// createSoccerSeason() (clubs, players, rounds, fixtures), createSquad({ userId, seasonId }) — a valid
// 15-player squad (2 GK, 5 DEF, 5 MID, 3 FWD, ≤ 3 per club, within budget) with picks for one round.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../create-db.ts';
import {
  clubs,
  competitions,
  fixtures,
  picks,
  players,
  rounds,
  seasons,
  squadRounds,
  squads,
  tenantDomains,
  tenants,
  users,
} from '../schema.ts';
import { LANGUAGES } from '../seed/content.ts';

let seq = 0;
const next = () => {
  seq += 1;
  return `${process.pid}-${seq}`;
};

export type TenantRow = typeof tenants.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function createTenant(
  db: Database,
  overrides: Partial<typeof tenants.$inferInsert> & { domain?: string } = {},
): Promise<TenantRow & { domain: string }> {
  const n = next();
  const { domain = `t${n}.test`, ...values } = overrides;
  const [row] = await db
    .insert(tenants)
    .values({
      slug: `tenant-${n}`,
      name: `Tenant ${n}`,
      serviceId: `svc-${n}`,
      themeId: 'whiteLabelF5',
      context: 'soccer',
      languages: LANGUAGES,
      ...values,
    })
    .returning();
  await db.insert(tenantDomains).values({ domain, tenantId: row!.id });
  return { ...row!, domain };
}

export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { tenantId: number },
): Promise<UserRow> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ status: 'active', email: `user${n}@example.test`, name: `User ${n}`, ...overrides })
    .returning();
  return row!;
}

export interface SoccerSeasonFixture {
  seasonId: number;
  roundIds: number[];
  clubIds: number[];
  /** Player ids by position. */
  players: Record<'GK' | 'DEF' | 'MID' | 'FWD', number[]>;
  fixtureIds: number[];
}

/**
 * A small soccer season: `clubs` clubs (even), each with 2 GK, 5 DEF, 5 MID, 3 FWD at 5.0m, and `rounds`
 * rounds a day apart starting at `start` (deadline 90 min before the first kick-off), every club playing once
 * per round, kick-offs 2 hours apart.
 */
export async function createSoccerSeason(
  db: Database,
  opts: {
    clubs?: number;
    rounds?: number;
    start?: Date;
    price?: number;
    /** Season name; the rules engine picks the season's rules by it (default '2023-24'). */
    name?: string;
    matchMs?: number;
  } = {},
): Promise<SoccerSeasonFixture> {
  const clubCount = opts.clubs ?? 6;
  const roundCount = opts.rounds ?? 3;
  const start = opts.start ?? new Date('2030-01-01T12:00:00Z');
  const price = opts.price ?? 50;
  const n = next();
  const [competition] = await db
    .insert(competitions)
    .values({ code: `c${n}`, name: `Competition ${n}`, sport: 'soccer' })
    .returning();
  const [season] = await db
    .insert(seasons)
    .values({
      competitionId: competition!.id,
      name: opts.name ?? '2023-24',
      budget: 1000,
      clock: { mode: 'replay', matchMs: opts.matchMs ?? 30 * 60_000 },
    })
    .returning();
  const seasonId = season!.id;
  const clubRows = await db
    .insert(clubs)
    .values(
      Array.from({ length: clubCount }, (_, i) => ({
        seasonId,
        externalId: String(i + 1),
        name: `Club ${i + 1}`,
        shortName: `C${i + 1}`,
      })),
    )
    .returning({ id: clubs.id });
  const clubIds = clubRows.map((c) => c.id);
  const layout = { GK: 2, DEF: 5, MID: 5, FWD: 3 } as const;
  const playerValues: (typeof players.$inferInsert)[] = [];
  for (const [c, clubId] of clubIds.entries())
    for (const [position, count] of Object.entries(layout) as [keyof typeof layout, number][])
      for (let k = 0; k < count; k++)
        playerValues.push({
          seasonId,
          clubId,
          externalId: `${c}-${position}-${k}`,
          name: `${position} ${c}.${k}`,
          fullName: `Player ${position} ${c}.${k}`,
          position,
          startPrice: price,
          price,
        });
  const playerRows = await db
    .insert(players)
    .values(playerValues)
    .returning({ id: players.id, position: players.position });
  const byPosition: SoccerSeasonFixture['players'] = { GK: [], DEF: [], MID: [], FWD: [] };
  for (const p of playerRows) byPosition[p.position as keyof typeof layout].push(p.id);

  const roundIds: number[] = [];
  const fixtureIds: number[] = [];
  for (let r = 0; r < roundCount; r++) {
    const firstKickoff = new Date(start.getTime() + r * 86_400_000);
    const deadlineAt = new Date(firstKickoff.getTime() - 90 * 60_000);
    const [round] = await db
      .insert(rounds)
      .values({
        seasonId,
        number: r + 1,
        name: `Gameweek ${r + 1}`,
        opensAt: new Date(deadlineAt.getTime() - 86_400_000 + 60_000),
        deadlineAt,
      })
      .returning({ id: rounds.id });
    roundIds.push(round!.id);
    const pairs = clubIds.length / 2;
    const inserted = await db
      .insert(fixtures)
      .values(
        Array.from({ length: pairs }, (_, i) => ({
          seasonId,
          roundId: round!.id,
          externalId: `${r + 1}-${i}`,
          homeClubId: clubIds[(i + r) % clubIds.length]!,
          awayClubId: clubIds[(i + r + pairs) % clubIds.length]!,
          kickoffAt: new Date(firstKickoff.getTime() + i * 2 * 3_600_000),
        })),
      )
      .returning({ id: fixtures.id });
    fixtureIds.push(...inserted.map((f) => f.id));
  }
  return { seasonId, roundIds, clubIds, players: byPosition, fixtureIds };
}

export interface CreateSquadInput {
  tenantId: number;
  userId: number;
  seasonId: number;
  roundId: number;
  /** 15 player ids in slot order (1–11 XI, 12 reserve GK, 13–15 bench); default: a valid 4-4-2-ish pick. */
  playerIds?: number[];
  captainIndex?: number;
  viceIndex?: number;
  chip?: 'wildcard' | 'free_hit' | 'bench_boost' | 'triple_captain' | null;
  bank?: number;
  name?: string;
}

/**
 * A valid soccer squad from `pool` in its order (callers sort it cheapest first): the first players
 * of each position that keep ≤ 3 per club, as slots 1–15 — XI GK, 4 DEF, 4 MID, 2 FWD; bench GK,
 * DEF, MID, FWD.
 */
export function squadFromPool(
  pool: readonly { id: number; position: string; clubId: number }[],
): number[] {
  const perClub = new Map<number, number>();
  const take = (position: string, count: number) => {
    const out: number[] = [];
    for (const p of pool) {
      if (out.length === count) break;
      if (p.position !== position || (perClub.get(p.clubId) ?? 0) >= 3) continue;
      perClub.set(p.clubId, (perClub.get(p.clubId) ?? 0) + 1);
      out.push(p.id);
    }
    if (out.length < count) throw new Error(`not enough ${position} players for a squad`);
    return out;
  };
  const [gk1, gk2] = take('GK', 2);
  const defs = take('DEF', 5);
  const mids = take('MID', 5);
  const fwds = take('FWD', 3);
  return [
    gk1!,
    ...defs.slice(0, 4),
    ...mids.slice(0, 4),
    ...fwds.slice(0, 2),
    gk2!,
    defs[4]!,
    mids[4]!,
    fwds[2]!,
  ];
}

/** Picks a valid squad from the season's players (cheapest first, ≤ 3 per club) when none is given. */
async function defaultSquad(db: Database, seasonId: number): Promise<number[]> {
  return squadFromPool(
    await db
      .select({ id: players.id, position: players.position, clubId: players.clubId })
      .from(players)
      .where(eq(players.seasonId, seasonId))
      .orderBy(asc(players.price), asc(players.id)),
  );
}

export async function createSquad(db: Database, input: CreateSquadInput) {
  const ids = input.playerIds ?? (await defaultSquad(db, input.seasonId));
  const prices = await db
    .select({ id: players.id, price: players.price })
    .from(players)
    .where(eq(players.seasonId, input.seasonId));
  const priceOf = new Map(prices.map((p) => [p.id, p.price]));
  const cost = ids.reduce((sum, id) => sum + (priceOf.get(id) ?? 0), 0);
  const [squad] = await db
    .insert(squads)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      seasonId: input.seasonId,
      name: input.name ?? `Squad ${next()}`,
      startRoundId: input.roundId,
    })
    .returning();
  await db.insert(squadRounds).values({
    squadId: squad!.id,
    roundId: input.roundId,
    captainPlayerId: ids[input.captainIndex ?? 1]!,
    viceCaptainPlayerId: ids[input.viceIndex ?? 2]!,
    chip: input.chip ?? null,
    bank: input.bank ?? 1000 - cost,
    freeTransfers: 1,
  });
  await db.insert(picks).values(
    ids.map((playerId, i) => ({
      squadId: squad!.id,
      roundId: input.roundId,
      playerId,
      slot: i + 1,
      purchasePrice: priceOf.get(playerId) ?? 0,
    })),
  );
  return { squad: squad!, playerIds: ids };
}
