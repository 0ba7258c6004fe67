/**
 * The departures screens' calls (online only): the calendar, one departure, creating one or many,
 * editing, cancelling, and the seats checks of a move. Every write refreshes the calendar, the open
 * departure and the bookings lists (seats and dates change there too).
 */
import {
  adminDepartureDetailSchema,
  adminDepartureListSchema,
  adminDepartureSchema,
  bookingMoveOptionsSchema,
  bookingMoveResultSchema,
  bulkDepartureResultSchema,
  departureCancelResultSchema,
  manifestSchema,
  type AdminDeparture,
  type AdminDepartureDetail,
  type BookingMoveOptions,
  type BookingMoveResult,
  type BulkDepartureInput,
  type BulkDepartureResult,
  type DepartureCancelResult,
  type DepartureInput,
  type DepartureUpdate,
  type Manifest,
} from '@safari/shared/departures';
import { waitlistListSchema, type WaitlistEntry } from '@safari/shared/waitlist';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { RequestFailedError } from '../../../lib/api-errors';
import { toRequestFailed } from '../../../lib/api-failure';
import { call, searchOf, WRITE } from '../api/admin-api';

type AdminDepartureList = { items: AdminDeparture[] };

export interface CalendarParams {
  /** YYYY-MM-DD, first day shown. */
  from: string;
  /** YYYY-MM-DD, last day shown. */
  to: string;
  tourId?: string;
}

export const getDepartures = (params: CalendarParams, signal?: AbortSignal): Promise<AdminDepartureList> =>
  call('get', 'admin/departures', adminDepartureListSchema, { signal, searchParams: searchOf({ ...params }) });
export const departuresQuery = (params: CalendarParams) =>
  queryOptions({ queryKey: ['admin', 'departures', 'calendar', params] as const, queryFn: ({ signal }) => getDepartures(params, signal), staleTime: 0 });
export const useDepartures = (params: CalendarParams) => useQuery(departuresQuery(params));

export const createDeparture = (tourId: string, input: DepartureInput): Promise<AdminDeparture> =>
  call('post', `admin/tours/${encodeURIComponent(tourId)}/departures`, adminDepartureSchema, { json: input });
/** Every chosen weekday between two dates: `201 { items }`, the departures added. */
export const createDepartures = (tourId: string, input: BulkDepartureInput): Promise<BulkDepartureResult> =>
  call('post', `admin/tours/${encodeURIComponent(tourId)}/departures/bulk`, bulkDepartureResultSchema, { json: input, timeout: 30_000 });
export const updateDeparture = (id: string, input: DepartureUpdate): Promise<AdminDeparture> => call('put', `admin/departures/${encodeURIComponent(id)}`, adminDepartureSchema, { json: input });

const path = (id: string) => `admin/departures/${encodeURIComponent(id)}`;

export const getDeparture = (id: string, signal?: AbortSignal): Promise<AdminDepartureDetail> => call('get', path(id), adminDepartureDetailSchema, { signal });
export const departureQuery = (id: string) => queryOptions({ queryKey: ['admin', 'departures', 'one', id] as const, queryFn: ({ signal }) => getDeparture(id, signal), staleTime: 0 });
export const useDeparture = (id: string) => useQuery(departureQuery(id));

export const getManifest = (id: string, signal?: AbortSignal): Promise<Manifest> => call('get', `${path(id)}/manifest`, manifestSchema, { signal });
export const manifestQuery = (id: string) => queryOptions({ queryKey: ['admin', 'departures', 'manifest', id] as const, queryFn: ({ signal }) => getManifest(id, signal), staleTime: 0 });
export const useManifest = (id: string) => useQuery(manifestQuery(id));

export const getWaitlist = (id: string, signal?: AbortSignal): Promise<{ items: WaitlistEntry[] }> => call('get', `${path(id)}/waitlist`, waitlistListSchema, { signal });
export const waitlistQuery = (id: string) => queryOptions({ queryKey: ['admin', 'departures', 'waitlist', id] as const, queryFn: ({ signal }) => getWaitlist(id, signal), staleTime: 0 });
export const useWaitlist = (id: string) => useQuery(waitlistQuery(id));

