// The footer in one language (ADR 0051, 0056): its text and the opt-in text in TipTap, the hotline,
// and its two lists of links (pages of the app, other sites), each link checked here as the API checks
// it. The preview is the app's footer text, sanitised by the API.
import {
  ConsoleFooterSchema,
  FooterResponseSchema,
  isSafeLink,
} from '@gameweek/contracts/admin-content';
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
  const optinId = useId();
  const lang = params.get('lang');
  const locale: LanguageCode = isContentLanguage(lang) ? lang : 'en';
  const stored = useQuery({
    queryKey: ['content', 'footer', locale],
    queryFn: () => call(FooterResponseSchema, `/content/footer/${locale}`),
  });
  const footer = stored.data?.footer ?? null;
  const [text, setText] = useState('');
  const [hotline, setHotline] = useState('');
  const [optin, setOptin] = useState('');
  const [links, setLinks] = useState<DraftLink[]>([]);
  const [externalLinks, setExternalLinks] = useState<DraftLink[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setText(footer?.text ?? '');
    setHotline(footer?.hotline ?? '');
    setOptin(footer?.optin_footer ?? '');
    setLinks(drafts(footer?.links));
    setExternalLinks(drafts(footer?.external_links));
  }, [footer]);
  const linksOk = [...links, ...externalLinks].every((l) => isSafeLink(l.link) && l.copy.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the language changes
  useEffect(() => setSaved(false), [locale]);
  const previewHtml = useSanitisedPreview(text);
  const save = useMutation({
    mutationFn: () =>
      call(ConsoleFooterSchema, `/content/footer/${locale}`, {
        method: 'PUT',
        body: {
          links: links.map(({ link, copy }) => ({ link, copy })),
          external_links: externalLinks.map(({ link, copy }) => ({ link, copy })),
          text,
          hotline,
          optin_footer: optin,
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
          <LinkList
            legend={t('contentExtras.footer.links')}
            locale={locale}
            links={links}
            onChange={setLinks}
          />
          <LinkList
            legend={t('contentExtras.footer.externalLinks')}
            locale={locale}
            links={externalLinks}
            onChange={setExternalLinks}
          />
          <div className="field">
            <span className="label">{t('contentExtras.footer.optin')}</span>
            {stored.isSuccess && (
              <RichTextEditor
                id={optinId}
                label={t('contentExtras.footer.optin')}
                key={`optin/${locale}/${JSON.stringify(footer)}`}
                initialValue={footer?.optin_footer ?? ''}
                lang={locale}
                dir={directionOf(locale)}
                onChange={setOptin}
              />
            )}
          </div>
          {save.error && (
            <p className="error-box" role="alert">
              {contentErrorText(t, save.error, i18n.language)}
            </p>
          )}
          {saved && <Notice>{t('content.footer.saved')}</Notice>}
          <div className="actions">
            <button
              type="submit"
              className="primary"
              disabled={save.isPending || !stored.isSuccess || !linksOk}
            >
              {t('content.footer.publish')}
            </button>
          </div>
        </form>
        <PagePreview locale={locale} title="" html={previewHtml} />
      </div>
    </>
  );
}

interface DraftLink {
  key: number;
  link: string;
  copy: string;
}

let nextKey = 0;
const drafts = (ls: { link: string; copy: string }[] | undefined): DraftLink[] =>
  (ls ?? []).map((l) => ({ key: nextKey++, link: l.link, copy: l.copy }));

/** One list of footer links: text and address per row, added, removed and checked as typed. */
function LinkList(props: {
  legend: string;
  locale: LanguageCode;
  links: DraftLink[];
  onChange: (links: DraftLink[]) => void;
}) {
  const { t } = useTranslation();
  const edit = (key: number, change: Partial<DraftLink>) =>
    props.onChange(props.links.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <fieldset className="link-list">
      <legend>{props.legend}</legend>
      <p className="hint">{t('contentExtras.footer.linkHint')}</p>
      {props.links.map((l) => (
        <div key={l.key} className="link-row">
          <Field label={t('contentExtras.footer.linkText')}>
            {({ id }) => (
              <input
                id={id}
                required
                maxLength={200}
                lang={props.locale}
                dir={directionOf(props.locale)}
                value={l.copy}
                onInput={(e) => edit(l.key, { copy: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            label={t('contentExtras.footer.linkAddress')}
            error={l.link && !isSafeLink(l.link) ? t('contentExtras.link.invalid') : undefined}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                required
                maxLength={500}
                dir="ltr"
                value={l.link}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onInput={(e) => edit(l.key, { link: e.currentTarget.value })}
              />
            )}
          </Field>
          <button
            type="button"
            className="danger-link"
            onClick={() => props.onChange(props.links.filter((x) => x.key !== l.key))}
          >
            {t('contentExtras.footer.removeLink', { text: l.copy || l.link })}
          </button>
        </div>
      ))}
      <button
        type="button"
        disabled={props.links.length >= 20}
        onClick={() => props.onChange([...props.links, { key: nextKey++, link: '', copy: '' }])}
      >
        {t('contentExtras.footer.addLink')}
      </button>
    </fieldset>
  );
}
