import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text.ts';

/** A labelled input with its hint and error read by screen readers. */
export function Field(props: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, describedBy, invalid: Boolean(props.error) })}
      {props.hint && (
        <p className="hint" id={hintId}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="field-error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A new password (an invitation's, a reset's): the browser may offer a generated one. */
export function NewPasswordField(props: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} hint={props.hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={props.value}
          aria-describedby={describedBy}
          onInput={(e) => props.onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** A failed call, in words, announced as it appears. */
export function ErrorBox({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  return (
    <p className="error-box" role="alert">
      {errorText(t, error, i18n.language)}
    </p>
  );
}

/** A change that went through, announced politely. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="status">
      {children}
    </p>
  );
}

/** A screen's title: the document's too, and focus moves to it when the screen opens. */
export function PageTitle({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${children} · ${t('app.title')}`;
    ref.current?.focus();
  }, [children, t]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A table on a laptop; on a phone each row is a card with its labels (CSS reads `data-label`).
 */
export function DataTable<Row>(props: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  empty: string;
}) {
  if (props.rows.length === 0) return <p className="empty">{props.empty}</p>;
  return (
    <table className="data">
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)}>
            {props.columns.map((c) => (
              <td key={c.key} data-label={c.label}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A status as a coloured label (the word carries the meaning, the colour only helps). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  // biome-ignore lint/suspicious/noExplicitAny: statuses come from the contract's enum
  const label = t(`statuses.${status}` as any, { defaultValue: status }) as string;
  return <span className={`badge badge-${status}`}>{label}</span>;
}
