// The sandbox's two listeners: the operator API (+ SMS inbox and controls) and the header-enrichment
// proxy. `startSandbox` is what main.ts and the tests (here and in apps/api) call.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxConfig } from './env.ts';
import {
  HttpError,
  isMsisdn,
  parseBody,
  readBody,
  redirect,
  requireInt,
  requireString,
  sendHtml,
  sendJson,
} from './http-util.ts';
import { type Charge, ChargeConflictError, Operator, type Subscription } from './operator.ts';
import { dashboardPage, inboxPage } from './pages.ts';
import { createProxyHandler } from './proxy.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyRequest } from './signature.ts';

export interface RunningSandbox {
  operator: Operator;
  config: SandboxConfig;
  url: string;
  heUrl: string;
  close(): Promise<void>;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function chargeView(c: Charge) {
  return {
    charge_id: c.id,
    subscription_id: c.subscriptionId,
    kind: c.kind,
    status: c.status,
    msisdn: c.msisdn,
    service_id: c.serviceId,
    amount_minor: c.amountMinor,
    currency: c.currency,
    reason: c.reason,
    created_at: c.createdAt,
  };
}

function subscriptionView(s: Subscription) {
  return {
    subscription_id: s.id,
    msisdn: s.msisdn,
    service_id: s.serviceId,
    status: s.status,
    current_period_end: s.currentPeriodEnd,
    amount_minor: s.amountMinor,
    currency: s.currency,
    period_days: s.periodDays,
  };
}

function createApiHandler(op: Operator, config: SandboxConfig, heUrl: () => string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    const raw = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
    const path = url.pathname;
    const wantsHtml = (header(req, 'content-type') ?? '').startsWith('application/x-www-form');

    // The operator API: every call signed by the service.
    if (path.startsWith('/v1/')) {
      const signed = verifyRequest(config.secret, {
        timestamp: header(req, TIMESTAMP_HEADER),
        signature: header(req, SIGNATURE_HEADER),
        method,
        path: url.pathname + url.search,
        body: raw,
      });
      if (!signed) throw new HttpError(401, 'bad_signature', 'missing, stale or wrong signature');
      const body = parseBody(req, raw);

      if (method === 'POST' && path === '/v1/sms') {
        const to = body.to;
        if (!isMsisdn(to)) throw new HttpError(400, 'invalid_msisdn', 'to must be E.164 digits');
        const text = requireString(body, 'text', 480);
        const reference = typeof body.reference === 'string' ? body.reference : null;
        const msg = op.deliverSms(to, text, reference);
        return sendJson(res, 202, { message_id: msg.id, status: 'delivered' });
      }

      if (method === 'POST' && path === '/v1/charges') {
        const key = header(req, 'idempotency-key');
        if (!key || key.length > 200) {
          throw new HttpError(400, 'idempotency_key_required', 'Idempotency-Key header required');
        }
        if (!isMsisdn(body.msisdn))
          throw new HttpError(400, 'invalid_msisdn', 'msisdn must be E.164 digits');
        const currency = requireString(body, 'currency', 3);
        if (!/^[A-Z]{3}$/.test(currency))
          throw new HttpError(400, 'invalid_field', 'currency must be ISO 4217');
        const { charge, replayed } = op.createCharge(key, {
          msisdn: body.msisdn,
          service_id: requireString(body, 'service_id', 100),
          amount_minor: requireInt(body, 'amount_minor', 1, 10_000_000),
          currency,
          period_days: requireInt(body, 'period_days', 1, 366),
          description: requireString(body, 'description', 200),
          consent_reference: requireString(body, 'consent_reference', 200),
        });
        res.setHeader('idempotent-replayed', String(replayed));
        return sendJson(res, replayed ? 200 : 201, chargeView(charge));
      }

      const chargeMatch = /^\/v1\/charges\/([\w-]+)$/.exec(path);
      if (method === 'GET' && chargeMatch) {
        const charge = op.charges.get(chargeMatch[1]!);
        if (!charge) throw new HttpError(404, 'not_found', 'no such charge');
        return sendJson(res, 200, chargeView(charge));
      }

      const subMatch = /^\/v1\/subscriptions\/([\w-]+)(\/cancel)?$/.exec(path);
      if (subMatch && method === 'GET' && !subMatch[2]) {
        const sub = op.subscriptions.get(subMatch[1]!);
        if (!sub) throw new HttpError(404, 'not_found', 'no such subscription');
        return sendJson(res, 200, subscriptionView(sub));
      }
      if (subMatch && method === 'POST' && subMatch[2]) {
        const sub = op.cancelSubscription(subMatch[1]!, 'service_request');
        if (!sub) throw new HttpError(404, 'not_found', 'no such subscription');
        return sendJson(res, 200, subscriptionView(sub));
      }
      throw new HttpError(404, 'not_found', 'no such operator call');
    }

    // Pages and sandbox controls (what a person or a test does on the operator's side).
    if (method === 'GET' && path === '/') return sendHtml(res, 200, dashboardPage(op, heUrl()));
    if (method === 'GET' && path === '/sms') {
      const msisdn = url.searchParams.get('msisdn');
      return sendHtml(res, 200, inboxPage(op, msisdn || null));
    }
    if (method === 'GET' && path === '/sms/messages') {
      const msisdn = url.searchParams.get('msisdn');
      return sendJson(res, 200, { messages: op.sms.filter((m) => !msisdn || m.to === msisdn) });
    }
    if (method === 'GET' && path === '/sandbox/state') {
      return sendJson(res, 200, {
        subscriptions: [...op.subscriptions.values()].map(subscriptionView),
        charges: [...op.charges.values()].map(chargeView),
        events: [...op.events.values()],
      });
    }
    if (method === 'POST' && path === '/sandbox/subscribers') {
      const body = parseBody(req, raw);
      if (!isMsisdn(body.msisdn))
        throw new HttpError(400, 'invalid_msisdn', 'msisdn must be E.164 digits');
      const outcome = body.charge_outcome;
      if (outcome !== 'succeed' && outcome !== 'fail') {
        throw new HttpError(400, 'invalid_field', 'charge_outcome must be succeed or fail');
      }
      op.setOutcome(body.msisdn, outcome);
      return wantsHtml
        ? redirect(res, '/')
        : sendJson(res, 200, { msisdn: body.msisdn, charge_outcome: outcome });
    }
    if (method === 'POST' && path === '/sandbox/renewals/run') {
      const body = parseBody(req, raw);
      const subscriptionId =
        typeof body.subscription_id === 'string' ? body.subscription_id : undefined;
      const made = op.runRenewals({ force: true, ...(subscriptionId ? { subscriptionId } : {}) });
      return wantsHtml ? redirect(res, '/') : sendJson(res, 200, { charges: made.map(chargeView) });
    }
    const cancelMatch = /^\/sandbox\/subscriptions\/([\w-]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancelMatch) {
      const sub = op.cancelSubscription(cancelMatch[1]!, 'customer_stop');
      if (!sub) throw new HttpError(404, 'not_found', 'no such subscription');
      return wantsHtml ? redirect(res, '/') : sendJson(res, 200, subscriptionView(sub));
    }
    const redeliverMatch = /^\/sandbox\/events\/([\w-]+)\/redeliver$/.exec(path);
    if (method === 'POST' && redeliverMatch) {
      if (!op.redeliver(redeliverMatch[1]!)) throw new HttpError(404, 'not_found', 'no such event');
      return wantsHtml ? redirect(res, '/') : sendJson(res, 202, { event_id: redeliverMatch[1] });
    }
    throw new HttpError(404, 'not_found', 'not found');
  };
}

