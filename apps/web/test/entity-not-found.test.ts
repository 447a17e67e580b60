import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRouteErrorResponse } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLeaderboard } from '../app/features/leaderboard/leaderboard.server.ts';
import { loadPlayer } from '../app/features/player/player.server.ts';
import { loadManagerRound, loadOwnRound } from '../app/features/team-points/team-points.server.ts';
import { env } from '../app/lib/env.server.ts';

// Issue 18, defect 6: /player/999999 was a 500 page although the API answered 404. A stand-in API
// on a real socket answers as the real one does for a missing entity; the loaders must turn that
// into the router's 404 (the not-found page, status 404), and leave other failures alone.
let server: Server;
let apiUrl = '';
const answers = new Map<string, { status: number; body: unknown }>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const a = answers.get(path) ?? {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
    };
    res.writeHead(a.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(a.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (env as { apiUrl: string }).apiUrl = apiUrl;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

// Signed in: a guest's /leaderboard is the public overall standings, not a league by id.
const request = () =>
  new Request('http://localhost/x', { headers: { host: 'localhost', cookie: 'token=t' } });

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('resolved');
}

function expectNotFound(e: unknown) {
  // data(null, { status: 404 }) is what the router renders as an error response with status 404.
  expect(e).toMatchObject({ init: { status: 404 } });
  expect(isRouteErrorResponse(e)).toBe(false);
}

describe('an entity the API does not know is the not-found page', () => {
  it('an unknown player', async () => {
    expectNotFound(await rejection(loadPlayer(request(), '999999')));
  });
  it('a player id that is no id (the API refuses it with 400)', async () => {
    answers.set('/v1/players/abc', {
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION', message: 'bad id' },
    });
    expectNotFound(await rejection(loadPlayer(request(), 'abc')));
  });
  it('an unknown round of my points and of another manager', async () => {
    expectNotFound(await rejection(loadOwnRound(request(), '99')));
    expectNotFound(await rejection(loadManagerRound(request(), '1', '999999')));
  });
  it('a round in which the manager had no team (NO_TEAM, also a 404) is the no-team page', async () => {
    answers.set('/v1/user/round/1', {
      status: 404,
      body: {
        statusCode: 404,
        code: 'NO_TEAM',
        message: 'No team for this round',
        details: [{ code: 'NO_TEAM', params: { round_number: 1, round_name: 'Gameweek 1' } }],
      },
    });
    expect(await loadOwnRound(request(), '1')).toEqual({
      no_team: true,
      round: { number: 1 },
    });
  });
  it('a league gone between the list and the page', async () => {
    answers.set('/v1/user/games', { status: 200, body: { games: [{ id: 7 }], active_id: 7 } });
    expectNotFound(
      await rejection(loadLeaderboard(request(), new URL('http://localhost/leaderboard'))),
    );
  });
  it('a server failure stays a failure (the error page), not a 404', async () => {
    answers.set('/v1/players/5', {
      status: 503,
      body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' },
    });
    expect(await rejection(loadPlayer(request(), '5'))).toMatchObject({
      error: { statusCode: 503 },
    });
  });
});
