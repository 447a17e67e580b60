import type { Game } from '@gameweek/contracts/leagues';
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';

/** Chooses the league whose standings show; a plain GET form, submitted on change once hydrated. */
export function LeagueSwitcher({
  games,
  activeId,
}: {
  games: readonly Game[];
  activeId: number | null;
}) {
  const { t } = useTranslation('game');
  const submit = useSubmit();
  return (
    <Form method="get" action="/leaderboard" className="lb-switcher">
      <label className="lb-field">
        <span>{t('leaderboard.league')}</span>
        <select
          name="league"
          defaultValue={activeId ?? undefined}
          data-testid="league-select"
          onChange={(e) => submit(e.currentTarget.form)}
        >
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.system ? `${g.name} (${t('leaderboard.overall')})` : g.name}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="button">
          {t('leaderboard.show')}
        </button>
      </noscript>
    </Form>
  );
}
