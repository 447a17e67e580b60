import {
  OpsFixtureStatsResponseSchema,
  type StatCorrectionResponse,
  StatCorrectionResponseSchema,
} from '@gameweek/contracts/admin-ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReasonForm } from '../components/reason-form.tsx';
import { Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { useFormat } from '../lib/format.ts';
import { OpsErrorBox } from '../lib/ops-error.tsx';
import '../ops.css';
import { matchName } from './season-round.tsx';

type Stats = Record<string, number>;

/**
 * A player's stats in a finished fixture, corrected through the feed's own correction (ADR 0053): pick
 * the player, change any stat, check the effect (a dry run: the same code, undone), then apply it.
 */
export function FixtureCorrection() {
  const { t } = useTranslation();
  const format = useFormat();
  const { fixtureId } = useParams();
  const queryClient = useQueryClient();
  const key = ['fixture-stats', fixtureId] as const;
  const data = useQuery({
    queryKey: key,
    queryFn: () => call(OpsFixtureStatsResponseSchema, `/fixtures/${fixtureId}/stats`),
  });
  const [playerId, setPlayerId] = useState<number | null>(null);
  const [edits, setEdits] = useState<Stats>({});
  // The reason the effect was checked with: applying sends the same (an edit of it clears the check).
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<StatCorrectionResponse | null>(null);
  const send = useMutation({
    mutationFn: (v: { dryRun: boolean; reason: string }) =>
      call(StatCorrectionResponseSchema, `/fixtures/${fixtureId}/corrections`, {
        method: 'POST',
        body: { player_id: playerId, stats: edits, reason: v.reason, dry_run: v.dryRun },
      }),
    onSuccess: (result) => {
      setChecked(result);
      if (result.applied) {
        setEdits({});
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
  const fixture = data.data?.fixture;
  const match = fixture ? matchName(fixture, format.number) : '';
  const player = data.data?.players.find((p) => p.id === playerId);
  const statName = (k: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: the sport's stat keys come from the API
    t(`ops.correction.stats.${k}` as any, { defaultValue: k }) as string;
  const changed = Object.keys(edits).length > 0;
  const reset = () => {
    setChecked(null);
    send.reset();
  };
  return (
    <>
      <p>{fixture && <Link to={`/season/rounds/${fixture.round_id}`}>{t('app.back')}</Link>}</p>
      <PageTitle>{fixture ? t('ops.correction.title', { match }) : t('app.loading')}</PageTitle>
      <OpsErrorBox error={data.error} />
      {data.data && fixture && (
        <>
          <p className="lead">{t('ops.correction.intro')}</p>
          {data.data.stat_keys.length === 0 && (
            // Cricket: a stat is corrected at the ball it came from (ADR 0058).
            <p>
              <Link to={`/season/fixtures/${fixture.id}/deliveries`}>
                {t('matchOps.deliveries.open')}
              </Link>
            </p>
          )}
          {fixture.status !== 'FINISHED' && (
            <p className="warning">{t('ops.correction.notFinished')}</p>
          )}
          <Field label={t('ops.correction.player')}>
            {({ id }) => (
              <select
                id={id}
                value={playerId ?? ''}
                onChange={(e) => {
                  setPlayerId(e.currentTarget.value ? Number(e.currentTarget.value) : null);
                  setEdits({});
                  reset();
                }}
              >
                <option value="">{t('ops.correction.choose')}</option>
                {data.data.players.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.name} (${p.club}, ${p.position})${p.points !== null ? ` · ${format.number(p.points)}` : ''}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {player && data.data.stat_keys.length === 0 && (
            // Cricket: the player's stats as the feed's balls made them, to read.
            <table className="figures">
              <caption>{t('ops.correction.statsOf', { name: player.name })}</caption>
              <tbody>
                {Object.entries(player.stats).map(([k, v]) => (
                  <tr key={k}>
                    <th scope="row">{statName(k)}</th>
                    <td>{typeof v === 'number' ? format.number(v) : String(v)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {player && data.data.stat_keys.length > 0 && (
            <section className="card" aria-labelledby="stats-title">
              <h2 id="stats-title">{t('ops.correction.statsOf', { name: player.name })}</h2>
              <p className="hint">
                {t('ops.correction.points', {
                  points: player.points === null ? '—' : format.number(player.points),
                })}
              </p>
              <ReasonForm
                submitLabel={t('ops.correction.check')}
                plain
                pending={send.isPending}
                error={send.error}
                errorBox={<OpsErrorBox error={send.error} />}
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
                      <CorrectionEffect
                        result={checked}
                        playerName={player.name}
                        statName={statName}
                      />
                      {!checked.applied && (
                        <button
                          type="button"
                          className="primary"
                          disabled={send.isPending}
                          onClick={() => send.mutate({ dryRun: false, reason })}
                        >
                          {t('ops.correction.apply')}
                        </button>
                      )}
                    </>
                  )
                }
              >
                <div className="stat-grid">
                  {data.data.stat_keys.map((k) => {
                    const stored = Number(player.stats[k] ?? 0);
                    const value = edits[k] ?? stored;
                    return (
                      <Field
                        key={k}
                        label={statName(k)}
                        hint={
                          value !== stored
                            ? `${t('ops.correction.before')}: ${format.number(stored)}`
                            : undefined
                        }
                      >
                        {({ id, describedBy }) => (
                          <input
                            id={id}
                            type="number"
                            inputMode="numeric"
                            step={1}
                            min={k === 'bps' ? -1000 : 0}
                            max={10000}
                            value={value}
                            aria-describedby={describedBy}
                            data-stat={k}
                            className={value !== stored ? 'changed' : undefined}
                            onInput={(e) => {
                              const n = Number(e.currentTarget.value);
                              if (!Number.isInteger(n)) return;
                              const next = { ...edits };
                              if (n === stored) delete next[k];
                              else next[k] = n;
                              setEdits(next);
                              reset();
                            }}
                          />
                        )}
                      </Field>
                    );
                  })}
                </div>
              </ReasonForm>
            </section>
          )}
        </>
      )}
    </>
  );
}

/** The re-score the correction causes (checked) or caused (applied), in words and a small table. */
function CorrectionEffect(props: {
  result: StatCorrectionResponse;
  playerName: string;
  statName: (k: string) => string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const r = props.result;
  const num = (n: number | null) => (n === null ? '—' : format.number(n));
  const diff = Object.keys({ ...r.stats_before, ...r.stats_after }).filter(
    (k) => Number(r.stats_before[k] ?? 0) !== Number(r.stats_after[k] ?? 0),
  );
  const lines = (
    <>
      <table className="figures">
        <caption>{t('ops.correction.changed')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ops.correction.stat')}</th>
            <th scope="col">{t('ops.correction.before')}</th>
            <th scope="col">{t('ops.correction.after')}</th>
          </tr>
        </thead>
        <tbody>
          {diff.map((k) => (
            <tr key={k}>
              <th scope="row">{props.statName(k)}</th>
              <td>{num(Number(r.stats_before[k] ?? 0))}</td>
              <td>{num(Number(r.stats_after[k] ?? 0))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="effects" data-testid="correction-effects">
        <li>
          {t('ops.correction.playerPoints', {
            name: props.playerName,
            before: num(r.player_points_before),
            after: num(r.player_points_after),
          })}
        </li>
        <li>
          {r.managers_affected > 0
            ? t('ops.correction.managers', { count: r.managers_affected })
            : t('ops.correction.noManagers')}
        </li>
        {r.example && (
          <li>
            {t('ops.correction.example', {
              manager: r.example.manager_name || `#${r.example.squad_id}`,
              team: r.example.team_name,
              before: num(r.example.points_before),
              after: num(r.example.points_after),
              totalBefore: num(r.example.total_before),
              totalAfter: num(r.example.total_after),
            })}
          </li>
        )}
        {r.rounds_rescored > 0 && (
          <li>{t('ops.correction.rounds', { count: r.rounds_rescored })}</li>
        )}
      </ul>
    </>
  );
  return (
    <section aria-labelledby="effect-title">
      <h3 id="effect-title">
        {r.applied ? t('ops.correction.appliedTitle') : t('ops.correction.checkedTitle')}
      </h3>
      {r.applied ? <Notice>{t('ops.correction.appliedTitle')}</Notice> : null}
      {lines}
    </section>
  );
}

export { FixtureCorrection as Component };
