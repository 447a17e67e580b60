import { useTranslation } from 'react-i18next';
import type { SquadRulesView } from './squad-rules.server.ts';

/** Squad rules read from the rules engine's tables, like the scoring table below them. */
export function SquadRules({ rules }: { rules: SquadRulesView }) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
    rules.budget / 10,
  );
  return (
    <section
      id="squadRules"
      className="card"
      aria-labelledby="squad-rules-heading"
      data-testid="squad-rules"
    >
      <h2 id="squad-rules-heading">{t('game:howTo.title')}</h2>
      <ul className="list">
        <li className="list-row">{t('game:howTo.size', { count: rules.size, budget: money })}</li>
        {rules.quotas.map((q) => (
          <li key={q.position} className="list-row">
            {q.min === q.max
              ? t('game:howTo.quotaExact', {
                  position: t(`game:positions.${q.position}`),
                  count: q.min,
                })
              : t('game:howTo.quota', {
                  position: t(`game:positions.${q.position}`),
                  min: q.min,
                  max: q.max,
                })}
          </li>
        ))}
        <li className="list-row">
          {t(rules.context === 'cricket' ? 'game:builder.teamLimit' : 'game:builder.clubLimit', {
            limit: rules.maxPerClub,
          })}
        </li>
        {rules.lineup.map((q) => (
          <li key={`xi-${q.position}`} className="list-row">
            {t('game:howTo.lineup', {
              position: t(`game:positions.${q.position}`),
              min: q.min,
              max: q.max,
            })}
          </li>
        ))}
        <li className="list-row">
          {rules.vice === null
            ? t('game:howTo.captain', { captain: rules.captain })
            : t('game:howTo.captainCricket', { captain: rules.captain, vice: rules.vice })}
        </li>
        {rules.transfers && (
          <li className="list-row">{t('game:howTo.transfers', rules.transfers)}</li>
        )}
        {rules.chips.map((c) => (
          <li key={c} className="list-row">
            <strong>{t(`game:chips.${c}`)}</strong>: {t(`game:chips.help.${c}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
