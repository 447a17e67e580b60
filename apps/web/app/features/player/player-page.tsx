import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl.ts';
import { columnLabelKey, playerStatRows } from '../../lib/stat-labels.ts';
import type { PlayerDetail } from './player.server.ts';
import { SvgChart } from './svg-chart.tsx';

/** One player: numbers of the season, points per round and price history as small SVG charts. */
export function PlayerPage({ detail }: { detail: PlayerDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const p = detail.player;
  const num = (v: number, digits = 0) =>
    numberFormat(lang, {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(v);
  const money = (tenths: number) => num(tenths / 10, 1);
  const best = detail.history.reduce((m, h) => Math.max(m, h.points), 0);
  const stats = playerStatRows(p.stats, detail.context);
  return (
    <div className="page pp" data-testid="player-page">
      <h1 className="pp-name">{p.name}</h1>
      <p className="muted">
        {p.team.name} · {t(`game:positions.${p.position}`)}
      </p>
      <dl className="pp-summary">
        <div>
          <dt>{t('game:stats.total_points')}</dt>
          <dd>{num(p.total_points)}</dd>
        </div>
        <div>
          <dt>{t('game:stats.price')}</dt>
          <dd>{money(p.price)}</dd>
        </div>
        <div>
          <dt>{t('game:stats.form')}</dt>
          <dd>{num(p.form, 1)}</dd>
        </div>
        <div>
          <dt>{t('game:stats.selected_by_percent')}</dt>
          <dd>{num(p.selected_by_percent, 1)}%</dd>
        </div>
        {p.minutes !== undefined && (
          <div>
            <dt>{t(columnLabelKey('minutes', detail.context))}</dt>
            <dd>{num(p.minutes)}</dd>
          </div>
        )}
        {stats.map(([k, v]) => (
          <div key={k}>
            <dt>{t(`game:stats.${k}`)}</dt>
            <dd>{num(v)}</dd>
          </div>
        ))}
      </dl>
      <section className="card pp-section">
        <h2>{t('game:player.pointsChart')}</h2>
        <SvgChart
          kind="bar"
          testId="points-chart"
          points={detail.history.map((h) => ({ x: h.round, y: h.points }))}
          title={t('game:player.pointsChart')}
          summary={
            detail.history.length === 0
              ? t('game:player.noHistory')
              : t('game:player.pointsSummary', {
                  rounds: detail.history.length,
                  total: p.total_points,
                  best,
                })
          }
          xLabel={t('game:player.round')}
          yLabel={t('game:columns.points')}
          format={(v) => num(v)}
        />
      </section>
      <section className="card pp-section">
        <h2>{t('game:player.priceChart')}</h2>
        <SvgChart
          kind="line"
          testId="price-chart"
          points={detail.prices.map((h) => ({ x: h.round, y: h.price }))}
          title={t('game:player.priceChart')}
          summary={
            detail.prices.length === 0
              ? t('game:player.noHistory')
              : t('game:player.priceSummary', {
                  from: money(detail.prices[0]?.price ?? p.price),
                  to: money(p.price),
                })
          }
          xLabel={t('game:player.round')}
          yLabel={t('game:stats.price')}
          format={money}
        />
      </section>
    </div>
  );
}
