/**
 * Saving from a console form on a connection that comes and goes. The console stays online-only:
 * a save waits for the connection only while its form is open, and is sent once it is back.
 */
import { useSyncExternalStore } from 'react';
import { RequestFailedError } from '../../../lib/api-errors';
import { ConnectionLostError } from '../api/admin-api';

export const SAVE_WAITING_MESSAGE = 'Waiting for the connection… Save will go through when it is back';

/** Sent, but no answer came back, and sending it again could do it twice (adding a record). */
export const SAVE_UNSURE_MESSAGE =
  'The connection dropped while saving, so it may or may not have been saved. What you typed is still here: check the list before you save again.';

/** The server could not be reached although the tablet is online. */
export const SAVE_UNREACHABLE_MESSAGE = 'Not saved: the server could not be reached. What you typed is still here; try again in a moment.';

/** Staff stopped waiting. */
export const SAVE_STOPPED_MESSAGE = 'Not saved: there is no connection. What you typed is still here; save again once the connection is back.';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  );
}

/** Resolves when the browser is online (at once if it is); rejects when `signal` aborts first. */
export function whenOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    if (navigator.onLine !== false) return resolve();
    const done = () => {
      window.removeEventListener('online', onOnline);
      signal.removeEventListener('abort', onAbort);
    };
    const onOnline = () => {
      done();
      resolve();
    };
    const onAbort = () => {
      done();
      reject(signal.reason as Error);
    };
    window.addEventListener('online', onOnline);
    signal.addEventListener('abort', onAbort);
  });
}

/**
 * Runs `save` (a form's writes through the console's API client). A write that was never sent
 * because the tablet was offline, or one that is safe to send again (ConnectionLostError's
 * `retrySafe`) and was lost because the connection dropped, waits for the `online` event and is
 * sent again; `onWaiting` says when it waits. Anything else fails with words for staff. Aborting
 * `signal` (the form closed, or staff stopped waiting) ends the wait with SAVE_STOPPED_MESSAGE.
 */
export async function saveWhenOnline<T>(save: () => Promise<T>, { signal, onWaiting }: { signal: AbortSignal; onWaiting: (waiting: boolean) => void }): Promise<T> {
  for (;;) {
    try {
      return await save();
    } catch (error) {
      if (!(error instanceof ConnectionLostError)) throw error;
      if (!error.retrySafe) throw new RequestFailedError(SAVE_UNSURE_MESSAGE, null);
      if (navigator.onLine !== false) throw new RequestFailedError(SAVE_UNREACHABLE_MESSAGE, null);
    }
    onWaiting(true);
    try {
      await whenOnline(signal);
    } catch {
      throw new RequestFailedError(SAVE_STOPPED_MESSAGE, null);
    } finally {
      onWaiting(false);
    }
  }
}
