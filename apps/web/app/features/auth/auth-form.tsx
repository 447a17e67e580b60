import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { AuthKey } from '../../lib/i18n-keys.ts';

export interface FieldSpec {
  name: string;
  labelKey: AuthKey;
  type: 'text' | 'email' | 'password' | 'tel' | 'hidden';
  autoComplete?: string;
  value?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}

export interface FormResult {
  errorKey?: AuthKey;
  doneKey?: AuthKey;
}

/** A server-action form (works without JavaScript) with the auth namespace's labels and messages. */
export function AuthForm({
  titleKey,
  sentenceKey,
  fields,
  submitKey,
  result,
  children,
  danger,
}: {
  titleKey: AuthKey;
  sentenceKey?: AuthKey;
  fields: FieldSpec[];
  submitKey: AuthKey;
  result: FormResult | undefined;
  children?: ReactNode;
  danger?: boolean;
}) {
  const { t } = useTranslation('auth');
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="page narrow">
      <h2>{t(titleKey)}</h2>
      {sentenceKey && <p>{t(sentenceKey)}</p>}
      {result?.errorKey && (
        <p className="form-error" role="alert">
          {t(result.errorKey)}
        </p>
      )}
      {result?.doneKey ? (
        <p className="form-done" role="status">
          {t(result.doneKey)}
        </p>
      ) : (
        <Form method="post" className="form">
          {fields.map((f) =>
            f.type === 'hidden' ? (
              <input key={f.name} type="hidden" name={f.name} value={f.value ?? ''} />
            ) : (
              <label key={f.name} className="field">
                <span>{t(f.labelKey)}</span>
                <input
                  name={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  inputMode={f.inputMode}
                  defaultValue={f.value}
                  required
                />
              </label>
            ),
          )}
          <button
            type="submit"
            className={`button${danger ? ' button-danger' : ''}`}
            disabled={busy}
          >
            {t(submitKey)}
          </button>
        </Form>
      )}
      {children}
    </div>
  );
}
