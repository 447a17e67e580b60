// The web server's copies of tenant data (ADR 0051, 0059): a change the API announces drops the
// terms/footer copies of its language (every host: a tenant answers on several names); other
// languages' copies stay; "everything" drops them all.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TermsResponse } from '@gameweek/contracts/terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../app/lib/env.server.ts';
import { getTerms } from '../app/lib/shared-data.server.ts';
import {
  rememberTenant,
  type TenantInfo,
  tenantCacheSize,
  tenantGeneration,
} from '../app/lib/tenant.server.ts';
import { tenantDataChanged } from '../app/lib/tenant-changes.server.ts';

const answer = (locale: string): TermsResponse => ({
  page: 'termsAndConditions',
  locale: locale as TermsResponse['locale'],
  title: `T ${locale}`,
  content: '',
  page_footer: '',
  footer: { links: [], external_links: [], text: '', hotline: { text: '' }, optin_footer: null },
});

describe('tenantDataChanged', () => {
  // A real HTTP server standing in for the API's GET /v1/terms/{page}: it counts what is asked.
  const calls: string[] = [];
  let api: Server;
  const apiUrl = env.apiUrl;
  beforeAll(async () => {
    api = createServer((req, res) => {
      const locale = new URL(req.url ?? '/', 'http://x').searchParams.get('locale') ?? 'en';
      calls.push(locale);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer(locale)));
    });
    await new Promise<void>((ok) => api.listen(0, '127.0.0.1', ok));
    (env as { apiUrl: string }).apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    (env as { apiUrl: string }).apiUrl = apiUrl;
    await new Promise((ok) => api.close(ok));
  });

  it('drops the terms of the changed language on every host and keeps the others', async () => {
    const req = (host: string) => new Request(`http://${host}/home`, { headers: { host } });
    const now = 1_000;
    for (const host of ['a.example', 'b.example'])
      for (const l of ['en', 'ur']) await getTerms(req(host), 'termsAndConditions', l, now);
    expect(calls).toHaveLength(4);
    // Cached: no new call.
    await getTerms(req('a.example'), 'termsAndConditions', 'ur', now + 1);
    expect(calls).toHaveLength(4);

    tenantDataChanged({ tenant_id: 1, area: 'footer', locale: 'ur' });
    for (const host of ['a.example', 'b.example'])
      for (const l of ['en', 'ur']) await getTerms(req(host), 'termsAndConditions', l, now + 2);
    // Urdu read again on both hosts; English still from the copy.
    expect(calls.slice(4)).toEqual(['ur', 'ur']);

    // News are not kept here: nothing to drop.
    tenantDataChanged({ tenant_id: 1, area: 'items', locale: 'en' });
    await getTerms(req('a.example'), 'termsAndConditions', 'en', now + 3);
    expect(calls).toHaveLength(6);

    tenantDataChanged({ tenant_id: null, area: 'all', locale: null });
    for (const host of ['a.example', 'b.example'])
      for (const l of ['en', 'ur']) await getTerms(req(host), 'termsAndConditions', l, now + 4);
    expect(calls.slice(6).sort()).toEqual(['en', 'en', 'ur', 'ur']);
  });
});

describe('tenantDataChanged and the tenant copies', () => {
  const tenant = (serviceId: number): TenantInfo => ({
    themeId: 'whiteLabelF5',
    custom: false,
    context: 'soccer',
    faviconId: 'whiteLabelF5',
    languages: { list: [{ code: 'en', name: 'English', ltr: true }], selected: 'en' },
    prizes: false,
    consentManagement: false,
    freeSignUp: false,
    money: { kind: 'currency', currency: 'GBP', unit: 'million' },
    analyticsId: null,
    serviceId,
    brand: { product_name: 'Gameweek', logo_url: null, home_sections: null, consent_text: {} },
  });

  it('drops every host of the changed tenant and keeps the others; a read begun before is not kept', () => {
    tenantDataChanged({ tenant_id: null, area: 'all', locale: null });
    rememberTenant('one.example', tenant(1));
    rememberTenant('www.one.example', tenant(1));
    rememberTenant('two.example', tenant(2));
    expect(tenantCacheSize()).toBe(3);
    tenantDataChanged({ tenant_id: 1, area: 'brand', locale: null });
    expect(tenantCacheSize()).toBe(1);
    // A config read that began before a change (its generation) is not remembered after it.
    const since = tenantGeneration();
    tenantDataChanged({ tenant_id: 2, area: 'prizes', locale: null });
    rememberTenant('two.example', tenant(2), Date.now(), since);
    expect(tenantCacheSize()).toBe(0);
    rememberTenant('two.example', tenant(2));
    expect(tenantCacheSize()).toBe(1);
  });
});
