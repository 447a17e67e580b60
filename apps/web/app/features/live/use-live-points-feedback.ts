import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flashPlayer } from '../../components/toast.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { type PointsByPlayer, pointsRises } from './points-rises.ts';

/**
 * While a round is live, each time the page's data brings new points (the live feed scored the
 * round and the page refetched): a toast for the player of the manager's team who gained most (a
 * goal, a wicket, a fifty… whatever the scoring counted), and a brief highlight of everyone who gained.
 */
export function useLivePointsFeedback(
  picks: readonly { player: { id: number; name: string }; base_points: number }[],
  live: boolean,
  show: (text: string) => void,
): void {
  const { t, i18n } = useTranslation('game');
  const last = useRef<PointsByPlayer | null>(null);
  useEffect(() => {
    const now = new Map(picks.map((p) => [p.player.id, p.base_points]));
    const before = last.current;
    last.current = now;
    if (!before || !live) return;
    const rises = pointsRises(before, now);
    const top = rises[0];
    if (!top) return;
    const name = picks.find((p) => p.player.id === top.playerId)?.player.name ?? '';
    show(t('toast.points', { name, points: numberFormat(i18n.language).format(top.gain) }));
    for (const r of rises) flashPlayer(r.playerId);
  }, [picks, live, show, t, i18n.language]);
}
