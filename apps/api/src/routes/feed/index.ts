// The data-feed API (issue 21, ADR 0039): server to server, not tenant-scoped by host. A call is
// authenticated by its key and HMAC signature over the exact body bytes, so this plugin reads JSON bodies
// as text and parses them only after the signature checks out. Every call is logged with the key, tenant
// and provider that sent it: by pino, and each POST also in feed_calls (a GET changes no table).
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import {
  FEED_KEY_HEADER,
  FEED_MESSAGE_EXAMPLES,
  FEED_REPEATED_HEADER,
  FEED_SIGNATURE_HEADER,
  FEED_TIMESTAMP_HEADER,
  FeedAckSchema,
  FeedKeyCreatedSchema,
  FeedKeyRetiredSchema,
  FeedKeyRetireSchema,
  FeedMessageSchema,
  FeedStatusSchema,
} from '@gameweek/contracts/feed';
import { FEED_CRICKET_MESSAGE_EXAMPLES } from '@gameweek/contracts/feed-cricket';
import { FeedFixturesSchema } from '@gameweek/contracts/feed-fixtures';
import { FEED_LINEUP_EXAMPLE, FEED_SEASON_MESSAGE_EXAMPLES } from '@gameweek/contracts/feed-season';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { FeedSender } from '../../services/feed/feed-keys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    feedSender?: FeedSender;
    /** What became of the call, for the call log ('applied', 'held', 'repeated', 'refused: CODE', 'read'). */
    feedOutcome?: string;
  }
}

const SIGNED_HEADERS = z.object({
  [FEED_KEY_HEADER]: z.string().optional(),
  [FEED_TIMESTAMP_HEADER]: z.string().optional(),
  [FEED_SIGNATURE_HEADER]: z.string().optional(),
});

const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

const SIGNING =
  'Signed: `X-Feed-Key` (key id), `X-Feed-Timestamp` (unix seconds, refused when over 300 s old or 30 s ' +
  'ahead), `X-Feed-Signature` = `v1=` + hex HMAC-SHA256(secret, `{timestamp}.{METHOD}.{path}.{raw body}`).';

