import type { ConfigResponse } from '@gameweek/contracts/config';
import { useTranslation } from 'react-i18next';
import { formatDeadline } from '../home/round-card.tsx';

/** The season at a glance: competition, season and its current and next rounds. */
export function StatisticsPage({ competition }: { competition: ConfigResponse['competition'] }) {
  const { t, i18n } = useTranslation();
  const rounds = [competition.season.rounds.current, competition.season.rounds.next].filter(
    (r) => r !== null,
  );
  return (
    <div className="page">
      <dl className="stats-row">
        <div>
          <dt>{t('statistics.competition')}</dt>
          <dd>{competition.name}</dd>
        </div>
        <div>
          <dt>{t('statistics.season')}</dt>
          <dd>{competition.season.name}</dd>
        </div>
      </dl>
      <section className="card">
        <h2>{t('statistics.rounds')}</h2>
        <ul className="list">
          {rounds.map((r) => (
            <li key={r.id} className="list-row">
              <span>{r.name}</span>
              <span className={`status status-${r.status.toLowerCase()}`}>
                {t(`round.status.${r.status}`)}
              </span>
              <span className="muted">{formatDeadline(r.deadline, i18n.language)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
