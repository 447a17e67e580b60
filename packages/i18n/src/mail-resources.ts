/**
 * What the API sends people by e-mail and SMS (ADR 0054): the console's staff invitation and the
 * notices of what support did to a manager's league, one module per language. Plain text.
 */

import type { LanguageCode } from './languages.ts';
import bn from './locales/bn/mail.ts';
import de from './locales/de/mail.ts';
import en from './locales/en/mail.ts';
import hy from './locales/hy/mail.ts';
import id from './locales/id/mail.ts';
import my from './locales/my/mail.ts';
import ru from './locales/ru/mail.ts';
import ur from './locales/ur/mail.ts';
import uz from './locales/uz/mail.ts';
import type { Translation } from './types.ts';

export type MailResource = Translation<typeof en>;
export const MAIL_NAMESPACE = 'mail';

export const MAIL_RESOURCES: Readonly<Record<LanguageCode, MailResource>> = {
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
