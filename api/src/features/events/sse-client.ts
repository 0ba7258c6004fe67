/**
 * A client of `GET /api/admin/events` for the tests (API and resilience): reads the stream with fetch
 * as the console does and collects its events.
 */
import { staffEventSchema, STAFF_EVENTS_READY, type StaffEvent } from '@safari/shared/staff-events';

export interface OpenStream {
  status: number;
  /** The events received so far, in order. */
  events: StaffEvent[];
  /** Resolves when the stored events were sent (`event: ready`). */
  ready: Promise<void>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** The first event (received or still to come) for which `match` is true; rejects after `timeoutMs`. */
  waitFor(match: (event: StaffEvent) => boolean, timeoutMs?: number): Promise<StaffEvent>;
  close(): void;
}

export async function openEventStream(base: string, authorization: string | undefined, lastEventId?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (authorization) headers.Authorization = authorization;
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const response = await fetch(`${base}/api/admin/events`, { headers, signal: abort.signal });
  const events: StaffEvent[] = [];
  const waiters = new Set<() => void>();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let ended: Promise<void> = Promise.resolve();

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name === STAFF_EVENTS_READY) markReady();
            else if (data) {
              events.push(staffEventSchema.parse(JSON.parse(data)));
              for (const wake of [...waiters]) wake();
            }
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    await response.body?.cancel();
  }

  return {
    status: response.status,
    events,
    ready,
    ended,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(events.map((event) => event.kind))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
