import { useTranslation } from 'react-i18next';
import { gamesFrom } from './games.ts';
import { useGames } from './use-games.ts';

/** The user's leagues: name, rank and members, from the games query. */
export function GamesList() {
  const { t } = useTranslation();
  const { data } = useGames();
  const games = gamesFrom(data);
  return (
    <section className="card" aria-labelledby="games-heading">
      <h2 id="games-heading">{t('games.heading')}</h2>
      {games.length === 0 ? (
        <p className="muted">{t('games.empty')}</p>
      ) : (
        <ul className="list" data-testid="games-list">
          {games.map((g) => (
            <li key={g.id} className="list-row">
              <span>{g.name}</span>
              {g.rank != null && <span className="muted">#{g.rank}</span>}
              {g.members != null && (
                <span className="muted">
                  {t('games.members')}: {g.members}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
