import {
  type DeliveryCorrectionResponse,
  DeliveryCorrectionResponseSchema,
  DISMISSAL_KINDS,
  EXTRA_KINDS,
  FIELDER_KINDS,
  type MatchBall,
  type MatchDeliveriesResponse,
  MatchDeliveriesResponseSchema,
} from '@gameweek/contracts/admin-match';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReasonForm } from '../components/reason-form.tsx';
import { Field, Notice, PageTitle } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { useFormat } from '../lib/format.ts';
import { MatchErrorBox } from '../lib/match-error.tsx';
import '../ops.css';
import '../match.css';
import { matchName } from './season-round.tsx';

type Team = MatchDeliveriesResponse['teams'][number];
type Innings = MatchDeliveriesResponse['innings'][number];
type Wicket = MatchBall['wickets'][number];

/** The provider's id → the player's name, from the match's listed players. */
function useNames(data: MatchDeliveriesResponse | undefined) {
  const { t } = useTranslation();
  const names = new Map(data?.teams.flatMap((team) => team.players.map((p) => [p.ref, p.name])));
  return (ref: string, substitute = false) =>
    substitute
      ? t('matchOps.ball.substitute', { name: names.get(ref) ?? ref })
      : (names.get(ref) ?? ref);
}

/** A ball in a few words: its runs and extras, and who was out how. */
function useBallWords() {
  const { t } = useTranslation();
  const format = useFormat();
  return (ball: MatchBall, name: (ref: string, substitute?: boolean) => string): string => {
    const extras = EXTRA_KINDS.filter((k) => (ball.extras[k] ?? 0) > 0).map((k) =>
      t('matchOps.ball.extra', {
        n: format.number(ball.extras[k] ?? 0),
        kind: t(`matchOps.extras.${k}`),
      }),
    );
    const parts = [
      t('matchOps.ball.runs', { runs: format.number(ball.runs.batter) }),
      ...extras,
      ...ball.wickets.map((w) =>
        t('matchOps.ball.out', {
          name: name(w.player_out),
          how: wicketWords(t, w, name),
        }),
      ),
    ];
    return parts.join(' · ');
  };
}

function wicketWords(
  t: TFunction<'admin'>,
  w: Wicket,
  name: (ref: string, substitute?: boolean) => string,
): string {
  const kind = kindWord(t, w.kind);
  if (w.fielders.length === 0) return kind;
  return t('matchOps.ball.by', {
    kind,
    fielders: w.fielders.map((f) => name(f.name, f.substitute)).join(', '),
  });
}

function kindWord(t: TFunction<'admin'>, kind: string): string {
  // biome-ignore lint/suspicious/noExplicitAny: a dismissal kind is data; an unknown one shows as sent
  return t(`matchOps.kinds.${kind}` as any, { defaultValue: kind }) as string;
}

/**
 * A cricket match's deliveries as the data feed stored them; one ball corrected through the feed's own
 * `cricket.correction` (ADR 0058): choose the innings, the over and the ball, change its runs, extras or
 * wicket, check the effect (the same transaction, undone), then apply it.
 */
