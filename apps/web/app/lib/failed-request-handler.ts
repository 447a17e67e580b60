import { type NormalisedError, normaliseError } from './api-error.ts';

/** A burst of failed requests is handled once: debounced by 100 ms, then a 1 s lockout. */
export const ERROR_DEBOUNCE_MS = 100;
export const ERROR_LOCKOUT_MS = 1000;

export interface FailedRequestEffects {
  /** Shows the full-screen white spinner overlay (401). */
  showOverlay(): void;
  clearQueryCache(): void;
  /** Calls the clear-token operation. */
  clearToken(): Promise<unknown>;
  navigate(to: string): void;
  currentPath(): string;
  invalidateQueries(): void;
  log(message: string, detail?: unknown): void;
}

export interface FailedRequestHandler {
  (error: unknown): void;
  /** Resolves when the last handling finished (tests, and the 401 overlay's lifetime). */
  settled(): Promise<void>;
}

export function createFailedRequestHandler(
  fx: FailedRequestEffects,
  timing: { debounceMs?: number; lockoutMs?: number } = {},
): FailedRequestHandler {
  const debounceMs = timing.debounceMs ?? ERROR_DEBOUNCE_MS;
  const lockoutMs = timing.lockoutMs ?? ERROR_LOCKOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let locked = false;
  let pending: unknown;
  let last: Promise<void> = Promise.resolve();

  async function process(err: NormalisedError): Promise<void> {
    if (err.statusCode === 401) {
      fx.showOverlay();
      fx.clearQueryCache();
      try {
        await fx.clearToken();
      } catch (e) {
        fx.log('clear-token failed', e);
      }
      fx.navigate(err.redirect ?? '/');
      return;
    }
    if (err.statusCode === 403) {
      fx.navigate(err.redirect && err.redirect !== fx.currentPath() ? err.redirect : '/');
      return;
    }
    fx.log(`${err.statusCode} ${err.message}`, err);
    fx.invalidateQueries();
  }

  const handle = ((error: unknown) => {
    if (locked) return;
    pending = error;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      locked = true;
      setTimeout(() => {
        locked = false;
      }, lockoutMs);
      last = process(normaliseError(pending));
    }, debounceMs);
  }) as FailedRequestHandler;
  handle.settled = () => last;
  return handle;
}
