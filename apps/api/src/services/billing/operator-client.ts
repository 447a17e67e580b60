// Calls from the service to the operator (apps/operator-sandbox/README.md): SMS, charges,
// cancellation. Every call is signed; a charge always carries the caller's idempotency key so a retry
// after a timeout cannot charge twice.
import {
  type OperatorCharge,
  type OperatorChargeRequest,
  OperatorChargeSchema,
  type OperatorSubscription,
  OperatorSubscriptionSchema,
} from '@gameweek/contracts/operator';
import type { SmsSender } from '../otp/otp-service.ts';
import { signOperatorRequest } from './operator-signature.ts';

export class OperatorCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OperatorCallError';
  }
}

export class OperatorClient implements SmsSender {
  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
    private readonly timeoutMs = 10_000,
  ) {}

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const text = body === undefined ? '' : JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(new URL(path, this.baseUrl), {
        method,
        headers: {
          ...(text ? { 'content-type': 'application/json' } : {}),
          ...signOperatorRequest(this.secret, method, path, text),
          ...headers,
        },
        ...(text ? { body: text } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new OperatorCallError(
        0,
        'unreachable',
        `operator unreachable: ${(err as Error).message}`,
      );
    }
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const e = (json ?? {}) as { error?: string; message?: string };
      throw new OperatorCallError(
        res.status,
        e.error ?? 'error',
        e.message ?? `operator answered ${res.status}`,
      );
    }
    return json;
  }

  async sendSms(to: string, text: string, reference: string): Promise<void> {
    await this.call('POST', '/v1/sms', { to, text, reference });
  }

  async createCharge(idempotencyKey: string, req: OperatorChargeRequest): Promise<OperatorCharge> {
    return OperatorChargeSchema.parse(
      await this.call('POST', '/v1/charges', req, { 'idempotency-key': idempotencyKey }),
    );
  }

  async cancelSubscription(subscriptionId: string): Promise<OperatorSubscription> {
    return OperatorSubscriptionSchema.parse(
      await this.call('POST', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`),
    );
  }
}
