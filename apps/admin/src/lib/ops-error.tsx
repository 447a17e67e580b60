import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from './api.ts';
import { errorText } from './error-text.ts';

/** The season operations' refusals (ADR 0053) in words: their own codes first, then the console's. */
export function opsErrorText(t: TFunction<'admin'>, error: unknown, lng?: string): string {
  if (error instanceof ConsoleApiError) {
    const detail = error.body.details?.[0];
    if (detail) {
      // biome-ignore lint/suspicious/noExplicitAny: the code is data; an unknown one falls through
      const text = t(`ops.errors.${detail.code}` as any, {
        ...(detail.params ?? {}),
        defaultValue: '',
      }) as string;
      if (text) return text;
    }
  }
  return errorText(t, error, lng);
}

/** A failed season operation, in words, announced as it appears. */
export function OpsErrorBox({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  return (
    <p className="error-box" role="alert">
      {opsErrorText(t, error, i18n.language)}
    </p>
  );
}
