import type { TFunction } from 'i18next';
import { ConsoleApiError } from './api.ts';

/** The error object in the staff member's language: the detail's code, else the code, else status. */
export function errorText(t: TFunction<'admin'>, error: unknown, lng?: string): string {
  if (!(error instanceof ConsoleApiError)) return t('errors.generic', { status: '?' });
  const { body } = error;
  if (body.statusCode === 0) return t('errors.network');
  const detail = body.details?.[0];
  if (detail) {
    const key = `errors.details.${detail.code}` as const;
    const params = Object.fromEntries(
      Object.entries(detail.params ?? {}).map(([k, v]) => [k, readable(String(v), lng)]),
    );
    // biome-ignore lint/suspicious/noExplicitAny: the key is data; a missing one falls through below
    const text = t(key as any, { ...params, defaultValue: '' }) as string;
    if (text) return text;
  }
  if (body.code) {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const text = t(`errors.codes.${body.code}` as any, { defaultValue: '' }) as string;
    if (text) return text;
  }
  if (body.statusCode === 429) return t('errors.codes.RATE_LIMITED');
  return t('errors.generic', { status: body.statusCode });
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An instant in a detail's params reads as a date in the staff member's language. */
function readable(value: string, lng: string | undefined): string {
  if (!ISO_INSTANT.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Why the transition table refuses a status change now (a code from the API), in words. */
export function refusalText(t: TFunction<'admin'>, code: string): string {
  // biome-ignore lint/suspicious/noExplicitAny: the code is data; an unknown one reads as not possible
  return t(`support.refusals.${code}` as any, { defaultValue: t('support.notAllowed') }) as string;
}
