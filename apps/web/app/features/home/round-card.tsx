import type { RoundRef } from '@gameweek/contracts/config';
import { useTranslation } from 'react-i18next';

export function formatDeadline(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const text = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(d);
  return `${text} UTC`;
}

/** The gameweek section: current and next round, status and deadline. */
export function RoundCard({
  current,
  next,
  deadlinePassed,
}: {
  current: RoundRef | null;
  next: RoundRef | null;
  deadlinePassed: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card" data-testid="round-card">
      {current && (
        <p>
          {t('round.current', { name: current.name })} · {t(`round.status.${current.status}`)}
        </p>
      )}
      {next ? (
        <>
          <h2>{t('round.next', { name: next.name })}</h2>
          <p>
            <span className={`status status-${next.status.toLowerCase()}`}>
              {t(`round.status.${next.status}`)}
            </span>
          </p>
          <p>{t('round.deadline', { date: formatDeadline(next.deadline, i18n.language) })}</p>
        </>
      ) : (
        <p>{t('round.none')}</p>
      )}
      {deadlinePassed && next && <p className="muted">{t('round.deadlinePassed')}</p>}
    </section>
  );
}
