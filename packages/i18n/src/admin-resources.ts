/**
 * The operator console's text (apps/admin, ADR 0048), one module per language. Kept apart from the
 * players' resources (resources.ts): the app never sends it to a player's phone.
 */

import type { LanguageCode } from './languages.ts';
import bn from './locales/bn/admin.ts';
import de from './locales/de/admin.ts';
import en from './locales/en/admin.ts';
import hy from './locales/hy/admin.ts';
import id from './locales/id/admin.ts';
import my from './locales/my/admin.ts';
import ru from './locales/ru/admin.ts';
import ur from './locales/ur/admin.ts';
import uz from './locales/uz/admin.ts';
import type { Translation } from './types.ts';

export type AdminResource = Translation<typeof en>;
export { ADMIN_NAMESPACE } from './admin-loaders.ts';

export const ADMIN_RESOURCES: Readonly<Record<LanguageCode, AdminResource>> = {
  bn,
  de,
  en,
  hy,
  id,
  my,
  ru,
  ur,
  uz,
};
