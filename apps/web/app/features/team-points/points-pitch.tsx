import type { RoundPick } from '@gameweek/contracts/round';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PitchMarkings, PlayerFigure } from '../../components/pitch/player-figure.tsx';
import { lineUp } from './line-up.ts';

const POSITIONS = {
  soccer: ['GK', 'DEF', 'MID', 'FWD'],
  cricket: ['WK', 'BAT', 'AR', 'BOWL'],
} as const;

/**
 * A manager's round on the pitch: each player's shirt with what he scored (the captain's already
 * multiplied, a bench player's what he scored on the bench), auto-substitutions marked. Tapping a
 * player opens his breakdown in the list.
 */
export const PointsPitch = memo(function PointsPitch(props: {
  picks: readonly RoundPick[];
  sport: 'soccer' | 'cricket';
  season: string;
  pointsOf: (pick: RoundPick) => string;
  onPlayer: (id: number) => void;
}) {
  const { t } = useTranslation('game');
  const { starters, bench } = lineUp(props.picks);
  const card = (pick: RoundPick) => (
    <li key={pick.player.id} className="pitch-slot">
      <button
        type="button"
        className="pitch-card"
        data-testid="pitch-player"
        data-player-id={pick.player.id}
        onClick={() => props.onPlayer(pick.player.id)}
      >
        <PlayerFigure
          sport={props.sport}
          season={props.season}
          clubName={pick.player.team.name}
          clubShort={pick.player.team.short_name}
          keeper={pick.player.position === 'GK'}
          name={pick.player.short_name}
          role={pick.is_captain ? 'C' : pick.is_vice_captain ? 'V' : null}
          availability={pick.player.availability}
          autoSub={pick.auto_sub}
          plateText={props.pointsOf(pick)}
          plateSpoken={t('round.points')}
        />
      </button>
    </li>
  );
  return (
    <section
      className={`pitch pitch-kits pitch-${props.sport}`}
      aria-label={t('builder.starters')}
      data-testid="pitch"
    >
      <PitchMarkings sport={props.sport} />
      {POSITIONS[props.sport].map((pos) => {
        const row = starters.filter((p) => p.player.position === pos);
        if (row.length === 0) return null;
        return (
          <ul key={pos} className="pitch-row" aria-label={t(`positions.${pos}`)}>
            {row.map(card)}
          </ul>
        );
      })}
      {bench.length > 0 && (
        <div className="pitch-bench">
          <h3>{t('builder.bench')}</h3>
          <ol className="pitch-row">{bench.map(card)}</ol>
        </div>
      )}
    </section>
  );
});
