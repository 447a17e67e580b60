import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from '../app/features/offline/network-failure.ts';

describe('a route error that is a request the network never carried', () => {
  it('is a fetch that rejected: offline, or with the browsers’ network messages', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'), false)).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(
      isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'), true),
    ).toBe(true);
    expect(isNetworkFailure(new TypeError('Load failed'), true)).toBe(true);
    expect(isNetworkFailure(new TypeError('x is undefined'), false)).toBe(true);
  });

  it('is not a bug of the page nor an answer of the server', () => {
    expect(isNetworkFailure(new TypeError('x is undefined'), true)).toBe(false);
    expect(isNetworkFailure(new Error('Failed to fetch'), true)).toBe(false);
    expect(isNetworkFailure({ status: 500, statusText: 'Internal Server Error' }, false)).toBe(
      false,
    );
  });
});
