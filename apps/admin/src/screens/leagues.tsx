import { LeagueSearchResponseSchema } from '@gameweek/contracts/admin-game';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, ErrorBox, Field, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';

/** Search leagues by name or invite code; empty: the newest. */
export function Leagues() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = useQuery({
    queryKey: ['leagues', q],
    queryFn: () => call(LeagueSearchResponseSchema, '/leagues', { query: { q } }),
  });
  return (
    <>
      <PageTitle>{t('leagues.title')}</PageTitle>
      <search>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            setParams(text.trim() ? { q: text.trim() } : {});
          }}
        >
          <Field label={t('leagues.searchLabel')}>
            {({ id }) => (
              <input
                id={id}
                type="search"
                maxLength={100}
                value={text}
                onInput={(e) => setText(e.currentTarget.value)}
              />
            )}
          </Field>
          <button type="submit" className="primary">
            {t('app.search')}
          </button>
        </form>
      </search>
      <ErrorBox error={search.error} />
      {search.data && (
        <DataTable
          caption={t('leagues.title')}
          rows={search.data.leagues}
          rowKey={(l) => l.id}
          empty={t('leagues.noResults')}
          columns={[
            {
              key: 'name',
              label: t('leagues.name'),
              cell: (l) => <Link to={`/leagues/${l.id}`}>{l.name}</Link>,
            },
            { key: 'kind', label: t('leagues.kind'), cell: (l) => t(`leagues.kinds.${l.kind}`) },
            {
              key: 'code',
              label: t('leagues.code'),
              cell: (l) => <code dir="ltr">{l.invite_code}</code>,
            },
            { key: 'members', label: t('leagues.members'), cell: (l) => l.members },
            {
              key: 'owner',
              label: t('leagues.owner'),
              cell: (l) => l.owner?.name ?? t('leagues.system'),
            },
            {
              key: 'state',
              label: t('leagues.state'),
              cell: (l) => (l.closed_at ? t('leagues.closed') : t('leagues.open')),
            },
          ]}
        />
      )}
    </>
  );
}
