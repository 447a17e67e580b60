import { RoundListResponseSchema } from '@gameweek/contracts/admin-game';
import {
  type FixtureScheduleResponse,
  FixtureScheduleResponseSchema,
  MatchDeliveriesResponseSchema,
} from '@gameweek/contracts/admin-match';
import type { OpsFixture } from '@gameweek/contracts/admin-ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReasonForm } from '../components/reason-form.tsx';
import { Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { fromLocalInput, localZone, toLocalInput, useFormat } from '../lib/format.ts';
import { MatchErrorBox } from '../lib/match-error.tsx';
import '../ops.css';
import '../match.css';
import { useRoundName } from './season.tsx';
import { FixtureState, matchName } from './season-round.tsx';

/** A fixture can be moved until it kicks off. */
const MOVABLE = new Set<OpsFixture['status']>(['SCHEDULED', 'POSTPONED']);

/**
 * Postpone a fixture, put it back on, or move its kick-off or round (ADR 0058): applied as the data
 * feed's own `fixture.update`, first checked (the same transaction, undone) for what it does to the
 * rounds — their deadlines, each club's blank or double round, the teams holding its players.
 */
export function FixtureSchedule() {
  const { t } = useTranslation();
  const format = useFormat();
  const roundName = useRoundName();
  const { fixtureId } = useParams();
  const queryClient = useQueryClient();
  // The fixture as the match operations read it (any sport; a match not played has no deliveries).
  const data = useQuery({
    queryKey: ['deliveries', fixtureId],
    queryFn: () => call(MatchDeliveriesResponseSchema, `/fixtures/${fixtureId}/deliveries`),
  });
  const rounds = useQuery({
    queryKey: ['rounds'],
    queryFn: () => call(RoundListResponseSchema, '/rounds'),
  });
  const fixture = data.data?.fixture;
  const match = fixture ? matchName(fixture, format.number) : '';
  return (
    <>
      <p>{fixture && <Link to={`/season/rounds/${fixture.round_id}`}>{t('app.back')}</Link>}</p>
      <PageTitle>{fixture ? t('matchOps.schedule.title', { match }) : t('app.loading')}</PageTitle>
      <MatchErrorBox error={data.error ?? rounds.error} />
      {fixture && rounds.data && (
        <>
          <p className="lead">{t('matchOps.schedule.intro')}</p>
          <p>
            {`${fixture.home.name} – ${fixture.away.name}`} ·{' '}
            <FixtureState status={fixture.status} /> · {roundName({ number: fixture.round })} ·{' '}
            {format.dateTime(fixture.kickoff_at)}
          </p>
          {MOVABLE.has(fixture.status) ? (
            <ScheduleForm
              key={`${fixture.status}:${fixture.round}:${fixture.kickoff_at}`}
              fixture={fixture}
              rounds={rounds.data.rounds.filter((r) => r.status !== 'FINISHED')}
              onApplied={() => {
                void queryClient.invalidateQueries({ queryKey: ['deliveries', fixtureId] });
                void queryClient.invalidateQueries({ queryKey: ['rounds'] });
                void queryClient.invalidateQueries({ queryKey: ['round-fixtures'] });
              }}
            />
          ) : (
            <p className="warning">
              {t('matchOps.schedule.played', { state: t(`ops.fixtureState.${fixture.status}`) })}
            </p>
          )}
        </>
      )}
    </>
  );
}

function ScheduleForm(props: {
  fixture: OpsFixture;
  rounds: { number: number; status: string }[];
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const roundName = useRoundName();
  const f = props.fixture;
  const [status, setStatus] = useState<'SCHEDULED' | 'POSTPONED'>(
    f.status === 'POSTPONED' ? 'POSTPONED' : 'SCHEDULED',
  );
  const [kickoff, setKickoff] = useState(toLocalInput(f.kickoff_at));
  const [round, setRound] = useState(f.round);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<FixtureScheduleResponse | null>(null);
  const kickoffAt = fromLocalInput(kickoff);
  const body = {
    ...(status !== f.status ? { status } : {}),
    ...(kickoffAt && kickoffAt !== f.kickoff_at && kickoff !== toLocalInput(f.kickoff_at)
      ? { kickoff_at: kickoffAt }
      : {}),
    ...(round !== f.round ? { round } : {}),
  };
  const changed = Object.keys(body).length > 0;
  const send = useMutation({
    mutationFn: (v: { dryRun: boolean; reason: string }) =>
      call(FixtureScheduleResponseSchema, `/fixtures/${f.id}/schedule`, {
        method: 'POST',
        body: { ...body, reason: v.reason, dry_run: v.dryRun },
      }),
    onSuccess: (result) => {
      setChecked(result);
      if (result.applied) props.onApplied();
    },
  });
  const reset = () => {
    setChecked(null);
    send.reset();
  };
  const roundChoices = props.rounds.some((r) => r.number === f.round)
    ? props.rounds
    : [{ number: f.round, status: '' }, ...props.rounds];
  return (
    <section className="card" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t('matchOps.schedule.change')}</h2>
      <ReasonForm
        submitLabel={t('matchOps.check')}
        plain
        pending={send.isPending}
        error={send.error}
        errorBox={<MatchErrorBox error={send.error} />}
        submitDisabled={!changed}
        hideSubmit={checked?.applied === true}
        onReasonInput={reset}
        onSubmit={(r) => {
          setReason(r);
          send.mutate({ dryRun: true, reason: r });
        }}
        footer={
          checked && (
            <>
              <ScheduleEffect result={checked} />
              {!checked.applied && (
                <button
                  type="button"
                  className="primary"
                  disabled={send.isPending}
                  onClick={() => send.mutate({ dryRun: false, reason })}
                >
                  {t('matchOps.schedule.apply')}
                </button>
              )}
            </>
          )
        }
      >
        <fieldset className="schedule-state">
          <legend>{t('matchOps.schedule.state')}</legend>
          {(['SCHEDULED', 'POSTPONED'] as const).map((s) => (
            <label key={s} className="check">
              <input
                type="radio"
                name="fixture-state"
                value={s}
                checked={status === s}
                onChange={() => {
                  setStatus(s);
                  reset();
                }}
              />{' '}
              {t(s === 'SCHEDULED' ? 'matchOps.schedule.on' : 'matchOps.schedule.postponed')}
            </label>
          ))}
        </fieldset>
        <Field label={t('matchOps.schedule.kickoff', { zone: localZone() })}>
          {({ id }) => (
            <input
              id={id}
              type="datetime-local"
              value={kickoff}
              onInput={(e) => {
                setKickoff(e.currentTarget.value);
                reset();
              }}
            />
          )}
        </Field>
        <Field label={t('matchOps.schedule.round')}>
          {({ id }) => (
            <select
              id={id}
              value={round}
              onChange={(e) => {
                setRound(Number(e.currentTarget.value));
                reset();
              }}
            >
              {roundChoices.map((r) => (
                <option key={r.number} value={r.number}>
                  {roundName(r)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ReasonForm>
    </section>
  );
}

/** What the change will do (checked) or did (applied) to the fixture and its rounds. */
function ScheduleEffect({ result: r }: { result: FixtureScheduleResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const roundName = useRoundName();
  const state = (s: OpsFixture['status']) => t(`ops.fixtureState.${s}`);
  return (
    <section aria-labelledby="schedule-effect-title">
      <h3 id="schedule-effect-title">
        {r.applied ? t('matchOps.schedule.appliedTitle') : t('matchOps.checkedTitle')}
      </h3>
      {r.applied ? <Notice>{t('matchOps.schedule.appliedTitle')}</Notice> : null}
      <ul className="effects" data-testid="schedule-effects">
        {r.before.status !== r.after.status && (
          <li>
            {t('matchOps.schedule.stateChange', {
              before: state(r.before.status),
              after: state(r.after.status),
            })}
          </li>
        )}
        {r.before.round !== r.after.round && (
          <li>
            {t('matchOps.schedule.roundChange', {
              before: roundName({ number: r.before.round }),
              after: roundName({ number: r.after.round }),
            })}
          </li>
        )}
        {r.before.kickoff_at !== r.after.kickoff_at && (
          <li>
            {t('matchOps.schedule.kickoffChange', {
              before: format.dateTime(r.before.kickoff_at),
              after: format.dateTime(r.after.kickoff_at),
            })}
          </li>
        )}
        {r.deadlines.map((d) => (
          <li key={d.round}>
            {d.before === d.after
              ? t('matchOps.schedule.deadlineSame', {
                  round: roundName({ number: d.round }),
                  at: format.dateTime(d.after),
                })
              : t('matchOps.schedule.deadline', {
                  round: roundName({ number: d.round }),
                  before: format.dateTime(d.before),
                  after: format.dateTime(d.after),
                })}
          </li>
        ))}
        {r.clubs.map((c) => {
          const words = {
            club: c.club,
            round: roundName({ number: c.round }),
            n: format.number(c.matches_after),
          };
          return (
            <li key={`${c.club}:${c.round}`}>
              {c.matches_after === 0
                ? t('matchOps.schedule.blank', words)
                : c.matches_after > 1
                  ? t('matchOps.schedule.double', words)
                  : t('matchOps.schedule.single', words)}
            </li>
          );
        })}
        <li>{t('matchOps.schedule.managers', { n: format.number(r.managers_with_players) })}</li>
      </ul>
    </section>
  );
}

export { FixtureSchedule as Component };
