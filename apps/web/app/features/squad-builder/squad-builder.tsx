import type { NextFixture } from '@gameweek/contracts/home';
import type { PlayerSummary } from '@gameweek/contracts/player';
import type { UserTeamResponse } from '@gameweek/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateLater } from '../../components/hydrate-later.tsx';
import { nextMatchesOf } from '../../components/pitch/next-match.ts';
import { flashPlayer, Toast, useToast } from '../../components/toast.tsx';
import { whenHydrated } from '../../lib/hydration.ts';
import { numberFormat } from '../../lib/intl.ts';
import { usePriceFormat } from '../../lib/money.ts';
import { ChipBar } from './chip-bar.tsx';
import { draftFromQuickPicks, draftReducer } from './draft.ts';
import { transferCostText } from './format.ts';
import { blockedReason, evaluateDraft, type GameRules, type Violation } from './game-rules.ts';
import { Pitch } from './pitch.tsx';
import { type Blocked, PlayerList } from './player-list.tsx';
import { PlayerSheet, type SheetActions } from './player-sheet.tsx';
import { quickPick } from './quick-pick.ts';
import { transferCost } from './transfer-cost.ts';
import { pairTransfers, squadChanges } from './transfer-pairs.ts';
import { TransfersConfirm, type TransfersSummary } from './transfers-confirm.tsx';
import { useSquadDraft } from './use-squad-draft.ts';
import { violationMessage } from './violation-message.ts';

export interface SquadBuilderProps {
  rules: GameRules;
  team: UserTeamResponse;
  players: readonly PlayerSummary[];
  /** Club id → its next fixtures, for the player sheet and (those of the team's round) the name plates. */
  nextFixtures?: Readonly<Record<string, readonly NextFixture[]>>;
  /** After the deadline the team is read-only. */
  readOnly: boolean;
  /** Points per player while the round is live (read-only view). */
  points?: ReadonlyMap<number, number>;
  /** The season's name (the shirts' colours are per season). */
  season: string;
}

