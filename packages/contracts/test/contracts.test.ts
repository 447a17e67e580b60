import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '../src/error.ts';
import { TermsPageSchema } from '../src/terms.ts';
import { accessLevelOf } from '../src/user-status.ts';

describe('contracts', () => {
  it('maps active and demo to full, registered to partial, the rest to restricted', () => {
    expect(accessLevelOf('active')).toBe('full');
    expect(accessLevelOf('demo')).toBe('full');
    expect(accessLevelOf('registered')).toBe('partial');
    for (const s of ['guest', 'cancelled', 'deleted', 'suspended', 'unknown'] as const) {
      expect(accessLevelOf(s)).toBe('restricted');
    }
  });

  it('accepts the 12 term pages and termsAndConditions, rejects others', () => {
    expect(TermsPageSchema.options).toHaveLength(13);
    expect(TermsPageSchema.safeParse('privacy-policy').success).toBe(true);
    expect(TermsPageSchema.safeParse('secret').success).toBe(false);
  });

  it('strips unknown fields from the error object', () => {
    const parsed = ErrorResponseSchema.parse({
      statusCode: 403,
      message: 'no',
      redirect: '/',
      stack: 'x',
    });
    expect(parsed).toEqual({ statusCode: 403, message: 'no', redirect: '/' });
  });
});
