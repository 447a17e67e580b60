/**
 * Every language's resources, one module per language and namespace. The server imports this map and
 * hands the browser only the selected language (through the root loader), so a page never downloads
 * the other eight.
 */

import type { LanguageCode, Namespace } from './languages.ts';
import bnAuth from './locales/bn/auth.ts';
import bnCommon from './locales/bn/common.ts';
import deAuth from './locales/de/auth.ts';
import deCommon from './locales/de/common.ts';
import enAuth from './locales/en/auth.ts';
import enCommon from './locales/en/common.ts';
import hyAuth from './locales/hy/auth.ts';
import hyCommon from './locales/hy/common.ts';
import idAuth from './locales/id/auth.ts';
import idCommon from './locales/id/common.ts';
import myAuth from './locales/my/auth.ts';
import myCommon from './locales/my/common.ts';
import ruAuth from './locales/ru/auth.ts';
import ruCommon from './locales/ru/common.ts';
import urAuth from './locales/ur/auth.ts';
import urCommon from './locales/ur/common.ts';
import uzAuth from './locales/uz/auth.ts';
import uzCommon from './locales/uz/common.ts';
import type { Translation } from './types.ts';

export type CommonResource = Translation<typeof enCommon>;
export type AuthResource = Translation<typeof enAuth>;
export interface LanguageResources {
  common: CommonResource;
  auth: AuthResource;
}

export const RESOURCES: Readonly<Record<LanguageCode, LanguageResources>> = {
  bn: { common: bnCommon, auth: bnAuth },
  de: { common: deCommon, auth: deAuth },
  en: { common: enCommon, auth: enAuth },
  hy: { common: hyCommon, auth: hyAuth },
  id: { common: idCommon, auth: idAuth },
  my: { common: myCommon, auth: myAuth },
  ru: { common: ruCommon, auth: ruAuth },
  ur: { common: urCommon, auth: urAuth },
  uz: { common: uzCommon, auth: uzAuth },
};

export function resourcesFor(code: LanguageCode): LanguageResources {
  return RESOURCES[code];
}

export type { Namespace };
