import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, type AppPath } from '../../components/app-link.tsx';
import { numberFormat } from '../../lib/intl.ts';
import type { PlayerValue } from './home-data.server.ts';

/**
 * The pieces every home section is made of: its card with a heading and an optional "see all" link
 * to the full page, a horizontal carousel, players as tiles or compact rows. The home stays shorter
 * than four phone screens by showing each section compactly, never by leaving one out.
 */

export function useNumber(digits = 1) {
  const { i18n } = useTranslation('game');
  return numberFormat(i18n.language, { maximumFractionDigits: digits });
}

export function Section(props: {
  id: string;
  title: ReactNode;
  testId?: string;
  /** A muted note after the title (the round the figures are of). */
  note?: ReactNode;
  /** Named for screen readers only (a search box says what it is by itself). */
  hideTitle?: boolean;
  /** The full page this section is a glimpse of. */
  more?: { to: AppPath; label: string; testId?: string };
  children: ReactNode;
}) {
  return (
    <section className="card hs" aria-labelledby={props.id} data-testid={props.testId}>
      <div className={props.hideTitle ? 'visually-hidden' : 'hs-head'}>
        <h2 id={props.id}>
          {props.title}
          {props.note && <span className="hs-note">{props.note}</span>}
        </h2>
        {props.more && (
          <AppLink
            to={props.more.to}
            className="hs-see-all"
            data-testid={props.more.testId}
            // "See all" is on several sections: a screen reader's list of links names which.
            aria-label={
              typeof props.title === 'string' ? `${props.more.label}: ${props.title}` : undefined
            }
          >
            {props.more.label}
          </AppLink>
        )}
      </div>
      {props.children}
    </section>
  );
}

/**
 * A row of items that scrolls sideways with snap points: a region named after its section, focusable
 * so the arrow keys scroll it (axe: scrollable-region-focusable), in the page's direction (RTL too).
 */
export function Carousel(props: {
  label: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled with the keyboard.
    <section className="hs-carousel" aria-label={props.label} tabIndex={0}>
      <ul
        className={`hs-track${props.className ? ` ${props.className}` : ''}`}
        data-testid={props.testId}
      >
        {props.children}
      </ul>
    </section>
  );
}

/** Players as tiles of a carousel: name, club and position, the value. */
export function PlayerTiles(props: {
  label: string;
  rows: PlayerValue[];
  value: (v: number) => string;
  testId?: string;
}) {
  const { t } = useTranslation('game');
  return (
    <Carousel label={props.label} testId={props.testId}>
      {props.rows.map(({ player: p, value }) => (
        <li key={p.id} className="hs-tile">
          <AppLink to={`/player/${p.id}`} className="hs-tile-link">
            <span className="hs-tile-meta">
              <bdi>{p.club}</bdi> · {t(`positionsShort.${p.position}`)}
            </span>
            <span className="hs-tile-name">{p.short_name}</span>
            <span className="hs-tile-value">{props.value(value)}</span>
          </AppLink>
        </li>
      ))}
    </Carousel>
  );
}

/** Players as compact one-line rows: name, club and position, the value. */
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
