import type { LineupPlayer, LineupTeam } from '@gameweek/contracts/match';
import { fixtureDifficulty } from '@gameweek/themes/layout';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { dateFormat, numberFormat } from '../../lib/intl.ts';
import { useRoundLabel } from '../../lib/round-label.ts';
import type { MatchView } from './match.server.ts';
import { startingOrder } from './match-view.ts';

/** A cricket XI: more than eleven listed means the impact substitute is among them (IPL's rule). */
const XI = 11;

function PlayerList({ players, label }: { players: LineupPlayer[]; label: string }) {
  const { t } = useTranslation('game');
  return (
    <ol className="mx-list" aria-label={label}>
      {players.map((p) => (
        <li key={p.id} className="mx-player" data-testid="lineup-player">
          <span className="mx-pos" title={t(`positions.${p.position}`)}>
            {t(`positionsShort.${p.position}`)}
          </span>
          <AppLink to={`/player/${p.id}`} className="mx-name">
            {p.name}
          </AppLink>
        </li>
      ))}
    </ol>
  );
}

function Side({ side, cricket }: { side: LineupTeam; cricket: boolean }) {
  const { t } = useTranslation('game');
  const id = `mx-team-${side.team.id}`;
  const starting = t(cricket ? 'lineups.playing' : 'lineups.starting');
  return (
    <section className="card mx-side" aria-labelledby={id} data-testid="lineup">
      <h2 id={id} className="mx-team">
        {side.team.name}
      </h2>
      <h3 className="mx-heading">{starting}</h3>
      {cricket && side.starting.length > XI && (
        <p className="muted mx-note">{t('lineups.impact')}</p>
      )}
      <PlayerList players={startingOrder(side.starting)} label={`${side.team.name}: ${starting}`} />
      {side.bench.length > 0 && (
        <>
          <h3 className="mx-heading">{t('lineups.bench')}</h3>
          <PlayerList players={side.bench} label={`${side.team.name}: ${t('lineups.bench')}`} />
        </>
      )}
    </section>
  );
}

/** One fixture: both sides with the score (or kick-off), the result, and each side's line-up. */
export function MatchPage({ view }: { view: MatchView }) {
  const { t, i18n } = useTranslation(['game', 'common']);
  const roundLabel = useRoundLabel();
  const lang = i18n.language;
  const f = view.fixture;
  const nf = numberFormat(lang, {});
  const when = dateFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const played = f.home.score !== null && f.away.score !== null;
  const chip = (s: MatchView['fixture']['home']) => {
    const level = fixtureDifficulty(s.difficulty);
    return (
      <span className={`hs-fdr hs-fdr-${level}`} aria-hidden="true">
        {s.short_name}
      </span>
    );
  };
  return (
    <div className="page mx" data-testid="match-page" data-fixture-id={f.id} data-status={f.status}>
      <AppLink to={`/fixtures?round=${f.round_number}`} className="mx-back">
        {roundLabel(f.round_number)}
      </AppLink>
      <section className="card mx-head">
        <h1 className="mx-title">
          <span className="mx-club">
            {chip(f.home)}
            <span>{f.home.name}</span>
          </span>
          <span className="mx-mid">
            {f.status === 'POSTPONED' ? (
              <span className="muted">{t('home.matchStatus.POSTPONED')}</span>
            ) : played ? (
              <>
                <strong className="mx-score" data-fixture-score="">
                  {nf.format(f.home.score ?? 0)}–{nf.format(f.away.score ?? 0)}
                </strong>
                {(f.status === 'LIVE' || !f.result_text) && (
                  <span className={f.status === 'LIVE' ? 'status status-live' : 'muted'}>
                    {t(`home.matchStatus.${f.status}`)}
                  </span>
                )}
              </>
            ) : (
              <span className="visually-hidden">{t('lineups.versus')}</span>
            )}
          </span>
          <span className="mx-club">
            {chip(f.away)}
            <span>{f.away.name}</span>
          </span>
        </h1>
        {!played && f.status !== 'POSTPONED' && (
          <p className="mx-when">
            <time dateTime={f.kickoff}>{when.format(new Date(f.kickoff))}</time>
          </p>
        )}
        {f.result_text && (
          <p className="mx-result" data-fixture-result="">
            {f.result_text}
          </p>
        )}
      </section>
      {view.lineups.length === 0 ? (
        <p className="card muted" data-testid="lineups-none">
          {t('lineups.none')}
        </p>
      ) : (
        view.lineups.map((side) => (
          <Side key={side.team.id} side={side} cricket={view.context === 'cricket'} />
        ))
      )}
    </div>
  );
}
