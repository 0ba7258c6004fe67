/**
 * The loop of a background worker: one round at a time (a caller arriving mid-round shares it), the
 * next round `intervalMs` after the previous one ended, and a stop that waits for the round in
 * progress. The outbox, the payment checks and the balance reminders run on it in every replica.
 */
export interface Repeating<T> {
  /** Runs a round now (or joins the one running) and resolves with its result. */
  runOnce(): Promise<T>;
  start(): void;
  stop(): Promise<void>;
  /** True once stop() was called: a long round may end early. */
  stopped(): boolean;
}

export function repeatEvery<T>(intervalMs: number, round: () => Promise<T>, after: { done?: (result: T) => void; failed: (error: unknown) => void }): Repeating<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let stopped = false;

  function runOnce(): Promise<T> {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .then((result) => after.done?.(result))
        .catch(after.failed)
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    stopped: () => stopped,
  };
}
