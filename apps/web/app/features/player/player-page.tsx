import { useTranslation } from 'react-i18next';
import { dataKey } from '../../lib/i18n-keys.ts';
import { numberFormat } from '../../lib/intl.ts';
import { usePriceFormat } from '../../lib/money.ts';
import { columnLabelKey, playerStatRows } from '../../lib/stat-labels.ts';
import type { PlayerDetail } from './player.server.ts';
import { SvgChart } from './svg-chart.tsx';

/** One player: numbers of the season, points per round and price history as small SVG charts. */
export function PlayerPage({ detail }: { detail: PlayerDetail }) {
  const { t, i18n } = useTranslation('game');
  const lang = i18n.language;
  const p = detail.player;
  const num = (v: number, digits = 0) =>
    numberFormat(lang, {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(v);
  const money = usePriceFormat();
  const best = detail.history.reduce((m, h) => Math.max(m, h.points), 0);
  const stats = playerStatRows(p.stats, detail.context);
  return (
    <div className="page pp" data-testid="player-page">
      <h1 className="pp-name">{p.name}</h1>
      <p className="muted">
        {p.team.name} · {t(`positions.${p.position}`)}
      </p>
      <dl className="pp-summary">
        <div>
          <dt>{t('stats.total_points')}</dt>
          <dd>{num(p.total_points)}</dd>
        </div>
        <div>
          <dt>{t('stats.price')}</dt>
          <dd>{money(p.price)}</dd>
        </div>
        <div>
          <dt>{t('stats.form')}</dt>
          <dd>{num(p.form, 1)}</dd>
        </div>
        <div>
          <dt>{t('stats.selected_by_percent')}</dt>
          <dd>
            {numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(
              p.selected_by_percent / 100,
            )}
          </dd>
        </div>
        {p.minutes !== undefined && (
          <div>
            <dt>{t(columnLabelKey('minutes', detail.context))}</dt>
            <dd>{num(p.minutes)}</dd>
          </div>
        )}
        {stats.map(([k, v]) => (
          <div key={k}>
            <dt>{t(dataKey('game', 'stats.', k))}</dt>
            <dd>{num(v)}</dd>
          </div>
        ))}
      </dl>
      <section className="card pp-section">
        <h2>{t('player.pointsChart')}</h2>
        <SvgChart
          kind="bar"
          testId="points-chart"
          points={detail.history.map((h) => ({ x: h.round, y: h.points }))}
          title={t('player.pointsChart')}
          summary={
            detail.history.length === 0
              ? t('player.noHistory')
              : (t('player.pointsSummary', {
                  count: detail.history.length,
                  total: num(p.total_points),
                  best: num(best),
                  // Typed as possibly missing (English has no few/many forms); i18next always answers.
                }) ?? '')
          }
          xLabel={t('player.round')}
          yLabel={t('columns.points')}
          format={(v) => num(v)}
        />
      </section>
      <section className="card pp-section">
        <h2>{t('player.priceChart')}</h2>
        <SvgChart
          kind="line"
          testId="price-chart"
          points={detail.prices.map((h) => ({ x: h.round, y: h.price }))}
          title={t('player.priceChart')}
          summary={
            detail.prices.length === 0
              ? t('player.noHistory')
              : t('player.priceSummary', {
                  from: money(detail.prices[0]?.price ?? p.price),
                  to: money(p.price),
                })
          }
          xLabel={t('player.round')}
          yLabel={t('stats.price')}
          format={money}
        />
      </section>
    </div>
  );
}
