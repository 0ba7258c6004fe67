/**
 * The signed-in traveller's own data: online-only, TanStack Query over the ky client with the
 * bearer token. The client and schemas load beside the first request.
 */
import type { AccountProfile, ChangePasswordInput, MyBooking, UpdateProfileInput } from '@safari/shared/account';
import type { AuthMessage, AuthSession } from '@safari/shared/auth';
import type { BookingDetail } from '@safari/shared/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parser } from '../../../lib/api-client';

const accountSchemas = () => import('@safari/shared/account');

/** Sends through the app's API client (loaded beside the request); failures are RequestFailedError. */
async function send<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, loadSchema: () => Promise<Parser<T>>, json?: unknown): Promise<T> {
  const { send: sendJson } = await import('../../../lib/api-client');
  return sendJson(method, path, loadSchema, json);
}

/** E-mails the signed-in traveller a new verification link. */
export const resendVerification = (): Promise<AuthMessage> =>
  send('post', 'auth/resend-verification', () => import('@safari/shared/auth').then((m) => m.authMessageSchema));
type AccountModule = Awaited<ReturnType<typeof accountSchemas>>;

async function getJson<T>(path: string, pick: (module: AccountModule) => { parse(data: unknown): T }, signal?: AbortSignal): Promise<T> {
  const { getJson: get } = await import('../../../lib/api-client');
  return get(path, () => accountSchemas().then(pick), { signal });
}

export const getMyBookings = (signal?: AbortSignal): Promise<MyBooking[]> => getJson('users/me/bookings', (m) => m.myBookingsSchema, signal);
export const getProfile = (signal?: AbortSignal): Promise<AccountProfile> => getJson('users/me/profile', (m) => m.accountProfileSchema, signal);

/** Keys include the account, so one traveller never sees another's cached answer on a shared phone. */
export function myBookingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['account', userId, 'bookings'] as const, queryFn: ({ signal }) => getMyBookings(signal), staleTime: 0 });
}

export function profileQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['account', userId, 'profile'] as const, queryFn: ({ signal }) => getProfile(signal) });
}

/** One of the traveller's bookings with its ledger: paid, the balance and each payment or refund (`GET /api/bookings/{id}`, the owner's token). */
export async function getMyBooking(id: string, signal?: AbortSignal): Promise<BookingDetail> {
  const { getJson: get } = await import('../../../lib/api-client');
  return get(`bookings/${encodeURIComponent(id)}`, () => import('@safari/shared/booking').then((m) => m.bookingDetailSchema), { signal });
}

export function myBookingQueryOptions(userId: string, bookingId: string) {
  return queryOptions({ queryKey: ['account', userId, 'bookings', bookingId] as const, queryFn: ({ signal }) => getMyBooking(bookingId, signal), staleTime: 0 });
}

export const useMyBookings = (userId: string) => useQuery(myBookingsQueryOptions(userId));
export const useMyBooking = (userId: string, bookingId: string) => useQuery(myBookingQueryOptions(userId, bookingId));
export const useProfile = (userId: string) => useQuery(profileQueryOptions(userId));

export const updateProfile = (input: UpdateProfileInput): Promise<AccountProfile> =>
  send('patch', 'users/me', () => accountSchemas().then((m) => m.accountProfileSchema), input);

export const changePassword = (input: ChangePasswordInput): Promise<AuthSession> =>
  send('put', 'users/me/password', () => import('@safari/shared/auth').then((m) => m.authSessionSchema), input);
