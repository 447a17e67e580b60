import { useTranslation } from 'react-i18next';

/** Says that points are following the matches, and how many updates arrived. */
export function LiveStatus({ connected, updates }: { connected: boolean; updates: number }) {
  const { t } = useTranslation('game');
  return (
    <p
      className="muted"
      role="status"
      data-testid="live-status"
      data-connected={connected}
      data-updates={updates}
    >
      {t(connected ? 'live.following' : 'live.connecting')}
    </p>
  );
}
