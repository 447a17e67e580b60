// How-to-play extras and the footer's links in the console (issue 22, ADR 0056), on the real seasons
// `npm start` serves, PGlite and PostgreSQL: an editor writes extras in English and Urdu, orders and
// publishes them, and each player reads the published ones in their language and the operator's
// order; drafts stay out of the app; bodies and footer links are sanitised or refused whatever is
// sent; every change is audited; another tenant's editor sees none of it. (Roles and the cross-tenant
// sweep of every route: console-access.test.ts.)
import { type Database, queryRows } from '@gameweek/db/create-db';
import { tenantIdBySlug } from '@gameweek/db/seed/tenants';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
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
import { expectInertHtml, expectSafeUrl, HOSTILE_VALUES, hostileHtml } from './hostile-html.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');

interface Extras {
  locale: string | null;
  extras: { slug: string; title: string; body: string }[];
}

describe.each(DRIVERS)('console how-to-play extras and footer links (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let db: Database;
  let clock: ConsoleClock;
  let editor: StaffLogin;
  let cricketEditor: StaffLogin;
  let soccerId: number;

  const as = (who: StaffLogin, domain = SOCCER_DOMAIN) => staffHeaders(who.token, domain);
  const put = (slug: string, locale: string, payload: object, who = editor) =>
    app.inject({
      method: 'PUT',
      url: `/admin/v1/content/how-to-play/${slug}/${locale}`,
      headers: as(who),
      payload,
    });
  const read = async (locale: string, domain = SOCCER_DOMAIN) =>
    json<Extras>(
      await app.inject({
        method: 'GET',
        url: `/v1/how-to-play/extras?locale=${locale}`,
        headers: { domain },
      }),
    );

  beforeAll(async () => {
    ({ season, db, clock, app } = await consoleTestApp(driver, ANCHOR, 'console-htp-mail'));
    soccerId = await tenantIdBySlug(db, 'white-label-soccer');
    editor = await staffMember(app, db, clock, {
      email: 'editor@soccer-htp.test',
      role: 'editor',
      tenantSlug: 'white-label-soccer',
    });
    cricketEditor = await staffMember(app, db, clock, {
      email: 'editor@cricket-htp.test',
      role: 'editor',
      tenantSlug: 'white-label-cricket',
    });
  });

  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  it('shows the published extras in the reader’s language and the operator’s order; drafts stay out', async () => {
    expect(await read('en')).toEqual({ locale: null, extras: [] });
    for (const [slug, locale, title, published] of [
      ['captain-tips', 'en', 'Captain tips', true],
      ['chip-strategy', 'en', 'Chip strategy', true],
      ['draft-notes', 'en', 'Not yet', false],
      ['captain-tips', 'ur', 'کپتان کے مشورے', true],
    ] as const) {
      const res = await put(slug, locale, {
        title,
        body: `<h2 onclick="x()">${title}</h2><p>Pick <script>alert(1)</script>well</p>`,
        published,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({
        slug,
        locale,
        published,
        body: `<h2>${title}</h2><p>Pick well</p>`,
      });
    }
    expect(await read('en')).toMatchObject({
      locale: 'en',
      extras: [{ slug: 'captain-tips' }, { slug: 'chip-strategy' }],
    });
    expect(await read('ur')).toMatchObject({
      locale: 'ur',
      extras: [{ slug: 'captain-tips', title: 'کپتان کے مشورے' }],
    });
    // A language with none reads the default language's.
    expect(await read('de')).toMatchObject({ locale: 'en' });

    // A new order: every extra of the language, once.
    const wrong = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/how-to-play-order/en',
      headers: as(editor),
      payload: { slugs: ['chip-strategy', 'captain-tips'] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ code: 'ORDER_MISMATCH' }],
    });
    const order = await app.inject({
      method: 'PUT',
      url: '/admin/v1/content/how-to-play-order/en',
      headers: as(editor),
      payload: { slugs: ['chip-strategy', 'draft-notes', 'captain-tips'] },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(json<{ extras: { slug: string; position: number }[] }>(order).extras).toEqual([
      expect.objectContaining({ slug: 'chip-strategy', position: 1 }),
      expect.objectContaining({ slug: 'draft-notes', position: 2 }),
      expect.objectContaining({ slug: 'captain-tips', position: 3 }),
    ]);
    expect((await read('en')).extras.map((e) => e.slug)).toEqual(['chip-strategy', 'captain-tips']);

    // Publishing the draft puts it in its place; saving the same again writes nothing.
    await put('draft-notes', 'en', { title: 'Not yet', body: '<p>Now</p>', published: true });
    await put('draft-notes', 'en', { title: 'Not yet', body: '<p>Now</p>', published: true });
    expect((await read('en')).extras.map((e) => e.slug)).toEqual([
      'chip-strategy',
      'draft-notes',
      'captain-tips',
    ]);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/admin/v1/content/how-to-play/chip-strategy/en',
      headers: as(editor),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await read('en')).extras.map((e) => e.slug)).toEqual(['draft-notes', 'captain-tips']);

    const entries = await queryRows<{ action: string; target_id: string }>(
      db,
      sql`select action, target_id from audit_log
           where tenant_id = ${soccerId} and target_type = 'how-to-play' order by id`,
    );
    expect(entries.map((e) => `${e.action} ${e.target_id}`)).toEqual([
      'howToPlay.publish captain-tips/en',
      'howToPlay.publish chip-strategy/en',
      'howToPlay.publish draft-notes/en',
      'howToPlay.publish captain-tips/ur',
      'howToPlay.order en',
      'howToPlay.update draft-notes/en',
      'howToPlay.remove chip-strategy/en',
    ]);
  });

  it('keeps one tenant’s extras from the other’s editor and players', async () => {
    const theirs = await app.inject({
      method: 'GET',
      url: '/admin/v1/content/how-to-play',
      headers: as(cricketEditor, CRICKET_DOMAIN),
    });
    expect(theirs.statusCode).toBe(200);
    expect(json(theirs)).toEqual({ extras: [] });
    expect(await read('en', CRICKET_DOMAIN)).toEqual({ locale: null, extras: [] });
    const onSoccer = await app.inject({
      method: 'GET',
      url: '/admin/v1/content/how-to-play',
      headers: as(cricketEditor, SOCCER_DOMAIN),
    });
    expect(onSoccer.statusCode).toBe(403);
    // The soccer slug from the cricket host names nothing there.
    const gone = await app.inject({
      method: 'DELETE',
      url: '/admin/v1/content/how-to-play/captain-tips/en',
      headers: as(cricketEditor, CRICKET_DOMAIN),
    });
    expect(gone.statusCode).toBe(404);
    expect((await read('en')).extras.map((e) => e.slug)).toContain('captain-tips');
  });

  it('stores and serves only inert HTML in an extra, whatever is sent', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(hostileHtml, { minLength: 1, maxLength: 5 }), async (parts) => {
        const res = await put(`hostile-${n++}`, 'bn', {
          title: 'x',
          body: parts.join(''),
          published: true,
        });
        expect(res.statusCode, res.body).toBe(200);
        expectInertHtml(json<{ body: string }>(res).body);
      }),
      { numRuns: 40 },
    );
    for (const e of (await read('bn')).extras) expectInertHtml(e.body);
  });

  it('makes the footer’s links and opt-in text editable and safe: a link is an app path or a web, mail or phone address', async () => {
    const link = fc.oneof(
      fc.constantFrom(...HOSTILE_VALUES),
      fc
        .tuple(
          fc.constantFrom('', ' ', '\t', '/', '//', 'http://', 'HTTPS://', 'javascript:', 'data:'),
          fc.constantFrom('x', 'evil.example', '/public/terms/faq', 'alert(1)', '%0a'),
        )
        .map(([a, b]) => `${a}${b}`),
    );
    let accepted = 0;
    let refused = 0;
    let lastRefusal = '';
    await fc.assert(
      fc.asyncProperty(link, link, async (l1, l2) => {
        const res = await app.inject({
          method: 'PUT',
          url: '/admin/v1/content/footer/de',
          headers: as(editor),
          payload: {
            links: [{ link: l1, copy: 'Aide' }],
            external_links: [{ link: l2, copy: 'Jeu responsable' }],
            optin_footer: '<p onclick="x()">Opt-in <a href="javascript:alert(1)">ici</a></p>',
          },
        });
        if (res.statusCode === 400) {
          expect(json(res), res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
          if (!lastRefusal) lastRefusal = `${l1} ${l2} ${res.body}`;
          refused++;
          return;
        }
        accepted++;
        expect(res.statusCode, res.body).toBe(200);
        const saved = json<{
          links: { link: string }[];
          external_links: { link: string }[];
          optin_footer: string;
        }>(res);
        for (const l of [...saved.links, ...saved.external_links]) {
          expectSafeUrl(l.link);
          expect(l.link).toMatch(/^(\/[^/]|\/$|https?:\/\/|mailto:|tel:)/i);
        }
        expect(saved.optin_footer).toBe('<p>Opt-in <a>ici</a></p>');
      }),
      { numRuns: 60, examples: [['/public/terms/faq', 'https://www.begambleaware.org/']] },
    );
    // Both ways were tried: the property says something about each.
    expect(accepted, lastRefusal).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    const entries = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where tenant_id = ${soccerId} and target_type = 'footer' and target_id = 'de'`,
    );
    expect(entries[0]!.n).toBeGreaterThan(0);
  });
});
