import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from './api.ts';
import { opsErrorText } from './ops-error.tsx';

/** A failed match operation (ADR 0058) in words: the feed's and its own codes, then the season operations'. */
export function MatchErrorBox({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  const detail = error instanceof ConsoleApiError ? error.body.details?.[0] : undefined;
  const own = detail
    ? // biome-ignore lint/suspicious/noExplicitAny: the code is data; an unknown one falls through
      (t(`matchOps.errors.${detail.code}` as any, { defaultValue: '' }) as string)
    : '';
  return (
    <p className="error-box" role="alert">
      {own || opsErrorText(t, error, i18n.language)}
    </p>
  );
}
