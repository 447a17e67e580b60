import { describe, expect, it } from 'vitest';
import {
  heroLabelKey,
  isDeadlinePassed,
  isHeroVisible,
  isStatisticsVisible,
} from '../app/lib/round.ts';

describe('deadline', () => {
  it('has passed when the next round is absent or NOT_STARTED', () => {
    expect(isDeadlinePassed(null)).toBe(true);
    expect(isDeadlinePassed(undefined)).toBe(true);
    expect(isDeadlinePassed({ status: 'NOT_STARTED' })).toBe(true);
  });
  it('has not passed for an OPEN next round', () => {
    expect(isDeadlinePassed({ status: 'OPEN' })).toBe(false);
  });
});

describe('hero button', () => {
  const open = { status: 'OPEN' };
  it('shows only with the language loaded, an OPEN next round, on /home', () => {
    expect(isHeroVisible({ languageLoaded: true, nextRound: open, pathname: '/home' })).toBe(true);
    expect(isHeroVisible({ languageLoaded: false, nextRound: open, pathname: '/home' })).toBe(
      false,
    );
    expect(
      isHeroVisible({
        languageLoaded: true,
        nextRound: { status: 'NOT_STARTED' },
        pathname: '/home',
      }),
    ).toBe(false);
    expect(isHeroVisible({ languageLoaded: true, nextRound: null, pathname: '/home' })).toBe(false);
    expect(isHeroVisible({ languageLoaded: true, nextRound: open, pathname: '/leaderboard' })).toBe(
      false,
    );
    expect(isHeroVisible({ languageLoaded: true, nextRound: open, pathname: '/guest' })).toBe(
      false,
    );
  });
  it('says edit with a team and create without one', () => {
    expect(heroLabelKey(true)).toBe('hero.edit');
    expect(heroLabelKey(false)).toBe('hero.create');
  });
});

describe('statistics', () => {
  it('is hidden only in the classic clashes format', () => {
    expect(isStatisticsVisible('classic_clashes', 'classic_clashes')).toBe(false);
    expect(isStatisticsVisible('classic', 'classic_clashes')).toBe(true);
    expect(isStatisticsVisible(undefined, 'classic_clashes')).toBe(true);
  });
});
