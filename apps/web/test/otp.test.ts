import { describe, expect, it } from 'vitest';
import { afterSignIn } from '../app/features/otp/after-sign-in.ts';
import { maskMsisdn, OTP_COOKIE, readPending } from '../app/features/otp/otp.server.ts';

describe('one-time-code flow helpers', () => {
  it('masks the number, keeping the country code and the last four digits', () => {
    expect(maskMsisdn('+49 151 1234 5678')).toBe('+49 ••• ••• 5678');
    expect(maskMsisdn('4915112345678')).toBe('+49 ••• ••• 5678');
    expect(maskMsisdn('123')).toBe('•••');
  });

  it('reads the pending request from its cookie only', () => {
    const id = 'r'.repeat(22);
    const req = (cookie?: string) =>
      new Request('http://localhost/otp/otp-validation', cookie ? { headers: { cookie } } : {});
    expect(
      readPending(req(`${OTP_COOKIE}=${encodeURIComponent(`${id}|+49 ••• ••• 5678`)}`)),
    ).toEqual({ requestId: id, masked: '+49 ••• ••• 5678' });
    expect(readPending(req())).toBeNull();
    expect(readPending(req(`${OTP_COOKIE}=short|x`))).toBeNull();
  });

  it('sends subscribers home and everyone else on to the checkout', () => {
    expect(afterSignIn('active')).toBe('/home');
    expect(afterSignIn('demo')).toBe('/home');
    for (const s of ['registered', 'cancelled', 'suspended', 'unknown'])
      expect(afterSignIn(s)).toBe('/auth/checkout-payment');
  });
});
