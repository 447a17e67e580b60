import type { NextFixture } from '@gameweek/contracts/home';
import type { PlayerSummary } from '@gameweek/contracts/player';
import { fixtureDifficulty } from '@gameweek/themes/layout';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { BottomSheet } from '../../components/bottom-sheet.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { usePriceFormat } from '../../lib/money.ts';
import { useRoundLabel } from '../../lib/round-label.ts';

const FLAG_KEY = {
  d: 'builder.flagDoubtful',
  i: 'builder.flagInjured',
  s: 'builder.flagSuspended',
  u: 'builder.flagUnavailable',
  n: 'builder.flagUnavailable',
} as const;

/** What the player can do with the player in the sheet; an absent action does not apply to him. */
export interface SheetActions {
  captain?: { current: boolean; run: () => void };
  vice?: { current: boolean; run: () => void };
  substitute?: () => void;
  /** Sell him (a saved squad) or take him out (a squad being built). */
  transferOut?: { sell: boolean; run: () => void };
}

/**
 * A player's card in a bottom sheet: club, position, price (and what he sells for), points, form,
 * selected-by and his club's next three fixtures on their difficulty colours, then what applies:
 * captain, vice-captain, substitute, transfer out and his full profile.
 */
export function PlayerSheet(props: {
  player: PlayerSummary | undefined;
  sellingPrice: number | undefined;
  nextFixtures: readonly NextFixture[] | undefined;
  actions: SheetActions;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const { t, i18n } = useTranslation('game');
  const lang = i18n.language;
  const price = usePriceFormat();
  const p = props.player;
  const num = (n: number, digits = 0) =>
    numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  const a = props.actions;
  const roundLabel = useRoundLabel();
  return (
    <BottomSheet
      open={p !== undefined}
      onClose={props.onClose}
      labelledBy="player-sheet-title"
      testId="player-sheet"
      returnFocus={props.returnFocus}
      header={
        p && (
          <div className="sheet-head">
            <div className="ps-who">
              <h2 id="player-sheet-title" className="sheet-title">
                {p.name}
              </h2>
              <p className="ps-club">
                <span className="ps-badge" aria-hidden="true">
                  {p.team.short_name}
                </span>{' '}
                {p.team.name} · {t(`positions.${p.position}`)}
              </p>
            </div>
            <button
              type="button"
              className="sheet-close"
              data-testid="sheet-close"
              aria-label={t('sheet.close')}
              onClick={props.onClose}
            >
              ×
            </button>
          </div>
        )
      }
    >
      {p && (
        <>
          <Availability player={p} />
          <dl className="ps-stats">
            <div>
              <dt>{t('filters.sortPrice')}</dt>
              <dd>{price(p.price)}</dd>
            </div>
            {props.sellingPrice !== undefined && (
              <div>
                <dt>{t('sheet.sellsFor')}</dt>
                <dd data-testid="sheet-selling-price">
                  <span className="visually-hidden">
                    {t('transfers.sellingPrice', { price: price(props.sellingPrice) })}
                  </span>
                  <span aria-hidden="true">{price(props.sellingPrice)}</span>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('filters.sortPoints')}</dt>
              <dd>{num(p.total_points)}</dd>
            </div>
            <div>
              <dt>{t('columns.form')}</dt>
              <dd>{num(p.form, 1)}</dd>
            </div>
            <div>
              <dt>{t('sheet.selectedBy')}</dt>
              <dd>{t('sheet.percent', { value: num(p.selected_by_percent, 1) })}</dd>
            </div>
          </dl>
          <h3 className="ps-subtitle">{t('sheet.nextFixtures')}</h3>
          {props.nextFixtures && props.nextFixtures.length > 0 ? (
            <ol className="ps-fixtures" data-testid="sheet-fixtures">
              {props.nextFixtures.map((f) => (
                <li
                  key={`${f.round}-${f.opponent_id}-${f.is_home}`}
                  className={`ps-fixture ps-fdr-${fixtureDifficulty(f.difficulty)}`}
                  data-difficulty={fixtureDifficulty(f.difficulty)}
                >
                  <span className="ps-fixture-round">{roundLabel(f.round)}</span>
                  <span className="ps-fixture-team">
                    {t(f.is_home ? 'sheet.home' : 'sheet.away', {
                      team: f.opponent_short_name,
                    })}
                  </span>
                  <span className="visually-hidden">
                    {' '}
                    · {t('home.difficulty', { level: fixtureDifficulty(f.difficulty) })}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">{t('sheet.noFixtures')}</p>
          )}
          <div className="ps-actions">
            {a.captain && (
              <button
                type="button"
                className="button"
                data-testid="sheet-captain"
                disabled={a.captain.current}
                onClick={a.captain.run}
              >
                {t(a.captain.current ? 'builder.captain' : 'builder.makeCaptain')}
              </button>
            )}
            {a.vice && (
              <button
                type="button"
                className="button button-secondary"
                data-testid="sheet-vice"
                disabled={a.vice.current}
                onClick={a.vice.run}
              >
                {t(a.vice.current ? 'builder.viceCaptain' : 'builder.makeVice')}
              </button>
            )}
            {a.substitute && (
              <button
                type="button"
                className="button button-secondary"
                data-testid="sheet-substitute"
                onClick={a.substitute}
              >
                {t('builder.substitute')}
              </button>
            )}
            {a.transferOut && (
              <button
                type="button"
                className="button button-danger"
                data-testid="sheet-transfer-out"
                onClick={a.transferOut.run}
              >
                {t(a.transferOut.sell ? 'sheet.transferOut' : 'builder.remove')}
              </button>
            )}
          </div>
          <AppLink className="ps-profile" to={`/player/${p.id}`} data-testid="sheet-profile">
            {t('sheet.profile')}
          </AppLink>
        </>
      )}
    </BottomSheet>
  );
}

/**
 * What the data feed says of his availability (ADR 0050): the flag's word (doubtful, injured…), his chance
 * of playing the next round and the news line — shown only when there is something to say.
 */
function Availability({ player: p }: { player: PlayerSummary }) {
  const { t, i18n } = useTranslation('game');
  const flag = Object.hasOwn(FLAG_KEY, p.availability)
    ? FLAG_KEY[p.availability as keyof typeof FLAG_KEY]
    : null;
  if (!flag && p.chance_of_playing === undefined && !p.news) return null;
  const chance =
    p.chance_of_playing === undefined
      ? null
      : t('availability.chance', {
          value: numberFormat(i18n.language, { maximumFractionDigits: 0 }).format(
            p.chance_of_playing,
          ),
        });
  return (
    <p
      className={`ps-availability ps-availability-${p.availability === 'd' ? 'doubt' : 'out'}`}
      data-testid="player-availability"
    >
      <span className="ps-availability-flag" aria-hidden="true">
        !
      </span>
      <span>
        {[flag && t(flag), chance].filter(Boolean).join(' · ')}
        {p.news && (
          <span className="ps-availability-news" dir="auto">
            {p.news}
          </span>
        )}
      </span>
    </p>
  );
}