/** Create or edit the squad for the next round: list, pitch, armbands, transfers, chips, save. */
export function SquadBuilder(props: SquadBuilderProps) {
  const { t, i18n } = useTranslation('game');
  const lang = i18n.language;
  const price = usePriceFormat();
  const roundNumber = props.team.round?.number;
  const nextMatches = useMemo(
    () =>
      props.nextFixtures && roundNumber !== undefined
        ? nextMatchesOf(props.nextFixtures, roundNumber)
        : undefined,
    [props.nextFixtures, roundNumber],
  );
  const { rules, readOnly } = props;
  const s = useSquadDraft({ rules, team: props.team, players: props.players });
  const { draft, dispatch, evaluation, market } = s;
  const [view, setView] = useState<'pitch' | 'list'>(
    props.team.picks.length === 0 && !readOnly ? 'list' : 'pitch',
  );
  const [position, setPosition] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [swapFromId, setSwapFromId] = useState<number | null>(null);
  const [swapRefused, setSwapRefused] = useState<{ code: string; text: string } | null>(null);
  const [quickBusy, setQuickBusy] = useState(false);
  const [quickError, setQuickError] = useState<string | null>(null);
  // Marks the moment taps start working (tests and the tap-latency bench wait for it): when the
  // page's last slice has hydrated (the pitch, the list and the chips hydrate in tasks of their own).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenHydrated().then(() => {
      if (mounted) setHydrated(true);
    });
    return () => {
      mounted = false;
    };
  }, []);

  const clubName = useCallback(
    (id: number) => {
      for (const p of props.players) if (p.team.id === id) return p.team.name;
      return String(id);
    },
    [props.players],
  );
  const saveState = s.saveState;
  const messages = useMemo(() => {
    const server = saveState.kind === 'failed' ? saveState.violations : [];
    const all: Violation[] = [...evaluation.violations, ...server];
    return all.map((v) => ({ v, text: violationMessage(t, lang, price, v, clubName) }));
  }, [evaluation.violations, saveState, t, lang, price, clubName]);
  const problems = useMemo(() => {
    const m = new Map<number, string[]>();
    for (const { v, text } of messages)
      for (const id of v.playerIds) m.set(id, [...(m.get(id) ?? []), text]);
    return m;
  }, [messages]);
  const pickedIds = useMemo(() => new Set(draft.picks.map((p) => p.playerId)), [draft.picks]);
  // The list (up to 40 rows) follows the squad in a lower-priority render, so a tap updates the
  // squad at once even on a slow phone.
  const listPicked = useDeferredValue(pickedIds);
  const listEvaluation = useDeferredValue(evaluation);
  const listDraft = useDeferredValue(draft);
  const blockedOf = useCallback(
    (p: PlayerSummary): Blocked => blockedReason(rules, listEvaluation, listDraft, p),
    [rules, listEvaluation, listDraft],
  );
  // Stable across taps, so list rows whose state did not change skip rendering.
  const onToggle = useCallback(
    (p: PlayerSummary) => dispatch({ type: 'toggle', player: p }),
    [dispatch],
  );
  /**
   * Tap-and-tap or drag: a substitution that would break the formation (a keeper out of goal, too
   * few defenders) is refused with the rule it breaks; the squad stays as it was.
   */
  const substitute = (a: number, b: number) => {
    setSwapFromId(null);
    setSelectedId(null);
    const next = draftReducer({ rules, market }, draft, { type: 'swap', a, b });
    const before = evaluation.violations.filter((v) => v.code === 'FORMATION').length;
    const after = evaluateDraft(rules, next, market, s.team.budget, s.base, {
      partial: !s.complete,
    }).violations.filter((v) => v.code === 'FORMATION');
    if (after.length > before && after[0]) {
      setSwapRefused({
        code: after[0].code,
        text: violationMessage(t, lang, price, after[0], clubName),
      });
      return;
    }
    setSwapRefused(null);
    dispatch({ type: 'swap', a, b });
  };
  const { toast, show: showToast } = useToast();
  const [reviewing, setReviewing] = useState(false);
  /** Where focus goes when the sheet closes: the card tapped, unless an action sent it elsewhere. */
  const focusAfterSheet = useRef<() => HTMLElement | null>(() => null);
  /**
   * A tap on a card opens his sheet; while a substitution is under way it picks the player to swap
   * with instead (the same card again cancels it).
   */
  const onPlayer = (id: number) => {
    if (swapFromId !== null && !readOnly) {
      if (swapFromId !== id) substitute(swapFromId, id);
      else setSwapFromId(null);
      return;
    }
    focusAfterSheet.current = () =>
      document.querySelector<HTMLElement>(`[data-testid="pitch-player"][data-player-id="${id}"]`);
    setSelectedId(id);
  };
  useEffect(() => {
    if (saveState.kind === 'saved') showToast(t('builder.saved'));
  }, [saveState, showToast, t]);
  // Through the query client, so a 401 or 403 reaches the one failed-request handler (root.tsx).
  const { mutateAsync: sendQuickPick } = useMutation({ mutationFn: quickPick });
  const runQuickPick = async () => {
    setQuickBusy(true);
    setQuickError(null);
    try {
      const q = await sendQuickPick(draft);
      dispatch({ type: 'replace', draft: draftFromQuickPicks(q, draft.chip) });
      setView('pitch');
    } catch (e) {
      const msg = (e as { error?: { message?: string } }).error?.message ?? String(e);
      setQuickError(msg);
    } finally {
      setQuickBusy(false);
    }
  };

  const selected = selectedId !== null ? market.get(selectedId) : undefined;
  const selectedSlot = draft.picks.find((p) => p.playerId === selectedId)?.slot ?? 0;
  const selling =
    selectedId !== null ? evaluation.transfers?.sellingPrices.get(selectedId) : undefined;
  const cricket = rules.sport === 'cricket';
  const canSave =
    !readOnly &&
    s.dirty &&
    s.complete &&
    evaluation.violations.length === 0 &&
    s.saveState.kind !== 'saving';
  const t12 = evaluation.transfers;
  const base = s.base;
  const closeSheet = () => setSelectedId(null);
  /** The armband moves at once; the toast and a flash of his card say so. */
  const armband = (type: 'captain' | 'vice', player: PlayerSummary) => {
    dispatch({ type, playerId: player.id });
    closeSheet();
    showToast(t(type === 'captain' ? 'toast.captain' : 'toast.vice', { name: player.name }));
    setTimeout(() => flashPlayer(player.id), 0);
  };
  const sheetActions: SheetActions =
    selected && !readOnly
      ? {
          ...(selectedSlot <= rules.startersSize
            ? {
                captain: {
                  current: draft.captainId === selected.id,
                  run: () => armband('captain', selected),
                },
                vice: {
                  current: draft.viceCaptainId === selected.id,
                  run: () => armband('vice', selected),
                },
              }
            : {}),
          ...(cricket
            ? {}
            : {
                substitute: () => {
                  setSwapFromId(selected.id);
                  closeSheet();
                },
              }),
          transferOut: {
            sell: base !== null,
            // Out of the squad, then the list of his position to pick who replaces him.
            run: () => {
              dispatch({ type: 'remove', playerId: selected.id });
              setSwapFromId(null);
              setPosition(selected.position);
              setView('list');
              focusAfterSheet.current = () =>
                document.querySelector<HTMLElement>('.pl-search input');
              closeSheet();
            },
          },
        }
      : {};

  // A saved squad that sells and buys (or a cricket eleven edited before the deadline) is saved
  // through the confirmation of its transfers.
  const changes = useMemo(
    () =>
      base
        ? squadChanges(
            base.picks.map((p) => p.playerId),
            draft.picks.map((p) => p.playerId),
          )
        : null,
    [base, draft.picks],
  );
  const hasTransfers = changes !== null && (changes.out.length > 0 || changes.in.length > 0);
  const summary: TransfersSummary | null =
    reviewing && changes && hasTransfers
      ? {
          pairs: pairTransfers(
            changes.out.map((id) => ({ id, position: market.get(id)?.position ?? '' })),
            changes.in.map((id) => ({ id, position: market.get(id)?.position ?? '' })),
          ).map((p) => ({
            out: p.out === null ? null : (market.get(p.out) ?? null),
            in: p.in === null ? null : (market.get(p.in) ?? null),
          })),
          cost: t12 && base ? transferCost(t12, base.savedCost, rules.extraTransferCost) : null,
          chip: draft.chip,
          bank: evaluation.bank,
          sellingPrices: t12?.sellingPrices ?? new Map(),
        }
      : null;
  const saveButton = () =>
    document.querySelector<HTMLElement>(
      '[data-testid="transfers-review"], [data-testid="save-team"]',
    );

  return (
    <div
      className="page sb"
      data-testid="squad-builder"
      data-sport={rules.sport}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <h1 className="sb-title">
        {t(s.team.picks.length === 0 ? 'builder.createTitle' : 'builder.editTitle')}
      </h1>
      {readOnly && <p className="card muted">{t('builder.readOnly')}</p>}
      {s.restored && !readOnly && (
        <p className="card sb-note" role="status">
          {t('builder.draftRestored')}
        </p>
      )}

      <dl className="sb-summary">
        <div>
          <dt>{t(cricket ? 'builder.credits' : 'builder.budget')}</dt>
          <dd data-testid="bank" className={evaluation.bank < 0 ? 'sb-negative' : undefined}>
            {price(evaluation.bank)}
          </dd>
        </div>
        <div>
          <dt>{t('builder.players')}</dt>
          <dd data-testid="picked-count">
            {numberFormat(lang).format(draft.picks.length)}/
            {numberFormat(lang).format(rules.squadSize)}
          </dd>
        </div>
        {t12 && (
          <div>
            <dt>{t('transfers.free')}</dt>
            <dd data-testid="free-transfers">
              {t12.unlimited
                ? t('transfers.unlimited')
                : Math.max(0, (s.base?.freeTransfers ?? 0) - t12.count)}
            </dd>
          </div>
        )}
        {t12 && (
          <div>
            <dt>{t('transfers.cost')}</dt>
            <dd data-testid="transfer-cost">{transferCostText(t, t12.pointsCost, lang)}</dd>
          </div>
        )}
      </dl>
      {!readOnly && (
        <ul className="sb-quotas" aria-label={t('builder.players')}>
          {rules.quotas.map((q) => {
            const left = q.max - (evaluation.countByPosition.get(q.position) ?? 0);
            return (
              <li key={q.position} className={left < 0 ? 'sb-negative' : undefined}>
                {t('builder.slotsLeft', {
                  position: t(`positionsShort.${q.position}`),
                  count: left,
                })}
              </li>
            );
          })}
          <li>
            {t(cricket ? 'builder.teamLimit' : 'builder.clubLimit', {
              limit: rules.maxPerClub,
            })}
          </li>
        </ul>
      )}

      {messages.length > 0 && (
        <section
          className="sb-violations card"
          aria-labelledby="sb-violations-title"
          data-testid="violations"
        >
          <h2 id="sb-violations-title">{t('builder.violationsTitle')}</h2>
          <ul aria-live="polite">
            {messages.map(({ v, text }, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same code can repeat with other params
              <li key={`${v.code}-${i}`} data-code={v.code}>
                {text}
                {v.playerIds.length > 0 && (
                  <span className="sb-violation-who">
                    {' '}
                    ({v.playerIds.map((id) => market.get(id)?.short_name ?? id).join(', ')})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="sb-tabs">
        <button
          type="button"
          className="sb-tab"
          aria-pressed={view === 'pitch'}
          onClick={() => setView('pitch')}
        >
          {t('builder.pitch')}
        </button>
        <button
          type="button"
          className="sb-tab"
          aria-pressed={view === 'list'}
          onClick={() => setView('list')}
        >
          {t('builder.list')}
        </button>
      </div>

      {view === 'pitch' ? (
        <>
          {swapFromId !== null && !readOnly && (
            <div className="card sb-swap" data-testid="swap-hint">
              <p role="status">
                {t('builder.substituteWith', {
                  name: market.get(swapFromId)?.short_name ?? '',
                })}
              </p>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setSwapFromId(null)}
              >
                {t('builder.cancelSubstitute')}
              </button>
            </div>
          )}
          <HydrateLater>
            <Pitch
              rules={rules}
              season={props.season}
              nextMatches={nextMatches}
              draft={draft}
              market={market}
              problems={problems}
              selectedId={selectedId}
              swapFromId={swapFromId}
              readOnly={readOnly}
              points={props.points}
              onPlayer={onPlayer}
              onDrop={readOnly || cricket ? undefined : substitute}
              onEmpty={(pos) => {
                setPosition(pos);
                setView('list');
              }}
            />
          </HydrateLater>
          {swapRefused && !readOnly && (
            <p
              className="card sb-refused"
              role="alert"
              data-testid="swap-refused"
              data-code={swapRefused.code}
            >
              {t('builder.swapRefused', { reason: swapRefused.text })}
            </p>
          )}
        </>
      ) : (
        <HydrateLater>
          <PlayerList
            rules={rules}
            players={props.players}
            pickedIds={listPicked}
            blockedOf={blockedOf}
            readOnly={readOnly}
            onToggle={onToggle}
            position={position}
            onPosition={setPosition}
          />
        </HydrateLater>
      )}

      {/* ChipBar renders nothing without chips: a slice must render one element. */}
      {s.team.chips.length > 0 && (
        <HydrateLater>
          <ChipBar
            chips={s.team.chips}
            pending={draft.chip}
            readOnly={readOnly}
            onChange={(chip) => dispatch({ type: 'chip', chip })}
          />
        </HydrateLater>
      )}

      {!readOnly && (
        <div className="sb-footer">
          <p className="sb-status" role="status" aria-live="polite" data-testid="save-status">
            {s.saveState.kind === 'saved' && t('builder.saved')}
            {s.saveState.kind === 'offline' && t('builder.offlineKept')}
            {s.saveState.kind === 'failed' &&
              t('builder.saveFailed', { message: s.saveState.message })}
            {quickError && t('builder.saveFailed', { message: quickError })}
            {s.saveState.kind === 'idle' &&
              s.dirty &&
              !canSave &&
              s.complete &&
              t('builder.fixFirst')}
          </p>
          <div className="sb-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={runQuickPick}
              disabled={quickBusy}
            >
              {t(quickBusy ? 'builder.quickPickBusy' : 'builder.quickPick')}
            </button>
            {s.dirty && (
              <button type="button" className="button button-secondary" onClick={s.reset}>
                {t('builder.reset')}
              </button>
            )}
            {hasTransfers ? (
              <button
                type="button"
                className="button"
                data-testid="transfers-review"
                onClick={() => setReviewing(true)}
                disabled={!canSave}
              >
                {t(
                  s.saveState.kind === 'saving'
                    ? 'builder.saving'
                    : cricket
                      ? 'transfers.reviewChanges'
                      : 'transfers.review',
                )}
              </button>
            ) : (
              <button
                type="button"
                className="button"
                data-testid="save-team"
                onClick={s.save}
                disabled={!canSave}
              >
                {t(s.saveState.kind === 'saving' ? 'builder.saving' : 'builder.save')}
              </button>
            )}
          </div>
        </div>
      )}

      <PlayerSheet
        player={selected}
        sellingPrice={selling}
        nextFixtures={selected ? props.nextFixtures?.[String(selected.team.id)] : undefined}
        actions={sheetActions}
        onClose={closeSheet}
        returnFocus={() => focusAfterSheet.current()}
      />
      <TransfersConfirm
        summary={summary}
        cricket={cricket}
        onCancel={() => setReviewing(false)}
        onConfirm={() => {
          setReviewing(false);
          void s.save();
        }}
        returnFocus={saveButton}
      />
      <Toast toast={toast} />
    </div>
  );
}
