// Issue 17, "tests that keep them out": generated malformed requests against the production web
// server (apps/web/server.mjs on a fresh build) and the API (e2e/support/api-server.ts, the real app
// on PGlite), sent raw over TCP so broken encodings and headers reach the servers as they are. One
// request killed the web server (finding 1) and /api/v1/%252e%252e/… reached any API route
// (finding 2). Afterwards both processes must be alive and answering; every answer must be a
// well-formed HTTP response, a 4xx unless the request was an ordinary one; the API's errors are the
// spec's error object; nothing the web server answers under /api comes from a route outside the
// proxy's allow-list. A failure prints fast-check's seed and path: rerun with FC_SEED=<seed>.
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  type ProductionServers,
  type Server,
  send,
  startProductionServers,
} from './production-servers.ts';

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;

// ---------------------------------------------------------------------------------------------
// The generated requests. Each carries whether it is an ordinary request (a page, a file or an
// allowed API call with well-formed headers): only those may be answered 2xx or 3xx.

interface Piece {
  text: string;
  /** Breaks the request: the answer must be a 4xx. */
  bad: boolean;
  /**
   * Bad for the web server only: the API reads neither X-Forwarded-Host (nobody proves it comes from
   * the web server) nor the Host beyond choosing a tenant, so it may answer an allowed route as usual.
   */
  apiTolerates?: boolean;
}

const DOTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '%2e.',
  '.%2e',
  '%252e%252e',
  '%25252e%25252e',
  '%c0%ae%c0%ae',
  '%c0%2e%c0%2e',
  '%%32%65%%32%65',
  '%u002e%u002e',
  '..%2f',
  '..%2F',
  '..%252f',
  '..\\',
  '..%5c',
  '..%255c',
  '.%00.',
  '..%00',
  '..;',
];
const SEPARATORS = ['/', '%2f', '%2F', '%252f', '\\', '%5c', '//', '/./'];
/** API routes the browser path must never reach. Their answers are recognisable (see below). */
const OUTSIDE = [
  'health',
  'docs',
  'docs/json',
  'dev/mailbox',
  'dev/mailbox.json',
  'auth/token',
  'auth/otp',
  'operator/callbacks/billing',
];
const BROKEN = [
  '%',
  '%z',
  '%zz',
  '%e',
  '%c0',
  '%ff',
  '%00',
  '%0a',
  '%0d%0a',
  '%7f',
  '%%',
  '%2',
  'é',
];

const dots = fc.constantFrom(...DOTS);
const separator = fc.constantFrom(...SEPARATORS);

/** `..` in every encoding, on the way from an allowed prefix to a route outside the allow-list. */
const traversal = fc
  .tuple(
    fc.constantFrom('/api/v1/', '/api/v1/players/', '/api/auth/', '/api/', '/assets/', '/'),
    fc.array(fc.tuple(dots, separator), { minLength: 1, maxLength: 4 }),
    fc.constantFrom(...OUTSIDE, '../server/index.js', 'etc/passwd', 'package.json'),
  )
  .map(([prefix, steps, target]) => ({
    text: `${prefix}${steps.map(([d, s]) => `${d}${s}`).join('')}${target}`,
    bad: true,
  }));

const brokenEncoding = fc
  .tuple(
    fc.constantFrom('/', '/guest', '/api/v1/players', '/assets/', '/player/'),
    fc.constantFrom(...BROKEN),
    fc.constantFrom('', 'x', '/x', '?q=1'),
  )
  .map(([a, b, c]) => ({ text: `${a}${b}${c}`, bad: true }));

