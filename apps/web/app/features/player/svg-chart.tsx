import { useId } from 'react';

export interface ChartPoint {
  x: number;
  y: number;
}

const W = 320;
const H = 140;
const PAD = { top: 10, right: 8, bottom: 22, left: 30 };

function ticks(min: number, max: number, count = 4): number[] {
  if (max === min) return [min];
  const step = (max - min) / count;
  return Array.from({ length: count + 1 }, (_, i) => min + step * i);
}

/**
 * A small hand-written SVG chart (bars or a line), no library: the SVG is an image with a text
 * summary, and the same numbers are in a table for screen readers and keyboard users.
 */
export function SvgChart(props: {
  kind: 'bar' | 'line';
  points: readonly ChartPoint[];
  title: string;
  summary: string;
  xLabel: string;
  yLabel: string;
  format: (v: number) => string;
  testId?: string;
}) {
  const id = useId();
  const { points } = props;
  if (points.length === 0) return <p className="muted">{props.summary}</p>;
  const ys = points.map((p) => p.y);
  const yMin = props.kind === 'bar' ? Math.min(0, ...ys) : Math.min(...ys);
  const yMax = Math.max(props.kind === 'bar' ? 1 : yMin + 1, ...ys);
  const xs = points.map((p) => p.x);
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const iw = W - PAD.left - PAD.right;
  const ih = H - PAD.top - PAD.bottom;
  const band = iw / Math.max(1, xMax - xMin + 1);
  const sx = (x: number) => PAD.left + (x - xMin) * band + band / 2;
  const sy = (y: number) => PAD.top + ih - ((y - yMin) / (yMax - yMin)) * ih;
  const every = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure className="chart" data-testid={props.testId}>
      {/* Axes read left to right in every language: numbers on an axis are not running text. */}
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="chart-svg"
        direction="ltr"
      >
        <title id={`${id}-t`}>{props.title}</title>
        <desc id={`${id}-d`}>{props.summary}</desc>
        {ticks(yMin, yMax).map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={sy(v)} y2={sy(v)} className="chart-grid" />
            <text x={PAD.left - 4} y={sy(v) + 3} textAnchor="end" className="chart-tick">
              {props.format(v)}
            </text>
          </g>
        ))}
        {props.kind === 'bar' ? (
          points.map((p) => (
            <rect
              key={p.x}
              x={sx(p.x) - band * 0.35}
              width={band * 0.7}
              y={Math.min(sy(p.y), sy(0))}
              height={Math.max(1, Math.abs(sy(0) - sy(p.y)))}
              className={p.y < 0 ? 'chart-bar chart-bar-negative' : 'chart-bar'}
            />
          ))
        ) : (
          <polyline
            points={points.map((p) => `${sx(p.x)},${sy(p.y)}`).join(' ')}
            className="chart-line"
            fill="none"
          />
        )}
        {points
          .filter((_, i) => i % every === 0)
          .map((p) => (
            <text key={p.x} x={sx(p.x)} y={H - 6} textAnchor="middle" className="chart-tick">
              {p.x}
            </text>
          ))}
      </svg>
      <figcaption className="chart-caption">{props.summary}</figcaption>
      <details className="chart-data">
        <summary>
          {props.xLabel} / {props.yLabel}
        </summary>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{props.xLabel}</th>
              <th scope="col" className="num">
                {props.yLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.x}>
                <td>{p.x}</td>
                <td className="num">{props.format(p.y)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
