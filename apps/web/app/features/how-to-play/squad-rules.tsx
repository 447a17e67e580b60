import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl.ts';
import { usePriceFormat } from '../../lib/money.ts';
import type { SquadRulesView } from './squad-rules.server.ts';

/** Squad rules read from the rules engine's tables, like the scoring table below them. */
export function SquadRules({ rules }: { rules: SquadRulesView }) {
  const { t, i18n } = useTranslation('game');
  const price = usePriceFormat();
  const n = (v: number) => numberFormat(i18n.language).format(v);
  return (
    <section
      id="squadRules"
      className="card"
      aria-labelledby="squad-rules-heading"
      data-testid="squad-rules"
    >
      <h2 id="squad-rules-heading">{t('howTo.title')}</h2>
      <ul className="list">
        <li className="list-row">
          {t('howTo.size', { count: rules.size, budget: price(rules.budget) })}
        </li>
        {rules.quotas.map((q) => (
          <li key={q.position} className="list-row">
            {q.min === q.max
              ? t('howTo.quotaExact', {
                  position: t(`positions.${q.position}`),
                  count: q.min,
                })
              : t('howTo.quota', {
                  position: t(`positions.${q.position}`),
                  min: n(q.min),
                  max: n(q.max),
                })}
          </li>
        ))}
        <li className="list-row">
          {t(rules.context === 'cricket' ? 'builder.teamLimit' : 'builder.clubLimit', {
            limit: n(rules.maxPerClub),
          })}
        </li>
        {rules.lineup.map((q) => (
          <li key={`xi-${q.position}`} className="list-row">
            {t('howTo.lineup', {
              position: t(`positions.${q.position}`),
              min: n(q.min),
              max: n(q.max),
            })}
          </li>
        ))}
        <li className="list-row">
          {rules.vice === null
            ? t('howTo.captain', { captain: n(rules.captain) })
            : t('howTo.captainCricket', { captain: n(rules.captain), vice: n(rules.vice) })}
        </li>
        {rules.transfers && (
          <li className="list-row">
            {t('howTo.transfers', {
              free: n(rules.transfers.free),
              banked: n(rules.transfers.banked),
              cost: n(rules.transfers.cost),
            })}
          </li>
        )}
        {rules.chips.map((c) => (
          <li key={c} className="list-row">
            <strong>{t(`chips.${c}`)}</strong>: {t(`chips.help.${c}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