const oddTarget = fc.constantFrom(
  { text: '//%', bad: true },
  { text: '//evil.example/', bad: true },
  { text: '///guest', bad: true },
  { text: 'http://evil.example/', bad: true },
  { text: 'evil.example:443', bad: true },
  { text: '*', bad: true },
  { text: 'x', bad: true },
  { text: '?', bad: true },
  { text: '/\\evil.example', bad: true },
  { text: `/${'a'.repeat(5000)}`, bad: true },
  { text: '/api/v1/players\u0000', bad: true },
  { text: '/gu\u0000est', bad: true },
  { text: '/api/v1/players%2f1', bad: true },
  { text: '/api/v1//players', bad: true },
  { text: '/api/v1/players/', bad: true },
);

interface Target {
  text: string;
  bad: boolean;
}

function targets(ordinary: string[]): fc.Arbitrary<Target> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ordinary).map((text) => ({ text, bad: false })) },
    { weight: 4, arbitrary: traversal },
    { weight: 3, arbitrary: brokenEncoding },
    { weight: 2, arbitrary: oddTarget },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'binary-ascii', minLength: 1, maxLength: 30 })
        // Only what must be refused: a control character or a backslash (a random path without
        // one may well be a page, `/%2e` is `/`).
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
        .filter((s) => /[\u0000-\u001f\u007f\\]/.test(s))
        .map((s) => ({ text: `/${s}`, bad: true })),
    },
  );
}

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ text: 'GET', bad: false }) },
  { weight: 1, arbitrary: fc.constant({ text: 'HEAD', bad: false }) },
  // Methods the app serves: answered by a page's action, the proxy or a refusal, never a 5xx.
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS')
      .map((text) => ({ text, bad: false })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'TRACE',
        'CONNECT',
        'PROPFIND',
        'MKCOL',
        'M-SEARCH',
        'PURGE',
        'GeT',
        'FOO',
        'G\u0000T',
        'GET GET',
      )
      .map((text) => ({ text, bad: true })),
  },
);

function hostHeader(good: string[]): fc.Arbitrary<Piece[]> {
  const valid: fc.Arbitrary<Piece[]> = fc
    .constantFrom(...good)
    .map((h) => [{ text: `Host: ${h}`, bad: false }]);
  const invalid: fc.Arbitrary<Piece[]> = fc
    .constantFrom(
      '',
      '%',
      '%41',
      'a'.repeat(300),
      `${'a'.repeat(64)}.example`,
      'evil.example/x',
      'evil.example?x',
      'evil.example#x',
      'a b',
      'user@evil.example',
      '[::1',
      'x:99999',
      'x:',
      ':80',
      '-x.example',
      'a..b',
      'évil.example',
      '\u0000',
      'localhost\u0000x',
      '..',
      '.',
      'localhost, evil.example',
    )
    .map((h) => [{ text: `Host: ${h}`, bad: true, apiTolerates: true }]);
  return fc.oneof(
    { weight: 10, arbitrary: valid },
    { weight: 3, arbitrary: invalid },
    { weight: 1, arbitrary: fc.constant<Piece[]>([]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...good).map((h) => [
        { text: `Host: ${h}`, bad: true, apiTolerates: true },
        { text: 'Host: evil.example', bad: true, apiTolerates: true },
      ]),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Piece[]>([{ text: 'Host;', bad: true, apiTolerates: true }]),
    },
  );
}

const forwardedHost: fc.Arbitrary<Piece> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '%',
        '',
        'a'.repeat(300),
        'evil.example/x',
        'a b',
        '\u00ff',
        ', ,',
        'x:99999',
        '%2e%2e',
      )
      .map((h) => ({ text: `X-Forwarded-Host: ${h}`, bad: true, apiTolerates: true })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('localhost', 'cricket.localhost:3000', 'localhost, cricket.localhost')
      .map((h) => ({ text: `X-Forwarded-Host: ${h}`, bad: false })),
  },
);

