// The real stand-in operator for API tests: started in-process on loopback ports with a test secret.
import type { RunningSandbox } from '../../../operator-sandbox/src/server.ts';
import { startSandbox } from '../../../operator-sandbox/src/server.ts';

export const OPERATOR_SECRET = 'api-test-operator-secret';

export async function startTestOperator(
  callbackUrl = 'http://127.0.0.1:9/cb',
  heTarget = 'http://127.0.0.1:9',
) {
  return startSandbox({
    port: 0,
    hePort: 0,
    host: '127.0.0.1',
    heTarget,
    callbackUrl,
    secret: OPERATOR_SECRET,
    chargeDelayMs: 20,
    periodMs: null,
    renewalTickMs: 60_000,
    callbackRetryDelaysMs: [50, 100, 200],
  });
}

/** The newest code the operator delivered to a number, read from the sandbox inbox over HTTP. */
export async function latestCode(sandbox: RunningSandbox, msisdn: string): Promise<string> {
  const res = await fetch(`${sandbox.url}/sms/messages?msisdn=${msisdn}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  const match = /\b(\d{6})\b/.exec(messages[0]?.text ?? '');
  if (!match) throw new Error(`no code delivered to ${msisdn}`);
  return match[1]!;
}
