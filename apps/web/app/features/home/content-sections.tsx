import type { ContentItem } from '@gameweek/contracts/home';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { Img } from '../../components/img.tsx';
import { reportTitle } from '../../lib/cricket-result-line.ts';
import { dateFormat, numberFormat } from '../../lib/intl.ts';
import type { HomeData } from './home-data.server.ts';
import { safeUrl } from './home-sections.ts';
import { Carousel, PlayerRows, Section } from './section.tsx';

/** What the service publishes and finds: news, videos, prizes, the opt-in terms, the search. */

function ContentDate({ iso }: { iso: string }) {
  const { i18n } = useTranslation('game');
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return (
    <time dateTime={iso} className="hs-date">
      {dateFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(d)}
    </time>
  );
}

/** News: the tenant's items and the reports of the round's matches, newest first. */
export function News({ items }: { items: ContentItem[] }) {
  const { t } = useTranslation('game');
  return (
    <Section id="hs-news" title={t('home.news')} testId="home-news">
      <Carousel label={t('home.news')} className="hs-track-wide">
        {items.map((n) => {
          const href = safeUrl(n.url);
          // A cricket match report's title in the reader's language; its body stays English (ADR 0015).
          const title = n.match ? reportTitle(t, n.match) : n.title;
          return (
            <li key={n.id} className="hs-news">
              <h3 className="hs-sub">{href ? <a href={href}>{title}</a> : title}</h3>
              <p className="hs-body" lang={n.kind === 'match_report' ? 'en' : undefined}>
                {n.body}
              </p>
              <p className="hs-news-meta">
                <ContentDate iso={n.published_at} />
                {n.kind === 'match_report' && (
                  <span className="hs-badge">{t('home.matchReport')}</span>
                )}
              </p>
            </li>
          );
        })}
      </Carousel>
    </Section>
  );
}

/** Videos the tenant entered: a lazy thumbnail (or a play tile) linking to the video; no autoplay. */
export function Videos({ items }: { items: ContentItem[] }) {
  const { t } = useTranslation('game');
  const playable = items.flatMap((v) => {
    const href = safeUrl(v.url);
    return href ? [{ ...v, href }] : [];
  });
  if (playable.length === 0) return null;
  return (
    <Section id="hs-videos" title={t('home.videos')} testId="home-videos">
      <Carousel label={t('home.videos')} className="hs-track-wide">
        {playable.map((v) => {
          const thumb = safeUrl(v.image_url);
          return (
            <li key={v.id}>
              <a href={v.href} className="hs-video" target="_blank" rel="noopener noreferrer">
                <span className="hs-thumb">
                  {thumb && (
                    <Img
                      source={{ src: thumb, width: 320, height: 180 }}
                      alt=""
                      className="hs-thumb-img"
                    />
                  )}
                  <span className="hs-play" aria-hidden="true">
                    ▶
                  </span>
                </span>
                <span className="hs-video-title">{v.title}</span>
                <span className="visually-hidden">{t('home.watch')}</span>
              </a>
            </li>
          );
        })}
      </Carousel>
    </Section>
  );
}

/** Search players and clubs: a GET form answered by the home loader. */
export function HomeSearch({ data, action }: { data: HomeData; action: string }) {
  const { t, i18n } = useTranslation('game');
  const s = data.search;
  return (
    <Section id="hs-search" title={t('home.search')} hideTitle>
      <Form method="get" action={action} className="hs-search-form" role="search">
        <label className="visually-hidden" htmlFor="hs-q">
          {t('home.searchLabel')}
        </label>
        <input
          id="hs-q"
          name="q"
          type="search"
          defaultValue={s?.query ?? ''}
          placeholder={t('home.searchLabel')}
        />
        <button type="submit" className="button">
          {t('home.searchButton')}
        </button>
      </Form>
      {s && (
        <div aria-live="polite" data-testid="home-search-results">
          {s.players.length === 0 && s.clubs.length === 0 ? (
            <p className="muted">{t('home.noResults')}</p>
          ) : (
            <>
              {s.clubs.length > 0 && (
                <ul className="hs-clubs">
                  {s.clubs.map((c) => (
                    <li key={c.id}>
                      <AppLink to={`/statistics?club=${c.id}`} className="hs-card">
                        {c.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              )}
              <PlayerRows
                rows={s.players.map((p) => ({ player: p, value: p.total_points }))}
                testId="home-search-players"
                value={(v) => t('points.value', { points: numberFormat(i18n.language).format(v) })}
              />
            </>
          )}
        </div>
      )}
    </Section>
  );
}

/** The service's prizes (tenant config), linking to the prizes page. */
export function PrizesSection({ prizes }: { prizes: { title: string; description: string }[] }) {
  const { t } = useTranslation('game');
  return (
    <Section
      id="hs-prizes"
      title={t('home.prizes')}
      more={{ to: '/prizes', label: t('home.seeAllShort') }}
    >
      <Carousel label={t('home.prizes')} className="hs-track-wide">
        {prizes.map((p) => (
          <li key={p.title} className="hs-news">
            <h3 className="hs-sub">{p.title}</h3>
            <p className="hs-body">{p.description}</p>
          </li>
        ))}
      </Carousel>
    </Section>
  );
}

/** The operator's opt-in terms (what the subscription includes), when the service has them. */
export function OptIn({ title, locale }: { title: string; locale: string }) {
  const { t } = useTranslation('game');
  return (
    <Section
      id="hs-optin"
      title={<span lang={locale}>{title}</span>}
      more={{ to: '/public/terms/optin', label: t('home.optInRead') }}
    >
      <p className="hs-body">{t('home.optInSentence')}</p>
    </Section>
  );
}
