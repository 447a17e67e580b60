import type { LanguageCode } from '@gameweek/contracts/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_LANGUAGES, isContentLanguage, languageName } from '../lib/content.ts';

const TABS = [
  { id: 'news', to: '/content?tab=news' },
  { id: 'video', to: '/content?tab=video' },
  { id: 'terms', to: '/content?tab=terms' },
  { id: 'footer', to: '/content/footer' },
  { id: 'prizes', to: '/content/prizes' },
  { id: 'howToPlay', to: '/content/how-to-play' },
] as const;

/** The content section's parts. */
export function ContentTabs({ current }: { current: (typeof TABS)[number]['id'] }) {
  const { t } = useTranslation();
  return (
    <nav className="content-tabs" aria-label={t('content.title')}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.id}>
            <Link to={tab.to} aria-current={tab.id === current ? 'page' : undefined}>
              {tab.id === 'howToPlay'
                ? t('contentExtras.tabs.howToPlay')
                : t(`content.tabs.${tab.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Which language the content is written in (the players' language, not the console's). */
export function LanguageSelect(props: {
  value: LanguageCode | undefined;
  onChange: (l: LanguageCode | undefined) => void;
  allowAll?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('content.language')}</label>
      <select
        id={id}
        value={props.value ?? ''}
        onChange={(e) => {
          const v = e.currentTarget.value;
          props.onChange(isContentLanguage(v) ? v : undefined);
        }}
      >
        {props.allowAll && <option value="">{t('content.allLanguages')}</option>}
        {CONTENT_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageName(l)}
          </option>
        ))}
      </select>
    </div>
  );
}
