// Write a news item or a video in one language (ADR 0051), with the app's own tile as the preview.
// The same short name (slug) in another language is the same item translated: each player sees the
// one in their language.
import {
  ConsoleContentItemSchema,
  ConsoleItemKindSchema,
  ContentItemListResponseSchema,
  ContentRemovedResponseSchema,
  ContentSlugSchema,
} from '@gameweek/contracts/admin-content';
import type { LanguageCode } from '@gameweek/contracts/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ContentTabs, LanguageSelect } from '../components/content-nav.tsx';
import { NewsPreview } from '../components/content-preview.tsx';
import { ConfirmDialog } from '../components/dialog.tsx';
import { Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { contentErrorText, isContentLanguage, slugFrom } from '../lib/content.ts';
import '../content.css';

/** `datetime-local` value of an instant, in the staff member's time zone. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * One editor per address: going from an item to "write it in another language" starts a fresh form
 * (the same component at the same place would keep the previous item's text and short name).
 */
export function ContentItem() {
  const location = useLocation();
  return <ItemEditor key={`${location.pathname}${location.search}`} />;
}

function ItemEditor() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const kind = ConsoleItemKindSchema.catch('news').parse(params.kind);
  const isNew = params.slug === undefined;
  const fixedLocale = isContentLanguage(params.locale) ? params.locale : undefined;
  const askedLocale = search.get('lang');
  const [locale, setLocale] = useState<LanguageCode>(
    fixedLocale ?? (isContentLanguage(askedLocale) ? askedLocale : 'en'),
  );
  const [asking, setAsking] = useState(false);
  const [slug, setSlug] = useState(params.slug ?? search.get('slug') ?? '');
  const [slugTouched, setSlugTouched] = useState(!isNew || !!search.get('slug'));
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [url, setUrl] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [publishAt, setPublishAt] = useState('');
  // Publishing a new item moves to its own address; the confirmation comes along.
  const [saved, setSaved] = useState<'published' | null>(
    search.get('published') === '1' ? 'published' : null,
  );

  const existing = useQuery({
    queryKey: ['content', 'items', kind, locale],
    queryFn: () =>
      call(ContentItemListResponseSchema, '/content/items', { query: { kind, locale } }),
    enabled: !isNew,
  });
  const item = existing.data?.items.find((i) => i.slug === params.slug);
  useEffect(() => {
    if (!item) return;
    setTitle(item.title);
    setBody(item.body);
    setUrl(item.url ?? '');
    setImageUrl(item.image_url ?? '');
    setPublishAt(localInput(item.published_at));
  }, [item]);

  const slugOk = ContentSlugSchema.safeParse(slug).success;
  const publish = useMutation({
    mutationFn: () =>
      call(ConsoleContentItemSchema, `/content/items/${kind}/${slug}/${locale}`, {
        method: 'PUT',
        body: {
          title,
          body,
          url: url.trim() || null,
          image_url: imageUrl.trim() || null,
          ...(publishAt ? { published_at: new Date(publishAt).toISOString() } : {}),
        },
      }),
    onSuccess: async (saved) => {
      setSaved('published');
      setPublishAt(localInput(saved.published_at));
      await queries.invalidateQueries({ queryKey: ['content', 'items'] });
      if (isNew)
        navigate(`/content/items/${kind}/${saved.slug}/${saved.locale}?published=1`, {
          replace: true,
        });
    },
  });
  const unpublish = useMutation({
    mutationFn: () =>
      call(ContentRemovedResponseSchema, `/content/items/${kind}/${slug}/${locale}`, {
        method: 'DELETE',
      }),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ['content', 'items'] });
      navigate(`/content?tab=${kind}`);
    },
  });
  const error = publish.error ?? unpublish.error;
  const heading = isNew
    ? t(`content.new.${kind}`)
    : t('content.item.edit', { title: item?.title ?? slug });

  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <ContentTabs current={kind} />
      <div className="content-editor">
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(null);
            publish.mutate();
          }}
        >
          {isNew ? (
            <LanguageSelect value={locale} onChange={(l) => l && setLocale(l)} />
          ) : (
            <p>
              {t('content.language')}: <strong lang={locale}>{locale}</strong>
            </p>
          )}
          <Field label={t('content.item.headline')}>
            {({ id }) => (
              <input
                id={id}
                required
                maxLength={200}
                lang={locale}
                dir="auto"
                value={title}
                onInput={(e) => {
                  const v = e.currentTarget.value;
                  setTitle(v);
                  if (!slugTouched) setSlug(slugFrom(v));
                }}
              />
            )}
          </Field>
          <Field
            label={t('content.item.slug')}
            hint={t('content.item.slugHint')}
            error={slug && !slugOk ? t('content.item.slugInvalid') : undefined}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                required
                dir="ltr"
                maxLength={80}
                readOnly={!isNew}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={slug}
                onInput={(e) => {
                  setSlugTouched(true);
                  setSlug(e.currentTarget.value);
                }}
              />
            )}
          </Field>
          <Field label={t('content.item.body')} hint={t('content.item.bodyHint')}>
            {({ id, describedBy }) => (
              <textarea
                id={id}
                rows={5}
                maxLength={4000}
                lang={locale}
                dir="auto"
                aria-describedby={describedBy}
                value={body}
                onInput={(e) => setBody(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label={kind === 'video' ? t('content.item.videoUrl') : t('content.item.url')}>
            {({ id }) => (
              <input
                id={id}
                type="url"
                dir="ltr"
                required={kind === 'video'}
                value={url}
                onInput={(e) => setUrl(e.currentTarget.value)}
              />
            )}
          </Field>
          {kind === 'video' && (
            <Field label={t('content.item.imageUrl')}>
              {({ id }) => (
                <input
                  id={id}
                  type="url"
                  dir="ltr"
                  value={imageUrl}
                  onInput={(e) => setImageUrl(e.currentTarget.value)}
                />
              )}
            </Field>
          )}
          <Field label={t('content.item.publishAt')} hint={t('content.item.publishAtHint')}>
            {({ id, describedBy }) => (
              <input
                id={id}
                type="datetime-local"
                aria-describedby={describedBy}
                value={publishAt}
                onInput={(e) => setPublishAt(e.currentTarget.value)}
              />
            )}
          </Field>
          {error && (
            <p className="error-box" role="alert">
              {contentErrorText(t, error, i18n.language)}
            </p>
          )}
          {saved === 'published' && <Notice>{t('content.item.published')}</Notice>}
          <div className="actions">
            <button type="submit" className="primary" disabled={publish.isPending || !slugOk}>
              {t('content.item.publish')}
            </button>
            {!isNew && (
              <button type="button" disabled={unpublish.isPending} onClick={() => setAsking(true)}>
                {t('content.item.unpublish')}
              </button>
            )}
            <ConfirmDialog
              open={asking}
              question={t('content.item.confirmUnpublish')}
              confirmLabel={t('content.item.unpublish')}
              onCancel={() => setAsking(false)}
              onConfirm={() => {
                setAsking(false);
                unpublish.mutate();
              }}
            />
          </div>
          {!isNew && (
            <p>
              <Link to={`/content/items/${kind}/new?slug=${encodeURIComponent(slug)}`}>
                {t('content.item.translate')}
              </Link>
            </p>
          )}
        </form>
        <NewsPreview
          locale={locale}
          title={title || t('content.item.headline')}
          body={body}
          url={url.trim() || null}
          publishedAt={publishAt ? new Date(publishAt) : new Date()}
        />
      </div>
    </>
  );
}
