import { kitFor } from '@gameweek/themes/kits';
import type { FixtureDifficulty } from '@gameweek/themes/layout';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Shirt, TeamBadge } from './kit.tsx';

export interface PlayerFigureProps {
  sport: 'soccer' | 'cricket';
  /** The season's name: the kit table is per season. */
  season: string;
  clubName: string;
  clubShort: string;
  keeper: boolean;
  name: string;
  role: 'C' | 'V' | null;
  /** The data's availability flag (a available, d doubtful, i injured, s suspended, u/n unavailable). */
  availability: string;
  autoSub?: 'in' | 'out' | null;
  plateText: string;
  plateSpoken?: string;
  plateFdr?: FixtureDifficulty;
}

const FLAG_KEY = {
  d: 'builder.flagDoubtful',
  i: 'builder.flagInjured',
  s: 'builder.flagSuspended',
  u: 'builder.flagUnavailable',
  n: 'builder.flagUnavailable',
} as const;

function flagOf(availability: string): keyof typeof FLAG_KEY | null {
  return Object.hasOwn(FLAG_KEY, availability) ? (availability as keyof typeof FLAG_KEY) : null;
}

/**
 * A player on the pitch: his shirt (a cricket team's coloured initials), the armband, an
 * availability flag and an automatic substitution's arrow, and the name plate. Only text a screen
 * reader needs is in the accessibility tree; the drawing is hidden from it.
 */
export const PlayerFigure = memo(function PlayerFigure(p: PlayerFigureProps) {
  const { t } = useTranslation('game');
  const kit = kitFor(p.season, p.clubName);
  const flag = flagOf(p.availability);
  return (
    <>
      <span className="pk-kit">
        {p.sport === 'cricket' ? (
          <TeamBadge kit={kit} initials={p.clubShort} />
        ) : (
          <Shirt kit={kit} keeper={p.keeper} />
        )}
        {p.role && (
          <span className={`pitch-armband pitch-armband-${p.role}`} aria-hidden="true">
            {t(p.role === 'C' ? 'builder.captainShort' : 'builder.viceShort')}
          </span>
        )}
        {flag && (
          <span className={`pk-flag pk-flag-${flag === 'd' ? 'doubt' : 'out'}`} data-flag={flag}>
            <span aria-hidden="true">!</span>
            <span className="visually-hidden">{t(FLAG_KEY[flag])}</span>
          </span>
        )}
        {p.autoSub && (
          <span className={`pk-sub pk-sub-${p.autoSub}`} data-auto-sub={p.autoSub}>
            <span aria-hidden="true">{p.autoSub === 'in' ? '↑' : '↓'}</span>
            <span className="visually-hidden">
              {t(p.autoSub === 'in' ? 'round.autoSubIn' : 'round.autoSubOut')}
            </span>
          </span>
        )}
      </span>
      <span className="pk-plate" data-testid="name-plate">
        <span className="pk-name" dir="auto">
          {p.name}
        </span>
        {p.role && (
          <span className="visually-hidden">
            {t(p.role === 'C' ? 'builder.captain' : 'builder.viceCaptain')}
          </span>
        )}
        <span
          className={`pk-value${p.plateFdr ? ' pk-fdr' : ''}`}
          data-difficulty={p.plateFdr}
          style={
            p.plateFdr
              ? { background: `var(--fdr-${p.plateFdr})`, color: `var(--fdr-${p.plateFdr}-text)` }
              : undefined
          }
        >
          <bdi>{p.plateText}</bdi>
        </span>
        {p.plateSpoken && <span className="visually-hidden">{p.plateSpoken}</span>}
      </span>
    </>
  );
});

/** The field's lines: drawn in CSS over the theme's grass (soccer) or the oval and its strip (cricket). */
export function PitchMarkings({ sport }: { sport: 'soccer' | 'cricket' }) {
  return sport === 'cricket' ? (
    <span className="pk-lines pk-oval" aria-hidden="true">
      <span className="pk-strip" />
    </span>
  ) : (
    <span className="pk-lines" aria-hidden="true">
      <span className="pk-box" />
      <span className="pk-goal" />
    </span>
  );
}
