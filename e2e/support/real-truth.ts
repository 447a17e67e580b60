/**
 * The ground truth the season journeys check pages against: the real FPL 2023-24 files the demo was
 * imported from (read here, not through the API under test) and the demo schedule the preparation
 * wrote (GET /__e2e/schedule, support/season-hooks.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataRoot } from '@gameweek/db/testing/data-root';
import type { APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { API_URL } from './session.ts';

export interface ScheduledRound {
  id: number;
  number: number;
  opensAt: string;
  deadlineAt: string;
}

export interface ScheduledFixture {
  id: number;
  externalId: string;
  round: number;
  kickoff: string;
  finish: string;
  sourceHome: number | null;
  sourceAway: number | null;
}

export interface SportSchedule {
  seasonId: number;
  matchMs: number;
  rounds: ScheduledRound[];
  fixtures: ScheduledFixture[];
}

export interface Schedule {
  soccer: SportSchedule & { players: { id: number; externalId: string }[] };
  cricket: SportSchedule | null;
}

export async function scheduleOf(request: APIRequestContext): Promise<Schedule> {
  const res = await request.get(`${API_URL}/__e2e/schedule`);
  if (!res.ok()) throw new Error(`schedule hook: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Schedule;
}

export async function seasonNow(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${API_URL}/__e2e/season`);
  if (!res.ok()) throw new Error(`season hook: ${res.status()} ${await res.text()}`);
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** The round open at `now`: the lowest-numbered one whose deadline is still ahead. */
export function openRoundAt(s: SportSchedule, now: number): ScheduledRound {
  const open = s.rounds.find((r) => Date.parse(r.opensAt) <= now && Date.parse(r.deadlineAt) > now);
  if (!open) throw new Error(`no open round at ${new Date(now).toISOString()}`);
  return open;
}

/** One row of FPL's merged_gw.csv: a player's stats in one fixture (numbers as in the file). */
export interface FplPlayerFixture {
  element: number;
  name: string;
  position: string;
  fixture: number;
  round: number;
  kickoff: string;
  minutes: number;
  starts: number;
  goals: number;
  redCards: number;
  totalPoints: number;
}

export interface FplFixture {
  id: number;
  round: number;
  kickoff: string;
  homeScore: number | null;
  awayScore: number | null;
}

const fplDir = () => join(dataRoot(), 'fpl', '2023-24');

function csv(file: string): Record<string, string>[] {
  return parse(readFileSync(join(fplDir(), file), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
}

let gwCache: FplPlayerFixture[] | null = null;
export function fplPlayerFixtures(): FplPlayerFixture[] {
  gwCache ??= csv('merged_gw.csv').map((r) => ({
    element: Number(r.element),
    name: r.name ?? '',
    position: r.position ?? '',
    fixture: Number(r.fixture),
    round: Number(r.GW),
    kickoff: r.kickoff_time ?? '',
    minutes: Number(r.minutes),
    starts: Number(r.starts),
    goals: Number(r.goals_scored),
    redCards: Number(r.red_cards),
    totalPoints: Number(r.total_points),
  }));
  return gwCache;
}

let fixtureCache: FplFixture[] | null = null;
export function fplFixtures(): FplFixture[] {
  const score = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));
  fixtureCache ??= csv('fixtures.csv').map((r) => ({
    id: Number(r.id),
    round: Number(r.event),
    kickoff: r.kickoff_time ?? '',
    homeScore: score(r.team_h_score),
    awayScore: score(r.team_a_score),
  }));
  return fixtureCache;
}

/** Latin digits of a number shown in any of the app's locales. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}
