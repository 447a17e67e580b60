import { describe, expect, it } from 'vitest';
import { isAppPath, isRouterClick } from '../app/components/app-link.tsx';

const plain = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('app links', () => {
  it('takes over a plain main-button click on a same-tab link only', () => {
    expect(isRouterClick(plain, undefined)).toBe(true);
    expect(isRouterClick(plain, '_self')).toBe(true);
    expect(isRouterClick(plain, '_blank')).toBe(false);
    expect(isRouterClick({ ...plain, button: 1 }, undefined)).toBe(false);
    expect(isRouterClick({ ...plain, defaultPrevented: true }, undefined)).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(isRouterClick({ ...plain, [key]: true }, undefined)).toBe(false);
  });

  it('tells a path of the app from a link to another site', () => {
    expect(isAppPath('/statistics?sort=form')).toBe(true);
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('//evil.example/x')).toBe(false);
    expect(isAppPath('https://example.com/terms')).toBe(false);
    expect(isAppPath('mailto:help@example.com')).toBe(false);
    expect(isAppPath('terms')).toBe(false);
  });
});

describe('the bottom bar', () => {
  it('lights an item on its page and the pages below it, as NavLink does', async () => {
    const { isActiveTab } = await import('../app/components/bottom-bar.tsx');
    expect(isActiveTab('/home', '/home')).toBe(true);
    expect(isActiveTab('/Leaderboard', '/leaderboard')).toBe(true);
    expect(isActiveTab('/statistics/x', '/statistics')).toBe(true);
    expect(isActiveTab('/homework', '/home')).toBe(false);
    expect(isActiveTab('/', '/home')).toBe(false);
  });
});
