import type { TFunction } from 'i18next';
import { numberFormat } from '../../lib/intl.ts';
import { formatPrice } from './format.ts';
import type { Violation } from './game-rules.ts';

const KNOWN = new Set([
  'SQUAD_SIZE',
  'DUPLICATE_PLAYER',
  'UNKNOWN_PLAYER',
  'POSITION_COUNT',
  'ROLE_COUNT',
  'BUDGET_EXCEEDED',
  'CREDITS_EXCEEDED',
  'INSUFFICIENT_FUNDS',
  'CLUB_LIMIT',
  'TEAM_LIMIT',
  'SLOT_INVALID',
  'PLAYER_NOT_IN_SQUAD',
  'FORMATION',
  'RESERVE_GK_SLOT',
  'CAPTAIN_COUNT',
  'VICE_CAPTAIN_COUNT',
  'CAPTAIN_MISSING',
  'VICE_CAPTAIN_MISSING',
  'CAPTAIN_NOT_IN_XI',
  'VICE_CAPTAIN_NOT_IN_XI',
  'CAPTAIN_NOT_IN_SQUAD',
  'VICE_CAPTAIN_NOT_IN_SQUAD',
  'CAPTAIN_IS_VICE_CAPTAIN',
  'VICE_SAME_AS_CAPTAIN',
  'CHIP_UNAVAILABLE',
  'ONE_CHIP_PER_ROUND',
  'CHIP_CONFIRMED',
  'DEADLINE_PASSED',
]);

const MONEY = new Set(['budget', 'cost', 'over', 'bank', 'shortfall']);

/**
 * The engine's violation as a sentence in the user's language: codes map to keys of the `game`
 * namespace, money params are formatted, positions and clubs get their names.
 */
export function violationMessage(
  t: TFunction,
  lang: string,
  v: Violation,
  clubName: (id: number) => string,
): string {
  if (!KNOWN.has(v.code)) return t('game:violation.unknown', { code: v.code });
  const params: Record<string, string | number> = {};
  for (const [k, value] of Object.entries(v.params)) {
    params[k] = MONEY.has(k) && typeof value === 'number' ? formatPrice(value, lang) : value;
  }
  const position = v.params.position ?? v.params.role;
  if (typeof position === 'string') params.position = t(`game:positions.${position}`);
  if (v.code === 'CLUB_LIMIT' || v.code === 'TEAM_LIMIT') {
    params.club = clubName(Number(v.params.club ?? v.params.team));
    params.limit = v.params.limit ?? v.params.max ?? '';
  }
  if (v.code === 'CHIP_CONFIRMED') params.chip = t(`game:chips.${String(v.params.chip)}`);
  if (v.code === 'CREDITS_EXCEEDED') {
    params.limit = formatCredits(Number(v.params.limit), lang);
    params.actual = formatCredits(Number(v.params.actual), lang);
  }
  return t(`game:violation.${v.code}`, params);
}

function formatCredits(value: number, lang: string): string {
  return numberFormat(lang, { maximumFractionDigits: 1 }).format(value);
}
