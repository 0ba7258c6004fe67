/**
 * The console's live alerts: `GET /api/admin/events` read with fetch and a streaming reader (an
 * EventSource cannot send the Bearer token). One connection per tab while the console is open. When
 * it drops (network, a replica restarting, 45 s without even a heartbeat) it is made again, with
 * backoff, sending `Last-Event-ID`, and the server sends what was missed meanwhile.
 *
 * What has been read is remembered on this device (the newest alert id seen in the list), so a
 * reload does not make old alerts new again.
 */
import { staffEventSchema, STAFF_EVENTS_READY, type StaffEvent, type StaffEventKind } from '@safari/shared/staff-events';
import { env } from '../../../config/env';
import { TOKEN_KEY } from '../../../lib/storage-keys';

/** The alerts the list keeps (newest first). */
const KEEP = 50;
/** Longer than two heartbeats (15 s): the connection is taken for dead. */
const SILENCE_MS = 45_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const READ_KEY = 'safari.admin.alerts.read';

export interface AlertsState {
  alerts: StaffEvent[];
  /** Alerts newer than this id are unread. */
  readUpTo: string;
  /** The stream is open and caught up. */
  live: boolean;
  /** The first connection has not been made yet (nothing to say about being down). */
  starting: boolean;
}

type NewAlertsListener = (alerts: StaffEvent[]) => void;

const newer = (a: string, b: string): boolean => BigInt(a) > BigInt(b);

function storedRead(): string {
  try {
    const value = window.localStorage.getItem(READ_KEY);
    return value && /^\d{1,19}$/.test(value) ? value : '0';
  } catch {
    return '0';
  }
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let state: AlertsState = { alerts: [], readUpTo: '0', live: false, starting: true };
const listeners = new Set<() => void>();
const newAlertListeners = new Set<NewAlertsListener>();
let users = 0;
let abort: AbortController | undefined;
let retryTimer: number | undefined;
let retryMs = FIRST_RETRY_MS;
let lastEventId: string | undefined;
/** Bumped by every start: a loop of an earlier start ends. */
let generation = 0;

function set(patch: Partial<AlertsState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const alertsState = (): AlertsState => state;

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with the alerts that arrived after the console was already up to date (worth a toast). */
export function onNewAlerts(listener: NewAlertsListener): () => void {
  newAlertListeners.add(listener);
  return () => newAlertListeners.delete(listener);
}

/** Unread alerts per kind. */
export function unreadCounts(current: AlertsState): Partial<Record<StaffEventKind, number>> {
  const counts: Partial<Record<StaffEventKind, number>> = {};
  for (const alert of current.alerts) if (newer(alert.id, current.readUpTo)) counts[alert.kind] = (counts[alert.kind] ?? 0) + 1;
  return counts;
}

/** Everything listed now counts as read (the list was opened). */
export function markAllRead(): void {
  const newest = state.alerts[0]?.id;
  if (!newest || !newer(newest, state.readUpTo)) return;
  try {
    window.localStorage.setItem(READ_KEY, newest);
  } catch {
    // Storage unavailable: read for this tab only.
  }
  set({ readUpTo: newest });
}

function add(incoming: StaffEvent[]): StaffEvent[] {
  const known = new Set(state.alerts.map((alert) => alert.id));
  const fresh = incoming.filter((alert) => !known.has(alert.id));
  if (fresh.length === 0) return [];
  const alerts = [...fresh, ...state.alerts].sort((a, b) => (newer(a.id, b.id) ? -1 : newer(b.id, a.id) ? 1 : 0)).slice(0, KEEP);
  set({ alerts });
  return fresh;
}

async function readStream(signal: AbortController): Promise<'again' | 'stop'> {
  const token = readToken();
  if (!token) return 'stop';
  const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const response = await fetch(`${env.apiUrl}/admin/events`, { headers, signal: signal.signal, cache: 'no-store' });
  // Not staff (any more), or signed out: the console's own requests take it from here.
  if (response.status === 401 || response.status === 403) return 'stop';
  if (!response.ok || !response.body) return 'again';

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let silence = window.setTimeout(() => signal.abort(), SILENCE_MS);
  let catchingUp = true;
  /** Events of the catch-up, shown at once; new to this tab only if it had been up to date before. */
  let batch: StaffEvent[] = [];
  const wasUpToDate = !state.starting;
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      window.clearTimeout(silence);
      silence = window.setTimeout(() => signal.abort(), SILENCE_MS);
      buffer += value.replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let name = 'message';
        let data = '';
        let id: string | undefined;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') name = text;
          else if (field === 'data') data += data ? `\n${text}` : text;
          else if (field === 'id') id = text;
        }
        if (name === STAFF_EVENTS_READY) {
          catchingUp = false;
          retryMs = FIRST_RETRY_MS;
          const fresh = add(batch);
          batch = [];
          set({ live: true, starting: false });
          if (wasUpToDate && fresh.length > 0) for (const listener of newAlertListeners) listener(fresh);
          continue;
        }
        if (!data) continue;
        const parsed = staffEventSchema.safeParse(JSON.parse(data));
        if (!parsed.success) continue;
        if (id && (!lastEventId || newer(id, lastEventId))) lastEventId = id;
        if (catchingUp) batch.push(parsed.data);
        else {
          const fresh = add([parsed.data]);
          if (fresh.length > 0) for (const listener of newAlertListeners) listener(fresh);
        }
      }
    }
  } finally {
    window.clearTimeout(silence);
  }
}

async function run(mine: number): Promise<void> {
  while (users > 0 && generation === mine) {
    const controller = new AbortController();
    abort = controller;
    let outcome: 'again' | 'stop' = 'again';
    try {
      outcome = await readStream(controller);
    } catch {
      // Network failure or a dead connection: connect again.
    }
    if (abort !== controller || users === 0 || generation !== mine) return;
    set({ live: false });
    if (outcome === 'stop') {
      abort = undefined;
      return;
    }
    await new Promise<void>((resolve) => {
      const wake = () => {
        window.clearTimeout(retryTimer);
        window.removeEventListener('online', wake);
        resolve();
      };
      retryTimer = window.setTimeout(wake, retryMs);
      // Back online: try at once.
      window.addEventListener('online', wake);
    });
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }
}

/** Keeps the stream open while at least one caller holds it; returns the release. */
export function holdAlerts(): () => void {
  users += 1;
  if (users === 1) {
    set({ readUpTo: storedRead() });
    retryMs = FIRST_RETRY_MS;
    generation += 1;
    void run(generation);
  }
  return () => {
    users -= 1;
    if (users > 0) return;
    window.clearTimeout(retryTimer);
    abort?.abort();
    abort = undefined;
    set({ live: false });
  };
}
