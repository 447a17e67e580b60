// A finished cricket match's result line in the reader's language (ADR 0062): worded by the page from the
// outcome the API sends and the fixture's team names, with each language's plural forms.
import type { CricketOutcome, Fixture } from '@gameweek/contracts/home';
import { LANGUAGE_CODES } from '@gameweek/i18n/languages';
import { RESOURCES } from '@gameweek/i18n/resources';
import { describe, expect, it } from 'vitest';
import { reportTitle, resultLine } from '../app/lib/cricket-result-line.ts';
import { createI18n } from '../app/lib/i18n.ts';

const fixture = (outcome: CricketOutcome | null): Pick<Fixture, 'outcome' | 'home' | 'away'> => ({
  outcome,
  home: { id: 1, name: 'Chennai Super Kings', short_name: 'CSK', score: 176, difficulty: 3 },
  away: { id: 2, name: 'Gujarat Titans', short_name: 'GT', score: 180, difficulty: 3 },
});
const win = (winner: 'home' | 'away', by: 'runs' | 'wickets' | null, margin: number | null) =>
  ({ result: 'win', winner, by, margin, method: null }) as const;

const line = (lang: string, outcome: CricketOutcome | null) => {
  const t = createI18n(lang, RESOURCES[lang as keyof typeof RESOURCES]).getFixedT(lang, 'game');
  const text = resultLine(t, fixture(outcome));
  // The team's name is isolated (FSI … PDI) so it keeps its direction in a right-to-left line.
  return text === null ? null : text.replace(/\u2068|\u2069/g, '|');
};

describe('the cricket result line', () => {
  it('in English: the winner by name, the margin with its plural', () => {
    expect(line('en', win('away', 'wickets', 6))).toBe('|Gujarat Titans| won by 6 wickets');
    expect(line('en', win('away', 'wickets', 1))).toBe('|Gujarat Titans| won by 1 wicket');
    expect(line('en', win('home', 'runs', 1))).toBe('|Chennai Super Kings| won by 1 run');
    expect(line('en', win('home', 'runs', 63))).toBe('|Chennai Super Kings| won by 63 runs');
    expect(line('en', win('home', null, null))).toBe('|Chennai Super Kings| won');
    expect(line('en', { ...win('away', 'runs', 7), method: 'D/L' })).toBe(
      '|Gujarat Titans| won by 7 runs (D/L method)',
    );
    expect(line('en', { result: 'tie', super_over_winner: 'home' })).toBe(
      'Match tied, |Chennai Super Kings| won the super over',
    );
    expect(line('en', { result: 'tie', super_over_winner: null })).toBe('Match tied');
    expect(line('en', { result: 'no_result' })).toBe('No result');
    expect(line('en', null)).toBeNull();
  });

  it('in Urdu: the same outcomes in Urdu words and plurals', () => {
    expect(line('ur', win('away', 'wickets', 6))).toBe(
      '|Gujarat Titans| نے 6 وکٹوں سے میچ جیت لیا',
    );
    expect(line('ur', win('away', 'wickets', 1))).toBe('|Gujarat Titans| نے 1 وکٹ سے میچ جیت لیا');
    expect(line('ur', win('home', 'runs', 1))).toBe('|Chennai Super Kings| نے 1 رن سے میچ جیت لیا');
    expect(line('ur', win('home', 'runs', 63))).toBe(
      '|Chennai Super Kings| نے 63 رنز سے میچ جیت لیا',
    );
    expect(line('ur', { ...win('away', 'runs', 7), method: 'D/L' })).toBe(
      '|Gujarat Titans| نے 7 رنز سے میچ جیت لیا (D/L طریقہ)',
    );
    expect(line('ur', { result: 'tie', super_over_winner: 'away' })).toBe(
      'میچ ٹائی ہو گیا، |Gujarat Titans| نے سپر اوور جیت لیا',
    );
    expect(line('ur', { result: 'tie', super_over_winner: null })).toBe('میچ ٹائی ہو گیا');
    expect(line('ur', { result: 'no_result' })).toBe('میچ بے نتیجہ رہا');
  });

  it("in Russian, each of the language's plural forms", () => {
    expect(line('ru', win('home', 'wickets', 1))).toMatch(/ 1 уикет$/);
    expect(line('ru', win('home', 'wickets', 3))).toMatch(/ 3 уикета$/);
    expect(line('ru', win('home', 'wickets', 6))).toMatch(/ 6 уикетов$/);
    expect(line('ru', win('home', 'runs', 21))).toMatch(/ 21 ран$/);
  });

  // (Runs and wickets are loanwords in German and Indonesian cricket.)
  it('in every language: the team named, no English words, no placeholder left', () => {
    const outcomes: CricketOutcome[] = [
      win('away', 'wickets', 6),
      win('home', 'runs', 1),
      { result: 'tie', super_over_winner: 'home' },
      { result: 'no_result' },
      { result: 'draw' },
    ];
    for (const lang of LANGUAGE_CODES) {
      for (const o of outcomes) {
        const text = line(lang, o)!;
        expect(text, `${lang} ${JSON.stringify(o)}`).not.toMatch(/\{\{|\}\}|cricketResult/);
        if (o.result === 'win') expect(text).toContain('|');
        if (lang !== 'en')
          expect(text.replace(/\|[^|]*\|/g, ''), `${lang} ${JSON.stringify(o)}`).not.toMatch(
            /\b(won|by|tied|No result|drawn)\b/,
          );
      }
    }
  });

  it('titles a match report in the reader’s language: the match, then its result line', () => {
    const title = (lang: string) => {
      const t = createI18n(lang, RESOURCES[lang as keyof typeof RESOURCES]).getFixedT(lang, 'game');
      return reportTitle(t, {
        home: 'Punjab Kings',
        away: 'Royal Challengers Bengaluru',
        outcome: win('away', 'wickets', 4),
      }).replace(/\u2068|\u2069/g, '|');
    };
    expect(title('en')).toBe(
      '|Punjab Kings| v |Royal Challengers Bengaluru|: |Royal Challengers Bengaluru| won by 4 wickets',
    );
    expect(title('ur')).toBe(
      '|Punjab Kings| بمقابلہ |Royal Challengers Bengaluru|: |Royal Challengers Bengaluru| نے 4 وکٹوں سے میچ جیت لیا',
    );
  });
});
