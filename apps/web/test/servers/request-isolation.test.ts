// Issue 18, "isolation under concurrency": nothing of one request may reach another's answer. The
// production web server renders pages for guests and signed-in managers of both tenants in all nine
// languages, with requests of different visitors interleaved and some managers switching language
// mid-run; every page must be in its own visitor's language and direction, in its own tenant's
// theme, and a manager's page must show that manager's private league and no other's. Defect 1 of
// the issue: the web server kept a signed-in manager's language as the tenant's, so every later
// guest got the last signed-in manager's Urdu page.
import { LANGUAGES, type LanguageCode } from '@gameweek/i18n/languages';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ProductionServers,
  send,
  startProductionServers,
  utf8Body,
} from './production-servers.ts';

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;

interface Tenant {
  host: string;
  theme: string;
  languages: LanguageCode[];
}

interface Manager {
  tenant: Tenant;
  token: string;
  league: string;
  language: LanguageCode;
}

/** What a visitor sends and what its page must show. */
interface Visit {
  tenant: Tenant;
  path: string;
  manager: Manager | null;
  /** A guest's language cookie; a manager's language is the one saved with the API. */
  cookieLanguage: LanguageCode | null;
  /** The manager switches to this language first (POST /language), as the language menu does. */
  switchTo: LanguageCode | null;
}

type VisitorPick =
  | { guestOf: number; path: string; language: number | null }
  | { manager: number; path: string; switchTo: number | null };

const GUEST_PATHS = ['/', '/guest', '/auth/login', '/auth/register', '/no-such-page'];
const MANAGER_PATHS = ['/home', '/leaderboard', '/my-team', '/statistics', '/how-to-play'];

