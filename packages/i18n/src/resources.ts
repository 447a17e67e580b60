/**
 * Every language's resources, one module per language and namespace. The server imports this map and
 * hands the browser only the selected language (through the root loader), so a page never downloads
 * the other eight.
 */

import type { LanguageCode, Namespace } from './languages.ts';
import bnAuth from './locales/bn/auth.ts';
import bnCommon from './locales/bn/common.ts';
import bnGame from './locales/bn/game.ts';
import bnRules from './locales/bn/rules.ts';
import deAuth from './locales/de/auth.ts';
import deCommon from './locales/de/common.ts';
import deGame from './locales/de/game.ts';
import deRules from './locales/de/rules.ts';
import enAuth from './locales/en/auth.ts';
import enCommon from './locales/en/common.ts';
import enGame from './locales/en/game.ts';
import enRules from './locales/en/rules.ts';
import hyAuth from './locales/hy/auth.ts';
import hyCommon from './locales/hy/common.ts';
import hyGame from './locales/hy/game.ts';
import hyRules from './locales/hy/rules.ts';
import idAuth from './locales/id/auth.ts';
import idCommon from './locales/id/common.ts';
import idGame from './locales/id/game.ts';
import idRules from './locales/id/rules.ts';
import myAuth from './locales/my/auth.ts';
import myCommon from './locales/my/common.ts';
import myGame from './locales/my/game.ts';
import myRules from './locales/my/rules.ts';
import ruAuth from './locales/ru/auth.ts';
import ruCommon from './locales/ru/common.ts';
import ruGame from './locales/ru/game.ts';
import ruRules from './locales/ru/rules.ts';
import urAuth from './locales/ur/auth.ts';
import urCommon from './locales/ur/common.ts';
import urGame from './locales/ur/game.ts';
import urRules from './locales/ur/rules.ts';
import uzAuth from './locales/uz/auth.ts';
import uzCommon from './locales/uz/common.ts';
import uzGame from './locales/uz/game.ts';
import uzRules from './locales/uz/rules.ts';
import type { Translation } from './types.ts';

export type CommonResource = Translation<typeof enCommon>;
export type AuthResource = Translation<typeof enAuth>;
export type RulesResource = Translation<typeof enRules>;
export type GameResource = Translation<typeof enGame>;
export interface LanguageResources {
  common: CommonResource;
  auth: AuthResource;
  rules: RulesResource;
  game: GameResource;
}

export const RESOURCES: Readonly<Record<LanguageCode, LanguageResources>> = {
  bn: { common: bnCommon, auth: bnAuth, rules: bnRules, game: bnGame },
  de: { common: deCommon, auth: deAuth, rules: deRules, game: deGame },
  en: { common: enCommon, auth: enAuth, rules: enRules, game: enGame },
  hy: { common: hyCommon, auth: hyAuth, rules: hyRules, game: hyGame },
  id: { common: idCommon, auth: idAuth, rules: idRules, game: idGame },
  my: { common: myCommon, auth: myAuth, rules: myRules, game: myGame },
  ru: { common: ruCommon, auth: ruAuth, rules: ruRules, game: ruGame },
  ur: { common: urCommon, auth: urAuth, rules: urRules, game: urGame },
  uz: { common: uzCommon, auth: uzAuth, rules: uzRules, game: uzGame },
};

export function resourcesFor(code: LanguageCode): LanguageResources {
  return RESOURCES[code];
}

export type { Namespace };
