// Tenant and brand in the console (issue 22, ADR 0052) on the real seasons `npm start` serves, on
// PGlite and PostgreSQL: an owner changes the product name, languages, analytics, consent text and
// home order and the very next /v1/config shows it (the tenant cache is forgotten, not waited out);
// the same settings again change nothing and record nothing; a logo is a checked PNG stripped of
// its metadata, served by hash for the host's tenant only; a super-admin edits any tenant by id.
import type { BrandResponse } from '@gameweek/contracts/admin-brand';
import type { ConfigResponse } from '@gameweek/contracts/config';
import type { Database } from '@gameweek/db/create-db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import {
  CRICKET_DOMAIN,
  prepareRealSeason,
  type RealSeason,
  SOCCER_DOMAIN,
} from '../helpers/real-season.ts';
import { DRIVERS } from '../helpers/setup.ts';
import {
  type ConsoleClock,
  consoleClock,
  json,
  type StaffLogin,
  staffHeaders,
  staffMember,
} from './console-helpers.ts';
import { testPng } from './test-png.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');

const NEWS_FIRST = [
  'news',
  'statCardLinks',
  'videos',
  'gameweek',
  'prompt',
  'liveMatches',
  'playersOfTheWeek',
  'selectionTrends',
  'fixtures',
  'discoverLinks',
] as const;

