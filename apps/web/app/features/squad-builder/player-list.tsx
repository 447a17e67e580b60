import type { PlayerSummary } from '@gameweek/contracts/player';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateLater } from '../../components/hydrate-later.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { usePriceFormat } from '../../lib/money.ts';
import type { GameRules } from './game-rules.ts';

export type SortKey = 'price' | 'total_points' | 'form' | 'selected_by_percent';
export type Blocked = 'in_squad' | 'squad_full' | 'position_full' | 'club_full' | 'no_money' | null;

const PAGE = 40;
const ONE_DECIMAL = { maximumFractionDigits: 1 } as const;
const PERCENT = { style: 'percent', maximumFractionDigits: 1 } as const;

export interface PlayerFilters {
  query: string;
  position: string;
  club: string;
  maxPrice: string;
  sort: SortKey;
}

export function filterPlayers(
  players: readonly PlayerSummary[],
  f: PlayerFilters,
): PlayerSummary[] {
  const q = f.query.trim().toLocaleLowerCase();
  const max = f.maxPrice ? Number(f.maxPrice) : Number.POSITIVE_INFINITY;
  const out = players.filter(
    (p) =>
      (!f.position || p.position === f.position) &&
      (!f.club || String(p.team.id) === f.club) &&
      p.price <= max &&
      (!q ||
        p.name.toLocaleLowerCase().includes(q) ||
        p.team.name.toLocaleLowerCase().includes(q) ||
        p.team.short_name.toLocaleLowerCase().includes(q)),
  );
  return out.sort(
    (a, b) => b[f.sort] - a[f.sort] || b.total_points - a.total_points || a.id - b.id,
  );
}

interface RowProps {
  player: PlayerSummary;
  lang: string;
  price: (tenths: number) => string;
  picked: boolean;
  blocked: Blocked;
  readOnly: boolean;
  onToggle: (p: PlayerSummary) => void;
}

const PlayerRow = memo(function PlayerRow({
  player,
  lang,
  price,
  picked,
  blocked,
  readOnly,
  onToggle,
}: RowProps) {
  const { t } = useTranslation('game');
  const hint = !picked && blocked && blocked !== 'in_squad' ? blocked : null;
  return (
    <li
      className={`pl-row${picked ? ' pl-row-picked' : ''}`}
      data-testid="player-row"
      data-player-id={player.id}
    >
      <div className="pl-main">
        <span className="pl-name">{player.name}</span>
        <span className="pl-meta">
          {player.team.short_name} · {t(`positionsShort.${player.position}`)} ·{' '}
          {t('columns.points')} {numberFormat(lang).format(player.total_points)} ·{' '}
          {t('columns.form')} {numberFormat(lang, ONE_DECIMAL).format(player.form)} ·{' '}
          {numberFormat(lang, PERCENT).format(player.selected_by_percent / 100)}
        </span>
        {hint && (
          <span className="pl-hint">
            {t(`builder.blocked.${hint}`, {
              position: t(`positions.${player.position}`),
            })}
          </span>
        )}
      </div>
      <span className="pl-price">{price(player.price)}</span>
      {!readOnly && (
        <button
          type="button"
          className={`pl-toggle${picked ? ' pl-toggle-remove' : ''}`}
          aria-pressed={picked}
          aria-label={t(picked ? 'builder.removePlayer' : 'builder.addPlayer', {
            name: player.name,
          })}
          onClick={() => onToggle(player)}
        >
          {picked ? '−' : '+'}
        </button>
      )}
    </li>
  );
});

