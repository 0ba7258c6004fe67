/**
 * The last booking this visitor reserved to pay later, kept on this device (localStorage) so that
 * Home can show its confirmation (reference, tour, date, amount, where the payment link went) until
 * the visitor dismisses it, across reloads. The booking screen and the checkout's 'Pay later' keep
 * it; Home also picks up a pay-later booking that the outbox delivered while the visitor was away.
 * No zod here: Home reads it, and Home's first load stays small.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'reservedBooking';
/** Bookings already shown once (kept or dismissed), so a delivered outbox item never comes back. */
const SEEN_KEY = 'reservedBookingSeen';
const SEEN_MAX = 20;
/** A confirmation older than this is no longer news. */
const KEEP_MS = 30 * 86_400_000;

export interface ReservedBooking {
  id: string;
  reference: string;
  tourName: string;
  /** Travel date, YYYY-MM-DD. */
  date: string;
  amount: number;
  currency: string;
  email: string;
  /** Epoch milliseconds. */
  savedAt: number;
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; value: ReservedBooking | null } = { raw: null, value: null };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The confirmation of a booking as the API answers it (`Booking`), or null when it is not a
 * pay-later booking with everything the panel shows.
 */
export function reservedFrom(answer: unknown, savedAt = Date.now()): ReservedBooking | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { id, reference, tour, date, amount, currency, contact, payMode } = answer as Record<string, unknown>;
  const tourName = typeof tour === 'object' && tour !== null ? (tour as { name?: unknown }).name : undefined;
  const email = typeof contact === 'object' && contact !== null ? (contact as { email?: unknown }).email : undefined;
  if (payMode !== 'later' || !isText(id) || !isText(reference) || !isText(tourName) || !isText(date) || !isText(email)) return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return { id, reference, tourName, date, amount, currency: isText(currency) ? currency : 'USD', email, savedAt };
}

function parse(raw: string | null): ReservedBooking | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReservedBooking> | null;
    if (!value || typeof value.savedAt !== 'number' || Date.now() - value.savedAt > KEEP_MS) return null;
    return reservedFrom({ ...value, tour: { name: value.tourName }, contact: { email: value.email }, payMode: 'later' }, value.savedAt);
  } catch {
    return null;
  }
}

function seen(): string[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this booking's confirmation was shown on this device before. */
export function wasShown(id: string): boolean {
  return seen().includes(id);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Keeps a pay-later booking's confirmation for Home (the booking as the API answered it). Anything
 * else (a pay-now booking, an answer that is not a booking) is ignored.
 */
export function rememberReservedBooking(answer: unknown): void {
  const reserved = reservedFrom(answer);
  const store = storage();
  if (!reserved || !store) return;
  try {
    store.setItem(KEY, JSON.stringify(reserved));
    store.setItem(SEEN_KEY, JSON.stringify([reserved.id, ...seen().filter((id) => id !== reserved.id)].slice(0, SEEN_MAX)));
  } catch {
    // Storage full or blocked: the toast still told the visitor.
  }
  notify();
}

/** Hides the confirmation for good (it stays in the list of those already shown). */
export function dismissReservedBooking(): void {
  storage()?.removeItem(KEY);
  notify();
}

function read(): ReservedBooking | null {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw !== snapshot.raw) snapshot = { raw, value: parse(raw) };
  return snapshot.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The kept confirmation, or null (always null on the server and while the page hydrates). */
export function useReservedBooking(): ReservedBooking | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
