// Content per language (ADR 0051): the lists of news, videos and terms pages, and the ways to the
// footer and prizes. Loaded on demand (routes.tsx `lazy`); the editor screens load their own chunks.
import {
  type ConsoleItemKind,
  ContentItemListResponseSchema,
  TermsPageListResponseSchema,
} from '@gameweek/contracts/admin-content';
import type { LanguageCode } from '@gameweek/contracts/common';
import { TERM_PAGES } from '@gameweek/contracts/terms';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentTabs, LanguageSelect } from '../components/content-nav.tsx';
import { DataTable, ErrorBox, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { isContentLanguage, languageName } from '../lib/content.ts';
import '../content.css';

export function Content() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab =
    params.get('tab') === 'video' ? 'video' : params.get('tab') === 'terms' ? 'terms' : 'news';
  const lang = params.get('lang');
  const locale = isContentLanguage(lang) ? lang : undefined;
  const setLocale = (l: LanguageCode | undefined) =>
    setParams(l ? { tab, lang: l } : { tab }, { replace: true });
  return (
    <>
      <PageTitle>{t('content.title')}</PageTitle>
      <ContentTabs current={tab} />
      <div className="inline-form">
        <LanguageSelect value={locale} onChange={setLocale} allowAll />
      </div>
      {tab === 'terms' ? <TermsList locale={locale} /> : <ItemList kind={tab} locale={locale} />}
    </>
  );
}

function ItemList({ kind, locale }: { kind: ConsoleItemKind; locale: LanguageCode | undefined }) {
  const { t, i18n } = useTranslation();
  const items = useQuery({
    queryKey: ['content', 'items', kind, locale ?? 'all'],
    queryFn: () =>
      call(ContentItemListResponseSchema, '/content/items', { query: { kind, locale } }),
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <p>
        <Link
          className="button primary"
          to={`/content/items/${kind}/new${locale ? `?lang=${locale}` : ''}`}
        >
          {t(`content.new.${kind}`)}
        </Link>
      </p>
      <ErrorBox error={items.error} />
      {items.data && (
        <DataTable
          caption={t(`content.tabs.${kind}`)}
          rows={items.data.items}
          rowKey={(i) => i.id}
          empty={t('content.empty')}
          columns={[
            {
              key: 'title',
              label: t('content.columns.title'),
              cell: (i) => (
                <Link to={`/content/items/${i.kind}/${i.slug}/${i.locale}`} lang={i.locale}>
                  {i.title}
                </Link>
              ),
            },
            {
              key: 'lang',
              label: t('content.columns.language'),
              cell: (i) => <span lang={i.locale}>{languageName(i.locale)}</span>,
            },
            {
              key: 'when',
              label: t('content.columns.published'),
              cell: (i) => date.format(new Date(i.published_at)),
            },
            {
              key: 'state',
              label: t('content.columns.state'),
              cell: (i) => (i.scheduled ? t('content.scheduled') : t('content.live')),
            },
          ]}
        />
      )}
    </>
  );
}

function TermsList({ locale }: { locale: LanguageCode | undefined }) {
  const { t, i18n } = useTranslation();
  const shown = locale ?? (i18n.language as LanguageCode);
  const pages = useQuery({
    queryKey: ['content', 'terms', shown],
    queryFn: () =>
      call(TermsPageListResponseSchema, '/content/terms', { query: { locale: shown } }),
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows = TERM_PAGES.map((page) => ({
    page,
    written: pages.data?.pages.find((p) => p.page === page),
  }));
  return (
    <>
      <ErrorBox error={pages.error} />
      {pages.data && (
        <DataTable
          caption={t('content.tabs.terms')}
          rows={rows}
          rowKey={(r) => r.page}
          empty={t('content.empty')}
          columns={[
            {
              key: 'page',
              label: t('content.columns.page'),
              cell: (r) => (
                <Link to={`/content/terms/${r.page}/${shown}`}>{t(`content.pages.${r.page}`)}</Link>
              ),
            },
            {
              key: 'title',
              label: t('content.columns.title'),
              cell: (r) =>
                r.written ? <span lang={shown}>{r.written.title}</span> : t('content.notWritten'),
            },
            {
              key: 'updated',
              label: t('content.columns.updated'),
              cell: (r) => (r.written ? date.format(new Date(r.written.updated_at)) : '—'),
            },
          ]}
        />
      )}
    </>
  );
}
