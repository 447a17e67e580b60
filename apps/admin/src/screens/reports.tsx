// The console's reports with charts (issue 22, ADR 0053). Loaded with its route only (routes.tsx
// `lazy`), so uPlot never weighs on the console's first load.
import {
  type DailyReportResponseSchema,
  DailyReportResponseSchema as DailySchema,
  RoundReportResponseSchema,
} from '@gameweek/contracts/admin-reports';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { OpsErrorBox } from '../lib/ops-error.tsx';
import '../ops.css';
import { type ChartSeries, ReportChart } from './reports-chart.tsx';
import { useRoundName } from './season.tsx';

type DailyRow = z.infer<typeof DailyReportResponseSchema>['rows'][number];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 30 days, today (UTC) included: the range the screen opens with. */
function defaultRange(): { from: string; to: string } {
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  return { from: isoDay(today - 29 * DAY_MS), to: isoDay(today) };
}

function validRange(from: string, to: string): boolean {
  const a = Date.parse(from);
  const b = Date.parse(to);
  return !Number.isNaN(a) && !Number.isNaN(b) && a <= b && b - a <= 366 * DAY_MS;
}

export function Reports() {
  const { t, i18n } = useTranslation();
  const roundName = useRoundName();
  const [draft, setDraft] = useState(defaultRange);
  const [range, setRange] = useState(draft);
  const daily = useQuery({
    queryKey: ['reports-daily', range.from, range.to],
    queryFn: () => call(DailySchema, '/reports/daily', { query: { ...range, format: 'json' } }),
  });
  const rounds = useQuery({
    queryKey: ['reports-rounds'],
    queryFn: () =>
      call(RoundReportResponseSchema, '/reports/rounds', { query: { format: 'json' } }),
  });
  const lng = i18n.language;
  const count = useMemo(() => (n: number) => new Intl.NumberFormat(lng).format(n), [lng]);
  const decimal = useMemo(
    () => (n: number) => new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(n),
    [lng],
  );
  const rows = daily.data?.rows ?? [];
  const currency = rows.find((r) => r.currency !== '')?.currency.split('+')[0] ?? '';
  const money = useMemo(() => {
    if (!currency) return count;
    const f = new Intl.NumberFormat(lng, { style: 'currency', currency });
    return (major: number) => f.format(major);
  }, [currency, lng, count]);
  const minorToMajor = useMemo(() => {
    if (!currency) return (n: number) => n;
    const digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    return (n: number) => n / 10 ** digits;
  }, [currency]);
  const days = useMemo(() => dailySeries(rows, minorToMajor), [rows, minorToMajor]);
  // Days are drawn at their index (ticks fall on whole days); the label is the day's date.
  const dayLabel = useMemo(() => {
    const f = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (i: number) => {
      const day = rows[i]?.day;
      return day ? f.format(new Date(`${day}T00:00:00Z`)) : '';
    };
  }, [lng, rows]);
  const roundRows = rounds.data?.rows ?? [];
  const roundX = useMemo(() => roundRows.map((r) => r.round), [roundRows]);
  const roundLabel = useMemo(() => (n: number) => roundName({ number: n }), [roundName]);
  const s = (label: string, values: (number | null)[]): ChartSeries => ({ label, values });
  const longDay = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  const rangeText = {
    from: longDay.format(new Date(`${range.from}T00:00:00Z`)),
    to: longDay.format(new Date(`${range.to}T00:00:00Z`)),
  };
  const describe = (title: string) => t('ops.reports.chartLabel', { title, ...rangeText });
  const describeRounds = (title: string) => t('ops.reports.roundsLabel', { title });
  const invalid = !validRange(draft.from, draft.to);
  const csv = (path: string, query: Record<string, string>) =>
    `/admin/v1${path}?${new URLSearchParams({ ...query, format: 'csv' }).toString()}`;
  return (
    <>
      <PageTitle>{t('ops.reports.title')}</PageTitle>
      <form
        className="filters report-range"
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) setRange(draft);
        }}
      >
        <Field label={t('ops.reports.from')}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              required
              value={draft.from}
              max={draft.to}
              onInput={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label={t('ops.reports.to')}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              required
              value={draft.to}
              min={draft.from}
              onInput={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            />
          )}
        </Field>
        <button type="submit" className="primary" disabled={invalid}>
          {t('ops.reports.show')}
        </button>
        <a className="button" href={csv('/reports/daily', range)} download>
          {t('ops.reports.csvDaily')}
        </a>
        <a className="button" href={csv('/reports/rounds', {})} download>
          {t('ops.reports.csvRounds')}
        </a>
      </form>
      {invalid && (
        <p className="field-error" role="alert">
          {t('ops.reports.rangeInvalid')}
        </p>
      )}
      <OpsErrorBox error={daily.error ?? rounds.error} />
      {daily.data && rows.length === 0 && <p className="empty">{t('ops.reports.noData')}</p>}
      {daily.data && rows.length > 0 && (
        <div className="report-grid">
          <ReportChart
            title={t('ops.reports.activeUsers')}
            description={describe(t('ops.reports.activeUsers'))}
            x={days.x}
            xLabel={dayLabel}
            xHeading={t('ops.reports.day')}
            kind="days"
            series={[s(t('ops.reports.activeUsers'), days.active)]}
            value={count}
          />
          <ReportChart
            title={t('ops.reports.subscribers')}
            description={describe(t('ops.reports.subscribers'))}
            x={days.x}
            xLabel={dayLabel}
            xHeading={t('ops.reports.day')}
            kind="days"
            series={[
              s(t('ops.reports.newSubscribers'), days.joined),
              s(t('ops.reports.churn'), days.churned),
            ]}
            value={count}
          />
          <ReportChart
            title={t('ops.reports.charges')}
            description={describe(t('ops.reports.charges'))}
            x={days.x}
            xLabel={dayLabel}
            xHeading={t('ops.reports.day')}
            kind="days"
            series={[
              s(t('ops.reports.succeeded'), days.succeeded),
              s(t('ops.reports.failed'), days.failed),
            ]}
            value={count}
          />
          <ReportChart
            title={
              currency ? t('ops.reports.revenue', { currency }) : t('ops.reports.revenuePlain')
            }
            description={describe(t('ops.reports.revenuePlain'))}
            x={days.x}
            xLabel={dayLabel}
            xHeading={t('ops.reports.day')}
            kind="days"
            series={[s(t('ops.reports.revenuePlain'), days.revenue)]}
            value={money}
          />
        </div>
      )}
      {rounds.data && roundRows.length > 0 && (
        <div className="report-grid">
          <ReportChart
            title={t('ops.reports.teamsSaved')}
            description={describeRounds(t('ops.reports.teamsSaved'))}
            x={roundX}
            xLabel={roundLabel}
            xTick={count}
            xHeading={t('ops.reports.round')}
            kind="rounds"
            bars
            series={[
              s(
                t('ops.reports.teamsSaved'),
                roundRows.map((r) => r.teams_saved),
              ),
            ]}
            value={count}
          />
          <ReportChart
            title={t('ops.reports.scores')}
            description={describeRounds(t('ops.reports.scores'))}
            x={roundX}
            xLabel={roundLabel}
            xTick={count}
            xHeading={t('ops.reports.round')}
            kind="rounds"
            series={[
              s(
                t('ops.reports.average'),
                roundRows.map((r) => r.average_points),
              ),
              s(
                t('ops.reports.top'),
                roundRows.map((r) => r.top_points),
              ),
            ]}
            value={decimal}
          />
        </div>
      )}
    </>
  );
}

/** The day rows as chart columns: x the day's index, revenue in major units. */
function dailySeries(rows: DailyRow[], major: (minor: number) => number) {
  return {
    x: rows.map((_r, i) => i),
    active: rows.map((r) => r.active_users),
    joined: rows.map((r) => r.new_subscribers),
    churned: rows.map((r) => r.churned),
    succeeded: rows.map((r) => r.charges_succeeded),
    failed: rows.map((r) => r.charges_failed),
    revenue: rows.map((r) => major(r.revenue_minor)),
  };
}

export { Reports as Component };
