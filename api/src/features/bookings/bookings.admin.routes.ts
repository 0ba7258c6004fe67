/**
 * Staff routes of bookings (admins only). The spec's paths: `GET /api/bookings` (the list),
 * `POST /api/bookings` (the Add form), `PUT /api/bookings/{id}`, `PUT /api/bookings/{id}/cancel`.
 * `POST /api/bookings` is also the public booking form's path: a body naming a `customer` is the
 * staff form and passes the staff guard; any other body goes on to the public route unchanged.
 * What the spec has no path for lives under `/api/admin/bookings…` (the public side already owns
 * `GET /api/bookings/{id}` and `POST /api/bookings/{id}/payments`). Mount at /api, before the public routes.
 */
import { Router, type RequestHandler } from 'express';
import {
  adminBookingListQuerySchema,
  adminBookingListSchema,
  adminBookingSchema,
  bookingCancelResultSchema,
  bookingUpdateInputSchema,
  isStaffBookingBody,
  MANUAL_PAYMENT_METHOD_LABELS,
  newBookingInputSchema,
  PAYMENT_STATUS_LABELS,
  BOOKING_STATUS_LABELS,
  paymentLinkResultSchema,
  recordPaymentInputSchema,
} from '@safari/shared/admin-bookings';
import { apiErrorSchema } from '@safari/shared/api-error';
import { formatOfficeDateTime, OFFICE_TIME_LABEL } from '@safari/shared/local-time';
import { balanceDueInputSchema, refundInputSchema } from '@safari/shared/money';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { currentUser, type Auth } from '../../lib/auth';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import { inTurn } from '../../lib/fast-lane';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, sendStored } from '../../lib/idempotency';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import { validate } from '../../lib/validate';
import type { AdminBookingRecord } from './bookings.admin.repo';
import type { BookingsAdminService } from './bookings.admin.service';

const CSV_COLUMNS: CsvColumn<AdminBookingRecord>[] = [
  { header: 'Reference', value: (b) => b.reference },
  { header: 'Tour', value: (b) => b.tourName },
  { header: 'Traveller', value: (b) => b.customer },
  { header: 'E-mail', value: (b) => b.email },
  { header: 'Phone', value: (b) => b.phone },
  { header: 'Travel date', value: (b) => b.date },
  { header: 'Adults', value: (b) => b.adults },
  { header: 'Children', value: (b) => b.children },
  { header: 'Amount', value: (b) => b.price.toFixed(2) },
  { header: 'Currency', value: (b) => b.currency },
  { header: 'Booking status', value: (b) => BOOKING_STATUS_LABELS[b.status] },
  { header: 'Payment status', value: (b) => PAYMENT_STATUS_LABELS[b.paymentStatus] },
  { header: 'Refund owed', value: (b) => (b.refundOwed ? 'yes' : 'no') },
  { header: 'Balance due', value: (b) => b.balanceDueDate },
  { header: 'Overdue', value: (b) => (b.overdue ? 'yes' : 'no') },
  { header: 'Source', value: (b) => b.source },
  // Both: the office's time to read, the ISO instant for spreadsheets and other systems.
  { header: `Created (${OFFICE_TIME_LABEL})`, value: (b) => formatOfficeDateTime(b.createdAt) },
  { header: 'Created (ISO, UTC)', value: (b) => b.createdAt },
  { header: 'Notes', value: (b) => b.notes },
];

