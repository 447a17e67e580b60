import { LANGUAGE_CODES } from '@gameweek/i18n/languages';
import { RESOURCES } from '@gameweek/i18n/resources';
import { listCricketScoringRules } from '@gameweek/rules/cricket/scoring-table';
import { SOCCER_SEASONS } from '@gameweek/rules/soccer/season-rules';
import { describe, expect, it } from 'vitest';
import { soccerView } from '../app/features/how-to-play/scoring.server.ts';
import { breakdownLabelKey } from '../app/features/team-points/breakdown-label.ts';
import { createI18n } from '../app/lib/i18n.ts';

describe('the points breakdown labels each line as How to play does', () => {
  it('has a label for every scoring rule of both sports in every language', () => {
    const lines: [stat: string, position: string, labelKey: string][] = [
      ...SOCCER_SEASONS.flatMap((season) =>
        soccerView(season).sections.flatMap((s) =>
          s.rows.map(
            (r) => [r.labelKey.split('.').at(-1)!, 'MID', r.labelKey] as [string, string, string],
          ),
        ),
      ),
      ...listCricketScoringRules().flatMap((s) =>
        s.rules.map((r) => [r.key, 'BOWL', r.labelKey] as [string, string, string]),
      ),
    ];
    expect(lines.length).toBeGreaterThan(20);
    for (const lang of LANGUAGE_CODES) {
      const i18n = createI18n(lang, RESOURCES[lang]);
      for (const [stat, position, labelKey] of lines) {
        const key = breakdownLabelKey(stat, position);
        expect(key).toBe(`rules:${labelKey}`);
        expect(i18n.exists(key), `${lang} ${key}`).toBe(true);
        expect(i18n.t(key), key).not.toMatch(/[a-z][A-Z]|_|{{/);
      }
    }
  });
});
