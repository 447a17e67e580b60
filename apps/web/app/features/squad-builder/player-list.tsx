import type { PlayerSummary } from '@gameweek/contracts/player';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateLater } from '../../components/hydrate-later.tsx';
import { formatPrice } from './format.ts';
import type { GameRules } from './game-rules.ts';

export type SortKey = 'price' | 'total_points' | 'form' | 'selected_by_percent';
export type Blocked = 'in_squad' | 'squad_full' | 'position_full' | 'club_full' | 'no_money' | null;

const PAGE = 40;

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
  picked: boolean;
  blocked: Blocked;
  readOnly: boolean;
  onToggle: (p: PlayerSummary) => void;
}

const PlayerRow = memo(function PlayerRow({
  player,
  lang,
  picked,
  blocked,
  readOnly,
  onToggle,
}: RowProps) {
  const { t } = useTranslation();
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
          {player.team.short_name} · {t(`game:positionsShort.${player.position}`)} ·{' '}
          {t('game:columns.points')} {player.total_points} · {t('game:columns.form')} {player.form}{' '}
          · {player.selected_by_percent}%
        </span>
        {hint && (
          <span className="pl-hint">
            {t(`game:builder.blocked.${hint}`, {
              position: t(`game:positions.${player.position}`),
            })}
          </span>
        )}
      </div>
      <span className="pl-price">{formatPrice(player.price, lang)}</span>
      {!readOnly && (
        <button
          type="button"
          className={`pl-toggle${picked ? ' pl-toggle-remove' : ''}`}
          aria-pressed={picked}
          aria-label={t(picked ? 'game:builder.removePlayer' : 'game:builder.addPlayer', {
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
  const { t, i18n } = useTranslation();
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

  return (
    <section className="pl" aria-labelledby="pl-title">
      <h2 id="pl-title" className="visually-hidden">
        {t('game:builder.list')}
      </h2>
      <div className="pl-filters">
        <label className="pl-field pl-search">
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
        <label className="pl-field">
          <span>{t(cricket ? 'game:filters.role' : 'game:filters.position')}</span>
          <select
            value={props.position}
            onChange={(e) => {
              props.onPosition(e.target.value);
              setLimit(PAGE);
            }}
          >
            <option value="">
              {t(cricket ? 'game:filters.allRoles' : 'game:filters.allPositions')}
            </option>
            {props.rules.quotas.map((q) => (
              <option key={q.position} value={q.position}>
                {t(`game:positions.${q.position}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="pl-field">
          <span>{t(cricket ? 'game:filters.team' : 'game:filters.club')}</span>
          <select
            value={club}
            onChange={(e) => {
              setClub(e.target.value);
              setLimit(PAGE);
            }}
          >
            <option value="">
              {t(cricket ? 'game:filters.allTeams' : 'game:filters.allClubs')}
            </option>
            {clubs.map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="pl-field">
          <span>{t('game:filters.maxPrice')}</span>
          <select value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)}>
            <option value="">{t('game:filters.anyPrice')}</option>
            {prices.map((p) => (
              <option key={p} value={String(p)}>
                {formatPrice(p, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className="pl-field">
          <span>{t('game:filters.sort')}</span>
          <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            <option value="total_points">{t('game:filters.sortPoints')}</option>
            <option value="price">{t('game:filters.sortPrice')}</option>
            <option value="form">{t('game:filters.sortForm')}</option>
            <option value="selected_by_percent">{t('game:filters.sortSelected')}</option>
          </select>
        </label>
      </div>
      <p className="muted pl-count" aria-live="polite">
        {t('game:filters.showing', { shown: shown.length, total: filtered.length })}
      </p>
      {filtered.length === 0 ? (
        <p className="card muted">{t('game:filters.none')}</p>
      ) : (
        <HydrateLater>
          <ul className="pl-list">
            {shown.map((p) => (
              <PlayerRow
                key={p.id}
                player={p}
                lang={lang}
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
          {t('game:filters.showMore')}
        </button>
      )}
    </section>
  );
});
