import type { PlayerSummary } from '@gameweek/contracts/player';
import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl.ts';
import { usePriceFormat } from '../../lib/money.ts';
import type { Draft, GameRules } from './game-rules.ts';

export interface PitchProps {
  rules: GameRules;
  draft: Draft;
  market: ReadonlyMap<number, PlayerSummary>;
  /** Translated breaches per player, shown under his card. */
  problems: ReadonlyMap<number, string[]>;
  selectedId: number | null;
  swapFromId: number | null;
  readOnly: boolean;
  /** Points per player when the round is locked or live. */
  points?: ReadonlyMap<number, number>;
  onPlayer: (id: number) => void;
  /**
   * Drag a player onto another to swap them (mouse, pen or touch through pointer events). Absent when
   * the team cannot be edited; tapping Substitute in the player's sheet does the same from a keyboard.
   */
  onDrop?: (from: number, to: number) => void;
  onEmpty: (position: string) => void;
}

function PlayerCard(props: {
  player: PlayerSummary;
  role: 'C' | 'V' | null;
  problems: string[] | undefined;
  selected: boolean;
  swapTarget: boolean;
  dragging: boolean;
  dropTarget: boolean;
  points: number | undefined;
  onClick: () => void;
}) {
  const { t, i18n } = useTranslation('game');
  const price = usePriceFormat();
  const p = props.player;
  const problemId = props.problems ? `pp-${p.id}` : undefined;
  return (
    <li className="pitch-slot">
      <button
        type="button"
        className={`pitch-card${props.selected ? ' pitch-card-selected' : ''}${props.problems ? ' pitch-card-problem' : ''}${props.swapTarget || props.dropTarget ? ' pitch-card-swap' : ''}${props.dragging ? ' pitch-card-dragging' : ''}`}
        aria-describedby={problemId}
        aria-pressed={props.selected}
        data-testid="pitch-player"
        data-player-id={p.id}
        onClick={props.onClick}
      >
        <span className="pitch-shirt" aria-hidden="true">
          {p.team.short_name}
        </span>
        {props.role && (
          <span className={`pitch-armband pitch-armband-${props.role}`} aria-hidden="true">
            {t(props.role === 'C' ? 'builder.captainShort' : 'builder.viceShort')}
          </span>
        )}
        <span className="pitch-name">{p.short_name}</span>
        {props.role && (
          <span className="visually-hidden">
            {t(props.role === 'C' ? 'builder.captain' : 'builder.viceCaptain')}
          </span>
        )}
        <span className="pitch-value">
          {props.points !== undefined
            ? t('points.value', { points: numberFormat(i18n.language).format(props.points) })
            : price(p.price)}
        </span>
      </button>
      {props.problems && (
        <span id={problemId} className="pitch-problem" role="note">
          {props.problems[0]}
        </span>
      )}
    </li>
  );
}

interface DragState {
  id: number;
  pointerId: number;
  x: number;
  y: number;
  active: boolean;
  card: HTMLElement;
}

/** The player card under a point, ignoring the card being dragged (it has pointer-events: none). */
function cardAt(x: number, y: number): number | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-testid="pitch-player"]');
  return el?.dataset.playerId ? Number(el.dataset.playerId) : null;
}

