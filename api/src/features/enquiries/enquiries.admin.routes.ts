/** Staff routes of the inbox (admins and moderators): `/api/admin/enquiries/…`. Mount at /api. */
import { Router } from 'express';
import {
  inboxExportQuerySchema,
  inboxItemParamsSchema,
  inboxItemSchema,
  inboxListQuerySchema,
  inboxListSchema,
  inboxReplyBodySchema,
  inboxStatusInputSchema,
  inboxTabParamsSchema,
  storedProposalSchema,
  type InboxTab,
} from '@safari/shared/admin-inbox';
import { apiErrorSchema } from '@safari/shared/api-error';
import { currentUser, type Auth } from '../../lib/auth';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { InboxRow } from './enquiries.admin.repo';
import type { InboxService } from './enquiries.admin.service';

const common: CsvColumn<InboxRow>[] = [
  { header: 'Received', value: (row) => row.receivedAt },
  { header: 'Status', value: (row) => row.status },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
];

const proposal = (row: InboxRow) => storedProposalSchema.parse(row.payload ?? {});

/** One row per item; every cell goes through csvCell (quoting and formula escaping). */
const CSV_COLUMNS: Record<InboxTab, CsvColumn<InboxRow>[]> = {
  contact: [...common, { header: 'Subject', value: (row) => row.subject }, { header: 'Message', value: (row) => row.message }, { header: 'Handled', value: (row) => row.handledAt }],
  chat: [
    ...common,
    { header: 'Message', value: (row) => row.message },
    { header: 'Page', value: (row) => row.meta.page ?? '' },
    { header: 'Conversation', value: (row) => row.meta.conversationId ?? '' },
    { header: 'Handled', value: (row) => row.handledAt },
  ],
  proposals: [
    ...common,
    { header: 'Phone', value: (row) => row.phone },
    { header: 'WhatsApp', value: (row) => proposal(row).contact.whatsapp },
    { header: 'Country', value: (row) => proposal(row).contact.country },
    { header: 'Contact by', value: (row) => proposal(row).contact.prefer },
    { header: 'Destination', value: (row) => row.subject },
    { header: 'Start date', value: (row) => proposal(row).trip.startDate },
    { header: 'End date', value: (row) => proposal(row).trip.endDate },
    { header: 'Date flexibility', value: (row) => proposal(row).trip.flexibility.window },
    { header: 'Other months', value: (row) => proposal(row).trip.flexibility.altMonths },
    { header: 'Adults', value: (row) => proposal(row).party.adults },
    { header: 'Children', value: (row) => proposal(row).party.children },
    { header: 'Children ages', value: (row) => proposal(row).party.childrenAges },
    { header: 'Budget tier', value: (row) => proposal(row).budget.tier },
    { header: 'Budget basis', value: (row) => proposal(row).budget.basis },
    { header: 'Budget flexibility', value: (row) => proposal(row).budget.flexibility },
    { header: 'Lodging', value: (row) => proposal(row).lodging.type },
    { header: 'Room', value: (row) => proposal(row).lodging.room },
    { header: 'Amenities', value: (row) => proposal(row).lodging.amenities },
    { header: 'Styles', value: (row) => proposal(row).preferences.styles.join('; ') },
    { header: 'Activities', value: (row) => proposal(row).preferences.activities.join('; ') },
    { header: 'Transport', value: (row) => proposal(row).preferences.transportMode },
    { header: 'Arrival airport', value: (row) => proposal(row).arrivals.airport },
    { header: 'Flight booked', value: (row) => proposal(row).arrivals.flightBooked },
    { header: 'Dietary', value: (row) => proposal(row).healthDiet.dietary },
    { header: 'Accessibility', value: (row) => proposal(row).healthDiet.accessibility },
    { header: 'Insurance', value: (row) => proposal(row).insurance.option },
    { header: 'Notes', value: (row) => proposal(row).notes },
    { header: 'Handled', value: (row) => row.handledAt },
  ],
  newsletter: [...common, { header: 'Unsubscribed', value: (row) => (row.unsubscribed ? 'yes' : 'no') }, { header: 'Handled', value: (row) => row.handledAt }],
};

export function inboxRouter(deps: { service: InboxService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  // The guard over every path below, unknown ones included, before any validation.
  router.use('/admin/enquiries', requireSection(auth, 'enquiries'));

  const error = docs.component('ApiError', apiErrorSchema);
  const item = docs.component('InboxItem', inboxItemSchema);
  const denied = {
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not an admin or moderator', schema: error },
  };
  const notFound = { 404: { description: 'No such item', schema: error } };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/enquiries/:tab',
    summary: 'One page of an inbox tab (contact, chat, proposals, newsletter), newest first, with the new items of every tab',
    tags: ['admin'],
    auth: true,
    params: inboxTabParamsSchema,
    query: inboxListQuerySchema,
    responses: { 200: { description: 'The page', schema: docs.component('InboxList', inboxListSchema) }, 400: { description: 'Invalid tab or query', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req), req.params.tab, req.query));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/enquiries/:tab/export',
    summary: 'CSV of an inbox tab (UTF-8, one row per item, formula-safe), with the list filters',
    tags: ['admin'],
    auth: true,
    params: inboxTabParamsSchema,
    query: inboxExportQuerySchema,
    responses: { 200: { description: 'text/csv' }, 400: { description: 'Invalid tab or query', schema: error }, ...denied },
    handler: async (req, res) => {
      const rows = await service.exportRows(currentUser(req), req.params.tab, req.query);
      const stamp = new Date().toISOString().slice(0, 10);
      sendCsv(res, `enquiries-${req.params.tab}-${stamp}.csv`, rows, CSV_COLUMNS[req.params.tab]);
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/enquiries/:tab/:id',
    summary: 'One inbox item in full (a proposal with its whole request) and the replies sent',
    tags: ['admin'],
    auth: true,
    params: inboxItemParamsSchema,
    responses: { 200: { description: 'The item', schema: item }, 400: { description: 'Invalid tab or id', schema: error }, ...notFound, ...denied },
    handler: async (req, res) => {
      res.json(await service.get(currentUser(req), req.params.tab, req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/enquiries/:tab/:id/reply',
    summary: "Reply by e-mail (queued in the notifications outbox), or in a chat's thread, and mark the item answered",
    description:
      "`{ subject, message }` (or `via: 'email'`): an e-mail to the traveller. `{ message, via: 'chat' }` (chats only): a message " +
      "into the chat's thread, which the traveller's widget shows within seconds; it is e-mailed too (with a link back to the " +
      'conversation) when the traveller gave an address and their widget has not read the thread for 2 minutes. Audited.',
    tags: ['admin'],
    auth: true,
    params: inboxItemParamsSchema,
    body: inboxReplyBodySchema,
    responses: {
      200: { description: 'The item, answered', schema: item },
      400: { description: 'Invalid body, with a message per field', schema: error },
      409: { description: 'By e-mail: the item has no e-mail address. In the chat: not a chat, or a chat from before conversations', schema: error },
      ...notFound,
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.reply(currentUser(req), req.params.tab, req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/enquiries/:tab/:id/status',
    summary: 'Mark an item new, answered or archived',
    tags: ['admin'],
    auth: true,
    params: inboxItemParamsSchema,
    body: inboxStatusInputSchema,
    responses: { 200: { description: 'The item', schema: item }, 400: { description: 'Invalid status', schema: error }, ...notFound, ...denied },
    handler: async (req, res) => {
      res.json(await service.setStatus(currentUser(req), req.params.tab, req.params.id, req.body.status));
    },
  });

  return router;
}
