/**
 * One replica's share of the live alerts: a connection of its own (not from the pool) LISTENs on
 * 'staff_events', which migration 0022's triggers notify when the writing transaction commits, on
 * any replica; every notification is handed to this replica's open streams. The connection is made
 * when the first stream opens and ended a little after the last one closes. When it drops, it is made
 * again (with backoff) and what was written meanwhile is read from the table and handed on, so an open
 * stream loses nothing (streams skip an event they already sent).
 */
import pg from 'pg';
import type { Logger } from 'pino';
import { staffEventSchema, type StaffEvent } from '@safari/shared/staff-events';

/** The channel migration 0022 notifies on. */
export const STAFF_EVENTS_CHANNEL = 'staff_events';

/** The listening connection as the hub uses it (a pg.Client). */
export interface HubClient {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  connect(): Promise<void>;
  end(): Promise<void>;
}

export interface EventsHubOptions {
  /** A new connection of its own (held while streams are open). */
  connect: () => HubClient;
  /** The events after `lastId` (the newest this hub handed on), read after a reconnect. */
  missedSince(lastId: string): Promise<StaffEvent[]>;
  /** The newest event's id in the table, if any: where a catch-up starts when none was handed on yet. */
  latestId(): Promise<string | undefined>;
  logger?: Logger;
  /** How long the connection stays after the last stream closed (a console reconnecting reuses it). */
  idleMs?: number;
  /** Wait before connecting again after the connection failed (doubled up to 30 s). */
  retryMs?: number;
}

export type EventListener = (event: StaffEvent) => void;

export interface EventsHub {
  /** Hands every event from now on to `listener` until the returned function is called. */
  subscribe(listener: EventListener): () => void;
  /** Resolves once this hub listens (streams wait for it, so nothing committed after they start is missed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function defaultHubClient(pool: pg.Pool): HubClient {
  return new pg.Client({ ...pool.options, application_name: 'safari-api-staff-events' }) as unknown as HubClient;
}

export function createEventsHub(options: EventsHubOptions): EventsHub {
  const idleMs = options.idleMs ?? 10_000;
  const firstRetryMs = options.retryMs ?? 500;
  const listeners = new Set<EventListener>();
  let client: HubClient | undefined;
  let listening: Promise<void> | undefined;
  let idle: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;
  /** The newest event handed on: after a reconnect, what came after it is read from the table. */
  let lastId: string | undefined;
  let closed = false;

  function emit(event: StaffEvent): void {
    if (lastId === undefined || BigInt(event.id) > BigInt(lastId)) lastId = event.id;
    for (const listener of [...listeners]) listener(event);
  }

  function drop(on: HubClient, error?: unknown): void {
    if (on !== client) return;
    client = undefined;
    listening = undefined;
    on.end().catch(() => undefined);
    if (closed || listeners.size === 0) return;
    options.logger?.warn({ err: error instanceof Error ? { message: error.message } : undefined, retryMs }, 'staff events listener lost; connecting again');
    retry = setTimeout(() => void start().catch(() => undefined), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  function start(): Promise<void> {
    if (listening) return listening;
    const on = options.connect();
    client = on;
    on.on('error', (error) => drop(on, error));
    on.on('end', () => drop(on, new Error('connection ended')));
    on.on('notification', (message) => {
      if (message.channel !== STAFF_EVENTS_CHANNEL || !message.payload) return;
      let parsed: ReturnType<typeof staffEventSchema.safeParse>;
      try {
        parsed = staffEventSchema.safeParse(JSON.parse(message.payload));
      } catch {
        return;
      }
      if (parsed.success) emit(parsed.data);
      else options.logger?.warn('a staff event notification of an unknown shape was ignored');
    });
    const reconnected = lastId;
    listening = (async () => {
      try {
        await on.connect();
        await on.query(`listen ${STAFF_EVENTS_CHANNEL}`);
        retryMs = firstRetryMs;
        // Written while this replica was not listening: read from the table instead.
        if (reconnected !== undefined) for (const event of await options.missedSince(reconnected)) emit(event);
        else lastId ??= await options.latestId();
      } catch (error) {
        drop(on, error);
        throw error;
      }
    })();
    return listening;
  }

  return {
    subscribe(listener) {
      clearTimeout(idle);
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        clearTimeout(idle);
        idle = setTimeout(() => {
          if (listeners.size > 0 || !client) return;
          const on = client;
          client = undefined;
          listening = undefined;
          clearTimeout(retry);
          on.end().catch(() => undefined);
        }, idleMs);
        idle.unref();
      };
    },
    ready() {
      if (closed) return Promise.reject(new Error('the staff events hub is closed'));
      clearTimeout(retry);
      return start();
    },
    async close() {
      closed = true;
      clearTimeout(idle);
      clearTimeout(retry);
      const on = client;
      client = undefined;
      listening = undefined;
      listeners.clear();
      if (on) await on.end().catch(() => undefined);
    },
  };
}
