import { describe, expect, it } from 'vitest';
import {
  HE_MAX_AGE_SECONDS,
  MAX_SKEW_SECONDS,
  signMsisdn,
  signRequest,
  verifyMsisdn,
  verifyRequest,
} from '../src/signature.ts';

const parts = { timestamp: '1700000000', method: 'POST', path: '/v1/charges', body: '{"a":1}' };
const now = 1_700_000_000;

describe('request signatures', () => {
  const signature = signRequest('s3cret', parts);

  it('accept the exact signed request', () => {
    expect(verifyRequest('s3cret', { ...parts, signature }, now)).toBe(true);
  });

  it.each([
    ['a changed body', { body: '{"a":2}' }],
    ['another path', { path: '/v1/sms' }],
    ['another method', { method: 'PUT' }],
  ])('reject %s', (_name, change) => {
    expect(verifyRequest('s3cret', { ...parts, ...change, signature }, now)).toBe(false);
  });

  it('reject another secret and a missing signature', () => {
    expect(verifyRequest('other', { ...parts, signature }, now)).toBe(false);
    expect(verifyRequest('s3cret', { ...parts, signature: undefined }, now)).toBe(false);
  });

  it('reject a timestamp outside the skew window', () => {
    expect(verifyRequest('s3cret', { ...parts, signature }, now + MAX_SKEW_SECONDS)).toBe(true);
    expect(verifyRequest('s3cret', { ...parts, signature }, now + MAX_SKEW_SECONDS + 1)).toBe(
      false,
    );
  });
});

describe('header-enrichment signatures', () => {
  const signature = signMsisdn('s3cret', '4915112345678', String(now));

  it('bind the number and the time', () => {
    expect(
      verifyMsisdn('s3cret', { msisdn: '4915112345678', timestamp: String(now), signature }, now),
    ).toBe(true);
    expect(
      verifyMsisdn('s3cret', { msisdn: '4915112345679', timestamp: String(now), signature }, now),
    ).toBe(false);
    expect(
      verifyMsisdn(
        's3cret',
        { msisdn: '4915112345678', timestamp: String(now), signature },
        now + HE_MAX_AGE_SECONDS + 1,
      ),
    ).toBe(false);
  });
});
