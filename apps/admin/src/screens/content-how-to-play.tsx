// How-to-play extras in one language (ADR 0056): the operator's own sections under the game's rules,
// in the order the app shows them. Up and down move one section; the order is saved at once.
import { HowToPlayExtraListResponseSchema } from '@gameweek/contracts/admin-content';
import type { LanguageCode } from '@gameweek/contracts/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentTabs, LanguageSelect } from '../components/content-nav.tsx';
import { Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { contentErrorText, isContentLanguage } from '../lib/content.ts';
import '../content.css';

export function ContentHowToPlay() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queries = useQueryClient();
  const lang = params.get('lang');
  const locale: LanguageCode = isContentLanguage(lang) ? lang : 'en';
  const key = ['content', 'how-to-play', locale];
  const list = useQuery({
    queryKey: key,
    queryFn: () =>
      call(HowToPlayExtraListResponseSchema, '/content/how-to-play', { query: { locale } }),
  });
  const order = useMutation({
    mutationFn: (slugs: string[]) =>
      call(HowToPlayExtraListResponseSchema, `/content/how-to-play-order/${locale}`, {
        method: 'PUT',
        body: { slugs },
      }),
    onSuccess: (answer) => queries.setQueryData(key, answer),
  });
  const extras = list.data?.extras ?? [];
  const move = (from: number, to: number) => {
    const slugs = extras.map((e) => e.slug);
    const [moved] = slugs.splice(from, 1);
    slugs.splice(to, 0, moved!);
    order.mutate(slugs);
  };
  return (
    <>
      <PageTitle>{t('contentExtras.howToPlay.title')}</PageTitle>
      <ContentTabs current="howToPlay" />
      <p className="hint">{t('contentExtras.howToPlay.hint')}</p>
      <div className="inline-form">
        <LanguageSelect value={locale} onChange={(l) => l && setParams({ lang: l })} />
      </div>
      <p>
        <Link className="button primary" to={`/content/how-to-play/new?lang=${locale}`}>
          {t('contentExtras.howToPlay.new')}
        </Link>
      </p>
      {(list.error || order.error) && (
        <p className="error-box" role="alert">
          {contentErrorText(t, list.error ?? order.error, i18n.language)}
        </p>
      )}
      {order.isSuccess && <Notice>{t('contentExtras.howToPlay.orderSaved')}</Notice>}
      {list.isSuccess && extras.length === 0 && (
        <p className="empty">{t('contentExtras.howToPlay.empty')}</p>
      )}
      {extras.length > 0 && (
        <ol className="extras-list" aria-label={t('contentExtras.howToPlay.order')}>
          {extras.map((e, i) => (
            <li key={e.slug} className="extra-row">
              <Link to={`/content/how-to-play/${e.slug}/${e.locale}`} lang={e.locale} dir="auto">
                {e.title}
              </Link>
              <span className={e.published ? 'state live' : 'state draft'}>
                {e.published
                  ? t('contentExtras.howToPlay.live')
                  : t('contentExtras.howToPlay.draft')}
              </span>
              <span className="move">
                <button
                  type="button"
                  disabled={i === 0 || order.isPending}
                  aria-label={t('contentExtras.howToPlay.moveUp', { title: e.title })}
                  onClick={() => move(i, i - 1)}
                >
                  {t('contentExtras.howToPlay.up')}
                </button>
                <button
                  type="button"
                  disabled={i === extras.length - 1 || order.isPending}
                  aria-label={t('contentExtras.howToPlay.moveDown', { title: e.title })}
                  onClick={() => move(i, i + 1)}
                >
                  {t('contentExtras.howToPlay.down')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
