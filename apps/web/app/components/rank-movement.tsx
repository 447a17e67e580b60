import { useTranslation } from 'react-i18next';

/**
 * A rank's movement since the previous round as an arrow: up (climbed), down or the same, with the
 * number of places for a screen reader and as a tooltip. `value` > 0 = climbed.
 */
export function RankMovement({ value }: { value: number }) {
  const { t } = useTranslation('game');
  const count = Math.abs(value);
  const [kind, arrow, text] =
    value > 0
      ? (['up', '▲', t('leaderboard.up', { count })] as const)
      : value < 0
        ? (['down', '▼', t('leaderboard.down', { count })] as const)
        : (['same', '●', t('leaderboard.same')] as const);
  return (
    <span className={`lb-move lb-${kind}`} title={text} data-movement={kind}>
      <span aria-hidden="true">{arrow}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
