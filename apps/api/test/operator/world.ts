// A whole operator world for API tests: the real stand-in operator (HTTP, signatures, async
// callbacks), a real SMTP server, and the API listening on a loopback port so the operator's
// callbacks reach it over HTTP.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDriver } from '@gameweek/db/testing/test-db';
import { freePort } from '@gameweek/db/testing/throwaway-postgres';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RunningSandbox } from '../../../operator-sandbox/src/server.ts';
import { startSandbox } from '../../../operator-sandbox/src/server.ts';
import { startSmtp } from '../account/smtp-helper.ts';
import { setup, type TestContext } from '../helpers/setup.ts';

export const OPERATOR_SECRET = 'api-test-operator-secret-0123456789';

export interface World {
  t: TestContext;
  app: FastifyInstance;
  sandbox: RunningSandbox;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  apiUrl: string;
  close(): Promise<void>;
}

export async function startWorld(
  driver: TestDriver,
  env: Record<string, string> = {},
  /** The services' clock; the wall clock when omitted. */
  clock?: () => Date,
): Promise<World> {
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const smtp = await startSmtp();
  const sandbox = await startSandbox({
    port: 0,
    hePort: 0,
    host: '127.0.0.1',
    heTarget: apiUrl,
    callbackUrl: `${apiUrl}/operator/callbacks/billing`,
    secret: OPERATOR_SECRET,
    chargeDelayMs: 30,
    periodMs: null,
    renewalTickMs: 3_600_000,
    callbackRetryDelaysMs: [100, 200, 400],
  });
  const settings: Record<string, string> = {
    OPERATOR_URL: sandbox.url,
    OPERATOR_SHARED_SECRET: OPERATOR_SECRET,
    OPERATOR_PROXY_ADDRESSES: '127.0.0.1,::ffff:127.0.0.1',
    OTP_PEPPER: 'api-test-otp-pepper-0123456789',
    SMTP_URL: smtp.url,
    PUBLIC_WEB_URL: 'http://web.test',
    MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'mail-outbox-')),
    ACCOUNT_RATE_LIMIT: '100000',
    // The sandbox shares this process's event loop with up to 1 000 in-flight requests.
    OPERATOR_TIMEOUT_MS: '120000',
    ...env,
  };
  // An empty value unsets a setting (its default applies).
  for (const [key, value] of Object.entries(settings)) if (value === '') delete settings[key];
  const t = await setup(driver, settings, clock);
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    app: t.app,
    sandbox,
    smtp,
    apiUrl,
    async close() {
      await sandbox.close();
      await t.close();
      await smtp.close();
    },
  };
}

export async function waitFor<T>(
  fn: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const bearer = (token: string, domain = 'a.test') => ({
  domain,
  authorization: `Bearer ${token}`,
});

export function body<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/** The newest code the operator delivered to a number, read from the sandbox inbox over HTTP. */
export async function latestCode(sandbox: RunningSandbox, msisdn: string): Promise<string> {
  const res = await fetch(`${sandbox.url}/sms/messages?msisdn=${msisdn}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  const match = /\b(\d{6})\b/.exec(messages[0]?.text ?? '');
  if (!match) throw new Error(`no code delivered to ${msisdn}`);
  return match[1]!;
}

/** Signs in by OTP through the operator, as the /otp pages do. */
export async function otpSignIn(
  w: World,
  msisdn: string,
  headers: Record<string, string> = { domain: 'a.test' },
) {
  const sent = await w.app.inject({
    method: 'POST',
    url: '/auth/otp',
    headers,
    payload: { msisdn: `+${msisdn}` },
  });
  if (sent.statusCode !== 200) throw new Error(`otp request failed: ${sent.body}`);
  const code = await latestCode(w.sandbox, msisdn);
  const res = await w.app.inject({
    method: 'POST',
    url: '/auth/otp/verify',
    headers,
    payload: { request_id: body<{ request_id: string }>(sent).request_id, code },
  });
  if (res.statusCode !== 200) throw new Error(`otp verify failed: ${res.body}`);
  return body<{ token: string; user: { id: number; status: string } }>(res);
}

export async function statusOf(w: World, token: string) {
  const res = await w.app.inject({
    method: 'POST',
    url: '/auth/user/status',
    headers: bearer(token),
    payload: {},
  });
  return body<{ status: string; access_level: string }>(res);
}
