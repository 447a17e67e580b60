// The footer in one language (ADR 0051): its text in TipTap, the hotline, and the links it has (kept
// as they are). The preview is the app's footer text, sanitised by the API.
import { ConsoleFooterSchema, FooterResponseSchema } from '@gameweek/contracts/admin-content';
import type { LanguageCode } from '@gameweek/contracts/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentTabs, LanguageSelect } from '../components/content-nav.tsx';
import { PagePreview } from '../components/content-preview.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { contentErrorText, directionOf, isContentLanguage } from '../lib/content.ts';
import { useSanitisedPreview } from '../lib/use-sanitised-preview.ts';
import '../content.css';

export function ContentFooter() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queries = useQueryClient();
  const textId = useId();
  const lang = params.get('lang');
  const locale: LanguageCode = isContentLanguage(lang) ? lang : 'en';
  const stored = useQuery({
    queryKey: ['content', 'footer', locale],
    queryFn: () => call(FooterResponseSchema, `/content/footer/${locale}`),
  });
  const footer = stored.data?.footer ?? null;
  const [text, setText] = useState('');
  const [hotline, setHotline] = useState('');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setText(footer?.text ?? '');
    setHotline(footer?.hotline ?? '');
  }, [footer]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the language changes
  useEffect(() => setSaved(false), [locale]);
  const previewHtml = useSanitisedPreview(text);
  const save = useMutation({
    mutationFn: () =>
      call(ConsoleFooterSchema, `/content/footer/${locale}`, {
        method: 'PUT',
        body: {
          links: footer?.links ?? [],
          external_links: footer?.external_links ?? [],
          text,
          hotline,
          optin_footer: footer?.optin_footer ?? '',
        },
      }),
    onSuccess: async () => {
      setSaved(true);
      await queries.invalidateQueries({ queryKey: ['content', 'footer', locale] });
    },
  });
  return (
    <>
      <PageTitle>{t('content.tabs.footer')}</PageTitle>
      <ContentTabs current="footer" />
      <div className="inline-form">
        <LanguageSelect value={locale} onChange={(l) => l && setParams({ lang: l })} />
      </div>
      {stored.isSuccess && !footer && (
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
          <div className="field">
            <span className="label">{t('content.footer.text')}</span>
            {stored.isSuccess && (
              <RichTextEditor
                id={textId}
                label={t('content.footer.text')}
                key={`${locale}/${JSON.stringify(footer)}`}
                initialValue={footer?.text ?? ''}
                lang={locale}
                dir={directionOf(locale)}
                onChange={setText}
              />
            )}
          </div>
          <Field label={t('content.footer.hotline')}>
            {({ id }) => (
              <input
                id={id}
                maxLength={200}
                lang={locale}
                dir="auto"
                value={hotline}
                onInput={(e) => setHotline(e.currentTarget.value)}
              />
            )}
          </Field>
          {footer && footer.links.length + footer.external_links.length > 0 && (
            <div className="field">
              <span className="label">{t('content.footer.links')}</span>
              <ul className="plain-list" lang={locale}>
                {[...footer.links, ...footer.external_links].map((l) => (
                  <li key={`${l.link}-${l.copy}`}>
                    {l.copy} <code dir="ltr">{l.link}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {save.error && (
            <p className="error-box" role="alert">
              {contentErrorText(t, save.error, i18n.language)}
            </p>
          )}
          {saved && <Notice>{t('content.footer.saved')}</Notice>}
          <div className="actions">
            <button type="submit" className="primary" disabled={save.isPending}>
              {t('content.footer.publish')}
            </button>
          </div>
        </form>
        <PagePreview locale={locale} title="" html={previewHtml} />
      </div>
    </>
  );
}
