import { describe, expect, it } from 'vitest';
import { shellNeedsReload } from '../app/lib/shell-revalidation.ts';

const u = (path: string) => new URL(path, 'http://gameweek.test');
const reload = (from: string, to: string, formMethod?: string, defaultShouldRevalidate = true) =>
  shellNeedsReload({ currentUrl: u(from), nextUrl: u(to), formMethod, defaultShouldRevalidate });

describe('shellNeedsReload', () => {
  it('keeps the shell for a new query on the same page (statistics sort, filter, show more)', () => {
    expect(reload('/statistics', '/statistics?sort=price')).toBe(false);
    expect(reload('/statistics?sort=price', '/statistics?sort=price&dir=asc')).toBe(false);
    expect(reload('/statistics?position=GK', '/statistics?position=GK&shown=100', 'GET')).toBe(
      false,
    );
  });

  it('keeps the shell on a link to another page of the same kind', () => {
    expect(reload('/home', '/leaderboard')).toBe(false);
  });

  it('reloads the shell after any action', () => {
    expect(reload('/statistics', '/statistics', 'POST')).toBe(true);
    expect(reload('/my-team', '/my-team', 'put')).toBe(true);
    expect(reload('/home', '/leaderboard', 'DELETE')).toBe(true);
  });

  it('reloads the shell when the kind of route changes', () => {
    expect(reload('/home', '/public/terms/privacy')).toBe(true);
    expect(reload('/public/terms/privacy', '/home')).toBe(true);
  });

  it('follows React Router on a revalidation of the same address (live updates)', () => {
    expect(reload('/leaderboard?page=2', '/leaderboard?page=2')).toBe(true);
    expect(reload('/home', '/home', undefined, false)).toBe(false);
  });
});
