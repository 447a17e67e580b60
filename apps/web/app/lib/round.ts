/** Round rules of the shell: the deadline, the hero button and when statistics is shown. */

export interface RoundLike {
  status: string;
}

/** The deadline counts as passed when the next round is absent or NOT_STARTED. */
export function isDeadlinePassed(nextRound: RoundLike | null | undefined): boolean {
  return nextRound == null || nextRound.status === 'NOT_STARTED';
}

/** The hero button shows only when the language has loaded, the next round is OPEN and the path is /home. */
export function isHeroVisible(input: {
  languageLoaded: boolean;
  nextRound: RoundLike | null | undefined;
  pathname: string;
}): boolean {
  return input.languageLoaded && input.nextRound?.status === 'OPEN' && input.pathname === '/home';
}

export function heroLabelKey(hasTeam: boolean): 'hero.edit' | 'hero.create' {
  return hasTeam ? 'hero.edit' : 'hero.create';
}

/** The competition format that marks the classic clashes mode (contracts' CLASSIC_CLASHES_FORMAT). */
export function isStatisticsVisible(
  format: string | null | undefined,
  clashesFormat: string,
): boolean {
  return format !== clashesFormat;
}