export const cancelDeparture = (id: string): Promise<DepartureCancelResult> => call('post', `${path(id)}/cancel`, departureCancelResultSchema, { timeout: 30_000 });

/** A move the target departure cannot take: the seats it has left (0: full or not open). */
export class SeatsLeftError extends RequestFailedError {
  constructor(
    message: string,
    readonly seatsLeft: number,
  ) {
    super(message, 409);
  }
}

/** The departures a booking may move to, with what each one's price gives, and the booking's agreed money. */
export const getMoveOptions = (bookingId: string, signal?: AbortSignal): Promise<BookingMoveOptions> =>
  call('get', `admin/bookings/${encodeURIComponent(bookingId)}/move-options`, bookingMoveOptionsSchema, { signal });
export const useMoveOptions = (bookingId: string) =>
  useQuery({ queryKey: ['admin', 'departures', 'move-options', bookingId] as const, queryFn: ({ signal }) => getMoveOptions(bookingId, signal), staleTime: 0 });

/** Moves a booking to another departure of its tour (`reprice`: at that departure's price); a 409 with `seatsLeft` becomes a SeatsLeftError. */
export async function moveBooking(bookingId: string, departureId: string, reprice = false): Promise<BookingMoveResult> {
  try {
    const json = reprice ? { departureId, reprice } : { departureId };
    return bookingMoveResultSchema.parse(await api.post(`admin/bookings/${encodeURIComponent(bookingId)}/move`, { json }).json<unknown>());
  } catch (error) {
    const failure = await toRequestFailed(error);
    const response = (error as { response?: unknown }).response;
    if (failure.status === 409 && response instanceof Response) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { seatsLeft?: unknown } | null;
      if (typeof body?.seatsLeft === 'number') throw new SeatsLeftError(failure.message, body.seatsLeft);
    }
    throw failure;
  }
}

export const removeWaitlistEntry = async (entryId: string): Promise<void> => {
  try {
    await api.delete(`admin/waitlist/${encodeURIComponent(entryId)}`);
  } catch (error) {
    throw await toRequestFailed(error);
  }
};

/** Downloads the manifest as CSV (with the bearer token, so not a plain link). */
export async function downloadManifestCsv(id: string): Promise<void> {
  let blob: Blob;
  let name = 'manifest.csv';
  try {
    const response = await api.get(`${path(id)}/manifest.csv`, { timeout: 60_000 });
    name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? name;
    blob = await response.blob();
  } catch (error) {
    throw await toRequestFailed(error);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Refreshes whatever shows seats or departures: the calendar, departures, bookings and the overview. */
export function useRefreshDepartures() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'departures'] }),
      client.invalidateQueries({ queryKey: ['admin', 'bookings'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
}

export function useDepartureMutations() {
  const refresh = useRefreshDepartures();
  return {
    create: useMutation({ ...WRITE, mutationFn: ({ tourId, input }: { tourId: string; input: DepartureInput }) => createDeparture(tourId, input), onSuccess: refresh }),
    bulk: useMutation({ ...WRITE, mutationFn: ({ tourId, input }: { tourId: string; input: BulkDepartureInput }) => createDepartures(tourId, input), onSuccess: refresh }),
    update: useMutation({ ...WRITE, mutationFn: ({ id, input }: { id: string; input: DepartureUpdate }) => updateDeparture(id, input), onSuccess: refresh }),
    cancel: useMutation({ ...WRITE, mutationFn: cancelDeparture, onSuccess: refresh }),
    move: useMutation({
      ...WRITE,
      mutationFn: ({ bookingId, departureId, reprice }: { bookingId: string; departureId: string; reprice?: boolean }) => moveBooking(bookingId, departureId, reprice),
      onSuccess: refresh,
    }),
    removeWaiting: useMutation({ ...WRITE, mutationFn: removeWaitlistEntry, onSuccess: refresh }),
  };
}
