import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/create-db.ts';
import { seedDefaultTenants } from '../src/seed/tenants.ts';
import {
  createSoccerSeason,
  createSquad,
  createTenant,
  createUser,
} from '../src/testing/factories.ts';
import { createTestDb, type TestDb } from '../src/testing/test-db.ts';

describe('seed and factories', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t?.close());

  it('seeds two tenants with 12 term pages each, and seeding again changes nothing', async () => {
    const now = new Date('2024-01-01T00:00:00Z');
    await seedDefaultTenants(t.db, now);
    const snapshot = () =>
      queryRows<{ domain: string; theme: string; pages: number; items: number; published: string }>(
        t.db,
        sql`select d.domain, t.theme_id as theme,
                   (select count(*)::int from terms_pages p where p.tenant_id = t.id) as pages,
                   (select count(*)::int from content_items c where c.tenant_id = t.id) as items,
                   (select max(published_at)::text from content_items c where c.tenant_id = t.id) as published
            from tenant_domains d join tenants t on t.id = d.tenant_id order by d.domain`,
      );
    const first = await snapshot();
    expect(first.map((r) => [r.domain, r.theme, r.pages])).toEqual([
      ['127.0.0.1', 'whiteLabelF5', 12],
      ['cricket.localhost', 'whiteLabelF6', 12],
      ['localhost', 'whiteLabelF5', 12],
    ]);
    await seedDefaultTenants(t.db, new Date('2025-06-01T00:00:00Z'));
    expect(await snapshot()).toEqual(first);
    const [urdu] = await queryRows<{ ltr: boolean }>(
      t.db,
      sql`select (l->>'ltr')::boolean as ltr from tenants, jsonb_array_elements(languages) l where l->>'code' = 'ur' limit 1`,
    );
    expect(urdu?.ltr).toBe(false);
  });

  it('gives each default tenant the public web URL its e-mailed links start with: where npm start serves it', async () => {
    const urls = () =>
      queryRows<{ slug: string; url: string | null }>(
        t.db,
        sql`select slug, public_web_url as url from tenants where slug like 'white-label-%' order by slug`,
      );
    await seedDefaultTenants(t.db, new Date('2024-01-01T00:00:00Z'));
    expect(await urls()).toEqual([
      { slug: 'white-label-cricket', url: 'http://cricket.localhost:3000' },
      { slug: 'white-label-soccer', url: 'http://localhost:3000' },
    ]);
    // Another web port on the next start: seeding again follows it.
    await seedDefaultTenants(t.db, new Date('2024-01-01T00:00:00Z'), (h) => `http://${h}:3005`);
    expect((await urls()).map((r) => r.url)).toEqual([
      'http://cricket.localhost:3005',
      'http://localhost:3005',
    ]);
  });

  it('writes the demo soccer prices in pounds (millions) and the demo cricket prices in credits', async () => {
    await seedDefaultTenants(t.db, new Date('2024-01-01T00:00:00Z'));
    expect(
      await queryRows<{ slug: string; money: unknown }>(
        t.db,
        sql`select slug, money from tenants where slug like 'white-label-%' order by slug`,
      ),
    ).toEqual([
      { slug: 'white-label-cricket', money: { kind: 'credits' } },
      { slug: 'white-label-soccer', money: { kind: 'currency', currency: 'GBP', unit: 'million' } },
    ]);
  });

  it('gives each default tenant a footer in every language it offers, so no page shows an English footer', async () => {
    await seedDefaultTenants(t.db, new Date('2024-01-01T00:00:00Z'));
    const rows = await queryRows<{ slug: string; locale: string; terms: string; offered: boolean }>(
      t.db,
      sql`select t.slug, f.locale, f.content->'links'->0->>'copy' as terms,
                 exists (select 1 from jsonb_array_elements(t.languages) l where l->>'code' = f.locale) as offered
            from footers f join tenants t on t.id = f.tenant_id
           where t.slug like 'white-label-%' order by t.slug, f.locale`,
    );
    for (const slug of ['white-label-cricket', 'white-label-soccer']) {
      const mine = rows.filter((r) => r.slug === slug);
      expect(mine.map((r) => r.locale)).toEqual([
        'bn',
        'de',
        'en',
        'hy',
        'id',
        'my',
        'ru',
        'ur',
        'uz',
      ]);
      expect(mine.every((r) => r.offered)).toBe(true);
      const english = mine.find((r) => r.locale === 'en')?.terms;
      for (const r of mine.filter((r) => r.locale !== 'en'))
        expect(r.terms, r.locale).not.toBe(english);
    }
  });

  it('gives the demo tenants no videos, and removes the ones earlier seeds linked to missing files', async () => {
    const ids = await seedDefaultTenants(t.db, new Date('2024-01-01T00:00:00Z'));
    // A database seeded before: the video rows whose /videos/*.mp4 never existed.
    await t.db.execute(
      sql`insert into content_items (tenant_id, locale, kind, slug, title, body, url, published_at)
          values (${ids.get('white-label-soccer')!}, 'en', 'video', 'how-to-play-video', 'How to play',
                  '', '/videos/how-to-play.mp4', now())`,
    );
    await seedDefaultTenants(t.db, new Date('2024-01-01T00:00:00Z'));
    const videos = await queryRows<{ slug: string }>(
      t.db,
      sql`select c.slug from content_items c join tenants t on t.id = c.tenant_id
           where t.slug like 'white-label-%' and c.kind = 'video'`,
    );
    expect(videos).toEqual([]);
  });

  it('builds a valid squad with overrides', async () => {
    const tenant = await createTenant(t.db, { context: 'soccer' });
    const user = await createUser(t.db, { tenantId: tenant.id, status: 'demo' });
    expect(user.status).toBe('demo');
    const season = await createSoccerSeason(t.db, { clubs: 6, rounds: 2 });
    const { squad, playerIds } = await createSquad(t.db, {
      tenantId: tenant.id,
      userId: user.id,
      seasonId: season.seasonId,
      roundId: season.roundIds[0]!,
      bank: 123,
    });
    expect(new Set(playerIds).size).toBe(15);
    const [row] = await queryRows<{ n: number; bank: number; clubs: number }>(
      t.db,
      sql`select count(*)::int as n, max(sr.bank)::int as bank,
                 max(per_club)::int as clubs
          from picks p join squad_rounds sr using (squad_id, round_id)
          cross join lateral (select count(*) as per_club from picks p2 join players pl on pl.id = p2.player_id
                              where p2.squad_id = p.squad_id group by pl.club_id order by 1 desc limit 1) c
          where p.squad_id = ${squad.id}`,
    );
    expect(row).toEqual({ n: 15, bank: 123, clubs: 3 });
  });
});
