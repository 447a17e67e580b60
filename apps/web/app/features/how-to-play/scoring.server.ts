import {
  CRICKET_T20_SCORING,
  listCricketScoringRules,
} from '@gameweek/rules/cricket/scoring-table';
import { soccerScoringTable } from '@gameweek/rules/soccer/scoring-table';
import { isSoccerSeason, SOCCER_SEASONS } from '@gameweek/rules/soccer/season-rules';
import { getConfig } from '../../lib/config.server.ts';
import { dataKey, type RulesKey } from '../../lib/i18n-keys.ts';

/**
 * The scoring tables the rules engine scores with, shaped for display: the help text cannot drift
 * from what is scored.
 */
export interface ScoringRowView {
  labelKey: RulesKey;
  /** e.g. "per 3", "60+ min" — numbers and ranges only; words come from translations. */
  qualifier: string | null;
  values: (number | string | null)[];
}

export interface ScoringView {
  context: 'soccer' | 'cricket';
  /** Column headings: positions for soccer, "points" for cricket. */
  columns: string[];
  sections: { key: string; rows: ScoringRowView[] }[];
}

function range(
  lower: { value: number; inclusive: boolean } | undefined,
  upper: { value: number; inclusive: boolean } | undefined,
): string {
  if (lower && upper) return `${lower.value}–${upper.value}`;
  if (lower) return `${lower.inclusive ? '≥' : '>'} ${lower.value}`;
  if (upper) return `${upper.inclusive ? '≤' : '<'} ${upper.value}`;
  return '';
}

export function soccerView(seasonName: string): ScoringView {
  const season = isSoccerSeason(seasonName)
    ? seasonName
    : SOCCER_SEASONS[SOCCER_SEASONS.length - 1]!;
  const table = soccerScoringTable(season);
  return {
    context: 'soccer',
    columns: [...table.positions],
    sections: [
      {
        key: 'soccer',
        rows: table.rows.map((r) => ({
          labelKey: r.labelKey,
          qualifier: r.minutes
            ? `${r.minutes.from}${r.minutes.to === null ? '+' : `–${r.minutes.to}`}′`
            : r.every && r.every > 1
              ? `/${r.every}`
              : null,
          values: table.positions.map((p) => r.values[p]),
        })),
      },
    ],
  };
}

/**
 * The engine's cricket labels are plain strings ("cricket.scoring.wicket"; the soccer ones are typed):
 * scoring-labels.test.ts holds each against the resources.
 */
function cricketLabelKey(labelKey: string): RulesKey {
  return dataKey('rules', 'cricket.scoring.', labelKey.slice('cricket.scoring.'.length));
}

export function cricketView(): ScoringView {
  return {
    context: 'cricket',
    columns: ['points'],
    sections: listCricketScoringRules(CRICKET_T20_SCORING).map((s) => ({
      key: s.section,
      rows: s.rules.flatMap((rule): ScoringRowView[] => {
        if (rule.type === 'per-event')
          return [
            { labelKey: cricketLabelKey(rule.labelKey), qualifier: null, values: [rule.points] },
          ];
        if (rule.type === 'tiered') {
          return rule.tiers.map((tier) => ({
            labelKey: cricketLabelKey(rule.labelKey),
            qualifier: `${tier.atLeast}+`,
            values: [tier.points],
          }));
        }
        return rule.bands.map((b) => ({
          labelKey: cricketLabelKey(rule.labelKey),
          qualifier: range(b.lower, b.upper),
          values: [b.points],
        }));
      }),
    })),
  };
}

export async function loadScoring(request: Request): Promise<ScoringView> {
  const config = await getConfig(request);
  return config.context === 'cricket' ? cricketView() : soccerView(config.competition.season.name);
}
