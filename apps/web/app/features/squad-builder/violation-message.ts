import type { Position } from '@gameweek/contracts/player';
import type { ChipName } from '@gameweek/contracts/user';
import type { TFunction } from 'i18next';
import type { GameKey } from '../../lib/i18n-keys.ts';
import { numberFormat } from '../../lib/intl.ts';
import type { Violation } from './game-rules.ts';

/** The engine's violation codes that have a text (game:violation.*); any other reads as unknown. */
const KNOWN_CODES = [
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
] as const;
const KNOWN: ReadonlySet<string> = new Set(KNOWN_CODES);

function isKnown(code: string): code is (typeof KNOWN_CODES)[number] {
  return KNOWN.has(code);
}

/** The names of the positions and chips a violation's params carry (data, so looked up, not built). */
const POSITION_KEYS = {
  GK: 'positions.GK',
  DEF: 'positions.DEF',
  MID: 'positions.MID',
  FWD: 'positions.FWD',
  WK: 'positions.WK',
  BAT: 'positions.BAT',
  AR: 'positions.AR',
  BOWL: 'positions.BOWL',
} as const satisfies Record<Position, GameKey>;
const CHIP_KEYS = {
  wildcard: 'chips.wildcard',
  free_hit: 'chips.free_hit',
  bench_boost: 'chips.bench_boost',
  triple_captain: 'chips.triple_captain',
} as const satisfies Record<ChipName, GameKey>;

/** The key a code has in a map, or null for a code the map does not know. */
function keyOf<M extends Record<string, GameKey>>(map: M, code: unknown): M[keyof M] | null {
  return typeof code === 'string' && Object.hasOwn(map, code) ? map[code as keyof M] : null;
}

const MONEY = new Set(['budget', 'cost', 'over', 'bank', 'shortfall']);

/**
 * The engine's violation as a sentence in the user's language: codes map to keys of the `game`
 * namespace, money params are formatted, positions and clubs get their names.
 */
export function violationMessage(
  t: TFunction<'game'>,
  lang: string,
  price: (tenths: number) => string,
  v: Violation,
  clubName: (id: number) => string,
): string {
  const code = v.code;
  if (!isKnown(code)) return t('violation.unknown', { code });
  const params: Record<string, string | number> = {};
  for (const [k, value] of Object.entries(v.params)) {
    if (typeof value !== 'number') params[k] = value;
    else params[k] = MONEY.has(k) ? price(value) : numberFormat(lang).format(value);
  }
  const position = v.params.position ?? v.params.role;
  const positionKey = keyOf(POSITION_KEYS, position);
  if (positionKey) params.position = t(positionKey);
  else if (typeof position === 'string') params.position = position;
  if (v.code === 'CLUB_LIMIT' || v.code === 'TEAM_LIMIT') {
    params.club = clubName(Number(v.params.club ?? v.params.team));
    const limit = v.params.limit ?? v.params.max;
    params.limit = typeof limit === 'number' ? numberFormat(lang).format(limit) : (limit ?? '');
  }
  if (v.code === 'CHIP_CONFIRMED') {
    const chipKey = keyOf(CHIP_KEYS, v.params.chip);
    params.chip = chipKey ? t(chipKey) : String(v.params.chip);
  }
  if (v.code === 'CREDITS_EXCEEDED') {
    // The cricket engine counts credits (8.5), the tenant's money is in tenths (85).
    params.limit = price(Math.round(Number(v.params.limit) * 10));
    params.actual = price(Math.round(Number(v.params.actual) * 10));
  }
  return t(`violation.${code}`, params);
}
