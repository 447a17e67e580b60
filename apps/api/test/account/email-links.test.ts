// Issue 17, finding 8: links in e-mails were built from the request's Host (or `domain`), so
// `Host: evil.example` on /auth/register mailed a link to evil.example. They now use the tenant's
// configured public web URL only.
import { tenants } from '@gameweek/db/schema';
import { demoWebUrl } from '@gameweek/db/seed/tenants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWebUrlFromEnv } from '../../src/demo/prepare-demo.ts';
import { DRIVERS } from '../helpers/setup.ts';
import { startWorld, type World, waitFor } from '../operator/world.ts';

const TENANT_URL = 'https://fantasy.operator-a.example';
let n = 0;
const email = () => {
  n += 1;
  return `linked${n}.${process.pid}@example.com`;
};

describe.each(DRIVERS)('links in e-mails (%s)', (driver) => {
  let w: World;
  beforeAll(async () => {
    // No deployment-wide PUBLIC_WEB_URL: nothing but the tenant's own setting may give a base.
    w = await startWorld(driver, { PUBLIC_WEB_URL: '' });
    await w.t.testDb.db
      .update(tenants)
      .set({ publicWebUrl: TENANT_URL })
      .where(eq(tenants.id, w.t.tenantA.id));
  });
  afterAll(async () => w?.close());

  const mailTo = (address: string) =>
    waitFor(() => [...w.smtp.inbox].reverse().find((m) => m.to.includes(address)));
  const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

  it('a verification link goes to the tenant’s public web URL whatever Host the request names', async () => {
    const username = email();
    const res = await w.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { host: 'evil.example', domain: 'a.test' },
      payload: { username, name: 'Ada Manager', password: 'a long unusual passphrase 42' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(username);
    expect(linksIn(mail.text)).toHaveLength(1);
    expect(linksIn(mail.text)[0]).toMatch(
      new RegExp(`^${TENANT_URL.replaceAll('.', '\\.')}/auth/verify-email\\?token=[\\w-]+$`),
    );
    expect(mail.text).not.toContain('evil.example');
  });

  it('a reset link goes to the tenant’s public web URL whatever Host or domain the request names', async () => {
    const username = email();
    await w.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { domain: 'a.test' },
      payload: { username, name: 'Ada Manager', password: 'a long unusual passphrase 42' },
    });
    await mailTo(username);
    w.smtp.inbox.length = 0;
    const res = await w.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      headers: { host: 'evil.example', domain: 'a.test', 'x-forwarded-host': 'evil.example' },
      payload: { username },
    });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(username);
    expect(linksIn(mail.text)[0]).toMatch(
      new RegExp(`^${TENANT_URL.replaceAll('.', '\\.')}/auth/reset-password\\?token=[\\w-]+$`),
    );
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).not.toContain('a.test');
  });

  it('a tenant without a public web URL mails no link at all rather than one to the request’s Host', async () => {
    const username = email();
    const res = await w.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { host: 'evil.example', domain: 'b.test' },
      payload: { username, name: 'Ada Manager', password: 'a long unusual passphrase 42' },
    });
    expect(res.statusCode).toBe(200);
    const login = await w.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { domain: 'b.test' },
      payload: { username, password: 'a long unusual passphrase 42' },
    });
    const send = await w.app.inject({
      method: 'POST',
      url: '/auth/verify-email/send',
      headers: {
        host: 'evil.example',
        domain: 'b.test',
        authorization: `Bearer ${login.json<{ token: string }>().token}`,
      },
    });
    expect(send.json()).toEqual({ sent: false });
    await new Promise((r) => setTimeout(r, 200));
    expect(w.smtp.inbox.filter((m) => m.to.includes(username))).toEqual([]);
  });
});

describe('the demo tenants’ public web URL', () => {
  it('is where npm start serves the web app: WEB_PORT on each tenant’s host, or DEMO_WEB_URL', () => {
    expect(demoWebUrl()('cricket.localhost')).toBe('http://cricket.localhost:3000');
    expect(demoWebUrlFromEnv({})('localhost')).toBe('http://localhost:3000');
    expect(demoWebUrlFromEnv({ WEB_PORT: '3005' })('cricket.localhost')).toBe(
      'http://cricket.localhost:3005',
    );
    expect(demoWebUrlFromEnv({ DEMO_WEB_URL: 'https://{host}.demo.example' })('localhost')).toBe(
      'https://localhost.demo.example',
    );
  });
});
