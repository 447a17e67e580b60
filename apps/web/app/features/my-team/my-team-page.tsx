import type { UserTeamResponse } from '@gameweek/contracts/user';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './money.ts';
import { RoundCardSummary } from './round-summary.tsx';

/** The saved squad for the next round: money, transfers and the picks in slot order. */
export function MyTeamPage({ team }: { team: UserTeamResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const picks = [...team.picks].sort((a, b) => a.slot - b.slot);
  return (
    <div className="page">
      <RoundCardSummary round={team.round} />
      <dl className="stats-row">
        <div>
          <dt>{t('myTeam.bank')}</dt>
          <dd>{formatPrice(team.bank, lang)}</dd>
        </div>
        <div>
          <dt>{t('myTeam.value')}</dt>
          <dd>{formatPrice(team.squad_value, lang)}</dd>
        </div>
        <div>
          <dt>{t('myTeam.freeTransfers')}</dt>
          <dd>{team.free_transfers}</dd>
        </div>
      </dl>
      {picks.length === 0 ? (
        <p className="card muted" data-testid="my-team-empty">
          {t('myTeam.empty')}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid="my-team-table">
            <thead>
              <tr>
                <th scope="col">{t('myTeam.player')}</th>
                <th scope="col">{t('myTeam.team')}</th>
                <th scope="col">{t('myTeam.position')}</th>
                <th scope="col" className="num">
                  {t('myTeam.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {picks.map((p) => (
                <tr key={p.slot}>
                  <td>
                    {p.player.short_name}
                    {p.is_captain && <abbr title={t('myTeam.captain')}> (C)</abbr>}
                    {p.is_vice_captain && <abbr title={t('myTeam.viceCaptain')}> (V)</abbr>}
                  </td>
                  <td>{p.player.team.short_name}</td>
                  <td>{p.player.position}</td>
                  <td className="num">{formatPrice(p.selling_price, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
