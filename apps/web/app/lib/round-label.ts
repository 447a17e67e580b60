import type { Context } from '@gameweek/contracts/common';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShell } from './use-shell.ts';

/**
 * A round's name in the page's language, from its number and the tenant's sport ("Gameweek 5",
 * "Spieltag 5", "Match day 12"). The season data's round names are English only, so a page never
 * shows them; the number goes through i18next's number format (the language's own digits).
 */
export function roundLabel(t: TFunction<'game'>, sport: Context, number: number): string {
  return t(sport === 'cricket' ? 'round.label_cricket' : 'round.label_soccer', {
    number,
  });
}

/** roundLabel with the page's language and the tenant's sport from the shell. */
export function useRoundLabel(): (number: number) => string {
  const { t } = useTranslation('game');
  const sport = useShell().sport;
  return (number) => roundLabel(t, sport, number);
}
