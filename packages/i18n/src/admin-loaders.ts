/**
 * The operator console's text loaded one language at a time (ADR 0048): each import is its own chunk,
 * so a staff member downloads the language they read, not all nine.
 */

import type { AdminResource } from './admin-resources.ts';
import type { LanguageCode } from './languages.ts';

export const ADMIN_NAMESPACE = 'admin';

type Loader = () => Promise<AdminResource>;

export const ADMIN_LOADERS: Readonly<Record<LanguageCode, Loader>> = {
  bn: () => import('./locales/bn/admin.ts').then((m) => m.default),
  de: () => import('./locales/de/admin.ts').then((m) => m.default),
  en: () => import('./locales/en/admin.ts').then((m) => m.default),
  hy: () => import('./locales/hy/admin.ts').then((m) => m.default),
  id: () => import('./locales/id/admin.ts').then((m) => m.default),
  my: () => import('./locales/my/admin.ts').then((m) => m.default),
  ru: () => import('./locales/ru/admin.ts').then((m) => m.default),
  ur: () => import('./locales/ur/admin.ts').then((m) => m.default),
  uz: () => import('./locales/uz/admin.ts').then((m) => m.default),
};
