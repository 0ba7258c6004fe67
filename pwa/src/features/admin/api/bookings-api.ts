/**
 * Manage Bookings' calls (online only, flow 3): the list, one booking with its ledger, payments
 * and e-mails, the writes (payments and refunds by hand, the balance's due date), and the CSV export. Every write refreshes the lists, the open booking and
 * the overview's totals.
 */
import {
  adminBookingListSchema,
  adminBookingSchema,
  bookingCancelResultSchema,
  paymentLinkResultSchema,
  type AdminBooking,
  type AdminBookingFilters,
  type AdminBookingList,
  type AdminBookingListQuery,
  type BookingCancelResult,
  type BookingUpdateInput,
  type NewBookingInput,
  type PaymentLinkResult,
  type RecordPaymentInput,
} from '@safari/shared/admin-bookings';
import type { BalanceDueInput, RefundInput } from '@safari/shared/money';
import { tourSyncListSchema, type TourSyncList } from '@safari/shared/tour-sync';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toRequestFailed } from '../../../lib/api-failure';
import { call, searchOf, WRITE } from './admin-api';

export type BookingListParams = AdminBookingListQuery;

export const getAdminBookings = (params: BookingListParams, signal?: AbortSignal): Promise<AdminBookingList> =>
  call('get', 'bookings', adminBookingListSchema, { signal, searchParams: searchOf(params) });
export const adminBookingsQuery = (params: BookingListParams) =>
  queryOptions({ queryKey: ['admin', 'bookings', 'list', params] as const, queryFn: ({ signal }) => getAdminBookings(params, signal), staleTime: 0, placeholderData: keepPreviousData });
export const useAdminBookings = (params: BookingListParams) => useQuery(adminBookingsQuery(params));

export const getAdminBooking = (id: string, signal?: AbortSignal): Promise<AdminBooking> => call('get', `admin/bookings/${encodeURIComponent(id)}`, adminBookingSchema, { signal });
export const adminBookingQuery = (id: string) => queryOptions({ queryKey: ['admin', 'bookings', 'one', id] as const, queryFn: ({ signal }) => getAdminBooking(id, signal), staleTime: 0 });
export const useAdminBooking = (id: string | null) => useQuery({ ...adminBookingQuery(id ?? ''), enabled: id !== null });

/** The tours a booking can be for (the public catalogue: published tours). */
export const getBookableTours = (signal?: AbortSignal): Promise<TourSyncList> => call('get', 'tours', tourSyncListSchema, { signal });
export const bookableToursQuery = () => queryOptions({ queryKey: ['admin', 'bookings', 'tours'] as const, queryFn: ({ signal }) => getBookableTours(signal), staleTime: 60_000 });
export const useBookableTours = () => useQuery(bookableToursQuery());

export const createBooking = (input: NewBookingInput): Promise<AdminBooking> => call('post', 'bookings', adminBookingSchema, { json: input });
export const updateBooking = (id: string, input: BookingUpdateInput): Promise<AdminBooking> => call('put', `bookings/${encodeURIComponent(id)}`, adminBookingSchema, { json: input });
export const cancelBooking = (id: string): Promise<BookingCancelResult> => call('put', `bookings/${encodeURIComponent(id)}/cancel`, bookingCancelResultSchema);
/** The key makes a retried or double-clicked submit record one payment. */
export const recordPayment = (id: string, input: RecordPaymentInput, idempotencyKey: string): Promise<AdminBooking> =>
  call('post', `admin/bookings/${encodeURIComponent(id)}/payments`, adminBookingSchema, { json: input, headers: { 'Idempotency-Key': idempotencyKey } });
/** Money given back; the key makes a retried submit record one refund. */
export const recordRefund = (id: string, input: RefundInput, idempotencyKey: string): Promise<AdminBooking> =>
  call('post', `admin/bookings/${encodeURIComponent(id)}/refunds`, adminBookingSchema, { json: input, headers: { 'Idempotency-Key': idempotencyKey } });
/** A later balance due date (never an earlier one). */
export const setBalanceDue = (id: string, input: BalanceDueInput): Promise<AdminBooking> =>
  call('put', `admin/bookings/${encodeURIComponent(id)}/balance-due`, adminBookingSchema, { json: input });
export const resendPaymentLink = (id: string): Promise<PaymentLinkResult> => call('post', `admin/bookings/${encodeURIComponent(id)}/payment-link`, paymentLinkResultSchema);

export function useBookingMutations() {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: ['admin', 'bookings'] }), client.invalidateQueries({ queryKey: ['admin', 'dashboard'] })]);
  return {
    save: useMutation({
      ...WRITE,
      mutationFn: ({ id, input }: { id: string | null; input: NewBookingInput | BookingUpdateInput }) => (id ? updateBooking(id, input) : createBooking(input as NewBookingInput)),
      onSuccess: refresh,
    }),
    cancel: useMutation({ ...WRITE, mutationFn: cancelBooking, onSuccess: refresh }),
    pay: useMutation({ ...WRITE, mutationFn: ({ id, input, key }: { id: string; input: RecordPaymentInput; key: string }) => recordPayment(id, input, key), onSuccess: refresh }),
    refund: useMutation({ ...WRITE, mutationFn: ({ id, input, key }: { id: string; input: RefundInput; key: string }) => recordRefund(id, input, key), onSuccess: refresh }),
    dueDate: useMutation({ ...WRITE, mutationFn: ({ id, input }: { id: string; input: BalanceDueInput }) => setBalanceDue(id, input), onSuccess: refresh }),
    resend: useMutation({ ...WRITE, mutationFn: resendPaymentLink, onSuccess: refresh }),
  };
}

/** Downloads the filtered list as CSV (with the bearer token, so not a plain link). */
export async function downloadBookingsCsv(filters: Partial<AdminBookingFilters>): Promise<void> {
  let blob: Blob;
  let name = 'bookings.csv';
  try {
    const response = await api.get('admin/bookings/export', { searchParams: searchOf({ ...filters }), timeout: 60_000 });
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
