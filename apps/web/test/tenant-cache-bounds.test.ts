// Issue 17, finding 4: the web server kept tenant info per Host in a Map that nothing bounded; with the
// API's DEFAULT_DOMAIN every Host resolves, so every new Host a client sent stayed in memory.
import { describe, expect, it } from 'vitest';
import {
  lookupTenant,
  rememberTenant,
  type TenantInfo,
  tenantCacheSize,
} from '../app/lib/tenant.server.ts';

const tenant: TenantInfo = {
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
  serviceId: 1,
  brand: { product_name: 'Gameweek', logo_url: null, home_sections: null, consent_text: {} },
};

describe('tenant cache bounds (web)', () => {
  it('keeps the per-host tenant cache bounded when thousands of distinct hosts arrive', () => {
    for (let i = 0; i < 5_000; i++) rememberTenant(`probe-${i}.example`, tenant);
    expect(tenantCacheSize()).toBeGreaterThan(0);
    expect(tenantCacheSize()).toBeLessThanOrEqual(500);
  });

  it('neither asks the API about nor keeps a host that is no host name (8 KB, spaces, NUL)', async () => {
    const before = tenantCacheSize();
    for (const host of [`${'a'.repeat(8 * 1024)}.test`, 'a b.test', 'a.test\u0000x', '%2e%2e']) {
      rememberTenant(host, tenant);
      const request = new Request('http://127.0.0.1/', { headers: { host: 'x' } });
      const found = await lookupTenant(request, host);
      expect(found).toEqual({ ok: false, status: 404, redirect: '/domain_404' });
    }
    expect(tenantCacheSize()).toBe(before);
  });

  it('serves a remembered host from the cache, whatever its case', async () => {
    rememberTenant('Known.Example', tenant);
    const request = new Request('http://127.0.0.1/', { headers: { host: 'known.example' } });
    expect(await lookupTenant(request, 'KNOWN.example')).toEqual({ ok: true, tenant });
  });
});
