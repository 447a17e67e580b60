import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl.ts';
import { gamesFrom } from './games.ts';
import { useGames } from './use-games.ts';

/** The user's leagues: name, rank and members, from the games query. */
export function GamesList() {
  const { t, i18n } = useTranslation();
  const n = numberFormat(i18n.language);
  const { data } = useGames();
  const games = gamesFrom(data);
  return (
    <section className="card hs hs-games" aria-labelledby="games-heading">
      <h2 id="games-heading">{t('games.heading')}</h2>
      {games.length === 0 ? (
        <p className="muted">{t('games.empty')}</p>
      ) : (
        <ul className="list" data-testid="games-list">
          {games.map((g) => (
            <li key={g.id} className="list-row">
              <span>{g.name}</span>
              {g.rank != null && <span className="muted">#{n.format(g.rank)}</span>}
              {g.members != null && (
                <span className="muted">
                  {t('games.members')}: {n.format(g.members)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
