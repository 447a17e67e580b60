import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { numberFormat } from '../../lib/intl.ts';
import type { PlayerValue } from './home-data.server.ts';

/** The pieces every home section is made of: its card and heading, a list of players with a value. */

export function useNumber(digits = 1) {
  const { i18n } = useTranslation('game');
  return numberFormat(i18n.language, { maximumFractionDigits: digits });
}

export function Section(props: {
  id: string;
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="card hs" aria-labelledby={props.id} data-testid={props.testId}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}

export function PlayerRows(props: {
  rows: PlayerValue[];
  value: (v: number) => string;
  testId?: string;
}) {
  const { t } = useTranslation('game');
  return (
    <ol className="hs-players" data-testid={props.testId}>
      {props.rows.map(({ player: p, value }) => (
        <li key={p.id}>
          <AppLink to={`/player/${p.id}`} className="hs-player">
            <span className="hs-player-name">{p.name}</span>
            <span className="hs-player-meta">
              {p.club} · {t(`positionsShort.${p.position}`)}
            </span>
            <span className="hs-player-value">{props.value(value)}</span>
          </AppLink>
        </li>
      ))}
    </ol>
  );
}
