import type { ClubKit } from '@gameweek/themes/kits';
import { type CSSProperties, memo } from 'react';

/**
 * One shirt template for every club (viewBox 40 × 40): the club's colours arrive as two custom
 * properties, so the page carries these few paths once per player and no per-club asset.
 */
const BODY = 'M15 3Q20 8 25 3L31 5L30 14V37H10V14L9 5Z';
const SLEEVES = 'M9 5L2 11L6 17L10 14ZM31 5L38 11L34 17L30 14Z';
const CUFFS = 'M2 11L3.2 10L7.2 16L6 17ZM38 11L36.8 10L32.8 16L34 17Z';
const STRIPES = 'M13.5 7h3v30h-3zM18.5 8h3v29h-3zM23.5 7h3v30h-3z';
const COLLAR = 'M15 3Q20 8 25 3L26 3.5Q20 10.5 14 3.5Z';

function kitStyle(a: string, b: string): CSSProperties {
  return { '--kit-1': a, '--kit-2': b } as CSSProperties;
}

/** A player's shirt in his club's colours; the goalkeeper's in the club's keeper colour. */
export const Shirt = memo(function Shirt(props: { kit: ClubKit; keeper: boolean }) {
  const { kit, keeper } = props;
  const pattern = keeper ? 'plain' : kit.pattern;
  return (
    <svg
      className={`kit-shirt kit-${pattern}`}
      data-testid="kit-shirt"
      data-keeper={keeper ? 'true' : undefined}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      style={kitStyle(keeper ? kit.keeper : kit.primary, keeper ? '#1a1a1a' : kit.secondary)}
    >
      <path className="kit-body" d={BODY} />
      {pattern === 'stripes' && <path className="kit-trim" d={STRIPES} />}
      <path className={pattern === 'sleeves' ? 'kit-trim' : 'kit-body'} d={SLEEVES} />
      {pattern !== 'sleeves' && <path className="kit-trim" d={CUFFS} />}
      <path className="kit-trim" d={COLLAR} />
    </svg>
  );
});

/** A cricket team's badge: its initials on its colour (no crests). */
export const TeamBadge = memo(function TeamBadge(props: { kit: ClubKit; initials: string }) {
  const { kit } = props;
  return (
    <span
      className="kit-badge"
      data-testid="kit-badge"
      aria-hidden="true"
      style={{ background: kit.primary, color: kit.ink, borderColor: kit.secondary }}
    >
      {props.initials}
    </span>
  );
});