export function Pitch(props: PitchProps) {
  const { t } = useTranslation('game');
  const drag = useRef<DragState | null>(null);
  const swallowClick = useRef(false);
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const { onDrop } = props;
  const endDrag = () => {
    const d = drag.current;
    drag.current = null;
    if (d) d.card.style.transform = '';
    setDraggingId(null);
    setOverId(null);
    return d;
  };
  const dragHandlers = onDrop
    ? {
        onPointerDown: (e: PointerEvent<HTMLElement>) => {
          if (e.button !== 0 || drag.current) return;
          const card = (e.target as HTMLElement).closest<HTMLElement>(
            '[data-testid="pitch-player"]',
          );
          if (!card?.dataset.playerId) return;
          drag.current = {
            id: Number(card.dataset.playerId),
            pointerId: e.pointerId,
            x: e.clientX,
            y: e.clientY,
            active: false,
            card,
          };
        },
        onPointerMove: (e: PointerEvent<HTMLElement>) => {
          const d = drag.current;
          if (!d || d.pointerId !== e.pointerId) return;
          const dx = e.clientX - d.x;
          const dy = e.clientY - d.y;
          if (!d.active) {
            // A few pixels of wobble are still a tap.
            if (Math.hypot(dx, dy) < 8) return;
            d.active = true;
            e.currentTarget.setPointerCapture(e.pointerId);
            setDraggingId(d.id);
          }
          d.card.style.transform = `translate(${dx}px, ${dy}px)`;
          const over = cardAt(e.clientX, e.clientY);
          setOverId(over === d.id ? null : over);
        },
        onPointerUp: (e: PointerEvent<HTMLElement>) => {
          const d = drag.current;
          if (!d || d.pointerId !== e.pointerId) return;
          const target = d.active ? cardAt(e.clientX, e.clientY) : null;
          endDrag();
          if (!d.active) return;
          // The click that follows the drop must not also select a player.
          swallowClick.current = true;
          setTimeout(() => {
            swallowClick.current = false;
          }, 0);
          if (target !== null && target !== d.id) onDrop(d.id, target);
        },
        onPointerCancel: () => {
          endDrag();
        },
        onClickCapture: (e: MouseEvent<HTMLElement>) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          e.preventDefault();
          e.stopPropagation();
        },
      }
    : {};
  const { rules, draft, market } = props;
  const positions = rules.quotas.map((q) => q.position);
  const bySlot = [...draft.picks].sort((a, b) => a.slot - b.slot);
  const starters = bySlot.filter((p) => p.slot <= rules.startersSize);
  const bench = bySlot.filter((p) => p.slot > rules.startersSize);
  const counts = new Map<string, number>();
  for (const p of draft.picks) {
    const pos = market.get(p.playerId)?.position;
    if (pos) counts.set(pos, (counts.get(pos) ?? 0) + 1);
  }
  const card = (playerId: number) => {
    const player = market.get(playerId);
    if (!player) return null;
    return (
      <PlayerCard
        key={playerId}
        player={player}
        role={draft.captainId === playerId ? 'C' : draft.viceCaptainId === playerId ? 'V' : null}
        problems={props.problems.get(playerId)}
        selected={props.selectedId === playerId}
        swapTarget={props.swapFromId !== null && props.swapFromId !== playerId}
        dragging={draggingId === playerId}
        dropTarget={overId === playerId}
        points={props.points?.get(playerId)}
        onClick={() => props.onPlayer(playerId)}
      />
    );
  };
  return (
    <section
      className={`pitch pitch-${rules.sport}${onDrop ? ' pitch-draggable' : ''}`}
      aria-labelledby="pitch-title"
      {...dragHandlers}
    >
      <h2 id="pitch-title" className="visually-hidden">
        {t('builder.starters')}
      </h2>
      {positions.map((pos) => {
        const row = starters.filter((p) => market.get(p.playerId)?.position === pos);
        const quota = rules.quotas.find((q) => q.position === pos);
        const missing = props.readOnly
          ? 0
          : Math.max(0, (quota?.min ?? 0) - (counts.get(pos) ?? 0));
        if (row.length === 0 && missing === 0) return null;
        return (
          <ul key={pos} className="pitch-row" aria-label={t(`positions.${pos}`)}>
            {row.map((p) => card(p.playerId))}
            {Array.from({ length: missing }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have no identity
              <li key={`e${i}`} className="pitch-slot">
                <button
                  type="button"
                  className="pitch-card pitch-empty"
                  data-testid="pitch-empty"
                  onClick={() => props.onEmpty(pos)}
                >
                  <span aria-hidden="true" className="pitch-plus">
                    +
                  </span>
                  <span className="pitch-name">
                    {t('builder.emptySlot', { position: t(`positionsShort.${pos}`) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        );
      })}
      {rules.startersSize < rules.squadSize && (
        <div className="pitch-bench">
          <h3>{t('builder.bench')}</h3>
          <ol className="pitch-row">{bench.map((p) => card(p.playerId))}</ol>
        </div>
      )}
    </section>
  );
}
