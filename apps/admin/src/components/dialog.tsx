// The console's one dialog (ADR 0056): the native <dialog> opened modal — the browser keeps focus
// inside, makes the page behind inert and closes on Escape — with focus put on a safe control when it
// opens and given back to what opened it when it closes. window.confirm and window.prompt are not
// used: they cannot be translated, themed or read in the page's direction.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

function Dialog(props: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onSubmit: () => void;
  submitLabel: string;
  /** A destructive action: its button says so, and focus starts on Cancel. */
  danger?: boolean;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (props.open && !el.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      // A field to fill comes first; a question starts on its safe answer.
      const field = el.querySelector<HTMLElement>('input, textarea, select');
      (props.danger || !field ? cancelRef.current : field)?.focus();
    } else if (!props.open && el.open) {
      el.close();
    }
  }, [props.open, props.danger]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Escape or close(): give focus back to what opened the dialog.
    const closed = () => {
      opener.current?.focus();
      opener.current = null;
    };
    el.addEventListener('close', closed);
    return () => el.removeEventListener('close', closed);
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      data-testid={props.testId}
      onCancel={(e) => {
        e.preventDefault();
        props.onCancel();
      }}
    >
      <form
        method="dialog"
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <h2 id={titleId}>{props.title}</h2>
        {props.children}
        <div className="actions">
          <button ref={cancelRef} type="button" onClick={props.onCancel}>
            {t('contentExtras.dialog.cancel')}
          </button>
          <button type="submit" className={props.danger ? 'danger' : 'primary'}>
            {props.submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A yes/no question before an action that cannot be undone from here. */
export function ConfirmDialog(props: {
  open: boolean;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      title={props.question}
      submitLabel={props.confirmLabel}
      danger
      onSubmit={props.onConfirm}
      onCancel={props.onCancel}
      testId="confirm-dialog"
    />
  );
}

/** One value to type, checked before it is accepted (`check` answers an error text or null). */
export function PromptDialog(props: {
  open: boolean;
  title: string;
  label: string;
  hint?: string;
  initialValue: string;
  submitLabel: string;
  check: (value: string) => string | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
  inputType?: 'text' | 'url';
}) {
  const id = useId();
  const [value, setValue] = useState(props.initialValue);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (props.open) {
      setValue(props.initialValue);
      setError(null);
    }
  }, [props.open, props.initialValue]);
  return (
    <Dialog
      open={props.open}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      testId="prompt-dialog"
      onSubmit={() => {
        const problem = props.check(value.trim());
        setError(problem);
        if (!problem) props.onSubmit(value.trim());
      }}
    >
      <div className="field">
        <label htmlFor={id}>{props.label}</label>
        <input
          id={id}
          type={props.inputType ?? 'text'}
          dir="ltr"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() ||
            undefined
          }
          onInput={(e) => setValue(e.currentTarget.value)}
        />
        {props.hint && (
          <p className="hint" id={`${id}-hint`}>
            {props.hint}
          </p>
        )}
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
