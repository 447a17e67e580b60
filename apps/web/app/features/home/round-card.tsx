import { dateFormat } from '../../lib/intl.ts';

/** A round deadline as an absolute time, in UTC so the server and the client render the same text. */
export function formatDeadline(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const text = dateFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(d);
  return `${text} UTC`;
}