describe.each(DRIVERS)('the console’s tenant and brand (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let db: Database;
  let clock: ConsoleClock;
  let owner: StaffLogin;
  let editor: StaffLogin;
  let superAdmin: StaffLogin;

  const config = async (domain: string) => {
    const res = await app.inject({ url: '/v1/config', headers: { domain } });
    expect(res.statusCode, res.body).toBe(200);
    return json<ConfigResponse>(res);
  };
  const auditOf = async (token: string, domain: string) => {
    const res = await app.inject({
      url: '/admin/v1/audit?action=brand.update',
      headers: staffHeaders(token, domain),
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ entries: { action: string; before: unknown; after: unknown }[] }>(res).entries;
  };

  beforeAll(async () => {
    season = await prepareRealSeason(driver, ANCHOR);
    db = season.testDb.db;
    clock = consoleClock(new Date(ANCHOR.getTime() + 60_000));
    app = await buildApp({
      env: testEnv({ PUBLIC_WEB_URL: 'http://web.test', AUTH_RATE_LIMIT: '100000' }),
      db,
      clock: clock.now,
    });
    const tenantSlug = 'white-label-soccer';
    owner = await staffMember(app, db, clock, { email: 'owner@b.test', role: 'owner', tenantSlug });
    editor = await staffMember(app, db, clock, {
      email: 'editor@b.test',
      role: 'editor',
      tenantSlug,
    });
    superAdmin = await staffMember(app, db, clock, { email: 'root@b.test', superAdmin: true });
  });

  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  it('shows the brand with the themes of the tenant’s sport only', async () => {
    const res = await app.inject({
      url: '/admin/v1/brand',
      headers: staffHeaders(owner.token, SOCCER_DOMAIN),
    });
    expect(res.statusCode, res.body).toBe(200);
    const brand = json<BrandResponse>(res);
    expect(brand.tenant).toMatchObject({ slug: 'white-label-soccer', context: 'soccer' });
    expect(brand.themes.length).toBe(11);
    expect(brand.themes.every((t) => t.id.endsWith('F5'))).toBe(true);
    expect(brand.settings.languages).toContain(brand.settings.default_language);
    expect(brand.theme_home_sections).toHaveLength(10);
  });

  it('changes the brand; the next /v1/config shows it; the same settings again change nothing', async () => {
    // Read first: the tenant is now in the API's tenant cache.
    const before = await config(SOCCER_DOMAIN);
    expect(before.brand.home_sections).toBeNull();
    const settings = {
      theme_id: 'auroraF5',
      product_name: 'Kickoff Club',
      languages: ['en', 'ur', 'de'],
      default_language: 'ur',
      consent_management: true,
      analytics_id: 'GTM-PLAIN1',
      analytics_consent_id: 'GTM-CONSENT1',
      consent_text: {
        en: 'We count visits to improve the game.',
        ur: 'ہم کھیل بہتر بنانے کے لیے وزٹ گنتے ہیں۔',
      },
      home_sections: NEWS_FIRST,
    };
    const put = await app.inject({
      method: 'PUT',
      url: '/admin/v1/brand',
      headers: staffHeaders(owner.token, SOCCER_DOMAIN),
      payload: settings,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json<BrandResponse>(put).settings).toMatchObject(settings);

    const after = await config(SOCCER_DOMAIN);
    expect(after.theme.theme_id).toBe('auroraF5');
    expect(after.brand.product_name).toBe('Kickoff Club');
    expect(after.brand.home_sections).toEqual(NEWS_FIRST);
    expect(after.brand.consent_text.ur).toBe(settings.consent_text.ur);
    expect(after.service.config.languages.list.map((l) => l.code)).toEqual(['en', 'ur', 'de']);
    expect(after.service.config.languages.list.find((l) => l.code === 'ur')?.ltr).toBe(false);
    expect(after.service.config.languages.selected).toBe('ur');
    // Consent management on: the consent container is the one the app loads.
    expect(after.service.config.analytics_id).toBe('GTM-CONSENT1');

    const entries = await auditOf(owner.token, SOCCER_DOMAIN);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'brand.update',
      before: { product_name: null, theme_id: 'whiteLabelF5' },
      after: { product_name: 'Kickoff Club', theme_id: 'auroraF5', home_sections: NEWS_FIRST },
    });

    const again = await app.inject({
      method: 'PUT',
      url: '/admin/v1/brand',
      headers: staffHeaders(owner.token, SOCCER_DOMAIN),
      // The same settings, keys in another order.
      payload: Object.fromEntries(Object.entries(settings).reverse()),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await auditOf(owner.token, SOCCER_DOMAIN)).toHaveLength(1);

    // null: the theme's name and order again.
    const reset = await app.inject({
      method: 'PUT',
      url: '/admin/v1/brand',
      headers: staffHeaders(owner.token, SOCCER_DOMAIN),
      payload: { ...settings, product_name: null, home_sections: null },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const themed = await config(SOCCER_DOMAIN);
    expect(themed.brand.product_name).toBe('Aurora League');
    expect(themed.brand.home_sections).toBeNull();
  });

  it('refuses settings that cannot be: a default not on offer, another sport’s theme, a section twice, an editor', async () => {
    const base = json<BrandResponse>(
      await app.inject({
        url: '/admin/v1/brand',
        headers: staffHeaders(owner.token, SOCCER_DOMAIN),
      }),
    ).settings;
    const cases: [Record<string, unknown>, string][] = [
      [{ languages: ['en'], default_language: 'ur' }, 'default_language'],
      [{ theme_id: 'auroraF6' }, 'THEME_NOT_OF_SPORT'],
      [{ theme_id: 'noSuchTheme' }, 'THEME_NOT_OF_SPORT'],
      [{ home_sections: [...NEWS_FIRST.slice(0, 9), 'news'] }, 'home_sections'],
      [{ analytics_id: 'GTM-1"><script>' }, 'analytics_id'],
      [{ languages: ['en', 'en'], default_language: 'en' }, 'languages'],
    ];
    for (const [change, mark] of cases) {
      const res = await app.inject({
        method: 'PUT',
        url: '/admin/v1/brand',
        headers: staffHeaders(owner.token, SOCCER_DOMAIN),
        payload: { ...base, ...change },
      });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(400);
      expect(res.body).toContain(mark);
    }
    const byEditor = await app.inject({
      method: 'PUT',
      url: '/admin/v1/brand',
      headers: staffHeaders(editor.token, SOCCER_DOMAIN),
      payload: base,
    });
    expect(byEditor.statusCode).toBe(403);
    expect(json(byEditor)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('takes a PNG logo, stripped of metadata, served by hash on the tenant’s host only', async () => {
    const upload = (png: Buffer | string) =>
      app.inject({
        method: 'PUT',
        url: '/admin/v1/brand/logo',
        headers: staffHeaders(owner.token, SOCCER_DOMAIN),
        payload: { png_base64: Buffer.from(png).toString('base64') },
      });
    const secret = Buffer.from('Comment\0made on the designer’s laptop at /home/someone');
    const res = await upload(testPng(200, 40, [{ type: 'tEXt', data: secret }]));
    expect(res.statusCode, res.body).toBe(200);
    const logo = json<BrandResponse>(res).logo!;
    expect(logo).toMatchObject({ width: 200, height: 40 });
    expect(logo.url).toBe(`/brand/logo/${logo.hash}.png`);
    expect((await config(SOCCER_DOMAIN)).brand.logo_url).toBe(logo.url);

    const served = await app.inject({
      url: `/v1/brand/logo/${logo.hash}`,
      headers: { domain: SOCCER_DOMAIN },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.length).toBe(logo.bytes);
    expect(served.rawPayload.includes(Buffer.from('tEXt'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('designer'))).toBe(false);
    // Another tenant's host does not serve it.
    const elsewhere = await app.inject({
      url: `/v1/brand/logo/${logo.hash}`,
      headers: { domain: CRICKET_DOMAIN },
    });
    expect(elsewhere.statusCode).toBe(404);

    const refused: [Buffer | string, string][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'LOGO_NOT_PNG'],
      [testPng(2000, 40), 'LOGO_DIMENSIONS'],
      [Buffer.concat([testPng(20, 20).subarray(0, 40), Buffer.from('x')]), 'LOGO_NOT_PNG'],
      [
        (() => {
          const png = testPng(20, 20);
          png[png.length - 20] = (png[png.length - 20] ?? 0) ^ 0xff; // inside IDAT: its CRC fails
          return png;
        })(),
        'LOGO_NOT_PNG',
      ],
      [testPng(20, 20, [{ type: 'XXXX', data: Buffer.alloc(1) }]), 'LOGO_NOT_PNG'],
    ];
    for (const [file, code] of refused) {
      const bad = await upload(file);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ code }] });
    }

    // A new logo is a new URL; the old one is gone.
    const next = json<BrandResponse>(await upload(testPng(100, 50))).logo!;
    expect(next.hash).not.toBe(logo.hash);
    const old = await app.inject({
      url: `/v1/brand/logo/${logo.hash}`,
      headers: { domain: SOCCER_DOMAIN },
    });
    expect(old.statusCode).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/admin/v1/brand/logo',
      headers: staffHeaders(owner.token, SOCCER_DOMAIN),
    });
    expect(json<BrandResponse>(removed).logo).toBeNull();
    expect((await config(SOCCER_DOMAIN)).brand.logo_url).toBeNull();
  });

  it('lets a super-admin see every tenant and change another tenant’s brand by id', async () => {
    const list = await app.inject({
      url: '/admin/v1/tenants',
      headers: staffHeaders(superAdmin.token, SOCCER_DOMAIN),
    });
    const cricket = json<{ tenants: { id: number; slug: string }[] }>(list).tenants.find(
      (t) => t.slug === 'white-label-cricket',
    )!;
    const read = await app.inject({
      url: `/admin/v1/tenants/${cricket.id}/brand`,
      headers: staffHeaders(superAdmin.token, SOCCER_DOMAIN),
    });
    expect(read.statusCode, read.body).toBe(200);
    const brand = json<BrandResponse>(read);
    expect(brand.themes.every((t) => t.id.endsWith('F6'))).toBe(true);
    await config(CRICKET_DOMAIN);
    const put = await app.inject({
      method: 'PUT',
      url: `/admin/v1/tenants/${cricket.id}/brand`,
      headers: staffHeaders(superAdmin.token, SOCCER_DOMAIN),
      payload: { ...brand.settings, product_name: 'Six Hitters' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await config(CRICKET_DOMAIN)).brand.product_name).toBe('Six Hitters');
    // The soccer owner cannot do the same.
    const byOwner = await app.inject({
      url: `/admin/v1/tenants/${cricket.id}/brand`,
      headers: staffHeaders(owner.token, SOCCER_DOMAIN),
    });
    expect(byOwner.statusCode).toBe(403);
  });
});
