// Content per language in the console (issue 22, ADR 0051), on the real seasons `npm start` serves,
// PGlite and PostgreSQL: an editor publishes a news item in English and Urdu and each player reads
// it in their language; terms and the footer are sanitised before they are stored; writes are
// idempotent and audited with before and after; prizes reach the app's config at once; another
// tenant's editor sees and changes none of it.
import { type Database, queryRows } from '@gameweek/db/create-db';
import { users } from '@gameweek/db/schema';
import { tenantIdBySlug } from '@gameweek/db/seed/tenants';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRICKET_DOMAIN, type RealSeason, SOCCER_DOMAIN } from '../helpers/real-season.ts';
import { DRIVERS } from '../helpers/setup.ts';
import {
  type ConsoleClock,
  consoleTestApp,
  json,
  type StaffLogin,
  staffHeaders,
  staffMember,
} from './console-helpers.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');

describe.each(DRIVERS)('console content per language (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let db: Database;
  let clock: ConsoleClock;
  let editor: StaffLogin;
  let cricketEditor: StaffLogin;
  let support: StaffLogin;
  let soccerId: number;

  /** A subscriber of the soccer tenant reading in `language`, with a session. */
  async function player(language: string): Promise<string> {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, soccerId), eq(users.simulated, true)))
      .orderBy(asc(users.id))
      .offset(language === 'ur' ? 1 : 0)
      .limit(1);
    await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, u!.id));
    return (await app.services.sessions.issue(u!.id, 86_400_000)).token;
  }

  const as = (who: StaffLogin, domain = SOCCER_DOMAIN) => staffHeaders(who.token, domain);

  beforeAll(async () => {
    ({ season, db, clock, app } = await consoleTestApp(driver, ANCHOR, 'console-content-mail'));
    soccerId = await tenantIdBySlug(db, 'white-label-soccer');
    editor = await staffMember(app, db, clock, {
      email: 'editor@soccer-op.test',
      role: 'editor',
      tenantSlug: 'white-label-soccer',
    });
    support = await staffMember(app, db, clock, {
      email: 'support@soccer-op.test',
      role: 'support',
      tenantSlug: 'white-label-soccer',
    });
    cricketEditor = await staffMember(app, db, clock, {
      email: 'editor@cricket-op.test',
      role: 'editor',
      tenantSlug: 'white-label-cricket',
    });
  });

  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  it('publishes a news item in English and Urdu; each player reads it in their language, at once', async () => {
    const english = await player('en');
    const urdu = await player('ur');
    for (const [locale, title] of [
      ['en', 'Double gameweek announced'],
      ['ur', 'ڈبل گیم ویک کا اعلان'],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: `/admin/v1/content/items/news/double-gameweek/${locale}`,
        headers: as(editor),
        payload: { title, body: `<b>${title}</b><script>alert(1)</script> & more` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({ slug: 'double-gameweek', locale, scheduled: false });
      // The body is text in the app: markup goes, its text stays, a script's does not.
      expect(json<{ body: string }>(res).body).toBe(`${title} & more`);
    }
    const news = async (token: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/v1/news?limit=50',
        headers: { domain: SOCCER_DOMAIN, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ items: { title: string }[] }>(res).items.map((i) => i.title);
    };
    expect(await news(english)).toContain('Double gameweek announced');
    expect(await news(english)).not.toContain('ڈبل گیم ویک کا اعلان');
    expect(await news(urdu)).toContain('ڈبل گیم ویک کا اعلان');
    expect(await news(urdu)).not.toContain('Double gameweek announced');

    // Saving the same again is one publication: one audit entry per language.
    const again = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/items/news/double-gameweek/en',
      headers: as(editor),
      payload: { title: 'Double gameweek announced', body: 'Double gameweek announced & more' },
    });
    expect(again.statusCode).toBe(200);
    const entries = await queryRows<{ action: string; before: unknown; after: { title: string } }>(
      db,
      sql`select action, before, after from audit_log
           where tenant_id = ${soccerId} and target_type = 'news' and target_id like 'double-gameweek/%'
           order by id`,
    );
    expect(entries.map((e) => e.action)).toEqual(['news.publish', 'news.publish']);
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after.title).toBe('Double gameweek announced');

    // Unpublished: gone from the app at once, and audited with what it was.
    const removed = await app.inject({
      method: 'DELETE',
      url: '/admin/v1/content/items/news/double-gameweek/ur',
      headers: as(editor),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await news(urdu)).not.toContain('ڈبل گیم ویک کا اعلان');
    const twice = await app.inject({
      method: 'DELETE',
      url: '/admin/v1/content/items/news/double-gameweek/ur',
      headers: as(editor),
    });
    expect(twice.statusCode).toBe(404);
    expect(json(twice)).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('keeps a future publication out of the app until its date', async () => {
    const later = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const res = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/items/news/next-week/en',
      headers: as(editor),
      payload: { title: 'Coming next week', published_at: later },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ scheduled: true });
    const news = await app.inject({
      method: 'GET',
      url: '/v1/news',
      headers: { domain: SOCCER_DOMAIN },
    });
    expect(news.body).not.toContain('Coming next week');
  });

  it('sanitises terms pages and the footer before storing them, and the app serves the stored text', async () => {
    const hostile =
      '<h2 onclick="x()">Privacy</h2><p style="color:red">Kept <a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://operator.example/p" target="_blank">good</a></p><img src=x onerror=alert(1)>' +
      '<script>alert(2)</script><iframe src="https://evil.example"></iframe>';
    const res = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/terms/privacy-policy/ur',
      headers: as(editor),
      payload: { title: 'رازداری', body: hostile },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = json<{ body: string }>(res).body;
    expect(stored).toBe(
      '<h2>Privacy</h2><p>Kept <a>bad</a> <a href="https://operator.example/p" target="_blank" rel="noopener noreferrer">good</a></p>',
    );
    const [row] = await queryRows<{ body: string }>(
      db,
      sql`select body from terms_pages where tenant_id = ${soccerId} and page = 'privacy-policy' and locale = 'ur'`,
    );
    expect(row!.body).toBe(stored);
    const app1 = await app.inject({
      method: 'GET',
      url: '/v1/terms/privacy-policy?locale=ur',
      headers: { domain: SOCCER_DOMAIN },
    });
    expect(json(app1)).toMatchObject({ locale: 'ur', title: 'رازداری', content: stored });

    const footer = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/footer/ur',
      headers: as(editor),
      payload: {
        text: '<p onmouseover="x()">ہاٹ لائن</p>',
        hotline: '123',
        links: [{ link: '/public/terms/privacy-policy', copy: 'رازداری' }],
      },
    });
    expect(footer.statusCode, footer.body).toBe(200);
    expect(json(footer)).toMatchObject({ text: '<p>ہاٹ لائن</p>', hotline: '123' });
    const badLink = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/footer/ur',
      headers: as(editor),
      payload: { links: [{ link: 'javascript:alert(1)', copy: 'x' }] },
    });
    expect(badLink.statusCode).toBe(400);
    expect(json(badLink)).toMatchObject({ details: [{ code: 'LINK_INVALID' }] });
    const terms = await app.inject({
      method: 'GET',
      url: '/v1/terms/privacy-policy?locale=ur',
      headers: { domain: SOCCER_DOMAIN },
    });
    expect(json<{ footer: { text: string } }>(terms).footer.text).toBe('<p>ہاٹ لائن</p>');

    const preview = await app.inject({
      method: 'POST',
      url: '/admin/v1/content/preview',
      headers: as(editor),
      payload: { html: hostile },
    });
    expect(json(preview)).toEqual({ html: stored });
  });

  it('keeps prizes per language: the app shows the reader’s, else the default language’s, at once and audited', async () => {
    const config = async (token?: string) =>
      json<{ service: { config: { prizes: { title: string }[] | null } } }>(
        await app.inject({
          method: 'GET',
          url: '/v1/config',
          headers: {
            domain: SOCCER_DOMAIN,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        }),
      ).service.config.prizes;
    const page = async (locale: string) =>
      app.inject({
        method: 'GET',
        url: `/v1/prizes?locale=${locale}`,
        headers: { domain: SOCCER_DOMAIN },
      });
    const urduReader = await player('ur');
    await config(); // cached now
    // The seeded list moved to the default language (migration 0028).
    const seeded = await app.inject({
      method: 'GET',
      url: '/admin/v1/content/prizes/en',
      headers: as(editor),
    });
    expect(json(seeded)).toMatchObject({ locale: 'en', default_locale: 'en' });
    expect(json<{ prizes: unknown[] }>(seeded).prizes.length).toBeGreaterThan(0);
    // Urdu has none yet: its readers see the English list.
    expect(json(await page('ur'))).toMatchObject({ locale: 'en' });

    for (const [locale, title] of [
      ['en', 'A season ticket'],
      ['ur', 'سیزن ٹکٹ'],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: `/admin/v1/content/prizes/${locale}`,
        headers: as(editor),
        payload: { prizes: [{ title, description: 'For the <i>best</i> manager' }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({
        locale,
        prizes: [{ title, description: 'For the best manager', image_url: null }],
      });
    }
    expect(json(await page('ur'))).toMatchObject({ locale: 'ur', prizes: [{ title: 'سیزن ٹکٹ' }] });
    expect(json(await page('de'))).toMatchObject({
      locale: 'en',
      prizes: [{ title: 'A season ticket' }],
    });
    expect(await config()).toEqual([
      { title: 'A season ticket', description: 'For the best manager', image_url: null },
    ]);
    expect(await config(urduReader)).toMatchObject([{ title: 'سیزن ٹکٹ' }]);

    // Removing Urdu's list: its readers fall back to English.
    const noUrdu = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/prizes/ur',
      headers: as(editor),
      payload: { prizes: [] },
    });
    expect(json(noUrdu)).toMatchObject({ locale: 'ur', prizes: [] });
    expect(json(await page('ur'))).toMatchObject({ locale: 'en' });
    // None in the default language: no prizes at all, whatever other languages have.
    await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/prizes/ur',
      headers: as(editor),
      payload: { prizes: [{ title: 'سیزن ٹکٹ', description: '' }] },
    });
    const none = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/prizes/en',
      headers: as(editor),
      payload: { prizes: [] },
    });
    expect(none.statusCode).toBe(200);
    expect(await config()).toBeNull();
    expect(await config(urduReader)).toBeNull();
    expect((await page('ur')).statusCode).toBe(404);
    const entries = await queryRows<{ target_id: string; before: unknown; after: unknown }>(
      db,
      sql`select target_id, before, after from audit_log where tenant_id = ${soccerId} and action = 'prizes.update' order by id`,
    );
    expect(entries.map((e) => e.target_id)).toEqual(['en', 'ur', 'ur', 'ur', 'en']);
    expect(entries.at(-1)).toMatchObject({ before: [{ title: 'A season ticket' }], after: [] });
  });

  it('refuses support staff and keeps one tenant’s content from another’s editor', async () => {
    const refused = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/items/news/from-support/en',
      headers: as(support),
      payload: { title: 'Not mine to write' },
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });

    const onSoccerHost = await app.inject({
      method: 'GET',
      url: '/admin/v1/content/terms?locale=ur',
      headers: as(cricketEditor, SOCCER_DOMAIN),
    });
    expect(onSoccerHost.statusCode).toBe(403);
    const own = await app.inject({
      method: 'GET',
      url: '/admin/v1/content/terms?locale=ur',
      headers: as(cricketEditor, CRICKET_DOMAIN),
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('رازداری');
    const items = await app.inject({
      method: 'GET',
      url: '/admin/v1/content/items?kind=news',
      headers: as(cricketEditor, CRICKET_DOMAIN),
    });
    expect(items.body).not.toContain('double-gameweek');
    // Removing soccer's item by its key from the cricket host finds nothing to remove.
    const gone = await app.inject({
      method: 'DELETE',
      url: '/admin/v1/content/items/news/double-gameweek/en',
      headers: as(cricketEditor, CRICKET_DOMAIN),
    });
    expect(gone.statusCode).toBe(404);
    const soccerNews = await app.inject({
      method: 'GET',
      url: '/admin/v1/content/items?kind=news&locale=en',
      headers: as(editor),
    });
    expect(soccerNews.body).toContain('double-gameweek');
  });
});
