import type { ChipName, ChipState } from '@gameweek/contracts/user';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The season's chips; playing one asks for confirmation, and it is used when the team is saved. */
export function ChipBar(props: {
  chips: readonly ChipState[];
  pending: ChipName | null;
  readOnly: boolean;
  onChange: (chip: ChipName | null) => void;
}) {
  const { t } = useTranslation('game');
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState<ChipName | null>(null);
  if (props.chips.length === 0) return null;
  const ask = (chip: ChipName) => {
    setAsking(chip);
    dialog.current?.showModal();
  };
  const close = () => {
    dialog.current?.close();
    setAsking(null);
  };
  const someoneActive = props.chips.some((c) => c.status === 'active');
  // One chip per round: once one is played (or will be on save) the others wait, and say why.
  const playing = props.chips.find((c) => c.status === 'active')?.name ?? props.pending;
  const othersWait =
    playing !== null &&
    !props.readOnly &&
    props.chips.some((c) => c.name !== playing && c.status === 'available');
  return (
    <section className="chips" aria-labelledby="chips-title">
      <h2 id="chips-title">{t('chips.title')}</h2>
      <ul className="chips-list">
        {props.chips.map((c) => {
          const pending = props.pending === c.name && c.status !== 'active';
          const status = pending
            ? 'pending'
            : c.status === 'used' && c.round_id === null
              ? 'unavailable'
              : c.status;
          const canPlay =
            !props.readOnly && c.status === 'available' && !someoneActive && props.pending === null;
          return (
            <li key={c.name} className={`chip chip-${status}`} data-testid={`chip-${c.name}`}>
              <span className="chip-name">{t(`chips.${c.name}`)}</span>
              <span className="chip-status">{t(`chips.status.${status}`)}</span>
              {canPlay && (
                <button type="button" className="button chip-button" onClick={() => ask(c.name)}>
                  {t('chips.play')}
                </button>
              )}
              {pending && !props.readOnly && (
                <button
                  type="button"
                  className="button button-secondary chip-button"
                  onClick={() => props.onChange(null)}
                >
                  {t('chips.cancel')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {othersWait && playing && (
        <p className="chips-note" role="note" data-testid="chip-limit">
          {t('chips.onePerRound', { chip: t(`chips.${playing}`) })}
        </p>
      )}
      <dialog
        ref={dialog}
        className="chip-dialog"
        aria-labelledby="chip-dialog-title"
        onClose={() => setAsking(null)}
      >
        {asking && (
          <>
            <h2 id="chip-dialog-title">
              {t('chips.confirmTitle', { chip: t(`chips.${asking}`) })}
            </h2>
            <p>{t(`chips.help.${asking}`)}</p>
            <p className="muted">{t('chips.confirmBody')}</p>
            <div className="actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  props.onChange(asking);
                  close();
                }}
              >
                {t('chips.confirm')}
              </button>
              <button type="button" className="button button-secondary" onClick={close}>
                {t('chips.cancel')}
              </button>
            </div>
          </>
        )}
      </dialog>
    </section>
  );
}
