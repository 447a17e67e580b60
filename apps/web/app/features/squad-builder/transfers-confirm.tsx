import type { PlayerSummary } from '@gameweek/contracts/player';
import type { ChipName } from '@gameweek/contracts/user';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../components/bottom-sheet.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { usePriceFormat } from '../../lib/money.ts';
import { transferCostText } from './format.ts';
import type { TransferCost } from './transfer-cost.ts';

export interface TransfersSummary {
  pairs: { out: PlayerSummary | null; in: PlayerSummary | null }[];
  /** Soccer: free transfers used, extra ones and their points; null where transfers cost nothing. */
  cost: TransferCost | null;
  chip: ChipName | null;
  /** Money (credits) left after the change, tenths. */
  bank: number;
  sellingPrices: ReadonlyMap<number, number>;
}

/**
 * The confirmation before a saved squad changes: each player out → in (position matched), the cost
 * in points (free transfers used, the extra ones, or the chip that makes them free) and the money
 * left. Only its confirm button saves; cancel returns to the edit as it was.
 */
export function TransfersConfirm(props: {
  summary: TransfersSummary | null;
  cricket: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const { t, i18n } = useTranslation('game');
  const lang = i18n.language;
  const price = usePriceFormat();
  const s = props.summary;
  const num = (n: number) => numberFormat(lang).format(n);
  const side = (p: PlayerSummary | null, amount: number | undefined) =>
    p ? (
      <>
        <span className="tc-name">{p.name}</span>
        <span className="tc-meta">
          {p.team.short_name} · {t(`positionsShort.${p.position}`)} · {price(amount ?? p.price)}
        </span>
      </>
    ) : (
      <span className="tc-meta">—</span>
    );
  return (
    <BottomSheet
      open={s !== null}
      onClose={props.onCancel}
      labelledBy="transfers-confirm-title"
      testId="transfers-confirm"
      returnFocus={props.returnFocus}
      header={
        <h2 id="transfers-confirm-title" className="sheet-title">
          {t(props.cricket ? 'transfers.confirmTitleCricket' : 'transfers.confirmTitle')}
        </h2>
      }
    >
      {s && (
        <>
          <ol className="tc-pairs" data-testid="transfers-pairs">
            {s.pairs.map((pair) => (
              <li
                key={`${pair.out?.id ?? 0}-${pair.in?.id ?? 0}`}
                className="tc-pair"
                data-testid="transfer-pair"
                data-out={pair.out?.id}
                data-in={pair.in?.id}
              >
                <div className="tc-side tc-out">
                  <span className="tc-label">{t('transfers.out')}</span>
                  {side(pair.out, pair.out ? s.sellingPrices.get(pair.out.id) : undefined)}
                </div>
                <span className="tc-arrow" aria-hidden="true">
                  →
                </span>
                <div className="tc-side tc-in">
                  <span className="tc-label">{t('transfers.in')}</span>
                  {side(pair.in, undefined)}
                </div>
              </li>
            ))}
          </ol>
          <dl className="tc-totals">
            {s.chip && (
              <div>
                <dt>{t('transfers.chip')}</dt>
                <dd>{t(`chips.${s.chip}`)}</dd>
              </div>
            )}
            {s.cost && (
              <>
                <div>
                  <dt>{t('transfers.freeUsed')}</dt>
                  <dd data-testid="transfers-free-used">
                    {s.cost.unlimited ? t('transfers.unlimited') : num(s.cost.freeUsed)}
                  </dd>
                </div>
                {s.cost.extra > 0 && (
                  <div>
                    <dt>{t('transfers.extra', { points: num(s.cost.each) })}</dt>
                    <dd>{num(s.cost.extra)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('transfers.cost')}</dt>
                  <dd data-testid="transfers-points-cost">
                    {transferCostText(t, s.cost.points, lang)}
                  </dd>
                </div>
              </>
            )}
            <div>
              <dt>{t(props.cricket ? 'builder.credits' : 'builder.budget')}</dt>
              <dd data-testid="transfers-money-left">{price(s.bank)}</dd>
            </div>
          </dl>
          <div className="ps-actions tc-actions">
            <button
              type="button"
              className="button"
              data-testid="transfers-confirm-save"
              onClick={props.onConfirm}
            >
              {t('transfers.confirm')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              data-testid="transfers-cancel"
              onClick={props.onCancel}
            >
              {t('transfers.keepEditing')}
            </button>
          </div>
        </>
      )}
    </BottomSheet>
  );
}