describe('no state shared between requests (issue 18)', () => {
  let servers: ProductionServers;
  let webPort: number;
  const tenants: Tenant[] = [];
  const managers: Manager[] = [];

  /** A call to the API as the web server makes it: the tenant by the `domain` header. */
  async function api<T>(tenant: Tenant, path: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`http://127.0.0.1:${servers.api.port}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        domain: tenant.host,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  /** A demo manager with a saved team, a private league of their own and a saved language. */
  async function newManager(tenant: Tenant, n: number, language: LanguageCode): Promise<Manager> {
    const { token } = await api<{ token: string }>(tenant, '/auth/token?demo=1', {});
    const picked = await api<{
      picks: { player_id: number; slot: number }[];
      captain_id: number;
      vice_captain_id: number;
    }>(tenant, '/v1/user/quick-picks', {}, token);
    await api(
      tenant,
      '/v1/user',
      {
        picks: picked.picks.map(({ player_id, slot }) => ({ player_id, slot })),
        captain_id: picked.captain_id,
        vice_captain_id: picked.vice_captain_id,
      },
      token,
    );
    const league = `Isolation league ${n} ${tenant.theme}`;
    await api(tenant, '/v1/leagues', { name: league }, token);
    await api(tenant, '/v1/user/preferences', { language }, token);
    return { tenant, token, league, language };
  }

  beforeAll(async () => {
    servers = await startProductionServers('isolation');
    webPort = servers.web.port;
    for (const [host, theme] of [
      ['localhost', 'whiteLabelF5'],
      ['cricket.localhost', 'whiteLabelF6'],
    ] as const) {
      const tenant: Tenant = { host, theme, languages: [] };
      const config = await api<{
        service: { config: { languages: { list: { code: LanguageCode }[] } } };
      }>(tenant, '/v1/config');
      tenant.languages = config.service.config.languages.list.map((l) => l.code);
      tenants.push(tenant);
    }
    // Four managers per tenant, each in a different language, right-to-left Urdu among them.
    for (const tenant of tenants) {
      const offered = ['ur', 'de', 'en', ...tenant.languages] as LanguageCode[];
      for (let i = 0; i < 4; i++) {
        const language = offered.find((l, at) => at >= i && tenant.languages.includes(l)) ?? 'en';
        managers.push(await newManager(tenant, managers.length + 1, language));
      }
    }
  });

  afterAll(() => servers?.stop());

  function cookieOf(visit: Visit): string | null {
    const parts: string[] = [];
    if (visit.manager) parts.push(`token=${visit.manager.token}`);
    if (visit.cookieLanguage) parts.push(`lang=${visit.cookieLanguage}`);
    return parts.length ? parts.join('; ') : null;
  }

  function request(method: string, path: string, visit: Visit, body = ''): string {
    const host = `${visit.tenant.host}:${webPort}`;
    const cookie = cookieOf(visit);
    return [
      `${method} ${path} HTTP/1.1`,
      `Host: ${host}`,
      'Accept-Language: en',
      ...(cookie ? [`Cookie: ${cookie}`] : []),
      ...(body
        ? [
            `Origin: http://${host}`,
            'Content-Type: application/x-www-form-urlencoded',
            `Content-Length: ${Buffer.byteLength(body)}`,
          ]
        : []),
      'Connection: close',
      '',
      body,
    ].join('\r\n');
  }

  /**
   * One visit; what the page must say is decided when its request is sent. A manager's language
   * switch and the pages that follow it run in order (one visitor); visitors run side by side.
   */
  async function visit(v: Visit): Promise<string[]> {
    const problems: string[] = [];
    if (v.manager && v.switchTo) {
      const body = `language=${v.switchTo}&returnTo=${encodeURIComponent(v.path)}`;
      // The cookie it sets is dropped on purpose: the saved preference must carry the language.
      const switched = await send(webPort, request('POST', '/language', v, body));
      if (switched.status !== 302) problems.push(`language switch answered ${switched.status}`);
      else v.manager.language = v.switchTo;
    }
    const expected = v.cookieLanguage ?? v.manager?.language ?? 'en';
    const page = await send(webPort, request('GET', v.path, v));
    const html = utf8Body(page);
    const who = `${v.manager ? `manager ${v.manager.league}` : 'guest'} ${v.tenant.host}${v.path}`;
    if (page.status !== 200 && page.status !== 404) {
      return [`${who}: status ${page.status}`];
    }
    const root = /<html([^>]*)>/.exec(html)?.[1] ?? '';
    const lang = /\blang="([^"]*)"/.exec(root)?.[1];
    const dir = /\bdir="([^"]*)"/.exec(root)?.[1];
    const theme = /\bdata-theme="([^"]*)"/.exec(root)?.[1];
    if (lang !== expected) problems.push(`${who}: lang ${lang}, expected ${expected}`);
    if (dir !== LANGUAGES[expected].dir) problems.push(`${who}: dir ${dir} for ${expected}`);
    if (theme !== v.tenant.theme)
      problems.push(`${who}: theme ${theme}, expected ${v.tenant.theme}`);
    for (const other of managers) {
      if (other !== v.manager && html.includes(other.league))
        problems.push(`${who}: shows ${other.league}`);
    }
    if (v.manager && v.path === '/leaderboard' && !html.includes(v.manager.league))
      problems.push(`${who}: does not show its own league`);
    return problems;
  }

  it('answers every interleaved request with its own language, tenant and manager', async () => {
    // Indices, turned into visits inside the property: a counterexample prints short.
    const visitor = fc.oneof(
      fc.record({
        guestOf: fc.nat(tenants.length - 1),
        path: fc.constantFrom(...GUEST_PATHS),
        language: fc.option(fc.nat(20), { nil: null }),
      }),
      fc.record({
        manager: fc.nat(managers.length - 1),
        path: fc.constantFrom(...MANAGER_PATHS),
        switchTo: fc.option(fc.nat(20), { freq: 6, nil: null }),
      }),
    );
    const toVisit = (v: VisitorPick): Visit => {
      const pick = (t: Tenant, n: number | null) =>
        n === null ? null : (t.languages[n % t.languages.length] ?? null);
      if ('guestOf' in v) {
        const tenant = tenants[v.guestOf] as Tenant;
        const cookieLanguage = pick(tenant, v.language);
        return { tenant, path: v.path, manager: null, cookieLanguage, switchTo: null };
      }
      const m = managers[v.manager] as Manager;
      const switchTo = pick(m.tenant, v.switchTo);
      return { tenant: m.tenant, path: v.path, manager: m, cookieLanguage: null, switchTo };
    };
    let requests = 0;
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(visitor, { minLength: 40, maxLength: 40 }), async (picks) => {
        const visits = picks.map(toVisit);
        // A manager's visits run in order (their language switches apply in order); visitors run
        // side by side, so one render's request meets others' in the server.
        const byVisitor = new Map<Manager | Visit, Visit[]>();
        for (const v of visits) {
          const key = v.manager ?? v;
          byVisitor.set(key, [...(byVisitor.get(key) ?? []), v]);
        }
        const found = await Promise.all(
          [...byVisitor.values()].map(async (sequence) => {
            const out: string[] = [];
            for (const v of sequence) {
              out.push(...(await visit(v)));
              requests += v.switchTo ? 2 : 1;
            }
            return out;
          }),
        );
        problems.push(...found.flat());
        expect(found.flat()).toEqual([]);
      }),
      { numRuns: 50, seed: SEED, endOnFailure: true },
    );
    expect(problems).toEqual([]);
    // The property ran its course: at least the 2,000 requests the issue asks for went out.
    expect(requests).toBeGreaterThanOrEqual(2000);
    // A guard for a hung server, not a measurement: 2,000 page renders on a busy 2-core machine.
  }, 900_000);
});
