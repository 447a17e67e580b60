// The tenant's prizes per language (ADR 0051, 0056): one ordered list per language; a language
// without one shows the default language's, and no list in the default language means the app offers
// no prizes page. Texts are plain (the app shows them as text).
import { PrizesResponseSchema } from '@gameweek/contracts/admin-content';
import type { LanguageCode } from '@gameweek/contracts/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentTabs, LanguageSelect } from '../components/content-nav.tsx';
import { Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { contentErrorText, directionOf, isContentLanguage, languageName } from '../lib/content.ts';
import '../content.css';

interface Draft {
  key: number;
  title: string;
  description: string;
  image_url: string;
}

export function ContentPrizes() {
  const { t, i18n } = useTranslation();
  const queries = useQueryClient();
  const [params, setParams] = useSearchParams();
  const lang = params.get('lang');
  const locale: LanguageCode = isContentLanguage(lang) ? lang : 'en';
  const stored = useQuery({
    queryKey: ['content', 'prizes', locale],
    queryFn: () => call(PrizesResponseSchema, `/content/prizes/${locale}`),
  });
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!stored.data) return;
    setDrafts(
      stored.data.prizes.map((p, i) => ({
        key: i,
        title: p.title,
        description: p.description,
        image_url: p.image_url ?? '',
      })),
    );
  }, [stored.data]);
  const save = useMutation({
    mutationFn: () =>
      call(PrizesResponseSchema, `/content/prizes/${locale}`, {
        method: 'PUT',
        body: {
          prizes: drafts.map((d) => ({
            title: d.title,
            description: d.description,
            image_url: d.image_url.trim() || null,
          })),
        },
      }),
    onSuccess: async () => {
      setSaved(true);
      await queries.invalidateQueries({ queryKey: ['content', 'prizes', locale] });
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the language changes
  useEffect(() => setSaved(false), [locale]);
  const fallback = stored.data?.default_locale ?? 'en';
  const edit = (key: number, change: Partial<Draft>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
  return (
    <>
      <PageTitle>{t('content.tabs.prizes')}</PageTitle>
      <ContentTabs current="prizes" />
      <p className="hint">
        {t('contentExtras.prizes.languageHint', { language: languageName(fallback) })}
      </p>
      <div className="inline-form">
        <LanguageSelect value={locale} onChange={(l) => l && setParams({ lang: l })} />
      </div>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          save.mutate();
        }}
      >
        {drafts.length === 0 && stored.isSuccess && (
          <p className="empty">
            {locale === fallback
              ? t('content.prizes.none')
              : t('contentExtras.prizes.fallback', { language: languageName(fallback) })}
          </p>
        )}
        {drafts.map((d, i) => (
          <fieldset key={d.key} className="prize">
            <legend>{t('content.prizes.number', { n: i + 1 })}</legend>
            <Field label={t('content.prizes.title')}>
              {({ id }) => (
                <input
                  id={id}
                  required
                  maxLength={200}
                  lang={locale}
                  dir={directionOf(locale)}
                  value={d.title}
                  onInput={(e) => edit(d.key, { title: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field label={t('content.prizes.description')}>
              {({ id }) => (
                <textarea
                  id={id}
                  rows={3}
                  maxLength={2000}
                  lang={locale}
                  dir={directionOf(locale)}
                  value={d.description}
                  onInput={(e) => edit(d.key, { description: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field label={t('content.prizes.imageUrl')}>
              {({ id }) => (
                <input
                  id={id}
                  type="url"
                  dir="ltr"
                  value={d.image_url}
                  onInput={(e) => edit(d.key, { image_url: e.currentTarget.value })}
                />
              )}
            </Field>
            <button
              type="button"
              onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
            >
              {t('content.prizes.remove')}
            </button>
          </fieldset>
        ))}
        {save.error && (
          <p className="error-box" role="alert">
            {contentErrorText(t, save.error, i18n.language)}
          </p>
        )}
        {saved && <Notice>{t('content.prizes.saved')}</Notice>}
        <div className="actions">
          <button
            type="button"
            disabled={drafts.length >= 20}
            onClick={() =>
              setDrafts((all) => [
                ...all,
                { key: Date.now(), title: '', description: '', image_url: '' },
              ])
            }
          >
            {t('content.prizes.add')}
          </button>
          <button type="submit" className="primary" disabled={save.isPending || !stored.isSuccess}>
            {t('content.prizes.save')}
          </button>
        </div>
      </form>
    </>
  );
}
