import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flashPlayer } from '../../components/toast.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { type PointsByPlayer, pointsRises } from './points-rises.ts';

/**
 * While a round is live, each time the page's data brings new points (the live feed scored the
 * round and the page refetched): a toast for the player of the manager's team who gained most,
 * naming what he did when it was a goal, a wicket, an assist or a penalty save (else just the points), and a brief highlight of everyone who gained.
 */
export function useLivePointsFeedback(
  picks: readonly {
    player: { id: number; name: string };
    base_points: number;
    breakdown: readonly { stat: string; value: number }[];
  }[],
  live: boolean,
  show: (text: string) => void,
): void {
  const { t, i18n } = useTranslation('game');
  const last = useRef<PointsByPlayer | null>(null);
  useEffect(() => {
    const now: PointsByPlayer = new Map(
      picks.map((p) => [
        p.player.id,
        { points: p.base_points, counts: new Map(p.breakdown.map((l) => [l.stat, l.value])) },
      ]),
    );
    const before = last.current;
    last.current = now;
    if (!before || !live) return;
    const rises = pointsRises(before, now);
    const top = rises[0];
    if (!top) return;
    const name = picks.find((p) => p.player.id === top.playerId)?.player.name ?? '';
    const points = numberFormat(i18n.language).format(top.gain);
    show(t(top.moment ? `toast.${top.moment}` : 'toast.points', { name, points }));
    for (const r of rises) flashPlayer(r.playerId);
  }, [picks, live, show, t, i18n.language]);
}
