import {
  CodeResentResponseSchema,
  CodesInvalidatedResponseSchema,
  ConsoleStatusResponseSchema,
  EndedSessionsResponseSchema,
  RemovedProfileResponseSchema,
  type UserDetailResponse,
  UserDetailResponseSchema,
} from '@gameweek/contracts/admin-support';
import { isLanguageCode, LANGUAGES } from '@gameweek/i18n/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReasonForm } from '../components/reason-form.tsx';
import { DataTable, ErrorBox, Notice, PageTitle, StatusBadge } from '../components/ui.tsx';
import { call, newIdempotencyKey } from '../lib/api.ts';
import { deviceName } from '../lib/device.ts';
import { refusalText } from '../lib/error-text.ts';
import { useFormat } from '../lib/format.ts';
import { subscriberName } from '../lib/subscriber-name.ts';

type Target = 'suspended' | 'active' | 'cancelled';
const TARGETS: readonly Target[] = ['suspended', 'active', 'cancelled'];

/** One subscriber: status history, subscription, charges, callbacks, sessions, and what support may do. */
export function Subscriber() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const key = ['user', userId];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => call(UserDetailResponseSchema, `/users/${userId}`),
  });
  return (
    <>
      <p>
        <Link to="/support">
          <span className="back-arrow" aria-hidden="true">
            ←
          </span>{' '}
          {t('app.back')}
        </Link>
      </p>
      <ErrorBox error={detail.error} />
      {detail.data && <SubscriberDetail data={detail.data} queryKey={key} />}
    </>
  );
}