export function CricketCorrection() {
  const { t } = useTranslation();
  const format = useFormat();
  const { fixtureId } = useParams();
  const key = ['deliveries', fixtureId] as const;
  const data = useQuery({
    queryKey: key,
    queryFn: () => call(MatchDeliveriesResponseSchema, `/fixtures/${fixtureId}/deliveries`),
  });
  const [inningsNo, setInningsNo] = useState(1);
  const [overNo, setOverNo] = useState<number | null>(null);
  const [ballNo, setBallNo] = useState<number | null>(null);
  const name = useNames(data.data);
  const ballWords = useBallWords();
  const fixture = data.data?.fixture;
  const match = fixture ? matchName(fixture, format.number) : '';
  const innings = data.data?.innings.find((i) => i.number === inningsNo);
  const over = innings?.overs.find((o) => o.over === overNo) ?? innings?.overs[0];
  const ball = over?.balls.find((b) => b.ball === ballNo);
  const blocked = data.data?.blocked;
  return (
    <>
      <p>{fixture && <Link to={`/season/rounds/${fixture.round_id}`}>{t('app.back')}</Link>}</p>
      <PageTitle>
        {fixture ? t('matchOps.deliveries.title', { match }) : t('app.loading')}
      </PageTitle>
      <MatchErrorBox error={data.error} />
      {data.data && fixture && (
        <>
          <p className="lead">{t('matchOps.deliveries.intro')}</p>
          {blocked === 'CORRECTION_NOT_FED' && (
            <p className="warning">{t('matchOps.deliveries.notFed')}</p>
          )}
          {blocked === 'FEED_FIXTURE_NOT_FINISHED' && (
            <p className="warning">
              {t('matchOps.deliveries.notFinished', {
                state: t(`ops.fixtureState.${fixture.status}`),
              })}
            </p>
          )}
          {blocked === 'CORRECTION_NOT_FOR_SPORT' && (
            <p className="warning">
              <Link to={`/season/fixtures/${fixture.id}`}>{t('matchOps.deliveries.soccer')}</Link>
            </p>
          )}
          {data.data.innings.length > 0 && innings && over && (
            <div className="ball-pick">
              <Field label={t('matchOps.deliveries.innings')}>
                {({ id }) => (
                  <select
                    id={id}
                    value={inningsNo}
                    onChange={(e) => {
                      setInningsNo(Number(e.currentTarget.value));
                      setOverNo(null);
                      setBallNo(null);
                    }}
                  >
                    {data.data.innings.map((i) => (
                      <option key={i.number} value={i.number}>
                        {inningsWords(t, i, format.number)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('matchOps.deliveries.over')}>
                {({ id }) => (
                  <select
                    id={id}
                    value={over.over}
                    onChange={(e) => {
                      setOverNo(Number(e.currentTarget.value));
                      setBallNo(null);
                    }}
                  >
                    {innings.overs.map((o) => (
                      <option key={o.over} value={o.over}>
                        {t('matchOps.deliveries.overN', { number: format.number(o.over + 1) })}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          )}
          {innings && over && (
            <ol
              className="balls"
              aria-label={t('matchOps.deliveries.ballsOf', {
                over: format.number(over.over + 1),
              })}
            >
              {over.balls.map((b) => (
                <li key={b.ball}>
                  <button
                    type="button"
                    aria-pressed={b.ball === ballNo}
                    data-ball={`${innings.number}:${over.over}.${b.ball}`}
                    onClick={() => setBallNo(b.ball)}
                  >
                    <bdi
                      className="ball-no"
                      dir="ltr"
                    >{`${format.number(over.over)}.${format.number(b.ball)}`}</bdi>
                    <span>
                      {t('matchOps.ball.bowlerToBatter', {
                        bowler: name(b.bowler),
                        batter: name(b.batter),
                      })}
                    </span>
                    <span className={b.wickets.length > 0 ? 'ball-words out' : 'ball-words'}>
                      {ballWords(b, name)}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
          {innings && over && ball && (
            <BallEditor
              key={`${innings.number}:${over.over}.${ball.ball}`}
              fixtureId={fixture.id}
              innings={innings}
              over={over.over}
              ball={ball}
              teams={data.data.teams}
              canCorrect={blocked === null}
              name={name}
            />
          )}
        </>
      )}
    </>
  );
}

function inningsWords(t: TFunction<'admin'>, i: Innings, number: (n: number) => string): string {
  return t(i.super_over ? 'matchOps.deliveries.superOver' : 'matchOps.deliveries.inningsOf', {
    number: number(i.number),
    team: i.team,
  });
}

/** One ball: as stored, its fields to edit, the check and the correction. */
function BallEditor(props: {
  fixtureId: number;
  innings: Innings;
  over: number;
  ball: MatchBall;
  teams: Team[];
  canCorrect: boolean;
  name: (ref: string, substitute?: boolean) => string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const ballWords = useBallWords();
  const stored = props.ball;
  const [runs, setRuns] = useState(stored.runs.batter);
  const [extras, setExtras] = useState<Record<string, number>>({ ...stored.extras });
  const first = stored.wickets[0];
  const [kind, setKind] = useState<string>(first?.kind ?? '');
  const [out, setOut] = useState(first?.player_out ?? stored.batter);
  const [fielders, setFielders] = useState<string[]>(first?.fielders.map((f) => f.name) ?? []);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<DeliveryCorrectionResponse | null>(null);
  const fielding = props.teams.find((team) => team.team !== props.innings.team);
  // A substitute fielder the feed named is kept as an option (he is nobody's player of the match).
  const substitutes = (first?.fielders ?? []).filter((f) => f.substitute).map((f) => f.name);
  const wickets =
    kind === ''
      ? stored.wickets.slice(1)
      : [
          {
            kind,
            player_out: out,
            fielders: FIELDER_KINDS.includes(kind)
              ? fielders
                  .filter((f) => f !== '')
                  .map((f) => ({
                    name: f,
                    ...(substitutes.includes(f) ? { substitute: true } : {}),
                  }))
              : [],
          },
          ...stored.wickets.slice(1),
        ];
  const body = {
    innings: props.innings.number,
    over: props.over,
    ball: stored.ball,
    runs: { batter: runs, ...(stored.runs.non_boundary ? { non_boundary: true } : {}) },
    extras,
    wickets,
  };
  const send = useMutation({
    mutationFn: (v: { dryRun: boolean; reason: string }) =>
      call(
        DeliveryCorrectionResponseSchema,
        `/fixtures/${props.fixtureId}/deliveries/corrections`,
        { method: 'POST', body: { ...body, reason: v.reason, dry_run: v.dryRun } },
      ),
    onSuccess: (result) => {
      setChecked(result);
      if (result.applied)
        void queryClient.invalidateQueries({ queryKey: ['deliveries', String(props.fixtureId)] });
    },
  });
  const reset = () => {
    setChecked(null);
    send.reset();
  };
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      reset();
    };
  const position = `${format.number(props.over)}.${format.number(stored.ball)}`;
  return (
    <section className="card" aria-labelledby="ball-title">
      <h2 id="ball-title">
        {t('matchOps.ball.title', {
          ball: position,
          innings: inningsWords(t, props.innings, format.number),
        })}
      </h2>
      <dl className="ball-facts">
        <div>
          <dt>{t('matchOps.ball.batter')}</dt>
          <dd>{props.name(stored.batter)}</dd>
        </div>
        <div>
          <dt>{t('matchOps.ball.nonStriker')}</dt>
          <dd>{props.name(stored.non_striker)}</dd>
        </div>
        <div>
          <dt>{t('matchOps.ball.bowler')}</dt>
          <dd>{props.name(stored.bowler)}</dd>
        </div>
        <div>
          <dt>{t('matchOps.ball.asStored')}</dt>
          <dd>{ballWords(stored, props.name)}</dd>
        </div>
      </dl>
      {props.canCorrect && (
        <ReasonForm
          submitLabel={t('matchOps.check')}
          plain
          pending={send.isPending}
          error={send.error}
          errorBox={<MatchErrorBox error={send.error} />}
          hideSubmit={checked?.applied === true}
          onReasonInput={reset}
          onSubmit={(r) => {
            setReason(r);
            send.mutate({ dryRun: true, reason: r });
          }}
          footer={
            checked && (
              <>
                <DeliveryEffect result={checked} name={props.name} />
                {!checked.applied && (
                  <button
                    type="button"
                    className="primary"
                    disabled={send.isPending}
                    onClick={() => send.mutate({ dryRun: false, reason })}
                  >
                    {t('matchOps.apply')}
                  </button>
                )}
              </>
            )
          }
        >
          <div className="stat-grid">
            <Field label={t('matchOps.ball.runsOffBat')}>
              {({ id }) => (
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={99}
                  step={1}
                  value={runs}
                  className={runs !== stored.runs.batter ? 'changed' : undefined}
                  onInput={(e) => {
                    const n = Number(e.currentTarget.value);
                    if (Number.isInteger(n) && n >= 0) edit(setRuns)(n);
                  }}
                />
              )}
            </Field>
            {EXTRA_KINDS.map((k) => (
              <Field key={k} label={t(`matchOps.extras.${k}`)}>
                {({ id }) => (
                  <input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={99}
                    step={1}
                    data-extra={k}
                    value={extras[k] ?? 0}
                    className={(extras[k] ?? 0) !== (stored.extras[k] ?? 0) ? 'changed' : undefined}
                    onInput={(e) => {
                      const n = Number(e.currentTarget.value);
                      if (Number.isInteger(n) && n >= 0) edit(setExtras)({ ...extras, [k]: n });
                    }}
                  />
                )}
              </Field>
            ))}
          </div>
          <fieldset className="wicket">
            <legend>{t('matchOps.ball.wicket')}</legend>
            <Field label={t('matchOps.ball.kind')}>
              {({ id }) => (
                <select id={id} value={kind} onChange={(e) => edit(setKind)(e.currentTarget.value)}>
                  <option value="">{t('matchOps.ball.noWicket')}</option>
                  {DISMISSAL_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {kindWord(t, k)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {kind !== '' && (
              <Field label={t('matchOps.ball.playerOut')}>
                {({ id }) => (
                  <select id={id} value={out} onChange={(e) => edit(setOut)(e.currentTarget.value)}>
                    {[stored.batter, stored.non_striker].map((ref) => (
                      <option key={ref} value={ref}>
                        {props.name(ref)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            {FIELDER_KINDS.includes(kind) &&
              [0, ...(kind === 'run out' ? [1] : [])].map((i) => (
                <Field
                  key={i}
                  label={i === 0 ? t('matchOps.ball.fielder') : t('matchOps.ball.secondFielder')}
                >
                  {({ id }) => (
                    <select
                      id={id}
                      value={fielders[i] ?? ''}
                      onChange={(e) => {
                        const next = [...fielders];
                        next[i] = e.currentTarget.value;
                        edit(setFielders)(next);
                      }}
                    >
                      <option value="">{t('matchOps.ball.noFielder')}</option>
                      {fielding?.players.map((p) => (
                        <option key={p.ref} value={p.ref}>
                          {p.name}
                        </option>
                      ))}
                      {substitutes.map((ref) => (
                        <option key={ref} value={ref}>
                          {props.name(ref, true)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ))}
          </fieldset>
        </ReasonForm>
      )}
    </section>
  );
}

/** What the correction will do (checked) or did (applied): the ball, players' points, managers. */
function DeliveryEffect(props: {
  result: DeliveryCorrectionResponse;
  name: (ref: string, substitute?: boolean) => string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const ballWords = useBallWords();
  const r = props.result;
  const num = (n: number | null) => (n === null ? '—' : format.number(n));
  return (
    <section aria-labelledby="effect-title">
      <h3 id="effect-title">
        {r.applied ? t('matchOps.appliedTitle') : t('matchOps.checkedTitle')}
      </h3>
      {r.applied ? <Notice>{t('matchOps.appliedTitle')}</Notice> : null}
      <ul className="effects" data-testid="delivery-effects">
        <li>
          {t('matchOps.ball.change', {
            before: ballWords(r.before, props.name),
            after: ballWords(r.after, props.name),
          })}
        </li>
        {r.players.length === 0 && <li>{t('matchOps.noPlayers')}</li>}
        {r.players.map((p) => (
          <li key={p.id}>
            {t('matchOps.playerPoints', {
              name: p.name,
              before: num(p.points_before),
              after: num(p.points_after),
            })}
          </li>
        ))}
        <li>
          {r.managers_affected > 0
            ? t('matchOps.managers', { n: format.number(r.managers_affected) })
            : t('matchOps.noManagers')}
        </li>
        {r.example && (
          <li>
            {t('matchOps.example', {
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
          <li>{t('matchOps.rounds', { n: format.number(r.rounds_rescored) })}</li>
        )}
      </ul>
    </section>
  );
}

export { CricketCorrection as Component };