/** The body is validated by the service, which records a refusal; the schema is for the docs. */
const documentedOnly = () => (data: unknown) => ({ value: data });

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const feedRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    done(null, body);
  });

  async function authenticate(request: FastifyRequest): Promise<FeedSender> {
    const sender = await app.services.feedKeys.authenticate({
      keyId: header(request, FEED_KEY_HEADER),
      timestamp: header(request, FEED_TIMESTAMP_HEADER),
      signature: header(request, FEED_SIGNATURE_HEADER),
      method: request.method,
      path: request.url,
      rawBody: request.rawBody ?? '',
    });
    request.feedSender = sender;
    return sender;
  }

  function parseBody(request: FastifyRequest): unknown {
    if (request.rawBody === undefined || request.rawBody === '') return {};
    try {
      return JSON.parse(request.rawBody);
    } catch {
      throw new AppError('VALIDATION_FAILED', 'Body is not JSON', {
        details: [{ code: 'FEED_BODY_NOT_JSON' }],
      });
    }
  }

  app.addHook('onResponse', async (request, reply) => {
    const sender = request.feedSender;
    const outcome =
      request.feedOutcome ?? (reply.statusCode >= 400 ? `refused: ${reply.statusCode}` : 'read');
    const entry = {
      tenant: sender?.tenantId ?? null,
      provider: sender?.provider ?? null,
      key: sender?.keyId ?? header(request, FEED_KEY_HEADER) ?? null,
      status: reply.statusCode,
      outcome,
    };
    if (reply.statusCode >= 400) request.log.warn(entry, 'feed call refused');
    else request.log.info(entry, 'feed call');
    // Reads are logged by pino only: a GET changes no table, the call log included.
    if (request.method === 'GET' || request.method === 'HEAD') return;
    await app.services.feedIngest.logCall({
      tenantId: entry.tenant,
      provider: entry.provider,
      keyId: entry.key?.slice(0, 64) ?? null,
      method: request.method,
      path: request.url.slice(0, 200),
      statusCode: reply.statusCode,
      outcome,
      ip: request.ip,
    });
  });

  app.post('/messages', {
    schema: {
      tags: ['feed'],
      summary:
        'One feed message: season, teams, players, rounds, fixtures, a line-up, a fixture update, live events, final stats or a correction',
      description:
        `${SIGNING} A message carries its provider, the provider's fixture id and a sequence number per ` +
        'fixture from 1. The same number again answers as the first time (header `X-Feed-Repeated: ' +
        'true`); a number past the next one is held (202) until the gap fills, then applied in order; a ' +
        'message naming an unknown fixture or player is refused and nothing of it is applied. ' +
        "Season-level resources (season, teams, players, rounds, fixtures) go on the season's own stream: " +
        "`season` (the provider's season id) instead of `fixture`, numbered from 1 with a `season.upsert`; " +
        "a line-up (`fixture.lineup`, both sports: each team's starters and bench; cricket lists " +
        "every playing player as starting, with the overs quota) goes on its fixture's stream.",
      headers: SIGNED_HEADERS,
      body: FeedMessageSchema,
      bodyExamples: [
        ...FEED_MESSAGE_EXAMPLES,
        ...FEED_CRICKET_MESSAGE_EXAMPLES,
        FEED_LINEUP_EXAMPLE,
        ...FEED_SEASON_MESSAGE_EXAMPLES,
      ],
      response: { 200: FeedAckSchema, 202: FeedAckSchema, ...ERRORS },
    },
    validatorCompiler: documentedOnly,
    handler: async (request, reply) => {
      const sender = await authenticate(request);
      const answer = await app.services.feedIngest.receive(sender, request.rawBody ?? '');
      request.feedOutcome =
        answer.outcome === 'refused'
          ? `refused: ${answer.code ?? answer.statusCode}`
          : answer.outcome;
      if (answer.outcome === 'repeated') reply.header(FEED_REPEATED_HEADER, 'true');
      return reply.status(answer.statusCode).send(answer.body);
    },
  });

  app.get('/status', {
    schema: {
      tags: ['feed'],
      summary:
        "The tenant's feeds: last message per fixture, lag, held and refused messages, counters",
      description: SIGNING,
      headers: SIGNED_HEADERS,
      response: { 200: FeedStatusSchema, 401: ErrorResponseSchema },
    },
    handler: async (request) => {
      const sender = await authenticate(request);
      return app.services.feedStatus.status(sender.tenantId);
    },
  });

  app.get('/fixtures', {
    schema: {
      tags: ['feed'],
      summary:
        "The tenant's season by the provider's fixture ids: round, kick-off, status, minute, and how far " +
        "the calling provider's messages were applied (a provider resumes from `applied_through + 1`)",
      description: SIGNING,
      headers: SIGNED_HEADERS,
      response: { 200: FeedFixturesSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema },
    },
    handler: async (request) => {
      const sender = await authenticate(request);
      return app.services.feedFixtures.list(sender);
    },
  });

  app.post('/keys', {
    schema: {
      tags: ['feed'],
      summary: "Key rotation, step 1: a new key for the calling key's provider (secret shown once)",
      description: `${SIGNING} Both keys are valid until the old one is retired.`,
      headers: SIGNED_HEADERS,
      response: { 201: FeedKeyCreatedSchema, 401: ErrorResponseSchema },
    },
    handler: async (request, reply) => {
      const sender = await authenticate(request);
      const key = await app.services.feedKeys.create(sender.tenantId, sender.provider);
      request.feedOutcome = `key created: ${key.keyId}`;
      return reply.status(201).send({
        key_id: key.keyId,
        secret: key.secret,
        provider: key.provider,
        created_at: key.createdAt.toISOString(),
      });
    },
  });

  app.post('/keys/:keyId/retire', {
    schema: {
      tags: ['feed'],
      summary: 'Key rotation, step 2: retire a key of the same provider, now or at `retires_at`',
      description: SIGNING,
      headers: SIGNED_HEADERS,
      params: z.object({ keyId: z.string().min(1).max(64) }),
      body: FeedKeyRetireSchema,
      response: { 200: FeedKeyRetiredSchema, ...ERRORS },
    },
    validatorCompiler: documentedOnly,
    handler: async (request) => {
      const sender = await authenticate(request);
      const parsed = FeedKeyRetireSchema.safeParse(parseBody(request));
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Invalid body');
      const { keyId } = request.params as { keyId: string };
      const at = parsed.data.retires_at ? new Date(parsed.data.retires_at) : undefined;
      const retired = await app.services.feedKeys.retire(sender, keyId, at);
      request.feedOutcome = `key retired: ${keyId}`;
      return { key_id: retired.keyId, retires_at: retired.retiresAt.toISOString() };
    },
  });
};

export default feedRoutes;
