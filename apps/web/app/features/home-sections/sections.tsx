import type { LeaderboardResponse } from '@gameweek/contracts/leagues';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { HomeData, PlayerCard } from './home-data.server.ts';
import './home-sections.css';

function PlayerCards(props: {
  players: PlayerCard[];
  value: (p: PlayerCard) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ol className="hs-players" data-testid={props.testId}>
      {props.players.map((p) => (
        <li key={p.id}>
          <Link to={`/player/${p.id}`} className="hs-player">
            <span className="hs-player-name">{p.name}</span>
            <span className="hs-player-meta">
              {p.club} · {t(`game:positionsShort.${p.position}`)}
            </span>
            <span className="hs-player-value">{props.value(p)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** Selection trends: the players most managers picked. */
export function SelectionTrends({ data }: { data: HomeData }) {
  const { t, i18n } = useTranslation();
  if (data.mostSelected.length === 0) return null;
  const pct = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className="card hs" aria-labelledby="hs-trends">
      <h2 id="hs-trends">{t('game:home.mostSelected')}</h2>
      <PlayerCards
        players={data.mostSelected}
        testId="home-most-selected"
        value={(p) => `${pct.format(p.selected_by_percent)}%`}
      />
    </section>
  );
}

/** Players of the week: the best form over the last rounds, and the season's top scorers. */
export function TopPlayers({ data }: { data: HomeData }) {
  const { t, i18n } = useTranslation();
  if (data.topPlayers.length === 0) return null;
  const nf = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className="card hs" aria-labelledby="hs-top">
      <h2 id="hs-top">{t('game:home.inForm')}</h2>
      <PlayerCards players={data.inForm} testId="home-in-form" value={(p) => nf.format(p.form)} />
      <h2>{t('game:home.topPlayers')}</h2>
      <PlayerCards
        players={data.topPlayers}
        testId="home-top-players"
        value={(p) => t('game:points.value', { points: nf.format(p.total_points) })}
      />
    </section>
  );
}

const STAT_CARDS = [
  { key: 'topScorers', sort: 'total_points' },
  { key: 'inForm', sort: 'form' },
  { key: 'mostSelected', sort: 'selected_by_percent' },
  { key: 'priciest', sort: 'price' },
] as const;

/** Stat-card links: each opens the statistics table already sorted. */
export function StatCardLinks({ showStatistics }: { showStatistics: boolean }) {
  const { t } = useTranslation();
  if (!showStatistics) return null;
  return (
    <nav className="hs-cards" aria-label={t('game:home.statCards')}>
      {STAT_CARDS.map((c) => (
        <Link key={c.key} to={`/statistics?sort=${c.sort}`} className="hs-card">
          {t(`game:home.card.${c.key}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Search players and clubs: a GET form answered by the home loader. */
export function HomeSearch({ data, action }: { data: HomeData; action: string }) {
  const { t } = useTranslation();
  const s = data.search;
  return (
    <section className="card hs" aria-labelledby="hs-search">
      <h2 id="hs-search">{t('game:home.search')}</h2>
      <Form method="get" action={action} className="hs-search-form" role="search">
        <label className="visually-hidden" htmlFor="hs-q">
          {t('game:home.searchLabel')}
        </label>
        <input
          id="hs-q"
          name="q"
          type="search"
          defaultValue={s?.query ?? ''}
          placeholder={t('game:home.searchLabel')}
        />
        <button type="submit" className="button">
          {t('game:home.searchButton')}
        </button>
      </Form>
      {s && (
        <div aria-live="polite" data-testid="home-search-results">
          {s.players.length === 0 && s.clubs.length === 0 ? (
            <p className="muted">{t('game:home.noResults')}</p>
          ) : (
            <>
              {s.clubs.length > 0 && (
                <ul className="hs-clubs">
                  {s.clubs.map((c) => (
                    <li key={c.id}>
                      <Link to={`/statistics?club=${c.id}`} className="hs-card">
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <PlayerCards
                players={s.players}
                testId="home-search-players"
                value={(p) => t('game:points.value', { points: p.total_points })}
              />
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** The overall leaderboard's first rows and the user's own. */
export function LeaderboardSnippet({ data }: { data: LeaderboardResponse | null }) {
  const { t, i18n } = useTranslation();
  if (!data || (data.rows.length === 0 && !data.me)) return null;
  const nf = new Intl.NumberFormat(i18n.language);
  const rows = [...data.rows];
  if (data.me && !rows.some((r) => r.squad_id === data.me?.squad_id)) rows.push(data.me);
  return (
    <section className="card hs" aria-labelledby="hs-lb">
      <h2 id="hs-lb">{t('game:home.leaderboard')}</h2>
      <ol className="hs-players">
        {rows.map((r) => (
          <li key={r.squad_id} className={r.squad_id === data.me?.squad_id ? 'hs-me' : undefined}>
            <span className="hs-player">
              <span className="hs-player-name">
                {nf.format(r.rank)}. {r.team_name}
              </span>
              <span className="hs-player-meta">{r.manager_name}</span>
              <span className="hs-player-value">{nf.format(r.total)}</span>
            </span>
          </li>
        ))}
      </ol>
      <Link to="/leaderboard" className="button button-secondary">
        {t('game:home.seeAll')}
      </Link>
    </section>
  );
}
