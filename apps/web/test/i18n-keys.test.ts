import { RESOURCES } from '@gameweek/i18n/resources';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/lib/i18n.ts';
import { dataKey, type GameKey } from '../app/lib/i18n-keys.ts';

// The `@ts-expect-error` lines are the test: `npm run typecheck` fails on any of them that stops
// being an error, i.e. as soon as `t` takes keys English does not have (app/i18next.d.ts).
describe('translation keys are typed from the English resources', () => {
  const i18n = createI18n('en', RESOURCES.en);
  const game = i18n.getFixedT(null, 'game');
  const common = i18n.getFixedT(null, 'common');

  it('takes a key of the namespace', () => {
    expect(game('builder.save')).toBe('Save team');
    expect(common('menu.login')).toBe('Log in');
    expect(game('leagues.members', { count: 2 })).toBe('2 managers');
  });

  it('refuses a key English does not have, even with a default value', () => {
    // @ts-expect-error no such key
    expect(game('builder.saveTeam')).toBe('builder.saveTeam');
    // @ts-expect-error strictKeyChecks: a default value does not make a key
    expect(game('builder.saveTeam', { defaultValue: 'Save' })).toBe('Save');
  });

  it("refuses another namespace's key, with or without its prefix", () => {
    // @ts-expect-error builder.save is a game key, this t reads common
    expect(common('builder.save')).toBe('builder.save');
    // @ts-expect-error a prefix needs the namespace listed: useTranslation(['common', 'game'])
    expect(common('game:builder.save')).toBe('Save team');
  });

  it('builds a key from data only inside the family its prefix names', () => {
    const key = dataKey('game', 'stats.', 'goals_scored');
    expect(game(key)).toBe('Goals');
    const family: GameKey = key;
    // @ts-expect-error a stats key is not a positions key
    const position: `positions.${string}` = dataKey('game', 'stats.', 'GK');
    expect([family, position]).toEqual(['stats.goals_scored', 'stats.GK']);
  });
});
