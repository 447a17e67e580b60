// ADR 0059: a console change reaches every web server at once, not only the one whose console proxy
// carried it. Two production web servers — one of two worker processes, one of one — in front of the
// API (the real app on the seasons `npm start` serves): each has shown a guest the soccer tenant's
// footer and product name, so each process holds them (60 s copies). An editor and an owner then
// change the footer and the product name through the API's console calls directly — through neither
// web server — and every process of both servers shows the new ones on its next pages, within a few
// seconds (far less than its copies' 60 s).
import { totpCode } from '@gameweek/api/services/console/totp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ProductionServers,
  type Server,
  send,
  startProductionServers,
  utf8Body,
} from './production-servers.ts';

const RUN = Date.now().toString(36);
const HOST = 'localhost';
/** Far below the web server's 60 s copies: a change shown within this was not waited out. */
const SHOWN_WITHIN_MS = 10_000;
/** Pages asked of each server per check: with two workers, both answer some of them. */
const PAGES_PER_CHECK = 6;

describe('a console change reaches every web server (ADR 0059)', () => {
  let servers: ProductionServers;
  let apiBase: string;

  async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`${apiBase}${path}`, {
      method,
      headers: {
        domain: HOST,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  /** A staff member of the soccer tenant, signed in with two-factor through the console API. */
  async function staff(role: 'owner' | 'editor'): Promise<string> {
    const email = `${role}.${RUN}@operator.example`;
    const password = 'a long unusual console passphrase 42';
    await api('POST', '/__e2e/staff', {
      email,
      name: `${role} ${RUN}`,
      password,
      tenant: 'white-label-soccer',
      role,
    });
    const login = await api<{ token: string }>('POST', '/admin/v1/auth/login', { email, password });
    const { secret } = await api<{ secret: string }>(
      'POST',
      '/admin/v1/auth/totp/setup',
      {},
      login.token,
    );
    const { now } = await api<{ now: string }>('GET', '/__e2e/season');
    const full = await api<{ token: string }>(
      'POST',
      '/admin/v1/auth/totp/confirm',
      { code: totpCode(secret, new Date(now)) },
      login.token,
    );
    return full.token;
  }

  async function page(web: Server, path: string): Promise<string> {
    const answer = await send(
      web.port,
      `GET ${path} HTTP/1.1\r\nHost: ${HOST}:${web.port}\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status, `${web.name} ${path}`).toBe(200);
    return utf8Body(answer);
  }

  /** Every page of every server shows `text` (after at most SHOWN_WITHIN_MS); answers how long. */
  async function everyServerShows(path: string, text: string): Promise<void> {
    const deadline = Date.now() + SHOWN_WITHIN_MS;
    for (const web of servers.webs) {
      for (;;) {
        const pages = await Promise.all(
          Array.from({ length: PAGES_PER_CHECK }, () => page(web, path)),
        );
        if (pages.every((p) => p.includes(text))) break;
        if (Date.now() > deadline)
          throw new Error(`${web.name} still shows the old ${path} (${web.log.join('')})`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  beforeAll(async () => {
    servers = await startProductionServers('tenant-changes', [{ WEB_CONCURRENCY: '2' }, {}], {
      E2E_MANAGERS: '4',
    });
    apiBase = `http://127.0.0.1:${servers.api.port}`;
  }, 600_000);
  afterAll(async () => {
    await servers?.stop();
  });

  it('a footer and a product name changed through neither web server show on both at once', async () => {
    const editor = await staff('editor');
    const owner = await staff('owner');
    // Every process of both servers holds the tenant's English footer and its product name now.
    for (const web of servers.webs)
      for (let i = 0; i < PAGES_PER_CHECK; i++) {
        const html = await page(web, '/public/terms/faq');
        expect(html).toContain('footer-text');
        expect(html).not.toContain(RUN);
      }

    await api(
      'PUT',
      '/admin/v1/content/footer/en',
      { text: `<p>Hotline ${RUN}</p>`, hotline: '123', links: [] },
      editor,
    );
    await everyServerShows('/public/terms/faq', `Hotline ${RUN}`);

    const { settings } = await api<{ settings: Record<string, unknown> }>(
      'GET',
      '/admin/v1/brand',
      undefined,
      owner,
    );
    await api('PUT', '/admin/v1/brand', { ...settings, product_name: `Club ${RUN}` }, owner);
    await everyServerShows('/public/terms/faq', `Club ${RUN}`);
    // Put back: the shared demo keeps its name.
    await api('PUT', '/admin/v1/brand', settings, owner);
  });
});
