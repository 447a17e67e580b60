import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Field } from './ui.tsx';

/**
 * A change that needs a reason for the audit log: the reason field, then the button that applies it.
 * `children` are the change's own fields, above the reason.
 */
export function ReasonForm(props: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  danger?: boolean;
  onSubmit: (reason: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <form
      className="reason-form"
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
            onInput={(e) => setReason(e.currentTarget.value)}
          />
        )}
      </Field>
      <ErrorBox error={props.error} />
      <button
        type="submit"
        className={props.danger ? 'danger' : 'primary'}
        disabled={props.pending}
      >
        {props.submitLabel}
      </button>
    </form>
  );
}
