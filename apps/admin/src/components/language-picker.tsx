import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@gameweek/i18n/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeConsoleLanguage } from '../lib/i18n.ts';

/** The console's language: any of the nine, whatever the tenant offers its players. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language">
      <label htmlFor={id}>{t('app.language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          void changeConsoleLanguage(i18n, e.currentTarget.value as LanguageCode);
        }}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
