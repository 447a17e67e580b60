// The edit is kept on the phone until the server confirms it: a lost connection, a reload or a
// closed tab never loses it, and a retry reuses the same idempotency key so it never saves twice.
import type { Draft } from './game-rules.ts';

export interface StoredDraft {
  draft: Draft;
  /** Set when a save was sent; reused by every retry of that same draft. */
  idempotencyKey: string | null;
  savedAt: number;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function draftKey(userId: number, roundId: number | null): string {
  return `gw:draft:${userId}:${roundId ?? 'none'}`;
}

function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string, store = browserStore()): StoredDraft | null {
  const raw = store?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredDraft;
    return Array.isArray(parsed?.draft?.picks) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: StoredDraft, store = browserStore()): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the offline copy, never the edit on screen.
  }
}

export function clearDraft(key: string, store = browserStore()): void {
  store?.removeItem(key);
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The key for sending `draft`: the stored one when this exact draft was already sent (a retry),
 * otherwise a fresh one (the edit changed since).
 */
export function keyForSend(stored: StoredDraft | null, draftJson: string): string {
  if (stored?.idempotencyKey && JSON.stringify(stored.draft) === draftJson)
    return stored.idempotencyKey;
  return newIdempotencyKey();
}
