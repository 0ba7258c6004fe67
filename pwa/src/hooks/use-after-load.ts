/**
 * "After load": the page's `load` event has fired and then the main thread was idle once (or
 * IDLE_TIMEOUT_MS passed). Code that neither draws the first screen nor answers the first tap (the
 * chat widget, Dexie and the catalogue sync, the service-worker client) waits for it.
 */
import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '../lib/next-task';

const IDLE_TIMEOUT_MS = 3000;

let ready = false;
let scheduled = false;
/** Who waits for "after load", in the order they asked. */
const waiting: (() => void)[] = [];
/** The one released last, until its part of the page is on screen. */
let released: (() => void) | null = null;

/**
 * Releases the next waiter. One at a time, each after the previous one's render is committed and a
 * task has passed: what waited for load (the chat, the update prompt, the header's extras, the
 * booking panel) then renders and commits as several short tasks, not one commit of all of them
 * (a long task on a slow phone, mostly emotion inserting their styles).
 */
function releaseNext(): void {
  released = waiting.shift() ?? null;
  released?.();
}

/** Load has passed and nobody is waiting for their turn: a newcomer settles at once. */
function settled(): boolean {
  return ready && released === null && waiting.length === 0;
}

function releaseAfter(listener: () => void): void {
  if (released !== listener) return;
  released = null;
  void nextTask().then(releaseNext);
}

function schedule(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const settle = () => {
    ready = true;
    releaseNext();
  };
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(settle, 200);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function subscribe(listener: () => void): () => void {
  waiting.push(listener);
  schedule();
  return () => {
    const index = waiting.indexOf(listener);
    if (index >= 0) waiting.splice(index, 1);
    // Released but gone before its render was committed: the next one must not wait for it.
    releaseAfter(listener);
  };
}

/** Resolves once the page has loaded and been idle. */
export function whenAfterLoad(): Promise<void> {
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      resolve();
      releaseAfter(listener);
    };
    subscribe(listener);
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
    if (settled()) {
      settle();
      return undefined;
    }
    // Unsubscribed once this render is committed (afterLoad changed): that hands the turn on.
    return subscribe(settle);
  }, [afterLoad]);
  return afterLoad;
}
