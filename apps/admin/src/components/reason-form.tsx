import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Field } from './ui.tsx';

/**
 * A change that needs a reason for the audit log: the reason field, then the button that applies it.
 * `children` are the change's own fields, above the reason. A change checked before it is applied
 * (a dry run, then the real one) submits to check, shows the effect and its apply button in `footer`,
 * and hears of every edit of the reason (`onReasonInput`) so a check never outlives the reason it ran with.
 */
export function ReasonForm(props: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  danger?: boolean;
  onSubmit: (reason: string) => void;
  children?: ReactNode;
  /** Below the submit button: a check's effect and the button that applies it. */
  footer?: ReactNode;
  /** No submit button (the check was made: the footer applies it). */
  hideSubmit?: boolean;
  /** The submit button cannot be used yet (nothing changed). */
  submitDisabled?: boolean;
  /** `danger`/`primary` by default; `plain` for a first step that only checks. */
  plain?: boolean;
  onReasonInput?: (reason: string) => void;
  /** Shown for the refusal instead of the console's words (the season operations' own codes). */
  errorBox?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <form
      className={props.className ?? 'reason-form'}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(reason.trim());
      }}
    >
      {props.children}
      <Field label={t('app.reason')} hint={t('app.reasonHint')}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            required
            minLength={3}
            maxLength={500}
            rows={2}
            value={reason}
            aria-describedby={describedBy}
            onInput={(e) => {
              setReason(e.currentTarget.value);
              props.onReasonInput?.(e.currentTarget.value);
            }}
          />
        )}
      </Field>
      {props.errorBox ?? <ErrorBox error={props.error} />}
      {!props.hideSubmit && (
        <button
          type="submit"
          className={props.plain ? undefined : props.danger ? 'danger' : 'primary'}
          disabled={props.pending || props.submitDisabled}
        >
          {props.submitLabel}
        </button>
      )}
      {props.footer}
    </form>
  );
}
