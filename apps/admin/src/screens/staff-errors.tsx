import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from '../lib/api.ts';
import { errorText } from '../lib/error-text.ts';

const OWN = [
  'STAFF_SELF',
  'STAFF_SUPER_ADMIN',
  'STAFF_SHARED',
  'STAFF_DISABLED',
  'LAST_OWNER',
  'TOKEN_INVALID',
] as const;
type OwnCode = (typeof OWN)[number];

/** A failed staff-account call in words: this area's own codes first, else the console's. */
export function StaffErrorBox({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  const code = error instanceof ConsoleApiError ? error.detailCode : undefined;
  const own = OWN.find((c): c is OwnCode => c === code);
  return (
    <p className="error-box" role="alert">
      {own ? t(`staffAccounts.errors.${own}`) : errorText(t, error, i18n.language)}
    </p>
  );
}
