// Wicket-keepers the Cricsheet record cannot reveal. The rule makes a player WK only if
// he was credited with a stumping, and many regular keepers made none in a season (MS Dhoni,
// Ishan Kishan, PD Salt… in 2024), which leaves 9 of 71 IPL 2024 matches without any WK and so
// without any valid squad. These are designated wicket-keeper-batters of IPL 2024–2025 (public
// team-sheet knowledge, not data from Cricsheet), as a role override: opt in by passing
// iplKeeperOverrides() to deriveCricketRoles, or the same list as a --roles file.

import type { CricketRole } from './roles.ts';

/** Cricsheet spellings of designated keepers who may have no stumping in a season. */
export const IPL_DESIGNATED_KEEPERS: readonly string[] = [
  'Abishek Porel',
  'Anuj Rawat',
  'Dhruv Jurel',
  'Ishan Kishan',
  'JC Buttler',
  'JM Bairstow',
  'JM Sharma',
  'JP Inglis',
  'Kumar Kushagra',
  'MS Dhoni',
  'MS Wade',
  'N Pooran',
  'P Simran Singh',
  'PD Salt',
  'Q de Kock',
  'Rahmanullah Gurbaz',
  'RD Rickelton',
  'SD Hope',
  'Urvil Patel',
];

/** The keepers as a role-override map (name → WK) for deriveCricketRoles. */
export function iplKeeperOverrides(): Map<string, CricketRole> {
  return new Map(IPL_DESIGNATED_KEEPERS.map((name) => [name, 'WK']));
}
