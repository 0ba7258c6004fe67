/**
 * A trip's own screen: the booking with its ledger (`GET /api/bookings/{id}`) and what the trip adds
 * (`GET /api/bookings/{id}/trip`), with the owner's token. The last answer is kept on the phone
 * (localStorage, per account and booking, cleared when signing out from My Trips), so the screen opens offline as it was
 * last loaded. The requests to the office go through the outbox (exactly once, offline too).
 */
import type { BookingDetail } from '@safari/shared/booking';
import { tripSchema, type Trip, type TripRequestInput } from '@safari/shared/trip';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIP_CACHE_PREFIX } from '../../../lib/storage-keys';
import type { SubmitResult } from '../../../offline/submit';
import { getMyBooking } from './account-api';

export interface TripScreen {
  booking: BookingDetail;
  trip: Trip;
  /** When this was loaded (epoch ms). */
  loadedAt: number;
  /** Read from the phone because the network did not answer. */
  offline: boolean;
}

const cacheKey = (userId: string, bookingId: string) => `${TRIP_CACHE_PREFIX}${userId}:${bookingId}`;

function readCache(userId: string, bookingId: string): TripScreen | null {
  try {
    const raw = window.localStorage.getItem(cacheKey(userId, bookingId));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Omit<TripScreen, 'offline'>;
    return saved.booking.id === bookingId ? { ...saved, offline: true } : null;
  } catch {
    return null;
  }
}

/** Forgets every trip kept on this phone (signing out: none stays on a shared phone). */
export function forgetTrips(): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith(TRIP_CACHE_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

function writeCache(userId: string, bookingId: string, screen: Omit<TripScreen, 'offline'>): void {
  try {
    window.localStorage.setItem(cacheKey(userId, bookingId), JSON.stringify(screen));
  } catch {
    // A full storage only costs the offline copy.
  }
}

/** An answer from the server (a 4xx or 5xx) rather than no answer at all. */
const answered = (error: unknown) => typeof error === 'object' && error !== null && 'response' in error;

export async function getTrip(bookingId: string, signal?: AbortSignal): Promise<Trip> {
  const { getJson } = await import('../../../lib/api-client');
  return getJson(`bookings/${encodeURIComponent(bookingId)}/trip`, () => Promise.resolve(tripSchema), { signal });
}

async function loadTripScreen(userId: string, bookingId: string, signal?: AbortSignal): Promise<TripScreen> {
  try {
    const [booking, trip] = await Promise.all([getMyBooking(bookingId, signal), getTrip(bookingId, signal)]);
    const screen = { booking, trip, loadedAt: Date.now() };
    writeCache(userId, bookingId, screen);
    return { ...screen, offline: false };
  } catch (error) {
    const cached = answered(error) ? null : readCache(userId, bookingId);
    if (cached) return cached;
    throw error;
  }
}

export function tripScreenQueryOptions(userId: string, bookingId: string) {
  return queryOptions<TripScreen>({
    queryKey: ['account', userId, 'trip', bookingId] as const,
    queryFn: ({ signal }) => loadTripScreen(userId, bookingId, signal),
    staleTime: 0,
    enabled: userId !== '',
    // Shown at once from the phone while the network is asked.
    placeholderData: (): TripScreen | undefined => readCache(userId, bookingId) ?? undefined,
  });
}

export const useTripScreen = (userId: string, bookingId: string) => useQuery(tripScreenQueryOptions(userId, bookingId));

/** Sends a change or cancellation request through the outbox (with the owner's token). */
export async function sendTripRequest(bookingId: string, reference: string, input: TripRequestInput): Promise<SubmitResult> {
  const { submit } = await import('../../../offline/submit');
  return submit({
    kind: 'contact',
    path: `bookings/${encodeURIComponent(bookingId)}/requests`,
    body: input,
    label: input.kind === 'change' ? 'Change request' : 'Cancellation request',
    summary: `${reference}: ${input.message.slice(0, 60)}`,
    withAuth: true,
  });
}
