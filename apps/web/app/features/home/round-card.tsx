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

/** A deadline in a few characters ("Fri 04:15 UTC"), for a figure next to its countdown. */
export function formatDeadlineShort(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const text = dateFormat(lang, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(d);
  return `${text} UTC`;
}
