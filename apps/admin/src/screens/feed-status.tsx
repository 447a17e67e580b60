import {
  type OpsFeedStatusResponse,
  OpsFeedStatusResponseSchema,
} from '@gameweek/contracts/admin-ops';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { useFormat } from '../lib/format.ts';
import { OpsErrorBox } from '../lib/ops-error.tsx';
import '../ops.css';
import { FixtureState, matchName } from './season-round.tsx';

/** How often the screen reads the status again while it is open. */
const REFRESH_SECONDS = 15;

type Stream = OpsFeedStatusResponse['feed']['fixtures'][number];

/**
 * The feed as the operator watches it (ADR 0053): per fixture the last message, lag and held numbers,
 * the refused messages with their reasons, each provider key's last call. Read again every 15 seconds.
 */
export function FeedStatus() {
  const { t } = useTranslation();
  const format = useFormat();
  const status = useQuery({
    queryKey: ['feed-status'],
    queryFn: () => call(OpsFeedStatusResponseSchema, '/feed/status'),
    refetchInterval: REFRESH_SECONDS * 1000,
  });
  const data = status.data;
  const fixtureOf = new Map(data?.fixtures.map((f) => [`${f.season_id}:${f.ref}`, f]));
  const streamName = (s: { season_id?: number; fixture: string }) => {
    if (s.fixture.startsWith('season:'))
      return t('ops.feed.seasonStream', { ref: s.fixture.slice('season:'.length) });
    const f = s.season_id !== undefined ? fixtureOf.get(`${s.season_id}:${s.fixture}`) : undefined;
    return f ? matchName(f, format.number) : `#${s.fixture}`;
  };
  // Newest first: what moved last is what staff look for.
  const streams = [...(data?.feed.fixtures ?? [])].sort((a, b) =>
    (b.last_received_at ?? '').localeCompare(a.last_received_at ?? ''),
  );
  const lag = (ms: number | null) =>
    ms === null
      ? '—'
      : t('ops.feed.lagValue', { seconds: format.number(Math.round(ms / 100) / 10) });
  return (
    <>
      <PageTitle>{t('ops.feed.title')}</PageTitle>
      <p className="hint" aria-live="off">
        {t('ops.feed.refreshing', {
          seconds: format.number(REFRESH_SECONDS),
          at: data ? format.dateTime(data.feed.now) : '—',
        })}{' '}
        <button type="button" className="link-button" onClick={() => void status.refetch()}>
          {t('ops.feed.refreshNow')}
        </button>
      </p>
      <OpsErrorBox error={status.error} />
      {data && (
        <>
          <section aria-labelledby="counters-title">
            <h2 id="counters-title">{t('ops.feed.counters')}</h2>
            <dl className="facts counters">
              {(['applied', 'held', 'repeated', 'refused'] as const).map((k) => (
                <div key={k}>
                  <dt>{t(`ops.feed.${k}`)}</dt>
                  <dd>{format.number(data.feed.counters[k])}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="streams-title">
            <h2 id="streams-title">{t('ops.feed.streams')}</h2>
            <DataTable<Stream>
              caption={t('ops.feed.streams')}
              rows={streams}
              rowKey={(s) => `${s.season_id}:${s.provider}:${s.fixture}`}
              empty={t('ops.feed.noStreams')}
              columns={[
                { key: 'fixture', label: t('ops.feed.fixture'), cell: (s) => streamName(s) },
                { key: 'provider', label: t('ops.feed.provider'), cell: (s) => s.provider },
                {
                  key: 'state',
                  label: t('ops.feed.state'),
                  cell: (s) => {
                    const f = fixtureOf.get(`${s.season_id}:${s.fixture}`);
                    if (!f) return '—';
                    return f.status === 'FINISHED' ? (
                      <Link to={`/season/fixtures/${f.id}`}>
                        <FixtureState status={f.status} />
                      </Link>
                    ) : (
                      <FixtureState status={f.status} />
                    );
                  },
                },
                {
                  key: 'through',
                  label: t('ops.feed.through'),
                  cell: (s) => format.number(s.applied_through),
                },
                {
                  key: 'last',
                  label: t('ops.feed.lastMessage'),
                  cell: (s) => format.dateTime(s.last_received_at),
                },
                { key: 'lag', label: t('ops.feed.lag'), cell: (s) => lag(s.lag_ms) },
                {
                  key: 'held',
                  label: t('ops.feed.heldNumbers'),
                  cell: (s) =>
                    s.held.length === 0 ? (
                      '—'
                    ) : (
                      <strong className="held">{s.held.map(format.number).join(', ')}</strong>
                    ),
                },
              ]}
            />
          </section>
          <section aria-labelledby="refused-title">
            <h2 id="refused-title">{t('ops.feed.refusedTitle')}</h2>
            <DataTable
              caption={t('ops.feed.refusedTitle')}
              rows={data.feed.refused}
              rowKey={(r) => r.message_id}
              empty={t('ops.feed.noRefused')}
              columns={[
                {
                  key: 'received',
                  label: t('ops.feed.received'),
                  cell: (r) => format.dateTime(r.received_at),
                },
                { key: 'provider', label: t('ops.feed.provider'), cell: (r) => r.provider },
                {
                  key: 'message',
                  label: t('ops.feed.message'),
                  cell: (r) => `${r.fixture || '—'} · ${format.number(r.sequence)}`,
                },
                { key: 'kind', label: t('ops.feed.kind'), cell: (r) => r.kind || '—' },
                {
                  key: 'reason',
                  label: t('ops.feed.reason'),
                  cell: (r) => <code className="reason">{r.reason}</code>,
                },
              ]}
            />
          </section>
          <section aria-labelledby="keys-title">
            <h2 id="keys-title">{t('ops.feed.keysTitle')}</h2>
            <DataTable
              caption={t('ops.feed.keysTitle')}
              rows={data.keys}
              rowKey={(k) => k.key_id}
              empty={t('ops.feed.noKeys')}
              columns={[
                { key: 'provider', label: t('ops.feed.provider'), cell: (k) => k.provider },
                { key: 'key', label: t('ops.feed.key'), cell: (k) => <code>{k.key_id}</code> },
                {
                  key: 'created',
                  label: t('ops.feed.created'),
                  cell: (k) => format.dateTime(k.created_at),
                },
                {
                  key: 'retires',
                  label: t('ops.feed.retires'),
                  cell: (k) => (k.retires_at ? format.dateTime(k.retires_at) : t('ops.feed.never')),
                },
                {
                  key: 'last',
                  label: t('ops.feed.lastCall'),
                  cell: (k) =>
                    k.last_call ? (
                      <>
                        {format.dateTime(k.last_call.at)}
                        <br />
                        <code>
                          {k.last_call.method} {k.last_call.path} · {k.last_call.status_code} ·{' '}
                          {k.last_call.outcome}
                        </code>
                      </>
                    ) : (
                      t('ops.feed.noCall')
                    ),
                },
              ]}
            />
          </section>
        </>
      )}
    </>
  );
}

export { FeedStatus as Component };
