// The preview of content as a player sees it (ADR 0051): the app's markup and class names for a news
// tile and a terms page (apps/web features/home/content-sections.tsx, features/terms/terms-page.tsx),
// in the operator's theme, written in the content's language and direction. The HTML shown is what
// the API answered from its sanitiser, never the editor's own.
import type { LanguageCode } from '@gameweek/contracts/common';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../lib/content.ts';

function Frame(props: { locale: LanguageCode; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('content.preview.title')}</h2>
      <p className="hint">{t('content.preview.hint')}</p>
      <div
        className="player-frame"
        lang={props.locale}
        dir={directionOf(props.locale)}
        data-testid="content-preview"
      >
        {props.children}
      </div>
    </section>
  );
}

export function NewsPreview(props: {
  locale: LanguageCode;
  title: string;
  body: string;
  url: string | null;
  publishedAt: Date;
}) {
  const valid = !Number.isNaN(props.publishedAt.getTime());
  return (
    <Frame locale={props.locale}>
      <ul className="hs-track">
        <li className="hs-news">
          <h3 className="hs-sub">
            {props.url ? <a href={props.url}>{props.title}</a> : props.title}
          </h3>
          <p className="hs-body">{props.body}</p>
          <p className="hs-news-meta">
            {valid && (
              <time className="hs-date" dateTime={props.publishedAt.toISOString()}>
                {new Intl.DateTimeFormat(props.locale, {
                  dateStyle: 'medium',
                  timeZone: 'UTC',
                }).format(props.publishedAt)}
              </time>
            )}
          </p>
        </li>
      </ul>
    </Frame>
  );
}

export function PagePreview(props: {
  locale: LanguageCode;
  title: string;
  html: string;
  pageFooter?: string;
}) {
  return (
    <Frame locale={props.locale}>
      <article className="page terms">
        {props.title && <h2>{props.title}</h2>}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitiser made this HTML */}
        <div className="terms-content" dangerouslySetInnerHTML={{ __html: props.html }} />
        {props.pageFooter && (
          <div
            className="terms-content terms-page-footer"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitiser made this HTML
            dangerouslySetInnerHTML={{ __html: props.pageFooter }}
          />
        )}
      </article>
    </Frame>
  );
}

/** An extra as the app's how-to-play page shows it (apps/web features/how-to-play/extras.tsx). */
export function HowToPlayPreview(props: { locale: LanguageCode; title: string; html: string }) {
  return (
    <Frame locale={props.locale}>
      <section className="how-to-play-extra">
        {props.title && <h2>{props.title}</h2>}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitiser made this HTML */}
        <div className="terms-content" dangerouslySetInnerHTML={{ __html: props.html }} />
      </section>
    </Frame>
  );
}
