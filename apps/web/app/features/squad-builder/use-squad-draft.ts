import type { PlayerSummary } from '@gameweek/contracts/player';
import type { SaveTeamBody, UserTeamResponse } from '@gameweek/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isApiFailure } from '../../lib/api-error.ts';
import { type DraftAction, draftFromPicks, draftReducer, sameDraft } from './draft.ts';
import { clearDraft, draftKey, keyForSend, readDraft, writeDraft } from './draft-store.ts';
import {
  type Draft,
  type DraftEvaluation,
  evaluateDraft,
  type GameRules,
  type TransferBase,
  type Violation,
} from './game-rules.ts';
import { saveBody, saveTeam } from './save-team.ts';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string; violations: Violation[] };

function transferBase(team: UserTeamResponse, roundNumber: number): TransferBase | null {
  if (team.picks.length === 0) return null;
  return {
    roundNumber,
    picks: team.picks.map((p) => ({ playerId: p.player.id, purchasePrice: p.purchase_price })),
    bank: team.bank,
    freeTransfers: Math.max(0, team.free_transfers - team.transfers_made),
    unlimited: team.unlimited_transfers,
    savedCost: team.transfer_cost,
  };
}

function detailsToViolations(details: unknown): Violation[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((d) => {
    if (!d || typeof d !== 'object' || typeof (d as { code?: unknown }).code !== 'string')
      return [];
    const { code, params } = d as { code: string; params?: Record<string, unknown> };
    const out: Violation = { code, params: {}, playerIds: [] };
    for (const [k, v] of Object.entries(params ?? {})) {
      if (k === 'playerIds' && Array.isArray(v)) out.playerIds = v.map(Number);
      else if (typeof v === 'number' || typeof v === 'string') out.params[k] = v;
    }
    return [out];
  });
}

/**
 * The squad being edited: reducer state, the engine's verdict on every change, the copy kept on the
 * phone, and a save that is safe to retry.
 */
export function useSquadDraft(input: {
  rules: GameRules;
  team: UserTeamResponse;
  players: readonly PlayerSummary[];
}) {
  const { rules, players } = input;
  const [team, setTeam] = useState(input.team);
  const market = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);
  const ctx = useMemo(() => ({ rules, market }), [rules, market]);
  const saved = useMemo(() => draftFromPicks(team.picks, team.active_chip), [team]);
  const [draft, dispatch] = useReducer(
    (d: Draft, a: DraftAction) => draftReducer(ctx, d, a),
    saved,
  );
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [restored, setRestored] = useState(false);
  const storageKey = draftKey(team.user.id, team.round?.id ?? null);
  const hydrated = useRef(false);
  const inFlight = useRef(false);

  // After hydration: bring back an edit that was not confirmed by the server.
  useEffect(() => {
    const stored = readDraft(storageKey);
    if (stored && !sameDraft(stored.draft, saved)) {
      dispatch({ type: 'replace', draft: stored.draft });
      setRestored(true);
    }
    hydrated.current = true;
  }, [storageKey, saved]);

  const dirty = !sameDraft(draft, saved);
  useEffect(() => {
    if (!hydrated.current) return;
    if (!dirty) {
      clearDraft(storageKey);
      return;
    }
    const stored = readDraft(storageKey);
    const same = stored && JSON.stringify(stored.draft) === JSON.stringify(draft);
    writeDraft(storageKey, {
      draft,
      idempotencyKey: same ? stored.idempotencyKey : null,
      savedAt: Date.now(),
    });
  }, [draft, dirty, storageKey]);

  const base = useMemo(() => transferBase(team, team.round?.number ?? 2), [team]);
  const complete = draft.picks.length === rules.squadSize;
  const evaluation: DraftEvaluation = useMemo(
    () => evaluateDraft(rules, draft, market, team.budget, base, { partial: !complete }),
    [rules, draft, market, team.budget, base, complete],
  );

  // Through the query client, so a failure also reaches the one failed-request handler (root.tsx):
  // a 401 signs out to the sign-in page, a 403 follows its redirect; the page shows the rest.
  const { mutateAsync: sendSave } = useMutation({
    mutationFn: (input: { body: SaveTeamBody; key: string }) => saveTeam(input.body, input.key),
  });

  const save = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaveState({ kind: 'saving' });
    const json = JSON.stringify(draft);
    const key = keyForSend(readDraft(storageKey), json);
    writeDraft(storageKey, { draft, idempotencyKey: key, savedAt: Date.now() });
    try {
      const next = await sendSave({ body: saveBody(draft, team.round?.id ?? null), key });
      clearDraft(storageKey);
      setTeam(next);
      dispatch({ type: 'replace', draft: draftFromPicks(next.picks, next.active_chip) });
      setRestored(false);
      setSaveState({ kind: 'saved' });
    } catch (e) {
      const error = isApiFailure(e) ? e.error : { statusCode: 500, message: String(e) };
      const status = Number((error as { statusCode?: number }).statusCode ?? 500);
      if (status === 502 || status === 503 || status === 504 || status === 0) {
        setSaveState({ kind: 'offline' });
      } else {
        setSaveState({
          kind: 'failed',
          message: String((error as { message?: string }).message ?? ''),
          violations: detailsToViolations((error as { details?: unknown }).details),
        });
      }
    } finally {
      inFlight.current = false;
    }
  }, [draft, storageKey, team.round?.id, sendSave]);

  const reset = useCallback(() => {
    dispatch({ type: 'replace', draft: saved });
    clearDraft(storageKey);
    setRestored(false);
    setSaveState({ kind: 'idle' });
  }, [saved, storageKey]);

  return {
    team,
    market,
    draft,
    dispatch,
    evaluation,
    complete,
    dirty,
    restored,
    saveState,
    save,
    reset,
    base,
  };
}