/** Headers the servers must survive but need not refuse: an ordinary request stays ordinary. */
const harmless: fc.Arbitrary<Piece> = fc
  .constantFrom(
    'X-Forwarded-For: %',
    'X-Forwarded-For: 1.2.3.4, evil, <script>, ::1, 999.999.999.999',
    `X-Forwarded-For: ${Array.from({ length: 200 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ')}`,
    'X-Forwarded-For: ',
    'X-Forwarded-Proto: javascript',
    'X-Forwarded-Proto: %',
    'Forwarded: for=evil;host=%;proto=x',
    'X-Real-IP: %',
    'X-Gameweek-Proxy: guess',
    'Domain: %',
    'Domain: cricket.localhost',
    `Domain: ${'a'.repeat(300)}`,
    'Cookie: token=%zz; gw_lang=%',
    'Cookie: token=x',
    `Cookie: token=${'a'.repeat(4000)}`,
    'Accept-Language: %, *;q=x, ur-PK;q=2',
    'Accept-Language: \u00e9\u00ff',
    'Accept: text/event-stream',
    'Origin: null',
    'Referer: %',
    'Sec-Fetch-Site: cross-site',
    'User-Agent: \u00ff\u00fe',
    'Idempotency-Key: %',
    'If-None-Match: *',
    'Range: bytes=9999999-',
  )
  .map((text) => ({ text, bad: false }));

const breaking: fc.Arbitrary<Piece> = fc
  .constantFrom(
    `X-Big: ${'a'.repeat(20_000)}`,
    'X-Nul: a\u0000b',
    'Bad Header: x',
    ': no-name',
    'X-Forwarded-For\u0000: 1.2.3.4',
    'Content-Length: -1',
    'Content-Length: 1, 2',
    'Transfer-Encoding: chunked, identity',
  )
  .map((text) => ({ text, bad: true }));

interface RawRequest {
  raw: string;
  target: string;
  method: string;
  /** An ordinary request for the web server: only those may be answered 2xx or 3xx. */
  ordinary: boolean;
  /** The same for the API. */
  ordinaryForApi: boolean;
}

function requests(ordinary: string[], hosts: string[]): fc.Arbitrary<RawRequest> {
  return fc
    .tuple(
      method,
      targets(ordinary),
      bodies,
      hostHeader(hosts),
      sometimes(forwardedHost, 3),
      fc.array(harmless, { maxLength: 3 }),
      sometimes(breaking, 5),
      fc.constantFrom(
        'HTTP/1.1',
        'HTTP/1.1',
        'HTTP/1.1',
        'HTTP/1.0',
        'HTTP/2.0',
        'HTTP/1.1x',
        'HTTP/9.9',
      ),
    )
    .map(([m, t, [type, payload], host, xfh, extra, broken, version]) => {
      const headers = [...host, ...(xfh ? [xfh] : []), ...extra, ...(broken ? [broken] : [])];
      // POST and the like get a small JSON body with its right length: a body the server waits for
      // would only test patience.
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m.text) ? payload : '';
      const lines = [
        `${m.text} ${t.text} ${version}`,
        ...headers.map((h) => h.text),
        ...(body
          ? [`Content-Type: ${type}`, `Content-Length: ${Buffer.byteLength(body, 'latin1')}`]
          : []),
        'Connection: close',
      ];
      // Node reads any HTTP/<digit>.<digit> as a version it can answer in HTTP/1.1.
      const wellFormed = !m.bad && !t.bad && version !== 'HTTP/1.1x';
      return {
        raw: `${lines.join('\r\n')}\r\n\r\n${body}`,
        target: t.text,
        method: m.text,
        ordinary: wellFormed && headers.every((h) => !h.bad) && host.length === 1,
        ordinaryForApi: wellFormed && headers.every((h) => !h.bad || h.apiTolerates),
      };
    });
}

