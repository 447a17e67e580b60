import {
  FinaliseRoundResponseSchema,
  type OpsFixture,
  OpsRoundFixturesResponseSchema,
} from '@gameweek/contracts/admin-ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReasonForm } from '../components/reason-form.tsx';
import { DataTable, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { useFormat } from '../lib/format.ts';
import { OpsErrorBox } from '../lib/ops-error.tsx';
import { fetchTenant } from '../lib/tenant.ts';
import '../ops.css';
import { useRoundName } from './season.tsx';

/** "ARS 2–1 CHE", or "ARS – CHE" before a score. */
export function matchName(f: OpsFixture, number: (n: number) => string): string {
  const score =
    f.home_score !== null && f.away_score !== null
      ? ` ${number(f.home_score)}–${number(f.away_score)} `
      : ' – ';
  return `${f.home.short_name}${score}${f.away.short_name}`;
}

/** A fixture's state as a labelled badge. */
export function FixtureState({ status }: { status: OpsFixture['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge-fixture-${status.toLowerCase()}`}>
      {t(`ops.fixtureState.${status}`)}
    </span>
  );
}

/** A round's fixtures with their states, links to correct a finished one, and finalising the round. */
export function SeasonRound() {
  const { t } = useTranslation();
  const format = useFormat();
  const roundName = useRoundName();
  const { roundId } = useParams();
  const queryClient = useQueryClient();
  const key = ['round-fixtures', roundId] as const;
  const data = useQuery({
    queryKey: key,
    queryFn: () => call(OpsRoundFixturesResponseSchema, `/rounds/${roundId}/fixtures`),
  });
  const finalise = useMutation({
    mutationFn: (reason: string) =>
      call(FinaliseRoundResponseSchema, `/rounds/${roundId}/finalise`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['rounds'] });
    },
  });
  const tenant = useQuery({ queryKey: ['tenant'], queryFn: fetchTenant, staleTime: Infinity });
  // A cricket match is corrected at its balls (ADR 0058), a soccer one per player (ADR 0053).
  const correctPath = (f: OpsFixture) =>
    tenant.data?.context === 'cricket'
      ? `/season/fixtures/${f.id}/deliveries`
      : `/season/fixtures/${f.id}`;
  const round = data.data?.round;
  const name = round ? roundName(round) : '';
  return (
    <>
      <p>
        <Link to="/season">{t('app.back')}</Link>
      </p>
      <PageTitle>{round ? t('ops.round.title', { round: name }) : t('app.loading')}</PageTitle>
      <OpsErrorBox error={data.error} />
      {data.data && round && (
        <>
          <DataTable
            caption={t('ops.round.fixturesOf', { round: name })}
            rows={data.data.fixtures}
            rowKey={(f) => f.id}
            empty={t('app.none')}
            columns={[
              {
                key: 'match',
                label: t('ops.round.match'),
                cell: (f) => `${f.home.name} – ${f.away.name}`,
              },
              {
                key: 'kickoff',
                label: t('ops.round.kickoff'),
                cell: (f) => format.dateTime(f.kickoff_at),
              },
              {
                key: 'state',
                label: t('ops.feed.state'),
                cell: (f) => <FixtureState status={f.status} />,
              },
              {
                key: 'score',
                label: t('ops.round.score'),
                // Home first, as the match column reads, in a right-to-left language too.
                cell: (f) =>
                  f.home_score !== null && f.away_score !== null ? (
                    <bdi dir="ltr">{`${format.number(f.home_score)}–${format.number(f.away_score)}`}</bdi>
                  ) : (
                    '—'
                  ),
              },
              {
                key: 'correct',
                label: t('ops.round.correct'),
                cell: (f) =>
                  f.status === 'FINISHED' ? (
                    <Link
                      to={correctPath(f)}
                      aria-label={t('ops.round.correctOf', { match: matchName(f, format.number) })}
                    >
                      {t('ops.round.correct')}
                    </Link>
                  ) : (
                    '—'
                  ),
              },
              {
                key: 'schedule',
                label: t('matchOps.schedule.column'),
                cell: (f) =>
                  f.status === 'SCHEDULED' || f.status === 'POSTPONED' ? (
                    <Link
                      to={`/season/fixtures/${f.id}/schedule`}
                      aria-label={t('matchOps.schedule.linkOf', {
                        match: matchName(f, format.number),
                      })}
                    >
                      {t('matchOps.schedule.link')}
                    </Link>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
          <section className="card" aria-labelledby="finalise-title">
            <h2 id="finalise-title">{t('ops.round.finaliseTitle')}</h2>
            {finalise.data ? (
              <Notice>
                {finalise.data.changed
                  ? t('ops.round.finalisedNow', { round: name })
                  : t('ops.round.alreadyFinal', { round: name })}
              </Notice>
            ) : round.finalised_at ? (
              <p>
                {t('ops.round.finalised', { round: name, at: format.dateTime(round.finalised_at) })}
              </p>
            ) : (
              <>
                <p className="lead">{t('ops.round.finaliseIntro')}</p>
                {!data.data.finalise.ready && (
                  <ul className="effects">
                    {round.status !== 'LOCKED' && round.status !== 'LIVE' && (
                      <li>{t('ops.round.notPlayed')}</li>
                    )}
                    {data.data.finalise.unfinished > 0 && (
                      <li>{t('ops.round.unfinished', { count: data.data.finalise.unfinished })}</li>
                    )}
                    {!data.data.finalise.previous_final && (
                      <li>{t('ops.round.previousNotFinal')}</li>
                    )}
                  </ul>
                )}
                {data.data.finalise.ready && (
                  <ReasonForm
                    submitLabel={t('ops.round.finalise', { round: name })}
                    pending={finalise.isPending}
                    error={null}
                    onSubmit={(reason) => finalise.mutate(reason)}
                  />
                )}
                <OpsErrorBox error={finalise.error} />
              </>
            )}
          </section>
        </>
      )}
    </>
  );
}

export { SeasonRound as Component };