function SubscriberDetail({ data, queryKey }: { data: UserDetailResponse; queryKey: string[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = data;
  return (
    <>
      <PageTitle>{subscriberName(user)}</PageTitle>
      <section className="card" aria-label={subscriberName(user)}>
        <dl className="facts">
          <dt>{t('support.status')}</dt>
          <dd data-testid="user-status">
            <StatusBadge status={user.status} />
          </dd>
          <dt>{t('support.msisdn')}</dt>
          <dd dir="ltr">{user.msisdn ?? '—'}</dd>
          <dt>{t('support.email')}</dt>
          <dd>
            <span dir="ltr">{user.email ?? '—'}</span>
          </dd>
          {user.email && (
            <>
              <dt>{t('support.emailVerified')}</dt>
              <dd>{user.email_verified ? t('app.yes') : t('app.no')}</dd>
            </>
          )}
          <dt>{t('support.team')}</dt>
          <dd>{user.team_name ?? '—'}</dd>
          <dt>{t('support.language')}</dt>
          <dd>
            {isLanguageCode(user.language) ? LANGUAGES[user.language].nativeName : user.language}
          </dd>
          <dt>{t('support.joined')}</dt>
          <dd>{format.dateTime(user.created_at)}</dd>
        </dl>
      </section>

      <StatusChange data={data} queryKey={queryKey} />

      <section aria-labelledby="sub-title">
        <h2 id="sub-title">{t('support.subscription')}</h2>
        {data.subscription ? (
          <dl className="facts card">
            <dt>{t('support.subscriptionId')}</dt>
            <dd dir="ltr">{data.subscription.operator_subscription_id}</dd>
            <dt>{t('support.consent')}</dt>
            <dd dir="ltr">{data.subscription.consent_reference}</dd>
            <dt>{t('support.status')}</dt>
            <dd>{data.subscription.status}</dd>
          </dl>
        ) : (
          <p className="empty">{t('support.noSubscription')}</p>
        )}
      </section>

      <section aria-labelledby="charges-title">
        <h2 id="charges-title">{t('support.charges')}</h2>
        <DataTable
          caption={t('support.charges')}
          rows={data.charges}
          rowKey={(c) => c.consent_reference}
          empty={t('support.noCharges')}
          columns={[
            { key: 'shown', label: t('support.shown'), cell: (c) => format.dateTime(c.shown_at) },
            { key: 'status', label: t('support.status'), cell: (c) => c.status },
            {
              key: 'amount',
              label: t('support.amount'),
              cell: (c) => (
                <span dir="ltr">
                  {format.money(c.amount_minor, c.currency)} /{' '}
                  {t('support.periodDays', { count: c.period_days })}
                </span>
              ),
            },
            {
              key: 'charge',
              label: t('support.chargeId'),
              cell: (c) => <code dir="ltr">{c.operator_charge_id ?? '—'}</code>,
            },
            {
              key: 'consent',
              label: t('support.consent'),
              cell: (c) => <code dir="ltr">{c.consent_reference}</code>,
            },
            {
              key: 'confirmed',
              label: t('support.confirmed'),
              cell: (c) => format.dateTime(c.confirmed_at),
            },
          ]}
        />
      </section>

      <section aria-labelledby="events-title">
        <h2 id="events-title">{t('support.events')}</h2>
        <DataTable
          caption={t('support.events')}
          rows={data.operator_events}
          rowKey={(e) => e.event_id}
          empty={t('support.noEvents')}
          columns={[
            {
              key: 'at',
              label: t('support.received'),
              cell: (e) => format.dateTime(e.received_at),
            },
            {
              key: 'type',
              label: t('support.eventType'),
              cell: (e) => <code dir="ltr">{[e.type, e.kind].filter(Boolean).join(' · ')}</code>,
            },
            {
              key: 'amount',
              label: t('support.amount'),
              cell: (e) =>
                e.amount_minor !== null && e.currency
                  ? format.money(e.amount_minor, e.currency)
                  : '—',
            },
            {
              key: 'charge',
              label: t('support.chargeId'),
              cell: (e) => <code dir="ltr">{e.charge_id ?? '—'}</code>,
            },
            {
              key: 'outcome',
              label: t('support.outcome'),
              cell: (e) => (e.reason ? `${e.outcome} (${e.reason})` : e.outcome),
            },
          ]}
        />
      </section>

      <section aria-labelledby="history-title">
        <h2 id="history-title">{t('support.history')}</h2>
        <DataTable
          caption={t('support.history')}
          rows={data.status_history}
          rowKey={(h) => `${h.at}-${h.to}`}
          empty={t('app.none')}
          columns={[
            { key: 'at', label: t('support.at'), cell: (h) => format.dateTime(h.at) },
            {
              key: 'from',
              label: t('support.from'),
              cell: (h) => (h.from ? <StatusBadge status={h.from} /> : '—'),
            },
            { key: 'to', label: t('support.to'), cell: (h) => <StatusBadge status={h.to} /> },
            {
              key: 'source',
              label: t('support.source'),
              cell: (h) => <code dir="ltr">{h.source}</code>,
            },
          ]}
        />
      </section>

      <Codes data={data} queryKey={queryKey} />
      <Sessions data={data} queryKey={queryKey} />
      <RemoveProfile data={data} queryKey={queryKey} />
    </>
  );
}

/** The transition table's open moves from the current status, each applied with a reason. */
function StatusChange({ data, queryKey }: { data: UserDetailResponse; queryKey: string[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Target | null>(null);
  const [idempotencyKey, setKey] = useState(newIdempotencyKey);
  const change = useMutation({
    mutationFn: (v: { status: Target; reason: string }) =>
      call(ConsoleStatusResponseSchema, `/users/${data.user.id}/status`, {
        method: 'POST',
        body: v,
        idempotencyKey,
      }),
    onSuccess: () => {
      setTarget(null);
      setKey(newIdempotencyKey());
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const actions = data.status_actions.filter((a): a is typeof a & { status: Target } =>
    (TARGETS as readonly string[]).includes(a.status),
  );
  return (
    <section className="card" aria-labelledby="status-title">
      <h2 id="status-title">{t('support.changeStatus')}</h2>
      <p className="hint">{t('support.changeStatusIntro')}</p>
      {change.data && (
        <Notice>
          {t('support.changed', {
            from: t(`statuses.${change.data.from}`),
            to: t(`statuses.${change.data.to}`),
          })}
        </Notice>
      )}
      <ul className="actions">
        {actions.map((a) => (
          <li key={a.status}>
            <button
              type="button"
              className={a.status === 'active' ? 'primary' : 'danger'}
              disabled={!a.allowed}
              aria-pressed={target === a.status}
              aria-describedby={a.allowed ? undefined : `refusal-${a.status}`}
              onClick={() => {
                if (target !== a.status) setKey(newIdempotencyKey());
                setTarget(a.status);
              }}
            >
              {t(`support.to_${a.status}`)}
            </button>
            {!a.allowed && a.refusal && (
              <span className="hint" id={`refusal-${a.status}`}>
                {refusalText(t, a.refusal)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {target && (
        <ReasonForm
          key={target}
          submitLabel={t('support.apply', { action: t(`support.to_${target}`) })}
          pending={change.isPending}
          error={change.error}
          danger={target !== 'active'}
          onSubmit={(reason) => change.mutate({ status: target, reason })}
        />
      )}
    </section>
  );
}

/**
 * The subscriber's one-time codes: resend the one his sign-in waits for (an SMS to his phone; the
 * code never reaches this screen) or invalidate them. Each form keeps its idempotency key while open.
 */
function Codes({ data, queryKey }: { data: UserDetailResponse; queryKey: string[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'resend' | 'invalidate' | null>(null);
  const [idempotencyKey, setKey] = useState(newIdempotencyKey);
  const done = () => {
    setMode(null);
    setKey(newIdempotencyKey());
    void queryClient.invalidateQueries({ queryKey });
  };
  const resend = useMutation({
    mutationFn: (reason: string) =>
      call(CodeResentResponseSchema, `/users/${data.user.id}/codes/resend`, {
        method: 'POST',
        body: { reason },
        idempotencyKey,
      }),
    onSuccess: done,
  });
  const invalidate = useMutation({
    mutationFn: (reason: string) =>
      call(CodesInvalidatedResponseSchema, `/users/${data.user.id}/codes/invalidate`, {
        method: 'POST',
        body: { reason },
        idempotencyKey,
      }),
    onSuccess: done,
  });
  if (data.user.status === 'deleted') return null;
  const { codes } = data;
  const open = (m: 'resend' | 'invalidate') => {
    if (mode !== m) setKey(newIdempotencyKey());
    setMode(m);
  };
  return (
    <section className="card" aria-labelledby="codes-title">
      <h2 id="codes-title">{t('support.codesTitle')}</h2>
      {!codes ? (
        <p className="empty">{t('support.noNumber')}</p>
      ) : (
        <>
          <p className="hint">{t('support.codesIntro')}</p>
          {resend.data && (
            <Notice>
              {t('support.codeResent', { at: format.dateTime(resend.data.expires_at) })}
            </Notice>
          )}
          {invalidate.data && (
            <Notice>{t('support.codesInvalidated', { n: invalidate.data.invalidated })}</Notice>
          )}
          <p data-testid="codes-pending">{t('support.codesPending', { n: codes.pending })}</p>
          <dl className="facts">
            <dt>{t('support.codesLastSent')}</dt>
            <dd>{codes.last_sent_at ? format.dateTime(codes.last_sent_at) : '—'}</dd>
          </dl>
          <ul className="actions">
            <li>
              <button
                type="button"
                disabled={codes.pending === 0}
                aria-describedby={codes.pending === 0 ? 'codes-none' : undefined}
                aria-pressed={mode === 'resend'}
                onClick={() => open('resend')}
              >
                {t('support.resendCode')}
              </button>
              {codes.pending === 0 && (
                <span className="hint" id="codes-none">
                  {t('support.noPendingCode')}
                </span>
              )}
            </li>
            <li>
              <button
                type="button"
                className="danger"
                disabled={codes.pending === 0}
                aria-pressed={mode === 'invalidate'}
                onClick={() => open('invalidate')}
              >
                {t('support.invalidateCodes')}
              </button>
            </li>
          </ul>
          {mode === 'resend' && (
            <ReasonForm
              key="resend"
              submitLabel={t('support.resendCode')}
              pending={resend.isPending}
              error={resend.error}
              onSubmit={(reason) => resend.mutate(reason)}
            />
          )}
          {mode === 'invalidate' && (
            <ReasonForm
              key="invalidate"
              submitLabel={t('support.invalidateCodes')}
              pending={invalidate.isPending}
              error={invalidate.error}
              danger
              onSubmit={(reason) => invalidate.mutate(reason)}
            />
          )}
        </>
      )}
    </section>
  );
}

function Sessions({ data, queryKey }: { data: UserDetailResponse; queryKey: string[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [showAll, setShowAll] = useState(false);
  const end = useMutation({
    mutationFn: (v: { sessionId?: number; reason: string }) =>
      call(
        EndedSessionsResponseSchema,
        v.sessionId === undefined
          ? `/users/${data.user.id}/sessions/end`
          : `/users/${data.user.id}/sessions/${v.sessionId}/end`,
        { method: 'POST', body: { reason: v.reason }, idempotencyKey: newIdempotencyKey() },
      ),
    onSuccess: () => {
      setShowAll(false);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const [ending, setEnding] = useState<number | null>(null);
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('support.sessions')}</h2>
      {end.data && <Notice>{t('support.ended', { count: end.data.ended })}</Notice>}
      <DataTable
        caption={t('support.sessions')}
        rows={data.sessions}
        rowKey={(s) => s.id}
        empty={t('support.noSessions')}
        columns={[
          {
            key: 'device',
            label: t('support.device'),
            cell: (s) => (
              <span title={s.user_agent ?? undefined}>
                {deviceName(s.user_agent) ?? s.user_agent ?? t('support.unknownDevice')}
              </span>
            ),
          },
          {
            key: 'started',
            label: t('support.started'),
            cell: (s) => format.dateTime(s.created_at),
          },
          {
            key: 'seen',
            label: t('support.lastSeen'),
            cell: (s) => (s.last_seen_at ? format.dateTime(s.last_seen_at) : t('support.never')),
          },
          {
            key: 'expires',
            label: t('support.expires'),
            cell: (s) => format.dateTime(s.expires_at),
          },
          {
            key: 'end',
            label: t('support.endSession'),
            cell: (s) => (
              <button type="button" className="link-button" onClick={() => setEnding(s.id)}>
                {t('support.endSession')}
              </button>
            ),
          },
        ]}
      />
      {ending !== null && (
        <ReasonForm
          key={ending}
          submitLabel={t('support.endSession')}
          pending={end.isPending}
          error={end.error}
          danger
          onSubmit={(reason) => {
            end.mutate({ sessionId: ending, reason });
            setEnding(null);
          }}
        />
      )}
      {data.sessions.length > 1 && !showAll && (
        <button type="button" onClick={() => setShowAll(true)}>
          {t('support.endAll')}
        </button>
      )}
      {showAll && (
        <ReasonForm
          submitLabel={t('support.endAll')}
          pending={end.isPending}
          error={end.error}
          danger
          onSubmit={(reason) => end.mutate({ reason })}
        />
      )}
    </section>
  );
}

function RemoveProfile({ data, queryKey }: { data: UserDetailResponse; queryKey: string[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const remove = useMutation({
    mutationFn: (reason: string) =>
      call(RemovedProfileResponseSchema, `/users/${data.user.id}/remove`, {
        method: 'POST',
        body: { reason },
        idempotencyKey,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });
  if (data.user.status === 'deleted') return null;
  return (
    <section className="card danger-zone" aria-labelledby="remove-title">
      <h2 id="remove-title">{t('support.removeProfile')}</h2>
      <p className="hint">{t('support.removeIntro')}</p>
      {remove.data && <Notice>{t('support.removed')}</Notice>}
      {open ? (
        <ReasonForm
          submitLabel={t('support.removeProfile')}
          pending={remove.isPending}
          error={remove.error}
          danger
          onSubmit={(reason) => remove.mutate(reason)}
        />
      ) : (
        <button type="button" className="danger" onClick={() => setOpen(true)}>
          {t('support.removeProfile')}
        </button>
      )}
    </section>
  );
}