/** `arb` in one of `every` requests, else null (fc.option's `freq` is the chance of null). */
function sometimes<T>(arb: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> {
  return fc.oneof(
    { weight: every - 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: arb },
  );
}

/** Bodies of POST and the like, with their content type: a form, JSON, and broken ones. */
const bodies = fc.constantFrom(
  ['application/x-www-form-urlencoded', 'intent=login&username=x%40y.example&password=wrong'],
  ['application/x-www-form-urlencoded', 'intent=%zz&language=%&returnTo=/%5cevil.example&&=='],
  ['application/x-www-form-urlencoded', 'language=de&returnTo=//evil.example'],
  ['application/json', '{"a":1}'],
  ['application/json', '{"name":"x","picks":[{"playerId":"%"}]'],
  ['application/json', '\u0000'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\n%\r\n--y--'],
  ['text/plain', 'a=%'],
);

/** What only the API's routes outside the allow-list answer. */
const OUTSIDE_MARKERS = [
  /^\s*\{\s*"ok"\s*:\s*true\s*\}\s*$/,
  /swagger/i,
  /"openapi"/,
  /Local mailbox/,
  /"mails"\s*:/,
  /"token"\s*:/,
];

function describeAnswer(req: RawRequest, res: Answer): string {
  return `${JSON.stringify(req.raw.slice(0, 300))} → ${res.status} ${JSON.stringify(res.raw.slice(0, 300))}`;
}

describe('malformed requests (issue 17)', () => {
  let servers: ProductionServers;
  let api: Server;
  let web: Server;
  const seen = { web: 0, api: 0 };

  beforeAll(async () => {
    // Four simulated managers: the requests need a running game, not a crowd (a quicker start).
    servers = await startProductionServers('malformed', [{}], { E2E_MANAGERS: '4' });
    ({ api, web } = servers);
  });

  afterAll(() => servers?.stop());

  it('the web server answers every one with a 4xx (or the ordinary page) and stays up', async () => {
    const hosts = [
      `localhost:${web.port}`,
      `cricket.localhost:${web.port}`,
      '127.0.0.1',
      'localhost',
    ];
    const ordinary = [
      '/',
      '/guest',
      '/auth/login',
      '/leaderboard',
      '/how-to-play',
      '/no-such-page',
      '/sw.js',
      '/manifest.webmanifest',
      '/locales/en',
      '/api/v1/players',
      '/api/v1/config',
      '/api/v1/user',
      '/api/config/config',
      '/guest?x=%20y',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(requests(ordinary, hosts), { minLength: 12, maxLength: 12 }),
        async (batch) => {
          const answers = await Promise.all(batch.map((r) => send(web.port, r.raw)));
          for (const [i, req] of batch.entries()) {
            const res = answers[i] as Answer;
            seen.web++;
            const why = describeAnswer(req, res);
            // A well-formed HTTP answer, never a closed connection and never a server error.
            expect(res.status, why).toBeGreaterThanOrEqual(200);
            expect(res.status, why).toBeLessThan(500);
            if (!req.ordinary) expect(res.status, why).toBeGreaterThanOrEqual(400);
            if (req.target.startsWith('/api')) {
              for (const marker of OUTSIDE_MARKERS) expect(res.body, why).not.toMatch(marker);
              if (res.status >= 400 && /json/.test(res.headers['content-type'] ?? '') && res.body)
                expect(ErrorResponseSchema.safeParse(JSON.parse(res.body)).success, why).toBe(true);
            }
            // Every answer the server makes (not node's bare parser refusals) forbids framing.
            if (res.headers['content-type'])
              expect(res.headers['x-frame-options'], why).toBe('DENY');
          }
          expect(web.exited, web.log.join('')).toBeNull();
        },
      ),
      { numRuns: 100, seed: SEED, endOnFailure: true },
    );
    expect(seen.web).toBeGreaterThanOrEqual(1_000);
    // Still up, and still serving: a page and a call through the proxy.
    expect(web.exited, web.log.join('')).toBeNull();
    const page = await send(
      web.port,
      `GET /guest HTTP/1.1\r\nHost: localhost:${web.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain('</html>');
    const call = await send(
      web.port,
      `GET /api/v1/players HTTP/1.1\r\nHost: localhost:${web.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(call.status).toBe(200);
  }, 180_000);

  it('the issue’s own requests: each a 400 or 404, and none reaches the API’s /health', async () => {
    // The markers above do recognise those routes when the API answers them itself.
    for (const path of ['/health', '/docs/json', '/dev/mailbox', '/dev/mailbox.json']) {
      const direct = await send(
        api.port,
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(direct.status, path).toBe(200);
      expect(
        OUTSIDE_MARKERS.some((m) => m.test(direct.body)),
        path,
      ).toBe(true);
    }
    const host = `Host: localhost:${web.port}`;
    for (const raw of [
      `GET /% HTTP/1.1\r\n${host}\r\n`,
      `GET / HTTP/1.1\r\n${host}\r\nX-Forwarded-Host: %\r\n`,
      'GET / HTTP/1.1\r\nHost:\r\n',
      `POST //% HTTP/1.1\r\n${host}\r\nContent-Length: 0\r\n`,
      `GET /api/v1/%252e%252e/health HTTP/1.1\r\n${host}\r\n`,
      `GET /api/v1/%252e%252e/dev/mailbox.json?to=x HTTP/1.1\r\n${host}\r\n`,
    ]) {
      const res = await send(web.port, `${raw}Connection: close\r\n\r\n`);
      expect([400, 404], `${JSON.stringify(raw)} → ${res.raw.slice(0, 200)}`).toContain(res.status);
      expect(res.body).not.toMatch(/"ok"\s*:\s*true|"mails"/);
    }
    // A body larger than any form is refused before it is buffered, declared or streamed.
    const declared = await send(
      web.port,
      `POST /auth/login HTTP/1.1\r\n${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000000\r\nConnection: close\r\n\r\n`,
    );
    expect(declared.status).toBe(413);
    const chunk = `${(64 * 1024).toString(16)}\r\n${'a'.repeat(64 * 1024)}\r\n`;
    const streamed = await send(
      web.port,
      `POST /auth/login HTTP/1.1\r\n${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk.repeat(8)}0\r\n\r\n`,
    );
    expect(streamed.status).toBe(413);
    expect(web.exited, web.log.join('')).toBeNull();
  }, 60_000);

  it('the API answers every one with a 4xx in the spec’s error shape (or the ordinary answer) and stays up', async () => {
    const hosts = ['localhost', 'cricket.localhost', `127.0.0.1:${api.port}`];
    const ordinary = ['/health', '/v1/config', '/v1/players', '/v1/fixtures', '/v1/leaderboard'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(requests(ordinary, hosts), { minLength: 10, maxLength: 10 }),
        async (batch) => {
          const answers = await Promise.all(batch.map((r) => send(api.port, r.raw)));
          for (const [i, req] of batch.entries()) {
            const res = answers[i] as Answer;
            seen.api++;
            const why = describeAnswer(req, res);
            expect(res.status, why).toBeGreaterThanOrEqual(200);
            expect(res.status, why).toBeLessThan(500);
            if (!req.ordinaryForApi) expect(res.status, why).toBeGreaterThanOrEqual(400);
            if (res.status >= 400 && req.method !== 'HEAD' && res.body !== '') {
              let body: unknown;
              try {
                body = JSON.parse(res.body);
              } catch {
                body = res.body;
              }
              expect(ErrorResponseSchema.safeParse(body).success, why).toBe(true);
            }
          }
          expect(api.exited, api.log.join('')).toBeNull();
        },
      ),
      { numRuns: 100, seed: SEED, endOnFailure: true },
    );
    expect(seen.api).toBeGreaterThanOrEqual(1_000);
    expect(api.exited, api.log.join('')).toBeNull();
    const health = await send(
      api.port,
      'GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(health.status).toBe(200);
  }, 180_000);
});
