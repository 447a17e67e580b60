/**
 * A queue of macrotasks on one MessageChannel: each `nextTask()` resolves in a task of its own, after
 * every earlier caller's task has run, so work continued from it (`nextTask().then(work)`) runs
 * outside the caller's task. A message, not a timer: timers are clamped, and throttled to once a
 * second in a background tab.
 */
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

/** Resolves in a macrotask of its own, after every earlier caller's task has run. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) post();
  });
}

function post(): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      waiting.shift()?.();
      if (waiting.length > 0) post();
    };
  }
  channel.port2.postMessage(null);
}
