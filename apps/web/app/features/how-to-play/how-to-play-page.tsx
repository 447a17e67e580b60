import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dataKey } from '../../lib/i18n-keys.ts';
import type { ScoringView } from './scoring.server.ts';

/**
 * How to play, with the scoring table under #earnPoints (the discover link's anchor), then
 * `children` (the squad rules).
 */
export function HowToPlayPage({
  scoring,
  children,
}: {
  scoring: ScoringView;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('rules');
  const columnLabel = (c: string) =>
    scoring.context === 'soccer'
      ? tr(dataKey('rules', 'rules.soccer.positions.', c))
      : t('howToPlay.points');
  return (
    <div className="page">
      <p>{t('howToPlay.intro')}</p>
      <section id="earnPoints" className="card" aria-labelledby="earn-heading">
        <h2 id="earn-heading">{t('howToPlay.earnPoints')}</h2>
        {scoring.sections.map((section) => (
          <div key={section.key} className="table-wrap">
            {scoring.context === 'cricket' && (
              <h3>{tr(dataKey('rules', 'cricket.sections.', section.key))}</h3>
            )}
            <table className="table" data-testid="scoring-table">
              <thead>
                <tr>
                  <th scope="col">{t('howToPlay.action')}</th>
                  {scoring.columns.map((c) => (
                    <th key={c} scope="col" className="num">
                      {columnLabel(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.rows.map((row) => (
                  <tr key={`${row.labelKey}-${row.qualifier ?? ''}`}>
                    <td>
                      {tr(row.labelKey)}
                      {row.qualifier && <span className="muted"> {row.qualifier}</span>}
                    </td>
                    {row.values.map((v, j) => (
                      <td key={scoring.columns[j]} className="num">
                        {v ?? '–'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </section>
      {children}
    </div>
  );
}
