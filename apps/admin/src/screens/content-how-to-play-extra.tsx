// Write a how-to-play extra in one language (ADR 0056): TipTap for the text, the API's sanitiser for
// what is kept, and the app's own section as the preview. The same short name in another language is
// the same section translated.
import {
  ConsoleHowToPlayExtraSchema,
  ContentRemovedResponseSchema,
  ContentSlugSchema,
  HowToPlayExtraListResponseSchema,
} from '@gameweek/contracts/admin-content';
import type { LanguageCode } from '@gameweek/contracts/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ContentTabs, LanguageSelect } from '../components/content-nav.tsx';
import { HowToPlayPreview } from '../components/content-preview.tsx';
import { ConfirmDialog } from '../components/dialog.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { contentErrorText, directionOf, isContentLanguage, slugFrom } from '../lib/content.ts';
import { useSanitisedPreview } from '../lib/use-sanitised-preview.ts';
import '../content.css';

/** One editor per address: another section or language starts a fresh form. */
export function ContentHowToPlayExtra() {
  const location = useLocation();
  return <ExtraEditor key={`${location.pathname}${location.search}`} />;
}

function ExtraEditor() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const bodyId = useId();
  const isNew = params.slug === undefined;
  const fixed = isContentLanguage(params.locale) ? params.locale : undefined;
  const asked = search.get('lang');
  const [locale, setLocale] = useState<LanguageCode>(
    fixed ?? (isContentLanguage(asked) ? asked : 'en'),
  );
  const [slug, setSlug] = useState(params.slug ?? search.get('slug') ?? '');
  const [slugTouched, setSlugTouched] = useState(!isNew || !!search.get('slug'));
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [published, setPublished] = useState(false);
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState(search.get('saved') === '1');

  const existing = useQuery({
    queryKey: ['content', 'how-to-play', locale],
    queryFn: () =>
      call(HowToPlayExtraListResponseSchema, '/content/how-to-play', { query: { locale } }),
    enabled: !isNew,
  });
  const extra = existing.data?.extras.find((e) => e.slug === params.slug);
  useEffect(() => {
    if (!extra) return;
    setTitle(extra.title);
    setBody(extra.body);
    setPublished(extra.published);
  }, [extra]);
  const previewHtml = useSanitisedPreview(body);
  const slugOk = ContentSlugSchema.safeParse(slug).success;

  const save = useMutation({
    mutationFn: () =>
      call(ConsoleHowToPlayExtraSchema, `/content/how-to-play/${slug}/${locale}`, {
        method: 'PUT',
        body: { title, body, published },
      }),
    onSuccess: async (answer) => {
      setSaved(true);
      await queries.invalidateQueries({ queryKey: ['content', 'how-to-play'] });
      if (isNew)
        navigate(`/content/how-to-play/${answer.slug}/${answer.locale}?saved=1`, { replace: true });
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      call(ContentRemovedResponseSchema, `/content/how-to-play/${slug}/${locale}`, {
        method: 'DELETE',
      }),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ['content', 'how-to-play'] });
      navigate(`/content/how-to-play?lang=${locale}`);
    },
  });
  const error = save.error ?? remove.error;
  const ready = isNew || existing.isSuccess;

  return (
    <>
      <PageTitle>
        {isNew
          ? t('contentExtras.howToPlay.new')
          : t('contentExtras.howToPlay.edit', { title: extra?.title ?? slug })}
      </PageTitle>
      <ContentTabs current="howToPlay" />
      <div className="content-editor">
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(false);
            save.mutate();
          }}
        >
          {isNew ? (
            <LanguageSelect value={locale} onChange={(l) => l && setLocale(l)} />
          ) : (
            <div className="inline-form">
              <LanguageSelect
                value={locale}
                onChange={(l) => l && navigate(`/content/how-to-play/${slug}/${l}`)}
              />
            </div>
          )}
          {!isNew && existing.isSuccess && !extra && (
            <p className="hint content-note">{t('content.notWritten')}</p>
          )}
          <Field label={t('contentExtras.howToPlay.heading')}>
            {({ id }) => (
              <input
                id={id}
                required
                maxLength={200}
                lang={locale}
                dir={directionOf(locale)}
                value={title}
                onInput={(e) => {
                  const v = e.currentTarget.value;
                  setTitle(v);
                  if (isNew && !slugTouched) setSlug(slugFrom(v));
                }}
              />
            )}
          </Field>
          {isNew && (
            <Field
              label={t('contentExtras.howToPlay.slug')}
              hint={t('content.item.slugHint')}
              error={slug && !slugOk ? t('content.item.slugInvalid') : undefined}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  required
                  dir="ltr"
                  maxLength={80}
                  value={slug}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onInput={(e) => {
                    setSlugTouched(true);
                    setSlug(e.currentTarget.value);
                  }}
                />
              )}
            </Field>
          )}
          <div className="field">
            <span className="label">{t('contentExtras.howToPlay.body')}</span>
            {ready && (
              <RichTextEditor
                id={bodyId}
                label={t('contentExtras.howToPlay.body')}
                key={`${slug}/${locale}/${extra?.updated_at ?? ''}`}
                initialValue={extra?.body ?? ''}
                lang={locale}
                dir={directionOf(locale)}
                onChange={setBody}
              />
            )}
            <p className="hint">{t('content.terms.sanitisedHint')}</p>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={published}
              onChange={(e) => setPublished(e.currentTarget.checked)}
            />{' '}
            {t('contentExtras.howToPlay.published')}
          </label>
          {error && (
            <p className="error-box" role="alert">
              {contentErrorText(t, error, i18n.language)}
            </p>
          )}
          {saved && <Notice>{t('contentExtras.howToPlay.saved')}</Notice>}
          <div className="actions">
            <button
              type="submit"
              className="primary"
              disabled={save.isPending || !ready || !slugOk}
            >
              {t('contentExtras.howToPlay.save')}
            </button>
            {!isNew && extra && (
              <button type="button" disabled={remove.isPending} onClick={() => setAsking(true)}>
                {t('contentExtras.howToPlay.remove')}
              </button>
            )}
          </div>
          <ConfirmDialog
            open={asking}
            question={t('contentExtras.howToPlay.confirmRemove')}
            confirmLabel={t('contentExtras.howToPlay.remove')}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              remove.mutate();
            }}
          />
          {!isNew && (
            <p>
              <Link to={`/content/how-to-play/new?slug=${slug}`}>
                {t('content.item.translate')}
              </Link>
            </p>
          )}
        </form>
        <HowToPlayPreview locale={locale} title={title} html={previewHtml} />
      </div>
    </>
  );
}
