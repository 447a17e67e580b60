import {
  type ConsoleRoundSchema,
  MoveDeadlineResponseSchema,
  RoundListResponseSchema,
} from '@gameweek/contracts/admin-game';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ReasonForm } from '../components/reason-form.tsx';
import { DataTable, ErrorBox, Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { fromLocalInput, localZone, toLocalInput, useFormat } from '../lib/format.ts';
import { useMe } from '../lib/session.ts';
import { fetchTenant } from '../lib/tenant.ts';

type Round = z.infer<typeof ConsoleRoundSchema>;

/**
 * A round's name in the staff member's language from its number and the tenant's sport ("Gameweek 5",
 * "Spieltag 5"): the season data's names are English only, as in the players' app.
 */
export function useRoundName(): (round: { number: number }) => string {
  const { t } = useTranslation();
  const tenant = useQuery({ queryKey: ['tenant'], queryFn: fetchTenant, staleTime: Infinity });
  const sport = tenant.data?.context ?? 'soccer';
  return (round) =>
    t(sport === 'cricket' ? 'season.roundName_cricket' : 'season.roundName_soccer', {
      number: round.number,
    });
}
const ROUNDS_KEY = ['rounds'] as const;
/** A deadline moves only before its round has started. */
const MOVABLE = new Set<Round['status']>(['NOT_STARTED', 'OPEN']);

/** The season's rounds and deadlines; moving one says what it does. */
export function Season() {
  const { t } = useTranslation();
  const rounds = useQuery({
    queryKey: ROUNDS_KEY,
    queryFn: () => call(RoundListResponseSchema, '/rounds'),
  });
  const [moving, setMoving] = useState<Round | null>(null);
  const me = useMe();
  const shared = rounds.data?.shared_with_tenants ?? 0;
  return (
    <>
      <PageTitle>{t('season.title')}</PageTitle>
      {shared > 0 && (
        <p className="warning">
          {t('season.shared', { count: shared })}{' '}
          {!me.data?.super_admin && t('season.superAdminOnly')}
        </p>
      )}
      <ErrorBox error={rounds.error} />
      <p className="hint">{t('ops.saved.hint')}</p>
      {moving && (
        <MoveDeadline round={moving} shared={shared > 0} onClose={() => setMoving(null)} />
      )}
      {rounds.data && (
        <>
          <RoundTable
            rounds={rounds.data.rounds.filter((r) => r.status !== 'FINISHED')}
            onMove={setMoving}
          />
          <details className="finished-rounds">
            <summary>
              {t('season.finishedRounds', {
                n: rounds.data.rounds.filter((r) => r.status === 'FINISHED').length,
              })}
            </summary>
            <RoundTable
              rounds={rounds.data.rounds.filter((r) => r.status === 'FINISHED')}
              onMove={setMoving}
            />
          </details>
        </>
      )}
    </>
  );
}

/** Rounds with their dates, teams saved and, before a round starts, its deadline's move. */
function RoundTable(props: { rounds: Round[]; onMove: (round: Round) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const roundName = useRoundName();
  return (
    <DataTable
      caption={t('season.title')}
      rows={props.rounds}
      rowKey={(r) => r.id}
      empty={t('app.none')}
      columns={[
        { key: 'round', label: t('season.round'), cell: (r) => roundName(r) },
        {
          key: 'status',
          label: t('season.status'),
          cell: (r) => t(`season.roundStatus.${r.status}`),
        },
        { key: 'opens', label: t('season.opens'), cell: (r) => format.dateTime(r.opens_at) },
        {
          key: 'deadline',
          label: t('season.deadline'),
          cell: (r) => <strong>{format.dateTime(r.deadline_at)}</strong>,
        },
        {
          key: 'kickoff',
          label: t('season.firstKickoff'),
          cell: (r) => format.dateTime(r.first_kickoff_at),
        },
        { key: 'saved', label: t('season.saved'), cell: (r) => format.number(r.saved_teams) },
        {
          key: 'fixtures',
          label: t('ops.round.fixtures'),
          cell: (r) => (
            <Link
              to={`/season/rounds/${r.id}`}
              aria-label={t('ops.round.fixturesOf', { round: roundName(r) })}
            >
              {t('ops.round.fixtures')}
            </Link>
          ),
        },
        {
          key: 'move',
          label: t('season.move'),
          cell: (r) =>
            MOVABLE.has(r.status) ? (
              <button
                type="button"
                aria-label={t('season.moveTitle', { round: roundName(r) })}
                onClick={() => props.onMove(r)}
              >
                {t('season.move')}
              </button>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

function MoveDeadline(props: { round: Round; shared: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe();
  const queryClient = useQueryClient();
  const roundName = useRoundName();
  const [value, setValue] = useState(toLocalInput(props.round.deadline_at));
  const [confirmShared, setConfirmShared] = useState(false);
  const move = useMutation({
    mutationFn: (reason: string) =>
      call(MoveDeadlineResponseSchema, `/rounds/${props.round.id}/deadline`, {
        method: 'POST',
        body: {
          deadline_at: fromLocalInput(value) ?? value,
          reason,
          confirm_shared: confirmShared,
        },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ROUNDS_KEY }),
  });
  const result = move.data;
  return (
    <section className="card" aria-labelledby="move-title">
      <h2 id="move-title">{t('season.moveTitle', { round: roundName(props.round) })}</h2>
      {result ? (
        <>
          <Notice>
            {t('season.moved', {
              from: format.dateTime(result.previous_deadline_at),
              to: format.dateTime(result.round.deadline_at),
            })}
          </Notice>
          <h3>{t('season.effectsTitle')}</h3>
          <ul className="effects" data-testid="deadline-effects">
            {result.effects.map((effect) => (
              <li key={effect.code}>
                {effect.code === 'ROUND_IN_PLAY_UNCHANGED'
                  ? t('ops.deadline.ROUND_IN_PLAY_UNCHANGED', {
                      round: roundName({ number: Number(effect.params?.round ?? 0) }),
                    })
                  : t(`season.effects.${effect.code}`, {
                      opens_at: format.dateTime(String(effect.params?.opens_at ?? '')),
                      saved_teams: format.number(Number(effect.params?.saved_teams ?? 0)),
                      duration: format.minutes(Number(effect.params?.minutes ?? 0)),
                    })}
              </li>
            ))}
          </ul>
          <button type="button" onClick={props.onClose}>
            {t('app.done')}
          </button>
        </>
      ) : (
        <ReasonForm
          submitLabel={t('season.move')}
          pending={move.isPending}
          error={move.error}
          onSubmit={(reason) => move.mutate(reason)}
        >
          <Field label={t('season.newDeadline', { zone: localZone() })}>
            {({ id }) => (
              <input
                id={id}
                type="datetime-local"
                required
                value={value}
                onInput={(e) => setValue(e.currentTarget.value)}
              />
            )}
          </Field>
          {props.shared && me.data?.super_admin && (
            <label className="check">
              <input
                type="checkbox"
                checked={confirmShared}
                onChange={(e) => setConfirmShared(e.currentTarget.checked)}
              />{' '}
              {t('season.confirmShared')}
            </label>
          )}
          <button type="button" className="link-button" onClick={props.onClose}>
            {t('app.cancel')}
          </button>
        </ReasonForm>
      )}
    </section>
  );
}
