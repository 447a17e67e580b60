import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate, useNavigation } from 'react-router';
import { AppLink, type AppPath } from '../../components/app-link.tsx';
import { HydrateLater } from '../../components/hydrate-later.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { usePriceFormat } from '../../lib/money.ts';
import { columnLabelKey } from '../../lib/stat-labels.ts';
import {
  type Column,
  columnValue,
  PAGE,
  POSITIONS,
  type StatsPage,
  type StatsView,
  statsSearch,
} from './stats-table.ts';

/**
 * Rows per <tbody>: each row group hydrates in a task of its own, so a page of 50 rows is not one
 * long task on a slow phone.
 */
const ROWS_PER_GROUP = 10;

function rowGroups<T>(rows: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_GROUP)
    groups.push(rows.slice(i, i + ROWS_PER_GROUP));
  return groups;
}

/** How long typing pauses before the table follows the search box. */
const SEARCH_DELAY_MS = 300;

function formatValue(
  column: Column,
  v: number,
  lang: string,
  price: (tenths: number) => string,
): string {
  if (column === 'price') return price(v);
  return numberFormat(lang, { maximumFractionDigits: 1 }).format(v);
}

/**
 * A value the user edits that also follows the page address (back and forward, a link): the
 * address wins unless the field has the focus.
 */
function useFieldState<T>(fromAddress: T): [T, (v: T) => void, React.RefObject<HTMLElement>] {
  const [value, setValue] = useState(fromAddress);
  const ref = useRef<HTMLElement>(null) as React.RefObject<HTMLElement>;
  useEffect(() => {
    if (typeof document === 'undefined' || document.activeElement !== ref.current)
      setValue(fromAddress);
  }, [fromAddress]);
  return [value, setValue, ref];
}

/** A filter of the table: picking a value shows the table filtered by it. */
function FilterSelect(props: {
  label: string;
  name: string;
  field: ReturnType<typeof useFieldState<string>>;
  allLabel: string;
  options: readonly (readonly [value: string, label: string])[];
  onPick: (value: string) => void;
}) {
  const [value, setValue, ref] = props.field;
  return (
    <label className="st-field">
      <span>{props.label}</span>
      <select
        ref={ref as React.RefObject<HTMLSelectElement>}
        name={props.name}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          props.onPick(e.target.value);
        }}
      >
        <option value="">{props.allLabel}</option>
        {props.options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The statistics table: one page of rows, sorted and filtered on the server from the page address,
 * so every state is a link and the form works without JavaScript. A name opens the player's page.
 */
export function StatisticsPage(
  props: { context: 'soccer' | 'cricket'; view: StatsView } & StatsPage,
) {
  const { t, i18n } = useTranslation('game');
  const lang = i18n.language;
  const price = usePriceFormat();
  const { view, rows, total, clubs, columns } = props;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/statistics';
  const [query, setQuery, queryRef] = useFieldState(view.query);
  const positionField = useFieldState(view.position);
  const clubField = useFieldState(view.club);
  const [position] = positionField;
  const [club] = clubField;
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const show = (next: Partial<StatsView>) =>
    navigate(`/statistics${statsSearch({ ...view, shown: PAGE, ...next })}`, {
      replace: true,
      preventScrollReset: true,
    });
  const label = (c: Column) => t(columnLabelKey(c, props.context));
  const sortLink = (c: Column): AppPath =>
    `/statistics${statsSearch({
      ...view,
      sort: c,
      dir: c === view.sort && view.dir === 'desc' ? 'asc' : 'desc',
      shown: PAGE,
    })}`;

  return (
    <div className="page st" data-testid="statistics">
      <Form
        method="get"
        className="st-filters"
        onSubmit={(e) => {
          e.preventDefault();
          clearTimeout(searchTimer.current);
          show({ query, position, club });
        }}
      >
        <input type="hidden" name="sort" value={view.sort} />
        <input type="hidden" name="dir" value={view.dir} />
        <label className="st-field st-search">
          <span className="visually-hidden">{t('filters.search')}</span>
          <input
            ref={queryRef as React.RefObject<HTMLInputElement>}
            type="search"
            name="q"
            placeholder={t('filters.search')}
            value={query}
            onChange={(e) => {
              const next = e.target.value;
              setQuery(next);
              clearTimeout(searchTimer.current);
              searchTimer.current = setTimeout(() => show({ query: next }), SEARCH_DELAY_MS);
            }}
          />
        </label>
        <FilterSelect
          label={t(props.context === 'cricket' ? 'filters.role' : 'filters.position')}
          name="position"
          field={positionField}
          allLabel={t(props.context === 'cricket' ? 'filters.allRoles' : 'filters.allPositions')}
          options={POSITIONS[props.context].map((p) => [p, t(`positions.${p}`)] as const)}
          onPick={(v) => show({ position: v })}
        />
        <FilterSelect
          label={t(props.context === 'cricket' ? 'filters.team' : 'filters.club')}
          name="club"
          field={clubField}
          allLabel={t(props.context === 'cricket' ? 'filters.allTeams' : 'filters.allClubs')}
          options={clubs.map(([id, name]) => [String(id), name] as const)}
          onPick={(v) => show({ club: v })}
        />
        {/* Without JavaScript the filters apply with this button (or Enter in the search box). */}
        <button type="submit" className="visually-hidden">
          {t('filters.search')}
        </button>
      </Form>
      <p className="muted st-count" aria-live="polite">
        {t('filters.showing', {
          shown: numberFormat(lang).format(rows.length),
          total: numberFormat(lang).format(total),
        })}
      </p>
      <div className="table-wrap st-wrap" aria-busy={busy}>
        <table className={`table st-table${busy ? ' st-busy' : ''}`}>
          <caption className="visually-hidden">{t('stats.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="st-sticky">
                {t('columns.player')}
              </th>
              {columns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className="num"
                  aria-sort={
                    c === view.sort ? (view.dir === 'asc' ? 'ascending' : 'descending') : 'none'
                  }
                >
                  <AppLink
                    to={sortLink(c)}
                    replace
                    preventScrollReset
                    className="st-sort"
                    data-testid={`sort-${c}`}
                  >
                    {label(c)}
                    <span aria-hidden="true">
                      {c === view.sort ? (view.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </AppLink>
                </th>
              ))}
            </tr>
          </thead>
          {/* Row groups of their own hydrate in slices of their own (ADR 0020). */}
          {rowGroups(rows).map((group) => (
            <HydrateLater key={group[0]?.id}>
              <tbody>
                {group.map((p) => (
                  <tr key={p.id} data-testid="stats-row">
                    <th scope="row" className="st-sticky">
                      <AppLink to={`/player/${p.id}`} className="st-player">
                        {p.name}
                      </AppLink>
                      <span className="st-meta">
                        {p.team.short_name} · {t(`positionsShort.${p.position}`)}
                      </span>
                    </th>
                    {columns.map((c) => (
                      <td key={c} className="num">
                        {formatValue(c, columnValue(p, c), lang, price)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HydrateLater>
          ))}
        </table>
      </div>
      {total > rows.length && (
        <AppLink
          to={`/statistics${statsSearch({ ...view, shown: view.shown + PAGE })}`}
          replace
          preventScrollReset
          className="button button-secondary st-more"
          data-testid="stats-more"
        >
          {t('filters.showMore')}
        </AppLink>
      )}
    </div>
  );
}
