import type { LeagueResponse } from '@gameweek/contracts/leagues';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

/** A private league's invite code and link, leaving it, and head-to-head fixtures. */
export function LeaguePanel({ data }: { data: LeagueResponse }) {
  const { t } = useTranslation('game');
  const [copied, setCopied] = useState(false);
  const league = data.league;
  const code = league.invite_code;
  const copy = async () => {
    if (!code) return;
    const link = `${window.location.origin}/leaderboard?join=${encodeURIComponent(code)}`;
    try {
      if (navigator.share) await navigator.share({ title: league.name, url: link });
      else await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // The user closed the share sheet: nothing to do.
    }
  };
  return (
    <section className="card lg-panel" aria-labelledby="lg-title" data-testid="league-panel">
      <h2 id="lg-title" className="lg-title">
        {league.name}{' '}
        <span className="muted">
          · {t(league.kind === 'h2h' ? 'leagues.h2h' : 'leagues.classic')}
        </span>
      </h2>
      <p className="muted" data-testid="league-members">
        {t('leagues.members', { count: league.members })}
      </p>
      {code && (
        <p className="lg-code">
          {t('leagues.code')}: <strong data-testid="invite-code">{code}</strong>{' '}
          <button type="button" className="button button-secondary" onClick={copy}>
            {t(copied ? 'leagues.copied' : 'leagues.copyLink')}
          </button>
        </p>
      )}
      {!league.system && (
        <Form
          method="post"
          onSubmit={(e) => {
            if (!window.confirm(t('leagues.leaveConfirm', { name: league.name })))
              e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="leave" />
          <input type="hidden" name="league_id" value={league.id} />
          <button type="submit" className="button button-danger" data-testid="leave-league">
            {t('leagues.leave')}
          </button>
        </Form>
      )}
      {data.matches.length > 0 && (
        <div className="lg-matches">
          <h3>{t('leagues.fixtures')}</h3>
          <ul>
            {data.matches.map((m) => (
              <li key={`${m.round_number}-${m.home.squad_id}`} className="lg-match">
                <span className="lg-round">{m.round_number}</span>
                <span className="lg-team">{m.home.team_name}</span>
                <span className="lg-score">
                  {m.home.points ?? '–'} : {m.away ? (m.away.points ?? '–') : '–'}
                </span>
                <span className="lg-team">{m.away ? m.away.team_name : t('leagues.bye')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
