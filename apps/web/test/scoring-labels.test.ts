import { RESOURCES } from '@gameweek/i18n/resources';
import {
  CRICKET_T20_SCORING,
  listCricketScoringRules,
} from '@gameweek/rules/cricket/scoring-table';
import { SOCCER_SEASONS } from '@gameweek/rules/soccer/season-rules';
import { describe, expect, it } from 'vitest';
import { cricketView, soccerView } from '../app/features/how-to-play/scoring.server.ts';

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, k) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined,
      tree,
    );
}

describe('how-to-play renders the rules engine tables', () => {
  it('has a translated label for every soccer scoring line of every season and every position', () => {
    for (const season of SOCCER_SEASONS) {
      const view = soccerView(season);
      for (const row of view.sections.flatMap((s) => s.rows)) {
        expect(typeof lookup(RESOURCES.en.rules, row.labelKey), row.labelKey).toBe('string');
        expect(typeof lookup(RESOURCES.ur.rules, row.labelKey), row.labelKey).toBe('string');
      }
      for (const p of view.columns)
        expect(typeof lookup(RESOURCES.en.rules, `rules.soccer.positions.${p}`)).toBe('string');
    }
  });

  it('has a translated label for every cricket rule and section', () => {
    expect(typeof lookup(RESOURCES.en.rules, CRICKET_T20_SCORING.labelKey)).toBe('string');
    for (const section of listCricketScoringRules()) {
      expect(typeof lookup(RESOURCES.bn.rules, `cricket.sections.${section.section}`)).toBe(
        'string',
      );
      for (const rule of section.rules)
        expect(typeof lookup(RESOURCES.bn.rules, rule.labelKey), rule.labelKey).toBe('string');
    }
  });

  it('shows the same points the engine scores', () => {
    const view = cricketView();
    const wicket = view.sections
      .flatMap((s) => s.rows)
      .find((r) => r.labelKey === 'cricket.scoring.wicket');
    expect(wicket?.values).toEqual([CRICKET_T20_SCORING.bowling.wicket.points]);
  });
});
