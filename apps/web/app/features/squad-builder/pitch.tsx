import type { PlayerSummary } from '@gameweek/contracts/player';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format.ts';
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
  onEmpty: (position: string) => void;
}

function PlayerCard(props: {
  player: PlayerSummary;
  role: 'C' | 'V' | null;
  problems: string[] | undefined;
  selected: boolean;
  swapTarget: boolean;
  points: number | undefined;
  onClick: () => void;
}) {
  const { t, i18n } = useTranslation();
  const p = props.player;
  const problemId = props.problems ? `pp-${p.id}` : undefined;
  return (
    <li className="pitch-slot">
      <button
        type="button"
        className={`pitch-card${props.selected ? ' pitch-card-selected' : ''}${props.problems ? ' pitch-card-problem' : ''}${props.swapTarget ? ' pitch-card-swap' : ''}`}
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
            {t(props.role === 'C' ? 'game:builder.captainShort' : 'game:builder.viceShort')}
          </span>
        )}
        <span className="pitch-name">{p.short_name}</span>
        {props.role && (
          <span className="visually-hidden">
            {t(props.role === 'C' ? 'game:builder.captain' : 'game:builder.viceCaptain')}
          </span>
        )}
        <span className="pitch-value">
          {props.points !== undefined
            ? t('game:points.value', { points: props.points })
            : formatPrice(p.price, i18n.language)}
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

export function Pitch(props: PitchProps) {
  const { t } = useTranslation();
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
        points={props.points?.get(playerId)}
        onClick={() => props.onPlayer(playerId)}
      />
    );
  };
  return (
    <section className={`pitch pitch-${rules.sport}`} aria-labelledby="pitch-title">
      <h2 id="pitch-title" className="visually-hidden">
        {t('game:builder.starters')}
      </h2>
      {positions.map((pos) => {
        const row = starters.filter((p) => market.get(p.playerId)?.position === pos);
        const quota = rules.quotas.find((q) => q.position === pos);
        const missing = props.readOnly
          ? 0
          : Math.max(0, (quota?.min ?? 0) - (counts.get(pos) ?? 0));
        if (row.length === 0 && missing === 0) return null;
        return (
          <ul key={pos} className="pitch-row" aria-label={t(`game:positions.${pos}`)}>
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
                    {t('game:builder.emptySlot', { position: t(`game:positionsShort.${pos}`) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        );
      })}
      {rules.startersSize < rules.squadSize && (
        <div className="pitch-bench">
          <h3>{t('game:builder.bench')}</h3>
          <ol className="pitch-row">{bench.map((p) => card(p.playerId))}</ol>
        </div>
      )}
    </section>
  );
}
