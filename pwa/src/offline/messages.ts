/**
 * What a screen shows while a submission waits (kept apart so screens import only this). The wording
 * follows the cause: the phone has no connection, or it has one and our server did not take it
 * (a 5xx, a timeout, a dropped connection) — telling someone with full signal to 'get back online'
 * would send them looking for a problem they do not have.
 */
export const QUEUED_MESSAGE = "Saved on your phone — we'll send it as soon as you're back online";
export const SERVER_TROUBLE_MESSAGE = "Saved on your phone — we couldn't reach our server just now, so we'll keep trying";

/** Why a submission is still waiting: no connection, or our server did not answer it. */
export type QueuedCause = 'offline' | 'server';

export function queuedMessage(cause: QueuedCause | undefined): string {
  return cause === 'server' ? SERVER_TROUBLE_MESSAGE : QUEUED_MESSAGE;
}

/** The cause for an item still waiting: offline unless the browser has a connection and an attempt failed. */
export function queuedCause(item: { attempts: number }, online: boolean): QueuedCause {
  return online && item.attempts > 0 ? 'server' : 'offline';
}
