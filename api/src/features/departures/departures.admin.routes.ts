/**
 * Staff routes of departures: create one or many, edit (guide and vehicle included), the calendar,
 * and one departure with its bookings. Every route is guarded for the bookings section and the
 * service checks again.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler, Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import {
  adminDepartureDetailSchema,
  adminDepartureListSchema,
  adminDepartureQuerySchema,
  adminDepartureSchema,
  BULK_DEPARTURES_MAX,
  bulkDepartureInputSchema,
  bulkDepartureResultSchema,
  departureInputSchema,
  departureUpdateSchema,
} from '@safari/shared/departures';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { currentUser } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { DeparturesAdminService } from './departures.admin.service';

const gzip = promisify(zlib.gzip);
/** Below this the app's compression (or none) is as good. */
const FAST_GZIP_MIN_BYTES = 8 * 1024;
/** Calendars kept: a month or two for each of a few tablets. */
const CALENDARS_KEPT = 8;

interface KeptCalendar {
  /** The fingerprint of the rows the text was read from (departures.repo.ts). */
  stamp: string;
  text: string;
  bytes: number;
  /** Its gzip at the fastest level, made when first asked for. */
  gzipped?: Buffer;
}

/**
 * The last few calendars sent, by their dates and tour. An office's tablets ask for the same month
 * again and again (each live update refetches it), and while none of its rows changed it is the same
 * text: reading, formatting and compressing a month across all tours was most of the server's work for
 * it (bench/HISTORY.md). A kept one is sent only when the fingerprint read now is the one it was read
 * with; otherwise it is read again. Every replica keeps its own, and checks with Postgres each time.
 */
function keptCalendars(kept = CALENDARS_KEPT) {
  const entries = new Map<string, KeptCalendar>();
  return {
    get(key: string): KeptCalendar | undefined {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, entry: KeptCalendar): void {
      entries.delete(key);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= kept) break;
        entries.delete(oldest);
      }
    },
  };
}

export function departuresAdminRoutes(router: Router, deps: { docs: OpenApiRegistry; service: DeparturesAdminService; guard: RequestHandler }): void {
  const { docs, service, guard } = deps;
  const calendars = keptCalendars();
  const error = docs.component('ApiError', apiErrorSchema);
  const departure = docs.component('AdminDeparture', adminDepartureSchema);
  const denied = { 401: { description: 'No valid token', schema: error }, 403: { description: 'Not an admin', schema: error } };

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/tours/:id/departures',
    summary: 'Add a departure to a tour (audited)',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: departureInputSchema,
    before: [guard],
    responses: { 201: { description: 'The departure', schema: departure }, 400: { description: 'Invalid fields', schema: error }, 404: { description: 'No such tour', schema: error }, ...denied },
    handler: async (req, res) => {
      res.status(201).json(await service.create(currentUser(req), req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/tours/:id/departures/bulk',
    summary: `Add a departure on each chosen weekday between two dates (at most ${BULK_DEPARTURES_MAX}; dates the tour already departs on are skipped; audited)`,
    description: 'Weekdays are 0 (Sunday) to 6 (Saturday). The answer lists the departures made and the dates skipped.',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: bulkDepartureInputSchema,
    before: [guard],
    responses: {
      201: { description: 'The departures made, and the dates skipped', schema: docs.component('BulkDepartureResult', bulkDepartureResultSchema) },
      400: { description: 'Invalid fields, a past first date, or too many departures', schema: error },
      404: { description: 'No such tour', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.status(201).json(await service.createMany(currentUser(req), req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/departures/:id',
    summary: 'Edit, close or resize a departure, or assign its guide and vehicle (audited)',
    description:
      'Seats never go below those sold or held. A vehicle with fewer seats than the departure’s travellers, or a guide or vehicle already on ' +
      'another departure that day, is refused (400). A departure with bookings is cancelled with POST …/cancel, not here.',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: departureUpdateSchema,
    before: [guard],
    responses: {
      200: { description: 'The departure', schema: departure },
      400: { description: 'Invalid fields, fewer seats than taken, a vehicle too small, or a guide or vehicle busy that day', schema: error },
      404: { description: 'No such departure', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.update(currentUser(req), req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/departures',
    summary: 'The departures calendar: every departure between two dates, with sold, held and free seats, guide and vehicle',
    tags: ['admin'],
    auth: true,
    query: adminDepartureQuerySchema,
    before: [guard],
    responses: { 200: { description: 'The departures by date', schema: docs.component('AdminDepartureList', adminDepartureListSchema) }, 400: { description: 'Invalid dates', schema: error }, ...denied },
    handler: async (req, res) => {
      const actor = currentUser(req);
      const key = JSON.stringify([req.query.from, req.query.to, req.query.tourId ?? null]);
      const kept = calendars.get(key);
      let calendar = kept && kept.stamp === (await service.calendarStamp(actor, req.query)) ? kept : undefined;
      if (!calendar) {
        const { items, stamp } = await service.calendar(actor, req.query);
        const text = JSON.stringify({ items });
        calendar = { stamp: stamp ?? '', text, bytes: Buffer.byteLength(text) };
        if (stamp) calendars.set(key, calendar);
      }
      res.type('json').vary('Accept-Encoding');
      // A month across all tours is 150 kB of JSON: gzip at its fastest level takes half the CPU of the
      // default level for about 13 % more bytes (issue 28's staff-list speed). The app's compression
      // leaves an answer that carries its own Content-Encoding as it is.
      if (req.acceptsEncodings('gzip', 'identity') === 'gzip' && calendar.bytes >= FAST_GZIP_MIN_BYTES) {
        calendar.gzipped ??= await gzip(calendar.text, { level: zlib.constants.Z_BEST_SPEED });
        res.setHeader('Content-Encoding', 'gzip');
        res.send(calendar.gzipped);
      } else res.send(calendar.text);
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/departures/:id',
    summary: 'A departure with its guide, vehicle and bookings (reference, lead traveller, party, payment state)',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    before: [guard],
    responses: { 200: { description: 'The departure', schema: docs.component('AdminDepartureDetail', adminDepartureDetailSchema) }, 404: { description: 'No such departure', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.get(currentUser(req), req.params.id));
    },
  });
}
