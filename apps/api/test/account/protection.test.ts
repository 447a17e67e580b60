// Protection that spans routes: security headers on auth answers, and no state change on GET —
// every GET route of the app is called signed in, and no table's contents move.
import { queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validSquad } from '../helpers/setup.ts';
import { bearer, otpSignIn, startWorld, type World } from '../operator/world.ts';
import { listRoutes } from './routes-helper.ts';

describe('protection', () => {
  let w: World;
  let token: string;
  beforeAll(async () => {
    w = await startWorld('pglite');
    token = (await otpSignIn(w, '4915712340001')).token;
    await w.app.inject({
      method: 'POST',
      url: '/v1/user',
      headers: bearer(token),
      payload: validSquad(w.t.season, 0),
    });
  });
  afterAll(async () => w?.close());

  it('auth answers carry HSTS, nosniff and a referrer policy', async () => {
    for (const url of ['/auth/login', '/auth/otp', '/auth/forgot-password']) {
      const res = await w.app.inject({
        method: 'POST',
        url,
        headers: { domain: 'a.test' },
        payload: {},
      });
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBeTruthy();
    }
  });

  it('no state change on GET: every GET route leaves every table as it was', async () => {
    const db = w.t.testDb.db;
    const tables = await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const fingerprint = async () => {
      const out: Record<string, string> = {};
      for (const { name } of tables) {
        const [row] = await queryRows<{ h: string | null }>(
          db,
          sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
        );
        out[name] = row?.h ?? '';
      }
      return out;
    };
    // Streams never end and the docs are static; neither touches data.
    const skip = (url: string) => url === '/v1/live' || url.startsWith('/docs');
    const gets = listRoutes(w.app).filter((r) => r.method === 'GET' && !skip(r.url));
    expect(gets.length).toBeGreaterThan(10);
    const before = await fingerprint();
    for (const r of gets) {
      const url = r.url
        .replace(/:roundId|:round|:id/g, String(w.t.season.roundIds[0]))
        .replace(/:page/, 'faq')
        .replace(/:\w+/g, 'x');
      await w.app.inject({ url, headers: bearer(token) });
    }
    expect(await fingerprint()).toEqual(before);
  });
});
