import { useTranslation } from 'react-i18next';

/** Dates, money and numbers in the staff member's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const dateTime = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
    money: (minor: number, currency: string) => {
      const format = new Intl.NumberFormat(lng, { style: 'currency', currency });
      const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(minor / 10 ** digits);
    },
    number: (n: number) => new Intl.NumberFormat(lng).format(n),
    /** A span of minutes as hours (or minutes under one hour), in words of the language. */
    minutes: (m: number) =>
      m >= 60
        ? new Intl.NumberFormat(lng, {
            style: 'unit',
            unit: 'hour',
            unitDisplay: 'long',
            maximumFractionDigits: 1,
          }).format(m / 60)
        : new Intl.NumberFormat(lng, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
            m,
          ),
  };
}

/** The browser's time zone as staff read it ("Asia/Karachi"), for the deadline field's label. */
export function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A <input type="datetime-local"> value for an instant, in the browser's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a datetime-local value names in the browser's zone, with its offset. */
export function fromLocalInput(value: string): string | null {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