export function bookingsAdminRouter(deps: { service: BookingsAdminService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const guard = requireSection(auth, 'bookings');
  const error = docs.component('ApiError', apiErrorSchema);
  const booking = docs.component('AdminBooking', adminBookingSchema);
  const denied = {
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not an admin', schema: error },
  };
  const methods = Object.entries(MANUAL_PAYMENT_METHOD_LABELS)
    .map(([value, label]) => `${value} (${label})`)
    .join(', ');

  // Every path under /api/admin/bookings, unknown ones included; the staff routes under /api/bookings
  // take it first in their own definitions.
  router.use('/admin/bookings', guard);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/bookings',
    summary: 'One page of bookings for staff',
    description: 'Search by reference, traveller name or e-mail; filter by booking status, payment status and travel dates; sort by travel or created date. Page size 5 by default.',
    tags: ['admin'],
    auth: true,
    query: adminBookingListQuerySchema,
    responses: { 200: { description: 'The page', schema: docs.component('AdminBookingList', adminBookingListSchema) }, 400: { description: 'Invalid query', schema: error }, ...denied },
    before: [guard],
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req), req.query));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/bookings/export',
    summary: 'The filtered bookings as CSV',
    description: 'Takes the list’s filters and sort (paging ignored). Cells that a spreadsheet would run as a formula are escaped.',
    tags: ['admin'],
    auth: true,
    query: adminBookingListQuerySchema,
    responses: { 200: { description: 'text/csv' }, 400: { description: 'Invalid query', schema: error }, ...denied },
    handler: async (req, res) => {
      const { page: _page, pageSize: _pageSize, ...filters } = req.query;
      const rows = await service.exportRows(currentUser(req), filters);
      sendCsv(res, `bookings-${new Date().toISOString().slice(0, 10)}.csv`, rows, CSV_COLUMNS);
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/bookings/:id',
    summary: 'Everything about one booking: its payment attempts and the e-mails sent for it',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    responses: { 200: { description: 'The booking', schema: booking }, 404: { description: 'No such booking', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.get(currentUser(req), req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/bookings/:id',
    summary: 'Edit a booking (any of the three statuses)',
    description: 'A status change e-mails the traveller. A canceled booking can no longer be edited (409).',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: bookingUpdateInputSchema,
    responses: {
      200: { description: 'The booking', schema: booking },
      400: { description: 'Invalid fields', schema: error },
      404: { description: 'No such booking', schema: error },
      409: { description: 'The booking is canceled', schema: error },
      ...denied,
    },
    before: [guard],
    handler: async (req, res) => {
      res.json(await service.update(currentUser(req), req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/bookings/:id/cancel',
    summary: 'Cancel a booking',
    description: 'A paid booking keeps its payment; the answer says a refund is owed. Cancelling again changes nothing.',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    responses: { 200: { description: 'Canceled', schema: docs.component('BookingCancelResult', bookingCancelResultSchema) }, 404: { description: 'No such booking', schema: error }, ...denied },
    before: [guard],
    handler: async (req, res) => {
      res.json(await service.cancel(currentUser(req), req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/bookings/:id/payments',
    summary: 'Record a payment taken by hand',
    description:
      `Methods: ${methods}. Adds a row to the booking's ledger (USD, or KES at the office's rate) with a numbered receipt; ` +
      'the booking reads deposit paid, partially paid or paid from the sums of its rows, and is confirmed once its deposit ' +
      `or its price is paid. A booking with nothing left to pay answers 409. With an ` +
      `${IDEMPOTENCY_HEADER} header, the same request again answers the first result and records nothing more.`,
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: recordPaymentInputSchema,
    responses: {
      201: { description: 'Recorded: the booking', schema: booking },
      400: { description: 'Invalid fields', schema: error },
      404: { description: 'No such booking', schema: error },
      409: { description: 'Already paid, canceled, or the key was used for another request', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      sendStored(res, await service.recordPayment(currentUser(req), req.params.id, req.body, idempotencyKeyOf(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/bookings/:id/refunds',
    summary: 'Record a refund (full or partial)',
    description:
      "Adds a negative row to the booking's ledger with its method, reference and a numbered receipt, and e-mails the traveller. " +
      `Never more than was paid and not yet refunded (400). With an ${IDEMPOTENCY_HEADER} header, a repeat records nothing more.`,
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: refundInputSchema,
    responses: {
      201: { description: 'Recorded: the booking', schema: booking },
      400: { description: 'Invalid fields, more than was paid, or KES without a rate', schema: error },
      404: { description: 'No such booking', schema: error },
      409: { description: 'The key was used for another request', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      sendStored(res, await service.recordRefund(currentUser(req), req.params.id, req.body, idempotencyKeyOf(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/bookings/:id/balance-due',
    summary: 'Give the traveller more time: move the balance’s due date (audited)',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: balanceDueInputSchema,
    responses: {
      200: { description: 'The booking', schema: booking },
      400: { description: 'Not a date, or before the current due date', schema: error },
      404: { description: 'No such booking', schema: error },
      409: { description: 'The booking is canceled', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.setBalanceDue(currentUser(req), req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/bookings/:id/payment-link',
    summary: 'E-mail the payment link again',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    responses: {
      200: { description: 'Queued', schema: docs.component('PaymentLinkResult', paymentLinkResultSchema) },
      404: { description: 'No such booking', schema: error },
      409: { description: 'Paid, canceled, or no e-mail address', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.resendPaymentLink(currentUser(req), req.params.id));
    },
  });

  return router;
}

/**
 * The console's Add Booking form shares POST /api/bookings with the public booking form, whose
 * definition (bookings.routes.ts) runs this branch first: a body naming a `customer` is the staff
 * form, answered here behind the staff guard; any other body leaves the branch ('router') and goes
 * on to the public route unchanged.
 */
export function staffBookingForm(deps: { service: BookingsAdminService; auth: Auth }): RequestHandler {
  // A plain chain, not a Router: every public booking passes this branch on its way by.
  return inTurn(
    (req, _res, next) => (isStaffBookingBody(req.body) ? next() : next('router')),
    requireSection(deps.auth, 'bookings'),
    validate({ body: newBookingInputSchema }),
    async (req, res) => {
      res.status(201).json(await deps.service.create(currentUser(req), req.body));
    },
  );
}
