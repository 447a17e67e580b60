import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HydrateLater } from '../../components/hydrate-later.tsx';
import { numberFormat } from '../../lib/intl.ts';
import {
  type Column,
  columnValue,
  queryPlayers,
  SPORT_COLUMNS,
  type StatsPlayer,
} from './stats-table.ts';

const PAGE = 50;
const POSITIONS = { soccer: ['GK', 'DEF', 'MID', 'FWD'], cricket: ['WK', 'BAT', 'AR', 'BOWL'] };

function formatValue(column: Column, v: number, lang: string): string {
  if (column === 'price') return numberFormat(lang, { minimumFractionDigits: 1 }).format(v / 10);
  return numberFormat(lang, { maximumFractionDigits: 1 }).format(v);
}

/** A sortable, filterable table of every player; a name opens his page with charts. */
export function StatisticsPage(props: {
  context: 'soccer' | 'cricket';
  players: readonly StatsPlayer[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // Stat-card links and club search results open the table already sorted or filtered.
  const [params] = useSearchParams();
  const initialSort = params.get('sort');
  const [query, setQuery] = useState('');
  const [position, setPosition] = useState('');
  const [club, setClub] = useState(params.get('club') ?? '');
  const [sort, setSort] = useState<Column>(
    initialSort &&
      /^(total_points|form|price|selected_by_percent|minutes|stat:\w+)$/.test(initialSort)
      ? (initialSort as Column)
      : 'total_points',
  );
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [limit, setLimit] = useState(PAGE);
  const deferred = useDeferredValue(query);
  const statKeys = useMemo(
    () =>
      SPORT_COLUMNS[props.context].filter((k) =>
        props.players.some((p) => p.stats && k in p.stats),
      ),
    [props.context, props.players],
  );
  const hasMinutes = props.players.some((p) => p.minutes !== undefined);
  const columns: Column[] = [
    'total_points',
    'form',
    'price',
    'selected_by_percent',
    ...(hasMinutes ? (['minutes'] as const) : []),
    ...statKeys.map((k) => `stat:${k}` as const),
  ];
  const clubs = useMemo(() => {
    const m = new Map<number, string>();
    for (const p of props.players) m.set(p.team.id, p.team.name);
    return [...m].sort((a, b) => a[1].localeCompare(b[1]));
  }, [props.players]);
  const rows = useMemo(
    () => queryPlayers(props.players, { query: deferred, position, club, sort, dir }),
    [props.players, deferred, position, club, sort, dir],
  );
  const label = (c: Column) =>
    c.startsWith('stat:') ? t(`game:stats.${c.slice(5)}`) : t(`game:stats.${c}`);
  const sortBy = (c: Column) => {
    if (c === sort) setDir(dir === 'desc' ? 'asc' : 'desc');
    else {
      setSort(c);
      setDir('desc');
    }
    setLimit(PAGE);
  };

  return (
    <div className="page st" data-testid="statistics">
      <div className="st-filters">
        <label className="st-field st-search">
          <span className="visually-hidden">{t('game:filters.search')}</span>
          <input
            type="search"
            placeholder={t('game:filters.search')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setLimit(PAGE);
            }}
          />
        </label>
        <label className="st-field">
          <span>
            {t(props.context === 'cricket' ? 'game:filters.role' : 'game:filters.position')}
          </span>
          <select value={position} onChange={(e) => setPosition(e.target.value)}>
            <option value="">{t('game:filters.allPositions')}</option>
            {POSITIONS[props.context].map((p) => (
              <option key={p} value={p}>
                {t(`game:positions.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="st-field">
          <span>{t(props.context === 'cricket' ? 'game:filters.team' : 'game:filters.club')}</span>
          <select value={club} onChange={(e) => setClub(e.target.value)}>
            <option value="">{t('game:filters.allClubs')}</option>
            {clubs.map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted st-count" aria-live="polite">
        {t('game:filters.showing', { shown: Math.min(limit, rows.length), total: rows.length })}
      </p>
      <div className="table-wrap st-wrap">
        <table className="table st-table">
          <caption className="visually-hidden">{t('game:stats.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="st-sticky">
                {t('game:columns.player')}
              </th>
              {columns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className="num"
                  aria-sort={c === sort ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    className="st-sort"
                    onClick={() => sortBy(c)}
                    data-testid={`sort-${c}`}
                  >
                    {label(c)}
                    <span aria-hidden="true">
                      {c === sort ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <HydrateLater>
            <tbody>
              {rows.slice(0, limit).map((p) => (
                <tr key={p.id} data-testid="stats-row">
                  <th scope="row" className="st-sticky">
                    <Link to={`/player/${p.id}`} className="st-player">
                      {p.name}
                    </Link>
                    <span className="st-meta">
                      {p.team.short_name} · {t(`game:positionsShort.${p.position}`)}
                    </span>
                  </th>
                  {columns.map((c) => (
                    <td key={c} className="num">
                      {formatValue(c, columnValue(p, c), lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HydrateLater>
        </table>
      </div>
      {rows.length > limit && (
        <button
          type="button"
          className="button button-secondary st-more"
          onClick={() => setLimit(limit + PAGE)}
        >
          {t('game:filters.showMore')}
        </button>
      )}
    </div>
  );
}
