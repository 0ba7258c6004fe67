/**
 * "After load": the page's `load` event has fired and then the main thread was idle once (or
 * IDLE_TIMEOUT_MS passed). Code that neither draws the first screen nor answers the first tap (the
 * chat widget, Dexie and the catalogue sync, the service-worker client) waits for it.
 */
import { startTransition, useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 3000;

let ready = false;
let scheduled = false;
const listeners = new Set<() => void>();

function schedule(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const settle = () => {
    ready = true;
    for (const listener of [...listeners]) listener();
  };
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(settle, 200);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
}

/** Resolves once the page has loaded and been idle. */
export function whenAfterLoad(): Promise<void> {
  if (ready) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}

/**
 * false until the page has loaded and been idle; false on the server and during hydration. The
 * switch to true is a transition: React renders what waited for it (the chat, the update prompt,
 * Dexie's readers) in slices of a few milliseconds instead of one long task (an external store's
 * change would be a synchronous render).
 */
export function useAfterLoad(): boolean {
  const [afterLoad, setAfterLoad] = useState(false);
  useEffect(() => {
    if (afterLoad) return undefined;
    const settle = () => startTransition(() => setAfterLoad(true));
    if (ready) {
      settle();
      return undefined;
    }
    return subscribe(settle);
  }, [afterLoad]);
  return afterLoad;
}
