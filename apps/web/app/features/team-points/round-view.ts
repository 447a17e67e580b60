import type { RoundTeamResponse } from '@gameweek/contracts/round';

/** The round existed but the manager had no team in it (the API's NO_TEAM): a page, not an error. */
export interface NoTeamRound {
  no_team: true;
  round: { number: number | null };
}

export type RoundView = RoundTeamResponse | NoTeamRound;

export function isNoTeamRound(view: RoundView): view is NoTeamRound {
  return 'no_team' in view;
}
