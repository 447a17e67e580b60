import type { RoundRef } from '@gameweek/contracts/config';
import { useTranslation } from 'react-i18next';

export function RoundCardSummary({ round }: { round: RoundRef | null }) {
  const { t } = useTranslation();
  if (!round) return <p className="muted">{t('round.none')}</p>;
  return (
    <p className="round-summary">
      {t('round.next', { name: round.name })} · {t(`round.status.${round.status}`)}
    </p>
  );
}
