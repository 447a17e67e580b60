// Write a terms page in one language (ADR 0051): TipTap for the text, the API's sanitiser for what is
// kept, and the app's terms page as the preview, in the page's language and direction.
import {
  ConsoleTermsPageSchema,
  ContentRemovedResponseSchema,
  TermPageNameSchema,
  TermsPageListResponseSchema,
} from '@gameweek/contracts/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ContentTabs, LanguageSelect } from '../components/content-nav.tsx';
import { PagePreview } from '../components/content-preview.tsx';
import { ConfirmDialog } from '../components/dialog.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { contentErrorText, directionOf, isContentLanguage } from '../lib/content.ts';
import { useSanitisedPreview } from '../lib/use-sanitised-preview.ts';
import '../content.css';

export function ContentTerms() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const bodyId = useId();
  const footerId = useId();
  const page = TermPageNameSchema.safeParse(params.page);
  const locale = isContentLanguage(params.locale) ? params.locale : null;
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [pageFooter, setPageFooter] = useState('');
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState(false);
  const stored = useQuery({
    queryKey: ['content', 'terms', locale],
    queryFn: () =>
      call(TermsPageListResponseSchema, '/content/terms', { query: { locale: locale ?? 'en' } }),
    enabled: locale !== null,
  });
  const current = stored.data?.pages.find((p) => p.page === params.page);
  useEffect(() => {
    setTitle(current?.title ?? '');
    setBody(current?.body ?? '');
    setPageFooter(current?.footer ?? '');
  }, [current]);
  // Another page or language: the last confirmation was about the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the address changes
  useEffect(() => setSaved(false), [params.page, locale]);
  const previewHtml = useSanitisedPreview(body);
  const previewFooter = useSanitisedPreview(pageFooter);
  const save = useMutation({
    mutationFn: () =>
      call(ConsoleTermsPageSchema, `/content/terms/${params.page}/${locale}`, {
        method: 'PUT',
        body: { title, body, footer: pageFooter },
      }),
    onSuccess: async () => {
      setSaved(true);
      await queries.invalidateQueries({ queryKey: ['content', 'terms'] });
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      call(ContentRemovedResponseSchema, `/content/terms/${params.page}/${locale}`, {
        method: 'DELETE',
      }),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ['content', 'terms'] });
      navigate(`/content?tab=terms&lang=${locale}`);
    },
  });
  if (!page.success || !locale) return <Navigate to="/content?tab=terms" replace />;
  const error = save.error ?? remove.error;
  return (
    <>
      <PageTitle>{t(`content.pages.${page.data}`)}</PageTitle>
      <ContentTabs current="terms" />
      <div className="inline-form">
        <LanguageSelect
          value={locale}
          onChange={(l) => l && navigate(`/content/terms/${page.data}/${l}`)}
        />
      </div>
      {stored.isSuccess && !current && (
        <p className="hint content-note">{t('content.notWritten')}</p>
      )}
      <div className="content-editor">
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(false);
            save.mutate();
          }}
        >
          <Field label={t('content.terms.title')}>
            {({ id }) => (
              <input
                id={id}
                required
                maxLength={200}
                lang={locale}
                dir={directionOf(locale)}
                value={title}
                onInput={(e) => setTitle(e.currentTarget.value)}
              />
            )}
          </Field>
          <div className="field">
            <span className="label" id={`${bodyId}-label`}>
              {t('content.terms.body')}
            </span>
            {stored.isSuccess && (
              <RichTextEditor
                id={bodyId}
                label={t('content.terms.body')}
                key={`${page.data}/${locale}/${current?.updated_at ?? ''}`}
                initialValue={current?.body ?? ''}
                lang={locale}
                dir={directionOf(locale)}
                onChange={setBody}
              />
            )}
            <p className="hint">{t('content.terms.sanitisedHint')}</p>
          </div>
          <div className="field">
            <span className="label">{t('contentExtras.terms.pageFooter')}</span>
            {stored.isSuccess && (
              <RichTextEditor
                id={footerId}
                label={t('contentExtras.terms.pageFooter')}
                key={`footer/${page.data}/${locale}/${current?.updated_at ?? ''}`}
                initialValue={current?.footer ?? ''}
                lang={locale}
                dir={directionOf(locale)}
                onChange={setPageFooter}
              />
            )}
          </div>
          {error && (
            <p className="error-box" role="alert">
              {contentErrorText(t, error, i18n.language)}
            </p>
          )}
          {saved && <Notice>{t('content.terms.saved')}</Notice>}
          <div className="actions">
            <button
              type="submit"
              className="primary"
              disabled={save.isPending || !stored.isSuccess}
            >
              {t('content.terms.publish')}
            </button>
            {current && (
              <button type="button" disabled={remove.isPending} onClick={() => setAsking(true)}>
                {t('content.terms.remove')}
              </button>
            )}
            <ConfirmDialog
              open={asking}
              question={t('content.terms.confirmRemove')}
              confirmLabel={t('content.terms.remove')}
              onCancel={() => setAsking(false)}
              onConfirm={() => {
                setAsking(false);
                remove.mutate();
              }}
            />
          </div>
        </form>
        <PagePreview locale={locale} title={title} html={previewHtml} pageFooter={previewFooter} />
      </div>
    </>
  );
}
