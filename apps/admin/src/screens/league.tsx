import {
  LeagueChangeResponseSchema,
  LeagueDetailResponseSchema,
  RemoveMemberResponseSchema,
} from '@gameweek/contracts/admin-game';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { ReasonForm } from '../components/reason-form.tsx';
import { DataTable, ErrorBox, Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { useFormat } from '../lib/format.ts';

type LeagueDetailResponse = z.infer<typeof LeagueDetailResponseSchema>;

/** One league: rename or close it, remove a member; the manager concerned is told (e-mail or SMS). */
export function League() {
  const { t } = useTranslation();
  const { leagueId = '' } = useParams();
  const key = ['league', leagueId];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => call(LeagueDetailResponseSchema, `/leagues/${leagueId}`),
  });
  return (
    <>
      <p>
        <Link to="/leagues">
          <span className="back-arrow" aria-hidden="true">
            ←
          </span>{' '}
          {t('app.back')}
        </Link>
      </p>
      <ErrorBox error={detail.error} />
      {detail.data && <LeagueDetail data={detail.data} queryKey={key} />}
    </>
  );
}

function LeagueDetail({ data, queryKey }: { data: LeagueDetailResponse; queryKey: string[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const { league } = data;
  const [name, setName] = useState(league.name);
  const [mode, setMode] = useState<'rename' | 'close' | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const rename = useMutation({
    mutationFn: (reason: string) =>
      call(LeagueChangeResponseSchema, `/leagues/${league.id}/rename`, {
        method: 'POST',
        body: { name, reason },
      }),
    onSuccess: () => {
      setMode(null);
      void refresh();
    },
  });
  const close = useMutation({
    mutationFn: (reason: string) =>
      call(LeagueChangeResponseSchema, `/leagues/${league.id}/close`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => {
      setMode(null);
      void refresh();
    },
  });
  const removeMember = useMutation({
    mutationFn: (v: { userId: number; name: string; reason: string }) =>
      call(RemoveMemberResponseSchema, `/leagues/${league.id}/members/${v.userId}/remove`, {
        method: 'POST',
        body: { reason: v.reason },
      }),
    onSuccess: () => {
      setRemoving(null);
      void refresh();
    },
  });
  const editable = !league.system && !league.closed_at;
  return (
    <>
      <PageTitle>{league.name}</PageTitle>
      <dl className="facts card">
        <dt>{t('leagues.kind')}</dt>
        <dd>{t(`leagues.kinds.${league.kind}`)}</dd>
        <dt>{t('leagues.code')}</dt>
        <dd dir="ltr">{league.invite_code}</dd>
        <dt>{t('leagues.owner')}</dt>
        <dd>{league.owner?.name ?? t('leagues.system')}</dd>
        <dt>{t('leagues.state')}</dt>
        <dd>
          {league.closed_at
            ? `${t('leagues.closed')} · ${format.dateTime(league.closed_at)}`
            : t('leagues.open')}
        </dd>
      </dl>
      {league.system && <p className="hint">{t('leagues.systemNote')}</p>}
      {rename.data && (
        <Notice>
          {t('leagues.renamed')} {t(`leagues.informed_${rename.data.informed}`)}
        </Notice>
      )}
      {close.data && (
        <Notice>
          {t('leagues.closedDone')} {t(`leagues.informed_${close.data.informed}`)}
        </Notice>
      )}
      {removeMember.data && (
        <Notice>
          {t(`leagues.memberRemoved_${removeMember.data.informed}`, {
            name: removeMember.variables?.name ?? '',
          })}
        </Notice>
      )}
      {editable && (
        <div className="actions">
          <button type="button" aria-pressed={mode === 'rename'} onClick={() => setMode('rename')}>
            {t('leagues.rename')}
          </button>
          <button
            type="button"
            className="danger"
            aria-pressed={mode === 'close'}
            onClick={() => setMode('close')}
          >
            {t('leagues.close')}
          </button>
        </div>
      )}
      {mode === 'rename' && (
        <ReasonForm
          submitLabel={t('leagues.rename')}
          pending={rename.isPending}
          error={rename.error}
          onSubmit={(reason) => rename.mutate(reason)}
        >
          <Field label={t('leagues.newName')}>
            {({ id }) => (
              <input
                id={id}
                required
                maxLength={60}
                value={name}
                onInput={(e) => setName(e.currentTarget.value)}
              />
            )}
          </Field>
        </ReasonForm>
      )}
      {mode === 'close' && (
        <ReasonForm
          submitLabel={t('leagues.close')}
          pending={close.isPending}
          error={close.error}
          danger
          onSubmit={(reason) => close.mutate(reason)}
        />
      )}
      <section aria-labelledby="members-title">
        <h2 id="members-title">{t('leagues.memberList')}</h2>
        <DataTable
          caption={t('leagues.memberList')}
          rows={data.members}
          rowKey={(m) => m.user_id}
          empty={t('app.none')}
          columns={[
            { key: 'manager', label: t('leagues.manager'), cell: (m) => m.manager_name },
            { key: 'team', label: t('leagues.team'), cell: (m) => m.team_name },
            {
              key: 'joined',
              label: t('leagues.joinedAt'),
              cell: (m) => format.dateTime(m.joined_at),
            },
            {
              key: 'remove',
              label: t('staff.remove'),
              cell: (m) =>
                league.system ? (
                  '—'
                ) : (
                  <button
                    type="button"
                    className="danger-link"
                    onClick={() => setRemoving({ id: m.user_id, name: m.manager_name })}
                  >
                    {t('leagues.removeMember', { name: m.manager_name })}
                  </button>
                ),
            },
          ]}
        />
        {removing && (
          <ReasonForm
            key={removing.id}
            submitLabel={t('leagues.removeMember', { name: removing.name })}
            pending={removeMember.isPending}
            error={removeMember.error}
            danger
            onSubmit={(reason) =>
              removeMember.mutate({ userId: removing.id, name: removing.name, reason })
            }
          />
        )}
      </section>
    </>
  );
}
