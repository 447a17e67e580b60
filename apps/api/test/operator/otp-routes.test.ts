// OTP brute force stops at the limits — over HTTP, as the /otp pages meet them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, latestCode, otpSignIn, startWorld, type World } from './world.ts';

describe('OTP brute force stops at the limits (HTTP)', () => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld('pglite');
  });
  afterAll(async () => w?.close());

  const send = (msisdn: string) =>
    w.app.inject({
      method: 'POST',
      url: '/auth/otp',
      headers: { domain: 'a.test' },
      payload: { msisdn },
    });
  const verify = (request_id: string, code: string) =>
    w.app.inject({
      method: 'POST',
      url: '/auth/otp/verify',
      headers: { domain: 'a.test' },
      payload: { request_id, code },
    });

  it('a fourth code for one number within 15 minutes is 429 with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send('+4915711110001')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await send('4915711110001');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(body(limited)).toMatchObject({
      code: 'RATE_LIMITED',
      details: [{ code: 'OTP_SEND_LIMIT' }],
    });
  });

  it('five wrong codes end on /otp/otp-error and the right one no longer works', async () => {
    const sent = body<{ request_id: string }>(await send('4915711110002'));
    const code = await latestCode(w.sandbox, '4915711110002');
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        body<{ redirect?: string; details: { code: string }[] }>(
          await verify(sent.request_id, wrong),
        ),
      );
    expect(answers.map((a) => a.details[0]!.code)).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_LOCKED',
    ]);
    expect(answers[4]!.redirect).toBe('/otp/otp-error');
    expect((await verify(sent.request_id, code)).statusCode).toBe(400);
  });

  it('answers the same for a number with an account and one without', async () => {
    await otpSignIn(w, '4915711110003');
    const known = await send('4915711110003');
    const unknown = await send('4915711110004');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(body(known)).sort()).toEqual(Object.keys(body(unknown)).sort());
    expect(known.body.length).toBe(unknown.body.length);
  });

  it('refuses what is not a phone number', async () => {
    const res = await send('call me maybe');
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ details: [{ code: 'MSISDN_INVALID' }] });
  });
});
