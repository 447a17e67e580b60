// GET /metrics counts what operations watch (issue 22 "Health", ADR 0040 and 0052), against the real
// stand-in operator: every answer by route and status with its latency, one-time codes sent and
// limited, charges that succeeded and failed (the operator's callbacks), team saves and their
// idempotent replays. Each counter is read before and after the thing it counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { series } from '../helpers/metric-series.ts';
import { bearer, body, otpSignIn, startWorld, statusOf, type World, waitFor } from './world.ts';

describe('the metrics endpoint counts requests, codes, charges and saves', () => {
  let w: World;
  let n = 0;
  const newNumber = () => {
    n += 1;
    return `4917${String(30_000_000 + n * 7919).padStart(9, '0')}`;
  };
  const metrics = async () => {
    const res = await w.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    w = await startWorld('pglite');
  });
  afterAll(async () => w?.close());

  it('counts every answer by route pattern and status, with its latency', async () => {
    const before = await metrics();
    for (const id of [999_001, 999_002]) {
      const res = await w.app.inject({ url: `/v1/leagues/${id}`, headers: bearer('x'.repeat(43)) });
      expect([401, 404]).toContain(res.statusCode);
    }
    await w.app.inject({ url: '/v1/config', headers: { domain: 'a.test' } });
    const after = await metrics();
    const config = { method: 'GET', route: '/v1/config', status: '200' };
    expect(series(after, 'gameweek_http_requests_total', config)).toBe(
      series(before, 'gameweek_http_requests_total', config) + 1,
    );
    expect(series(after, 'gameweek_http_request_duration_seconds_count', config)).toBe(
      series(before, 'gameweek_http_request_duration_seconds_count', config) + 1,
    );
    // Route patterns, never raw URLs: the two league ids are one series.
    expect(after).not.toContain('999001');
    // A path no route has is one '(unmatched)' series.
    await w.app.inject({ url: '/no/such/path/123' });
    expect(
      series(await metrics(), 'gameweek_http_requests_total', {
        route: '(unmatched)',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts one-time codes sent and limited', async () => {
    const before = await metrics();
    const msisdn = newNumber();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await w.app.inject({
            method: 'POST',
            url: '/auth/otp',
            headers: { domain: 'a.test' },
            payload: { msisdn: `+${msisdn}` },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const after = await metrics();
    for (const [outcome, more] of [
      ['sent', 3],
      ['limited', 1],
    ] as const) {
      expect(series(after, 'gameweek_otp_sends_total', { outcome })).toBe(
        series(before, 'gameweek_otp_sends_total', { outcome }) + more,
      );
    }
  });

  it('counts charges that succeeded and failed, and team saves with their replays', async () => {
    const before = await metrics();
    const subscribe = async (outcome: 'succeed' | 'fail') => {
      const msisdn = newNumber();
      w.sandbox.operator.setOutcome(msisdn, outcome);
      const session = await otpSignIn(w, msisdn);
      const offer = await w.app.inject({
        method: 'POST',
        url: '/auth/checkout-payment',
        headers: bearer(session.token),
        payload: { step: 'offer' },
      });
      const reference = body<{ consent: { reference: string } }>(offer).consent.reference;
      const confirmed = await w.app.inject({
        method: 'POST',
        url: '/auth/checkout-payment',
        headers: bearer(session.token),
        payload: { step: 'confirm', reference, accept: true },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return session.token;
    };
    const paying = await subscribe('succeed');
    await waitFor(async () => (await statusOf(w, paying)).status === 'active');
    await subscribe('fail');
    await waitFor(async () => {
      const text = await metrics();
      return (
        series(text, 'gameweek_charges_total', { result: 'failed' }) >
        series(before, 'gameweek_charges_total', { result: 'failed' })
      );
    });
    const charged = await metrics();
    for (const result of ['succeeded', 'failed']) {
      expect(series(charged, 'gameweek_charges_total', { result })).toBe(
        series(before, 'gameweek_charges_total', { result }) + 1,
      );
    }

    // The paying subscriber saves the team quick-picks suggests, then repeats the same request.
    const picks = await w.app.inject({
      method: 'POST',
      url: '/v1/user/quick-picks',
      headers: bearer(paying),
      payload: {},
    });
    expect(picks.statusCode, picks.body).toBe(200);
    const squad = body<{
      picks: { player_id: number; slot: number }[];
      captain_id: number;
      vice_captain_id: number;
    }>(picks);
    const save = () =>
      w.app.inject({
        method: 'POST',
        url: '/v1/user',
        headers: { ...bearer(paying), 'idempotency-key': 'metrics-save-1' },
        payload: {
          picks: squad.picks.map(({ player_id, slot }) => ({ player_id, slot })),
          captain_id: squad.captain_id,
          vice_captain_id: squad.vice_captain_id,
          chip: null,
        },
      });
    expect((await save()).statusCode).toBe(200);
    const replay = await save();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const saved = await metrics();
    for (const outcome of ['saved', 'replayed']) {
      expect(series(saved, 'gameweek_team_saves_total', { outcome })).toBe(
        series(before, 'gameweek_team_saves_total', { outcome }) + 1,
      );
    }
  });
});