function withErrors(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handler(req, res).catch((err: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (err instanceof HttpError)
        return sendJson(res, err.status, { error: err.code, message: err.message });
      if (err instanceof ChargeConflictError)
        return sendJson(res, 409, { error: err.code, message: err.message });
      console.error(err);
      sendJson(res, 500, { error: 'internal', message: 'internal error' });
    });
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  // Node closes an idle keep-alive socket after 5 s; a client that reuses it at that moment gets
  // ECONNRESET (seen in the journeys: Playwright's request context reads the sandbox's state ~5 s
  // after its last call). Clients and proxies expect idle connections to live about a minute.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export async function startSandbox(config: SandboxConfig): Promise<RunningSandbox> {
  const operator = new Operator(config);
  let heUrl = '';
  const api = createServer(withErrors(createApiHandler(operator, config, () => heUrl)));
  const proxy = createServer(withErrors(createProxyHandler(config)));
  const port = await listen(api, config.port, config.host);
  const hePort = await listen(proxy, config.hePort, config.host);
  heUrl = `http://${config.host}:${hePort}`;
  const tick = setInterval(() => operator.runRenewals(), config.renewalTickMs);
  tick.unref();
  return {
    operator,
    config: { ...config, port, hePort },
    url: `http://${config.host}:${port}`,
    heUrl,
    async close() {
      clearInterval(tick);
      operator.close();
      await Promise.all([closeServer(api), closeServer(proxy)]);
    },
  };
}
