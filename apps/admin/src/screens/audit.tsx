import { type AuditEntry, AuditResponseSchema } from '@gameweek/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Field, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { useFormat } from '../lib/format.ts';

const ACTIONS = [
  'user.status',
  'user.sessions_ended',
  'user.session_ended',
  'user.code_resent',
  'user.codes_invalidated',
  'user.profile_removed',
  'league.rename',
  'league.close',
  'league.remove_member',
  'round.deadline',
  'staff.invite',
  'staff.invite_accepted',
  'staff.role',
  'staff.remove',
  'staff.created',
  'staff.two_factor_enrolled',
  'staff.signed_in',
  'staff.signed_out',
  // Staff accounts (ADR 0057): their words are in the `staffAccounts` section.
  'staff.sign_in_failed',
  'staff.disabled',
  'staff.enabled',
  'staff.two_factor_reset',
  'staff.password_reset_sent',
  'staff.password_reset',
  // Season operations (ADR 0053): their words are in the `ops` section.
  'round.finalise',
  'fixture.correction',
  // Match operations (ADR 0058): their words are in the `matchOps` section.
  'fixture.delivery_correction',
  'fixture.reschedule',
  // Content (ADR 0051): their words are in the `content` section.
  'news.publish',
  'news.update',
  'news.remove',
  'video.publish',
  'video.update',
  'video.remove',
  'terms.publish',
  'terms.update',
  'terms.remove',
  'footer.publish',
  'footer.update',
  'prizes.update',
  'howToPlay.publish',
  'howToPlay.update',
  'howToPlay.remove',
  'howToPlay.order',
] as const;
const TARGETS = [
  'user',
  'league',
  'round',
  'staff',
  'staff_invite',
  'fixture',
  'news',
  'video',
  'terms',
  'footer',
  'prizes',
  'how-to-play',
] as const;
/** The sections whose text words their own audit entries (`<area>.audit.actions…`). */
const AREAS = ['ops', 'content', 'matchOps', 'staffAccounts', 'contentExtras'] as const;

/** An action's or target's words: the audit section's, else its area's (`ops.audit…`, `content.audit…`), else the code. */
function useAuditWords() {
  const { t } = useTranslation();
  // Actions and targets are data: an unknown one shows its code.
  const loose = t as unknown as (key: string, options: { defaultValue: string }) => string;
  const word = (kind: 'actions' | 'targets', code: string) =>
    [`audit.${kind}.${code}`, ...AREAS.map((area) => `${area}.audit.${kind}.${code}`)].reduceRight(
      (fallback, key) => loose(key, { defaultValue: fallback }),
      code,
    );
  return {
    action: (a: string) => word('actions', a),
    target: (x: string) => word('targets', x),
  };
}

/** Newest first, fifty at a time; nothing here can change an entry. */
export function Audit() {
  const { t } = useTranslation();
  const words = useAuditWords();
  const [action, setAction] = useState('');
  const [target, setTarget] = useState('');
  const entries = useInfiniteQuery({
    queryKey: ['audit', action, target],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      call(AuditResponseSchema, '/audit', {
        query: { action, target_type: target, before_id: pageParam, limit: 50 },
      }),
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
  const rows = entries.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <>
      <PageTitle>{t('audit.title')}</PageTitle>
      <p className="lead">{t('audit.intro')}</p>
      <div className="filters">
        <Field label={t('audit.filterAction')}>
          {({ id }) => (
            <select id={id} value={action} onChange={(e) => setAction(e.currentTarget.value)}>
              <option value="">{t('audit.all')}</option>
              {ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {words.action(a)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('audit.filterTarget')}>
          {({ id }) => (
            <select id={id} value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
              <option value="">{t('audit.all')}</option>
              {TARGETS.map((a) => (
                <option key={a} value={a}>
                  {words.target(a)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ErrorBox error={entries.error} />
      {entries.isSuccess && rows.length === 0 && <p className="empty">{t('audit.empty')}</p>}
      <ol className="audit-list" data-testid="audit-list">
        {rows.map((entry) => (
          <AuditItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {entries.hasNextPage && (
        <button
          type="button"
          disabled={entries.isFetchingNextPage}
          onClick={() => void entries.fetchNextPage()}
        >
          {t('app.loadMore')}
        </button>
      )}
    </>
  );
}

/** What a failed sign-in's entry holds: the address tried, from where, and why it failed. */
function SignInFailure({ after }: { after: unknown }) {
  const { t } = useTranslation();
  const f = (after ?? {}) as { email?: string; source?: string; reason?: string };
  const reasons = ['unknown_account', 'wrong_password', 'wrong_code', 'disabled', 'throttled'];
  const reason = reasons.includes(f.reason ?? '')
    ? t(`staffAccounts.audit.reasons.${f.reason as 'disabled'}`)
    : (f.reason ?? '');
  return (
    <p className="audit-reason">
      {t('staffAccounts.audit.failure', {
        email: `\u2066${f.email ?? ''}\u2069`,
        source: `\u2066${f.source ?? ''}\u2069`,
        reason,
      })}
    </p>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useAuditWords();
  const action = words.action(entry.action);
  const target = words.target(entry.target_type);
  return (
    <li className="audit-entry">
      <div className="audit-head">
        <strong>{action}</strong>
        <span>{entry.target_id ? `${target} #${entry.target_id}` : target}</span>
      </div>
      <div className="audit-meta">
        <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
        {entry.staff ? (
          <span>
            {entry.staff.name} <span dir="ltr">&lt;{entry.staff.email}&gt;</span>
          </span>
        ) : (
          <span>{t('staffAccounts.audit.nobody')}</span>
        )}
      </div>
      {entry.action === 'staff.sign_in_failed' && <SignInFailure after={entry.after} />}
      {entry.reason && <p className="audit-reason">“{entry.reason}”</p>}
      <details>
        <summary>{t('audit.details')}</summary>
        <div className="before-after" dir="ltr">
          <div>
            <h3>{t('audit.before')}</h3>
            <pre>{JSON.stringify(entry.before, null, 2)}</pre>
          </div>
          <div>
            <h3>{t('audit.after')}</h3>
            <pre>{JSON.stringify(entry.after, null, 2)}</pre>
          </div>
        </div>
      </details>
    </li>
  );
}
