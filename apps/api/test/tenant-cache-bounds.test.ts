// Issue 17, finding 4: every unknown `domain` or Host used to be cached forever (6,528 requests with 8 KB
// domains grew the API by 55 MB, never freed). The tenant lookup is the same on both drivers, so PGlite
// is enough here.
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from './helpers/setup.ts';

describe('tenant cache bounds', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup('pglite');
  });
  afterAll(() => ctx.close());

  it('keeps the tenant cache bounded when thousands of distinct unknown domains arrive', async () => {
    const config = (domain: string) => ctx.app.inject({ url: '/v1/config', headers: { domain } });
    expect((await config('a.test')).statusCode).toBe(200);
    for (let i = 0; i < 2_000; i++) {
      const res = await config(`probe-${i}.unknown.example`);
      expect(res.statusCode).toBe(404);
    }
    // Unknown hosts through Host (no `domain` header) take the same path.
    for (let i = 0; i < 200; i++) {
      const res = await ctx.app.inject({ url: '/v1/config', headers: { host: `h${i}.example` } });
      expect(res.statusCode).toBe(404);
    }
    const sizes = ctx.app.services.tenants.cacheSizes;
    expect(sizes.domains).toBe(1);
    expect(sizes.unknownDomains).toBeLessThanOrEqual(1_000);
    // The known tenant is still served (from the cache or the database).
    expect((await config('a.test')).statusCode).toBe(200);
  });

  it('refuses an 8 KB domain or Host with a 400 error object, before any lookup', async () => {
    const long = `${'a'.repeat(8 * 1024)}.test`;
    for (const headers of [
      { domain: long },
      { host: long },
      { domain: 'a.test\u0000evil' },
      { domain: 'a test' },
      { domain: `${'a'.repeat(64)}.test` },
    ]) {
      const res = await ctx.app.inject({ url: '/v1/config', headers });
      expect(res.statusCode, JSON.stringify(headers).slice(0, 80)).toBe(400);
      const body = ErrorResponseSchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details?.[0]?.code).toBe('invalid_domain');
    }
    // A host name at the limit of the rules is still a name: looked up, unknown, 404.
    const label = 'b'.repeat(63);
    const longest = [label, label, label, 'c'.repeat(61)].join('.');
    expect(longest).toHaveLength(253);
    expect(
      (await ctx.app.inject({ url: '/v1/config', headers: { domain: longest } })).statusCode,
    ).toBe(404);
    expect(ctx.app.services.tenants.cacheSizes.domains).toBeLessThanOrEqual(1);
  });

  it('still finds tenants by a domain with a scheme, a port or capitals', async () => {
    for (const domain of ['A.TEST', 'https://a.test/x', 'a.test:3000']) {
      const res = await ctx.app.inject({ url: '/v1/config', headers: { domain } });
      expect(res.statusCode, domain).toBe(200);
    }
  });
});
