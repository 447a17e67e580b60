import type { LanguageCode } from '@gameweek/contracts/common';
import { LanguageCodeSchema } from '@gameweek/contracts/common';

/** Native names of the supported languages, shown in the language selector. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  bn: 'বাংলা',
  de: 'Deutsch',
  en: 'English',
  hy: 'Հայերեն',
  id: 'Bahasa Indonesia',
  my: 'မြန်မာ',
  ru: 'Русский',
  ur: 'اردو',
  uz: 'Oʻzbekcha',
};

export function asLanguageCode(value: string | null | undefined): LanguageCode | undefined {
  const parsed = LanguageCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
