import { describe, expect, it } from 'vitest';
import { isPublicRoute } from '../app/lib/route-access.ts';
import { safeReturnPath } from '../app/lib/safe-return-path.ts';

describe('the application shell (/_app)', () => {
  it('goes back only to a path of this site', () => {
    expect(safeReturnPath('/my-team?x=1')).toBe('/my-team?x=1');
    expect(safeReturnPath(null)).toBe('/home');
    expect(safeReturnPath('https://evil.example/')).toBe('/home');
    expect(safeReturnPath('//evil.example/')).toBe('/home');
    expect(safeReturnPath('/\\evil.example/')).toBe('/home');
  });

  it('is public: it needs no config fetch and no sign-in', () => {
    expect(isPublicRoute('/_app')).toBe(true);
  });
});
