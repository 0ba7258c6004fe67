interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, after the browser has had the chance to paint and to handle input:
 * long work split by `await nextTask()` never blocks a tap for long. `scheduler.yield()` where the
 * browser has it (the rest of the work keeps its place in the queue), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
