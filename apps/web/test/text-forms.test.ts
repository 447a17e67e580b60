import { LANGUAGE_CODES } from '@gameweek/i18n/languages';
import { RESOURCES } from '@gameweek/i18n/resources';
import { describe, expect, it } from 'vitest';
import { welcomeText } from '../app/features/home/home-page.tsx';
import { transferCostText } from '../app/features/squad-builder/format.ts';
import { createI18n } from '../app/lib/i18n.ts';

const tOf = (lang: (typeof LANGUAGE_CODES)[number]) => createI18n(lang, RESOURCES[lang]).t;
const gameTOf = (lang: (typeof LANGUAGE_CODES)[number]) =>
  createI18n(lang, RESOURCES[lang]).getFixedT(null, 'game');

describe('counts, costs and greetings in words', () => {
  it('says "1 manager" and "2 managers", with each language its plural forms and digits', () => {
    const en = tOf('en');
    expect(en('game:leagues.members', { count: 1 })).toBe('1 manager');
    expect(en('game:leagues.members', { count: 2 })).toBe('2 managers');
    expect(en('game:leagues.members', { count: 1234 })).toBe('1,234 managers');
    const ru = tOf('ru');
    expect(ru('game:leagues.members', { count: 1 })).toBe('1 менеджер');
    expect(ru('game:leagues.members', { count: 3 })).toBe('3 менеджера');
    expect(ru('game:leagues.members', { count: 5 })).toBe('5 менеджеров');
    expect(tOf('bn')('game:leagues.members', { count: 2 })).toBe('২ জন ম্যানেজার');
    for (const lang of LANGUAGE_CODES) {
      const t = tOf(lang);
      for (const n of [0, 1, 2, 5, 21]) {
        const text = t('game:leagues.members', { count: n });
        expect(text, `${lang} ${n}`).not.toMatch(/members|{{/);
      }
    }
  });

  it('shows a free round of transfers as 0 points, never "-0"', () => {
    for (const lang of LANGUAGE_CODES) {
      const t = tOf(lang);
      const free = transferCostText(gameTOf(lang), 0, lang);
      expect(free, lang).not.toMatch(/^-|\u2212/);
      expect(free, lang).toBe(
        t('game:points.value', { points: new Intl.NumberFormat(lang).format(0) }),
      );
    }
    expect(transferCostText(gameTOf('en'), 8, 'en')).toBe('-8 pts');
    expect(transferCostText(gameTOf('en'), 0, 'en')).toBe('0 pts');
  });

  it('greets a user without a name without the dangling comma', () => {
    const en = tOf('en');
    expect(welcomeText(en, 'Ann')).toBe('Welcome, Ann');
    expect(welcomeText(en, '')).toBe('Welcome');
    expect(welcomeText(en, '  ')).toBe('Welcome');
    for (const lang of LANGUAGE_CODES) {
      const text = welcomeText(tOf(lang), '');
      expect(text, lang).not.toMatch(/[,،、]\s*$|{{/);
    }
  });
});
