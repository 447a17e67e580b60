import {
  InviteStaffResponseSchema,
  StaffListResponseSchema,
  type StaffRole,
  StaffRoleSchema,
} from '@gameweek/contracts/admin';
import { OkResponseSchema } from '@gameweek/contracts/common';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@gameweek/i18n/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../components/dialog.tsx';
import { DataTable, ErrorBox, Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { useFormat } from '../lib/format.ts';
import { useMe } from '../lib/session.ts';
import { fetchTenant } from '../lib/tenant.ts';
import { StaffAccountActions } from './staff-account-actions.tsx';

const STAFF_KEY = ['staff'] as const;
const RoleAnswer = z.object({ id: z.number().int(), role: StaffRoleSchema });

/** The tenant's staff and invitations; an owner invites by e-mail and changes roles. */
export function Staff() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: STAFF_KEY,
    queryFn: () => call(StaffListResponseSchema, '/staff'),
  });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const me = useMe();
  // The invitation's language: the tenant's default until the owner picks another (ADR 0057).
  const tenant = useQuery({ queryKey: ['tenant'], queryFn: fetchTenant, staleTime: Infinity });
  const tenantLanguage = tenant.data?.languages?.selected;
  const [language, setLanguage] = useState<LanguageCode | ''>('');
  const mailLanguage = language || tenantLanguage || 'en';
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });
  const invite = useMutation({
    mutationFn: () =>
      call(InviteStaffResponseSchema, '/staff/invites', {
        method: 'POST',
        body: { email, role, language: mailLanguage },
      }),
    onSuccess: () => {
      setEmail('');
      void refresh();
    },
  });
  const setStaffRole = useMutation({
    mutationFn: (v: { id: number; role: StaffRole }) =>
      call(RoleAnswer, `/staff/${v.id}/role`, { method: 'PUT', body: { role: v.role } }),
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(OkResponseSchema, `/staff/${id}`, { method: 'DELETE' }),
    onSettled: () => void refresh(),
  });
  const roles = StaffRoleSchema.options;
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);

  return (
    <>
      <PageTitle>{t('staff.title')}</PageTitle>
      <section className="card" aria-labelledby="invite-title">
        <h2 id="invite-title">{t('staff.inviteTitle')}</h2>
        <p className="hint">{t('staff.roleHelp')}</p>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            invite.mutate();
          }}
        >
          <Field label={t('staff.email')}>
            {({ id }) => (
              <input
                id={id}
                type="email"
                required
                autoComplete="off"
                value={email}
                onInput={(e) => setEmail(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label={t('staff.role')}>
            {({ id }) => (
              <select
                id={id}
                value={role}
                onChange={(e) => setRole(e.currentTarget.value as StaffRole)}
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('staffAccounts.invite.language')}>
            {({ id }) => (
              <select
                id={id}
                value={mailLanguage}
                onChange={(e) => setLanguage(e.currentTarget.value as LanguageCode)}
              >
                {LANGUAGE_CODES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LANGUAGES[code].nativeName}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="primary" disabled={invite.isPending}>
            {t('staff.send')}
          </button>
        </form>
        <ErrorBox error={invite.error} />
        {invite.data && (
          <Notice>
            {invite.data.mailed
              ? t('staff.sent', { email: invite.data.email })
              : t('staff.notMailed')}
          </Notice>
        )}
      </section>

      <ErrorBox error={list.error ?? setStaffRole.error ?? remove.error} />
      {list.data && (
        <>
          <section aria-labelledby="members-title">
            <h2 id="members-title">{t('staff.members')}</h2>
            <DataTable
              caption={t('staff.members')}
              rows={list.data.staff}
              rowKey={(m) => m.id}
              empty={t('app.none')}
              columns={[
                { key: 'name', label: t('staff.name'), cell: (m) => m.name },
                {
                  key: 'email',
                  label: t('staff.email'),
                  cell: (m) => <span dir="ltr">{m.email}</span>,
                },
                {
                  key: 'role',
                  label: t('staff.role'),
                  cell: (m) => (
                    <select
                      aria-label={t('staff.changeRole', { name: m.name })}
                      value={m.role}
                      disabled={setStaffRole.isPending}
                      onChange={(e) =>
                        setStaffRole.mutate({
                          id: m.id,
                          role: e.currentTarget.value as StaffRole,
                        })
                      }
                    >
                      {roles.map((r) => (
                        <option key={r} value={r}>
                          {t(`roles.${r}`)}
                        </option>
                      ))}
                    </select>
                  ),
                },
                {
                  key: 'two_factor',
                  label: t('staff.twoFactor'),
                  cell: (m) => (m.two_factor ? t('app.yes') : t('app.no')),
                },
                {
                  key: 'account',
                  label: t('staffAccounts.member.account'),
                  cell: (m) => <StaffAccountActions member={m} self={m.id === me.data?.id} />,
                },
                {
                  key: 'remove',
                  label: t('staff.remove'),
                  cell: (m) => (
                    <button
                      type="button"
                      className="danger-link"
                      aria-label={t('staff.removeName', { name: m.name })}
                      onClick={() => setRemoving(m)}
                    >
                      {t('staff.remove')}
                    </button>
                  ),
                },
              ]}
            />
          </section>
          <section aria-labelledby="invites-title">
            <h2 id="invites-title">{t('staff.invites')}</h2>
            <DataTable
              caption={t('staff.invites')}
              rows={list.data.invites}
              rowKey={(i) => i.id}
              empty={t('app.none')}
              columns={[
                {
                  key: 'email',
                  label: t('staff.email'),
                  cell: (i) => <span dir="ltr">{i.email}</span>,
                },
                { key: 'role', label: t('staff.role'), cell: (i) => t(`roles.${i.role}`) },
                {
                  key: 'state',
                  label: t('staff.accepted'),
                  cell: (i) =>
                    i.accepted_at ? format.dateTime(i.accepted_at) : t('staff.pending'),
                },
                {
                  key: 'expires',
                  label: t('staff.expires'),
                  cell: (i) => format.dateTime(i.expires_at),
                },
              ]}
            />
          </section>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        question={removing ? t('staff.confirmRemove', { name: removing.name }) : ''}
        confirmLabel={t('staff.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </>
  );
}