export const PlayerList = memo(function PlayerList(props: {
  rules: GameRules;
  players: readonly PlayerSummary[];
  pickedIds: ReadonlySet<number>;
  blockedOf: (p: PlayerSummary) => Blocked;
  readOnly: boolean;
  onToggle: (p: PlayerSummary) => void;
  position: string;
  onPosition: (position: string) => void;
}) {
  const { t, i18n } = useTranslation('game');
  const [query, setQuery] = useState('');
  const [club, setClub] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [sort, setSort] = useState<SortKey>('total_points');
  const [limit, setLimit] = useState(PAGE);
  const deferredQuery = useDeferredValue(query);
  const cricket = props.rules.sport === 'cricket';

  const clubs = useMemo(() => {
    const m = new Map<number, string>();
    for (const p of props.players) m.set(p.team.id, p.team.name);
    return [...m].sort((a, b) => a[1].localeCompare(b[1]));
  }, [props.players]);
  const prices = useMemo(() => {
    const set = new Set<number>();
    for (const p of props.players) set.add(Math.ceil(p.price / 10) * 10);
    return [...set].sort((a, b) => a - b);
  }, [props.players]);
  const filtered = useMemo(
    () =>
      filterPlayers(props.players, {
        query: deferredQuery,
        position: props.position,
        club,
        maxPrice,
        sort,
      }),
    [props.players, deferredQuery, props.position, club, maxPrice, sort],
  );
  const shown = filtered.slice(0, limit);
  const lang = i18n.language;
  const price = usePriceFormat();

  return (
    <section className="pl" aria-labelledby="pl-title">
      <h2 id="pl-title" className="visually-hidden">
        {t('builder.list')}
      </h2>
      <div className="pl-filters">
        <label className="pl-field pl-search">
          <span className="visually-hidden">{t('filters.search')}</span>
          <input
            type="search"
            placeholder={t('filters.search')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setLimit(PAGE);
            }}
          />
        </label>
        <label className="pl-field">
          <span>{t(cricket ? 'filters.role' : 'filters.position')}</span>
          <select
            value={props.position}
            onChange={(e) => {
              props.onPosition(e.target.value);
              setLimit(PAGE);
            }}
          >
            <option value="">{t(cricket ? 'filters.allRoles' : 'filters.allPositions')}</option>
            {props.rules.quotas.map((q) => (
              <option key={q.position} value={q.position}>
                {t(`positions.${q.position}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="pl-field">
          <span>{t(cricket ? 'filters.team' : 'filters.club')}</span>
          <select
            value={club}
            onChange={(e) => {
              setClub(e.target.value);
              setLimit(PAGE);
            }}
          >
            <option value="">{t(cricket ? 'filters.allTeams' : 'filters.allClubs')}</option>
            {clubs.map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="pl-field">
          <span>{t('filters.maxPrice')}</span>
          <select value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)}>
            <option value="">{t('filters.anyPrice')}</option>
            {prices.map((p) => (
              <option key={p} value={String(p)}>
                {price(p)}
              </option>
            ))}
          </select>
        </label>
        <label className="pl-field">
          <span>{t('filters.sort')}</span>
          <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            <option value="total_points">{t('filters.sortPoints')}</option>
            <option value="price">{t('filters.sortPrice')}</option>
            <option value="form">{t('filters.sortForm')}</option>
            <option value="selected_by_percent">{t('filters.sortSelected')}</option>
          </select>
        </label>
      </div>
      <p className="muted pl-count" aria-live="polite">
        {t('filters.showing', {
          shown: numberFormat(lang).format(shown.length),
          total: numberFormat(lang).format(filtered.length),
        })}
      </p>
      {filtered.length === 0 ? (
        <p className="card muted">{t('filters.none')}</p>
      ) : (
        <HydrateLater>
          <ul className="pl-list">
            {shown.map((p) => (
              <PlayerRow
                key={p.id}
                player={p}
                lang={lang}
                price={price}
                picked={props.pickedIds.has(p.id)}
                blocked={props.blockedOf(p)}
                readOnly={props.readOnly}
                onToggle={props.onToggle}
              />
            ))}
          </ul>
        </HydrateLater>
      )}
      {filtered.length > limit && (
        <button
          type="button"
          className="button button-secondary pl-more"
          onClick={() => setLimit(limit + PAGE)}
        >
          {t('filters.showMore')}
        </button>
      )}
    </section>
  );
});
