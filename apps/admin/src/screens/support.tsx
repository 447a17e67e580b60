import { UserSearchResponseSchema } from '@gameweek/contracts/admin-support';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, ErrorBox, Field, PageTitle, StatusBadge } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { useFormat } from '../lib/format.ts';
import { subscriberName } from '../lib/subscriber-name.ts';

/** Find a subscriber by mobile number, e-mail or manager name (the query stays in the address). */
export function Support() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = useQuery({
    queryKey: ['users', q],
    enabled: q.trim().length >= 2,
    queryFn: () => call(UserSearchResponseSchema, '/users', { query: { q } }),
  });
  return (
    <>
      <PageTitle>{t('support.title')}</PageTitle>
      <search>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            setParams(text.trim() ? { q: text.trim() } : {});
          }}
        >
          <Field label={t('support.searchLabel')} hint={t('support.searchHint')}>
            {({ id, describedBy }) => (
              <input
                id={id}
                type="search"
                required
                minLength={2}
                maxLength={100}
                value={text}
                aria-describedby={describedBy}
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
        <section aria-live="polite">
          <p className="hint">{t(`support.matchedBy.${search.data.matched_by}`)}</p>
          <DataTable
            caption={t('support.title')}
            rows={search.data.users}
            rowKey={(u) => u.id}
            empty={t('support.noResults')}
            columns={[
              {
                key: 'name',
                label: t('support.name'),
                cell: (u) => <Link to={`/support/${u.id}`}>{subscriberName(u)}</Link>,
              },
              {
                key: 'msisdn',
                label: t('support.msisdn'),
                cell: (u) => <span dir="ltr">{u.msisdn ?? '—'}</span>,
              },
              {
                key: 'email',
                label: t('support.email'),
                cell: (u) => <span dir="ltr">{u.email ?? '—'}</span>,
              },
              {
                key: 'status',
                label: t('support.status'),
                cell: (u) => <StatusBadge status={u.status} />,
              },
              { key: 'team', label: t('support.team'), cell: (u) => u.team_name ?? '—' },
              {
                key: 'joined',
                label: t('support.joined'),
                cell: (u) => format.dateTime(u.created_at),
              },
            ]}
          />
        </section>
      )}
    </>
  );
}
