/**
 * The checkout's calls: the booking summary, payment attempts and the sandbox provider's page.
 * Payments are online-only data (TanStack Query over ky); schemas load beside the requests.
 */
import type { ApiError } from '@safari/shared/api-error';
import type { Booking, BookingDetail } from '@safari/shared/booking';
import type { Payment, PaymentStarted, SandboxResult, SandboxSession, StartPaymentRequest } from '@safari/shared/payment';
import { queryOptions } from '@tanstack/react-query';
import type { Parser } from '../../../lib/api-client';
import { bookingKeyHeaders } from '../lib/booking-keys';

// The HTTP client (ky, and the env parsing with zod/mini) loads beside the first request instead
// of with the page's code.
const client = () => import('../../../lib/api-client');
const paymentSchemas = () => import('@safari/shared/payment');
const bookingSchema = () => import('@safari/shared/booking').then((module) => module.bookingSchema);
const bookingDetailSchema = () => import('@safari/shared/booking').then((module) => module.bookingDetailSchema);

/** The HTTP answer of a failed call (ky's HTTPError), told by its shape so ky need not load first. */
function responseOf(error: unknown): Response | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const { response } = error as { response?: unknown };
  return response instanceof Response ? response : null;
}

/** The API's message of a failed call, when it sent one. */
export async function apiErrorOf(error: unknown): Promise<ApiError | null> {
  const response = responseOf(error);
  if (!response) return null;
  const { apiErrorSchema } = await import('@safari/shared/api-error');
  const parsed = apiErrorSchema.safeParse(await response.clone().json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

export function statusOf(error: unknown): number | null {
  return responseOf(error)?.status ?? null;
}

/**
 * `bookingId`: the booking the call is about. Its access key (when this device has it) goes along;
 * without one, only the booking's signed-in owner gets an answer.
 */
async function getJson<T>(path: string, loadSchema: () => Promise<Parser<T>>, options: { signal?: AbortSignal; bookingId?: string } = {}): Promise<T> {
  const { getJson: get } = await client();
  return get(path, loadSchema, { signal: options.signal, headers: options.bookingId ? bookingKeyHeaders(options.bookingId) : {} });
}

async function postJson<T>(path: string, loadSchema: () => Promise<Parser<T>>, json?: unknown, bookingId?: string): Promise<T> {
  const [{ api }, schema] = await Promise.all([client(), loadSchema()]);
  const headers = bookingId ? bookingKeyHeaders(bookingId) : {};
  const data = await api.post(path, json === undefined ? { headers } : { json, headers }).json<unknown>();
  return schema.parse(data);
}

/** The booking with what its ledger adds up to: paid, the balance, and what the checkout charges now. */
export function getBooking(id: string, signal?: AbortSignal): Promise<BookingDetail> {
  return getJson(`bookings/${encodeURIComponent(id)}`, bookingDetailSchema, { signal, bookingId: id });
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['bookings', 'detail', id] as const,
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 0,
  });
}

/** A payment attempt of the booking `bookingId` (whose key opens it). */
export function getPayment(paymentId: string, bookingId: string, signal?: AbortSignal): Promise<Payment> {
  return getJson(`payments/${encodeURIComponent(paymentId)}`, () => paymentSchemas().then((m) => m.paymentSchema), { signal, bookingId });
}

export function paymentQueryOptions(paymentId: string, bookingId: string) {
  return queryOptions({
    queryKey: ['payments', 'detail', paymentId] as const,
    queryFn: ({ signal }) => getPayment(paymentId, bookingId, signal),
    staleTime: 0,
  });
}

export function startPayment(bookingId: string, request: StartPaymentRequest): Promise<PaymentStarted> {
  return postJson(`bookings/${encodeURIComponent(bookingId)}/payments`, () => paymentSchemas().then((m) => m.paymentStartedSchema), request, bookingId);
}

/** Asks the provider (server to server) how the payment stands; PayPal captures here. */
export function verifyPayment(paymentId: string, bookingId: string): Promise<Payment> {
  return postJson(`payments/${encodeURIComponent(paymentId)}/verify`, () => paymentSchemas().then((m) => m.paymentSchema), undefined, bookingId);
}

export function cancelPayment(paymentId: string, bookingId: string): Promise<Payment> {
  return postJson(`payments/${encodeURIComponent(paymentId)}/cancel`, () => paymentSchemas().then((m) => m.paymentSchema), undefined, bookingId);
}

export function payLater(bookingId: string): Promise<Booking> {
  return postJson(`bookings/${encodeURIComponent(bookingId)}/pay-later`, bookingSchema, undefined, bookingId);
}

export function getSandboxSession(session: string, signal?: AbortSignal): Promise<SandboxSession> {
  return getJson(`payments/sandbox/${encodeURIComponent(session)}`, () => paymentSchemas().then((m) => m.sandboxSessionSchema), { signal });
}

export function sandboxSessionQueryOptions(session: string) {
  return queryOptions({
    queryKey: ['payments', 'sandbox', session] as const,
    queryFn: ({ signal }) => getSandboxSession(session, signal),
    staleTime: 0,
    retry: false,
  });
}

export function completeSandbox(session: string): Promise<SandboxResult> {
  return postJson(`payments/sandbox/${encodeURIComponent(session)}/complete`, () => paymentSchemas().then((m) => m.sandboxResultSchema));
}

export function cancelSandbox(session: string): Promise<SandboxResult> {
  return postJson(`payments/sandbox/${encodeURIComponent(session)}/cancel`, () => paymentSchemas().then((m) => m.sandboxResultSchema));
}
