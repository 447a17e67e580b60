// Issue 17, finding 5: integers ≥ 2^31 passed the schemas and failed in PostgreSQL's int4 as 500s. This walks
// the API's own OpenAPI document, so a route or field added later is covered without being listed here:
// every integer in a path, a query string or a JSON body gets out-of-range and non-integer values, and must
// be refused as a 400 naming that field, before any query.
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFeedRequest } from '../src/services/feed/feed-signature.ts';
import { DRIVERS, demoLogin, json, setup, type TestContext } from './helpers/setup.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  minItems?: number;
  minimum?: number;
  default?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
}
interface Target {
  method: string;
  path: string;
  where: 'params' | 'querystring' | 'body';
  field: string[];
  integer: boolean;
  /** The schema's own lower bound (a cricket over counts from 0): values from it up are not bad. */
  minimum: number;
}

const isInteger = (s: JsonSchema) => s.type === 'integer';

/** A value the schema accepts, as plain as possible: the bad field is then the only thing wrong. */
function sample(s: JsonSchema): unknown {
  const options = s.anyOf ?? s.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}));
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)] as const),
      );
    default:
      return null;
  }
}

const lowest = (s: JsonSchema) => s.minimum ?? 1;

/** Paths to every integer in a body schema (array items at index 0, the first branch of a union). */
function integerFields(s: JsonSchema, at: string[] = []): { path: string[]; minimum: number }[] {
  const options = s.anyOf ?? s.oneOf;
  if (options) return integerFields(options.find((o) => o.type !== 'null') ?? options[0]!, at);
  if (isInteger(s)) return [{ path: at, minimum: lowest(s) }];
  if (s.type === 'array' && s.items) return integerFields(s.items, [...at, '0']);
  if (s.type === 'object')
    return Object.entries(s.properties ?? {}).flatMap(([k, v]) => integerFields(v, [...at, k]));
  return [];
}

function setIn(value: unknown, field: string[], to: unknown): unknown {
  if (field.length === 0) return to;
  const [head, ...rest] = field as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[head] = setIn(copy[head], rest, to);
  return copy;
}

function targetsOf(doc: { paths: Record<string, Record<string, Operation>> }): Target[] {
  const out: Target[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      for (const p of op.parameters ?? []) {
        if (p.in === 'path')
          out.push({
            method,
            path,
            where: 'params',
            field: [p.name],
            integer: isInteger(p.schema),
            minimum: lowest(p.schema),
          });
        if (p.in === 'query' && isInteger(p.schema))
          out.push({
            method,
            path,
            where: 'querystring',
            field: [p.name],
            integer: true,
            minimum: lowest(p.schema),
          });
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      for (const f of body ? integerFields(body) : [])
        out.push({ method, path, where: 'body', field: f.path, integer: true, minimum: f.minimum });
    }
  }
  return out;
}

/**
 * Out of int4's range, under the field's own minimum (zero and below for ids), and not integers at
 * all: as numbers and as text.
 */
const badNumber = (minimum: number) =>
  fc.oneof(
    fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: -(2 ** 31), max: minimum - 1 }),
    fc.bigInt({ min: 2n ** 53n, max: 10n ** 40n }).map(String),
    fc.integer({ min: 1, max: 2 ** 31 - 2 }).map((n) => n + 0.5),
    fc.constantFrom('1.5', '1e20', '2147483648.0', ...(minimum > 0 ? ['-0'] : [])),
  );
const ISSUE_EXAMPLES: [unknown][] = [[2147483648], [-1], [1e20], ['1.5']];

describe.each(DRIVERS)('integer bounds (%s)', (driver) => {
  let ctx: TestContext;
  let token: string;
  let doc: { paths: Record<string, Record<string, Operation>> };
  // The data feed's calls are signed with a provider's key instead of a bearer token (ADR 0039).
  let feedKey: { keyId: string; secret: string };

  beforeAll(async () => {
    ctx = await setup(driver);
    token = await demoLogin(ctx.app);
    feedKey = await ctx.app.services.feedKeys.create(ctx.tenantA.id, 'x');
    doc = json(await ctx.app.inject({ url: '/docs/json' }));
  });
  afterAll(() => ctx.close());

  async function send(t: Target, bad: unknown) {
    const op = doc.paths[t.path]![t.method]!;
    const params = op.parameters ?? [];
    const url = t.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (t.where === 'params' && t.field[0] === name) return encodeURIComponent(String(bad));
      const schema = params.find((p) => p.in === 'path' && p.name === name)!.schema;
      return encodeURIComponent(String(sample(schema)));
    });
    const query: Record<string, string> = {};
    for (const p of params)
      if (p.in === 'query' && p.required) query[p.name] = String(sample(p.schema));
    if (t.where === 'querystring') query[t.field[0]!] = String(bad);
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    let payload = bodySchema ? sample(bodySchema) : undefined;
    if (t.where === 'body') payload = setIn(payload, t.field, bad);
    if (url.startsWith('/feed/')) {
      const text = payload === undefined ? '' : JSON.stringify(payload);
      const method = t.method.toUpperCase() as 'POST';
      return ctx.app.inject({
        method,
        url,
        headers: {
          ...signFeedRequest(feedKey, method, url, text),
          ...(text ? { 'content-type': 'application/json' } : {}),
        },
        ...(text ? { payload: text } : {}),
      });
    }
    return ctx.app.inject({
      method: t.method.toUpperCase() as 'GET',
      url,
      query,
      headers: { domain: 'a.test', authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  it('finds the integers the issue names (the walk is not empty)', () => {
    const names = targetsOf(doc).map(
      (t) => `${t.method} ${t.path} ${t.where}.${t.field.join('.')}`,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'get /v1/leagues/{id} params.id',
        'get /v1/user/round/{round} params.round',
        'get /v1/user/{id}/round/{roundId} params.id',
        'get /v1/user/{id}/round/{roundId} params.roundId',
        'get /v1/fixtures querystring.round',
        'post /v1/user body.round_id',
        'post /v1/user body.picks.0.player_id',
        'post /v1/user/quick-picks body.keep.0',
      ]),
    );
  });

  it('answers 400 with the error object naming the field, never a 500, for every integer past int4 or not an integer', async () => {
    for (const t of targetsOf(doc)) {
      await fc.assert(
        fc.asyncProperty(badNumber(t.minimum), async (bad) => {
          const res = await send(t, bad);
          const where = `${t.method} ${t.path} ${t.where}.${t.field.join('.')} = ${JSON.stringify(bad)}: ${res.statusCode} ${res.body}`;
          if (!t.integer) {
            // A text parameter may well take the value: it just must not break anything.
            expect(res.statusCode, where).toBeLessThan(500);
            return;
          }
          expect(res.statusCode, where).toBe(400);
          const body = ErrorResponseSchema.parse(res.json());
          expect(body.code, where).toBe('VALIDATION_FAILED');
          const paths = (body.details ?? []).map((d) => (d.path ?? []).map(String).join('.'));
          expect(paths, where).toContain([t.where, ...t.field].join('.'));
        }),
        { numRuns: 12, examples: ISSUE_EXAMPLES },
      );
    }
  });

  it('refuses a leaderboard cursor whose squad id is past int4 as a 400', async () => {
    const cursor = Buffer.from('10:2147483648').toString('base64url');
    const res = await ctx.app.inject({
      url: `/v1/leaderboard?cursor=${cursor}`,
      headers: { domain: 'a.test', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});
