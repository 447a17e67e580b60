// Positions as FPL names them. `AM` is the 2024-25 Assistant Manager, which only scores through
// its own lines of the table and never counts towards squad or formation limits.

export const OUTFIELD_POSITIONS = ['DEF', 'MID', 'FWD'] as const;
export const PLAYER_POSITIONS = ['GK', 'DEF', 'MID', 'FWD'] as const;
export const SOCCER_POSITIONS = ['GK', 'DEF', 'MID', 'FWD', 'AM'] as const;

export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];
export type SoccerPosition = (typeof SOCCER_POSITIONS)[number];

/** FPL's `element_type` (1 GK, 2 DEF, 3 MID, 4 FWD, 5 AM) to a position. */
export function positionFromElementType(elementType: number): SoccerPosition | undefined {
  return SOCCER_POSITIONS[elementType - 1];
}

export function isSoccerPosition(value: string): value is SoccerPosition {
  return (SOCCER_POSITIONS as readonly string[]).includes(value);
}
