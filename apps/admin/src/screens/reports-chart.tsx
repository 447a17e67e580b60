// One report chart (ADR 0053): uPlot draws it on a canvas in the theme's colours, as wide as its box
// (a phone or a laptop); the figures are in a table beside it for screen readers and for reading.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Theme colours a series may take (custom properties of packages/themes), in order. */
const SERIES_COLOURS = ['--color-link', '--color-danger', '--color-accent', '--color-muted'];

function themeColour(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

export function ReportChart(props: {
  title: string;
  /** What the chart shows, for screen readers (the canvas itself is an image). */
  description: string;
  /** x values: the day's index for days, round numbers for rounds. */
  x: number[];
  /** How an x value reads in the table and the legend. */
  xLabel: (x: number) => string;
  /** How an x value reads under a tick, when shorter than xLabel (a round's number). */
  xTick?: (x: number) => string;
  xHeading: string;
  kind: 'days' | 'rounds';
  series: ChartSeries[];
  /** How a value reads (numbers in the staff member's language, money). */
  value: (n: number) => string;
  bars?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { x, series, bars, kind } = props;
  // The labels' functions change with every render of the screen; the chart is drawn again only when
  // its figures, its kind or the language change, and reads the latest functions when it draws.
  const current = {
    xLabel: props.xLabel,
    xTick: props.xTick ?? props.xLabel,
    value: props.value,
    xHeading: props.xHeading,
  };
  const labels = useRef(current);
  labels.current = current;
  const figures = JSON.stringify([x, series, i18n.language]);
  useEffect(() => {
    const [xs, ss] = JSON.parse(figures) as [number[], ChartSeries[]];
    const { xLabel, xTick, value, xHeading } = labels.current;
    const el = box.current;
    if (!el) return;
    const text = themeColour('--color-text', '#222');
    const grid = themeColour('--color-border', '#ddd');
    const font = `12px ${themeColour('--font-body', 'system-ui, sans-serif')}`;
    const width = () => Math.max(240, el.clientWidth);
    const axis = {
      stroke: text,
      font,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1 },
    };
    const plot = new uPlot(
      {
        width: width(),
        height: 220,
        // The legend names the series; the values are in the table below.
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          {
            ...axis,
            values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? xTick(v) : '')),
            ...(kind === 'days'
              ? { space: 70 }
              : { space: 30, label: xHeading, labelFont: font, labelSize: 20 }),
          },
          { ...axis, size: 56, values: (_u, ticks) => ticks.map((v) => value(v)) },
        ],
        series: [
          { label: xHeading, value: (_u, v) => (v === null ? '—' : xLabel(v)) },
          ...ss.map((s, i) => {
            const colour = themeColour(SERIES_COLOURS[i % SERIES_COLOURS.length]!, '#333');
            return {
              label: s.label,
              stroke: colour,
              width: 2,
              fill: bars ? colour : undefined,
              points: { show: !bars && xs.length < 40 },
              value: (_u: uPlot, v: number | null) => (v === null ? '—' : value(v)),
              ...(bars ? { paths: uPlot.paths.bars!({ size: [0.6, 40] }) } : {}),
            };
          }),
        ],
      },
      [xs, ...ss.map((s) => s.values)] as uPlot.AlignedData,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [figures, bars, kind]);
  return (
    <figure className="report-chart" aria-labelledby={titleId}>
      <figcaption id={titleId}>
        <h2>{props.title}</h2>
      </figcaption>
      {/* A time axis reads left to right in every language; the canvas is an image for screen readers. */}
      <div ref={box} className="chart-box" dir="ltr" role="img" aria-label={props.description} />
      {props.children}
      <details className="chart-table">
        <summary>{t('ops.reports.dataTable')}</summary>
        <div className="table-scroll">
          <table className="figures">
            <caption className="visually-hidden">{props.title}</caption>
            <thead>
              <tr>
                <th scope="col">{props.xHeading}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {x.map((xv, i) => (
                <tr key={xv}>
                  <th scope="row">{props.xLabel(xv)}</th>
                  {series.map((s) => (
                    <td key={s.label}>
                      {s.values[i] === null || s.values[i] === undefined
                        ? '—'
                        : props.value(s.values[i] as number)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
