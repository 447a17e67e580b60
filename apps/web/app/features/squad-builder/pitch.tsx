import type { PlayerSummary } from '@gameweek/contracts/player';
import {
  type MouseEvent,
  memo,
  type PointerEvent,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { NextMatches } from '../../components/pitch/next-match.ts';
import { PitchMarkings, PlayerFigure } from '../../components/pitch/player-figure.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { usePriceFormat } from '../../lib/money.ts';
import type { Draft, GameRules } from './game-rules.ts';

export interface PitchProps {
  rules: GameRules;
  /** The season's name: the shirts' colours are per season. */
  season: string;
  draft: Draft;
  market: ReadonlyMap<number, PlayerSummary>;
  /** Translated breaches per player, shown under his card. */
  problems: ReadonlyMap<number, string[]>;
  selectedId: number | null;
  swapFromId: number | null;
  readOnly: boolean;
  /** Points per player when the round is locked or live. */
  points?: ReadonlyMap<number, number>;
  /** Each club's matches in the team's round, for the plates' "next match" view. */
  nextMatches?: NextMatches;
  onPlayer: (id: number) => void;
  /**
   * Drag a player onto another to swap them (mouse, pen or touch through pointer events). Absent when
   * the team cannot be edited; tapping Substitute in the player's sheet does the same from a keyboard.
   */
  onDrop?: (from: number, to: number) => void;
  onEmpty: (position: string) => void;
}

/** What the name plates under the shirts show. */
export type PlateView = 'price' | 'opponent' | 'points';

interface PlateFigures {
  text: string;
  spoken?: string;
  fdr?: 1 | 2 | 3 | 4 | 5;
}

/**
 * A card re-renders only when what it shows changes: a tap that selects one player renders that
 * card (and the one it leaves), not all fifteen shirts.
 */
const PlayerCard = memo(function PlayerCard(props: {
  player: PlayerSummary;
  sport: 'soccer' | 'cricket';
  season: string;
  role: 'C' | 'V' | null;
  problems: string[] | undefined;
  selected: boolean;
  swapTarget: boolean;
  dragging: boolean;
  dropTarget: boolean;
  plateText: string;
  plateSpoken: string | undefined;
  plateFdr: 1 | 2 | 3 | 4 | 5 | undefined;
  onPlayer: (id: number) => void;
}) {
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
        onClick={() => props.onPlayer(p.id)}
      >
        <PlayerFigure
          sport={props.sport}
          season={props.season}
          clubName={p.team.name}
          clubShort={p.team.short_name}
          keeper={p.position === 'GK'}
          name={p.short_name}
          role={props.role}
          availability={p.availability}
          plateText={props.plateText}
          plateSpoken={props.plateSpoken}
          plateFdr={props.plateFdr}
        />
      </button>
      {props.problems && (
        <span id={problemId} className="pitch-problem" role="note">
          {props.problems[0]}
        </span>
      )}
    </li>
  );
});

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
  const { t, i18n } = useTranslation('game');
  const lang = i18n.language;
  const price = usePriceFormat();
  const viewName = useId();
  const views: PlateView[] = [
    'price',
    ...(props.nextMatches ? (['opponent'] as const) : []),
    ...(props.points ? (['points'] as const) : []),
  ];
  const [plateView, setPlateView] = useState<PlateView>(props.points ? 'points' : 'price');
  // The cards hold on to one function for the page's life, so a tap re-renders only what changed.
  const onPlayerRef = useRef(props.onPlayer);
  onPlayerRef.current = props.onPlayer;
  const onCard = useCallback((id: number) => onPlayerRef.current(id), []);
  const plateOf = (p: PlayerSummary): PlateFigures => {
    if (plateView === 'points' && props.points)
      return {
        text: t('points.value', {
          points: numberFormat(lang).format(props.points.get(p.id) ?? 0),
        }),
      };
    if (plateView === 'opponent' && props.nextMatches) {
      const matches = props.nextMatches[p.team.id] ?? [];
      const first = matches[0];
      if (!first) return { text: '–', spoken: t('builder.noMatch') };
      return {
        text: matches
          .map((m) => t(m.home ? 'builder.vsHome' : 'builder.vsAway', { team: m.opponent }))
          .join(' '),
        spoken: t('home.difficulty', { level: first.difficulty }),
        fdr: first.difficulty,
      };
    }
    return { text: price(p.price) };
  };
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
    const plate = plateOf(player);
    return (
      <PlayerCard
        key={playerId}
        player={player}
        sport={rules.sport}
        season={props.season}
        role={draft.captainId === playerId ? 'C' : draft.viceCaptainId === playerId ? 'V' : null}
        problems={props.problems.get(playerId)}
        selected={props.selectedId === playerId}
        swapTarget={props.swapFromId !== null && props.swapFromId !== playerId}
        dragging={draggingId === playerId}
        dropTarget={overId === playerId}
        plateText={plate.text}
        plateSpoken={plate.spoken}
        plateFdr={plate.fdr}
        onPlayer={onCard}
      />
    );
  };
  return (
    <div className="pitch-wrap">
      {views.length > 1 && (
        <fieldset className="plate-view" data-testid="plate-view">
          <legend className="visually-hidden">{t('builder.plateView')}</legend>
          {views.map((v) => (
            <label key={v} className="plate-view-option">
              <input
                type="radio"
                name={viewName}
                value={v}
                checked={plateView === v}
                onChange={() => setPlateView(v)}
              />
              <span>{t(PLATE_VIEW_LABEL[v])}</span>
            </label>
          ))}
        </fieldset>
      )}
      <section
        className={`pitch pitch-kits pitch-${rules.sport}${onDrop ? ' pitch-draggable' : ''}`}
        aria-labelledby="pitch-title"
        data-testid="pitch"
        data-plate-view={plateView}
        {...dragHandlers}
      >
        <PitchMarkings sport={rules.sport} />
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
                    <span aria-hidden="true" className="pk-kit pk-ghost">
                      +
                    </span>
                    <span className="pk-plate">
                      <span className="pk-name">
                        {t('builder.emptySlot', { position: t(`positionsShort.${pos}`) })}
                      </span>
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
    </div>
  );
}

const PLATE_VIEW_LABEL = {
  price: 'builder.platePrice',
  opponent: 'builder.plateOpponent',
  points: 'builder.platePoints',
} as const;
