/**
 * The checkout's calls: the booking summary, payment attempts and the sandbox provider's page.
 * Payments are online-only data (TanStack Query over ky); schemas load beside the requests.
 */
import type { ApiError } from '@safari/shared/api-error';
import type { Booking } from '@safari/shared/booking';
import type { Payment, PaymentStarted, SandboxResult, SandboxSession, StartPaymentRequest } from '@safari/shared/payment';
import { queryOptions } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { api, getJson, type Parser } from '../../../lib/api-client';

const paymentSchemas = () => import('@safari/shared/payment');
const bookingSchema = () => import('@safari/shared/booking').then((module) => module.bookingSchema);

/** The API's message of a failed call, when it sent one. */
export async function apiErrorOf(error: unknown): Promise<ApiError | null> {
  if (!(error instanceof HTTPError)) return null;
  const { apiErrorSchema } = await import('@safari/shared/api-error');
  const parsed = apiErrorSchema.safeParse(await error.response.clone().json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

async function postJson<T>(path: string, loadSchema: () => Promise<Parser<T>>, json?: unknown): Promise<T> {
  const [data, schema] = await Promise.all([api.post(path, json === undefined ? {} : { json }).json<unknown>(), loadSchema()]);
  return schema.parse(data);
}

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return getJson(`bookings/${encodeURIComponent(id)}`, bookingSchema, { signal });
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['bookings', 'detail', id] as const,
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 0,
  });
}

export function getPayment(paymentId: string, signal?: AbortSignal): Promise<Payment> {
  return getJson(`payments/${encodeURIComponent(paymentId)}`, () => paymentSchemas().then((m) => m.paymentSchema), { signal });
}

export function paymentQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: ['payments', 'detail', paymentId] as const,
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    staleTime: 0,
  });
}

export function startPayment(bookingId: string, request: StartPaymentRequest): Promise<PaymentStarted> {
  return postJson(`bookings/${encodeURIComponent(bookingId)}/payments`, () => paymentSchemas().then((m) => m.paymentStartedSchema), request);
}

/** Asks the provider (server to server) how the payment stands; PayPal captures here. */
export function verifyPayment(paymentId: string): Promise<Payment> {
  return postJson(`payments/${encodeURIComponent(paymentId)}/verify`, () => paymentSchemas().then((m) => m.paymentSchema));
}

export function cancelPayment(paymentId: string): Promise<Payment> {
  return postJson(`payments/${encodeURIComponent(paymentId)}/cancel`, () => paymentSchemas().then((m) => m.paymentSchema));
}

export function payLater(bookingId: string): Promise<Booking> {
  return postJson(`bookings/${encodeURIComponent(bookingId)}/pay-later`, bookingSchema);
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
