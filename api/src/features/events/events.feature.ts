/**
 * Live alerts for staff: `GET /api/admin/events`, a `text/event-stream` of new bookings, confirmed
 * payments, enquiries and chat messages (and reviews, once they exist), each with its record's
 * summary. The console reads it with `fetch` and a streaming reader, sending its Bearer token
 * (EventSource cannot send headers).
 *
 * - A new stream starts with the recent events (what the bell lists); one that reconnects with
 *   `Last-Event-ID` gets what it missed (the last 24 h, at most 500); then the named event `ready`,
 *   then live events as they are committed, on any replica (events.hub.ts).
 * - A comment line every 15 s keeps nginx and other proxies from closing it; `X-Accel-Buffering: no`
 *   and `no-transform` keep nginx and the compression middleware from holding events back.
 * - Staff only, each kind for the roles of its section; the account is checked again on every
 *   heartbeat and a demoted, disabled or signed-out account's stream ends.
 */
import { Router, type Request, type Response } from 'express';
import jwt from 'jsonwebtoken';
import { apiErrorSchema } from '@safari/shared/api-error';
import {
  lastEventIdSchema,
  STAFF_EVENTS_HEARTBEAT_MS,
  STAFF_EVENTS_READY,
  STAFF_EVENTS_RECENT,
  STAFF_EVENTS_REPLAY_HOURS,
  STAFF_EVENTS_REPLAY_MAX,
  type StaffEvent,
  type StaffEventKind,
} from '@safari/shared/staff-events';
import { alertKindsFor, STAFF_ALERT_MAIL_MESSAGES, staffAlertMailSchema } from '@safari/shared/staff-alert-mail';
import { createAuditRepo } from '../../lib/audit.repo';
import { currentUser, requireUser, type Auth } from '../../lib/auth';
import { withTx } from '../../lib/db';
import { ValidationError } from '../../lib/errors';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { defineRoute } from '../../lib/route';
import { createAlertMailRepo } from './alert-mail.repo';
import { createEventsHub, defaultHubClient, type EventsHub, type HubClient } from './events.hub';
import { createEventsRepo } from './events.repo';
import { createEventsService, STREAM_ROLES } from './events.service';

export interface EventsFeatureOptions {
  /** The heartbeat (and account check) interval. */
  heartbeatMs?: number;
  /** The listening connection (tests); a new pg.Client on the pool's database by default. */
  connect?: () => HubClient;
}

/** How long the browser waits before reconnecting after the stream ends (its `retry:` field). */
const RETRY_MS = 3_000;
/** Ids of events a stream sent, kept to skip one handed on twice (a listener catching up). */
const SENT_MEMORY = 2_000;

function tokenVersionOf(req: Request): number | undefined {
  const header = req.get('authorization') ?? '';
  const token = /^Bearer (.+)$/i.exec(header)?.[1];
  const claims = token ? jwt.decode(token) : null;
  return claims && typeof claims === 'object' && typeof claims.tv === 'number' ? claims.tv : undefined;
}

function frame(event: StaffEvent): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

export function eventsFeature(deps: FeatureDeps & { auth: Auth } & EventsFeatureOptions): Feature & { hub: EventsHub } {
  const { pool, docs, logger, auth } = deps;
  const heartbeatMs = deps.heartbeatMs ?? STAFF_EVENTS_HEARTBEAT_MS;
  const repo = createEventsRepo(pool);
  const service = createEventsService({ repo });
  const hub = createEventsHub({
    connect: deps.connect ?? (() => defaultHubClient(pool)),
    missedSince: (lastId) => service.after(lastId, STAFF_EVENTS_REPLAY_MAX, STAFF_EVENTS_REPLAY_HOURS),
    latestId: () => service.latestId(),
    logger,
  });
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);

  async function stream(req: Request, res: Response): Promise<void> {
    const user = currentUser(req);
    let kinds: Set<StaffEventKind> = service.open(user);
    const header = req.get('last-event-id');
    if (header !== undefined && !lastEventIdSchema.safeParse(header).success) {
      throw new ValidationError({ 'Last-Event-ID': 'Must be the id of an event this stream sent.' });
    }
    const tokenVersion = tokenVersionOf(req);

    // Listen first, then read the table: an event committed in between is in both, and sent once.
    const early: StaffEvent[] = [];
    let live = false;
    const sent = new Set<string>();
    const send = (event: StaffEvent) => {
      if (sent.has(event.id) || !kinds.has(event.kind)) return;
      sent.add(event.id);
      if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value as string);
      res.write(frame(event));
    };
    const unsubscribe = hub.subscribe((event) => (live ? send(event) : early.push(event)));
    const timers: { heartbeat?: NodeJS.Timeout } = {};
    const stop = () => {
      clearInterval(timers.heartbeat);
      unsubscribe();
    };
    try {
      await hub.ready();
      const stored = header
        ? await service.after(header, STAFF_EVENTS_REPLAY_MAX, STAFF_EVENTS_REPLAY_HOURS)
        : await service.recent(STAFF_EVENTS_RECENT, STAFF_EVENTS_REPLAY_HOURS);
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: the compression middleware (and any proxy) must not hold events back to compress them.
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      res.flushHeaders();
      res.write(`retry: ${RETRY_MS}\n\n`);
      for (const event of stored) send(event);
      res.write(`event: ${STAFF_EVENTS_READY}\ndata: {}\n\n`);
      for (const event of early) send(event);
      early.length = 0;
      live = true;
    } catch (failure) {
      stop();
      if (res.headersSent) {
        res.end();
        return;
      }
      throw failure;
    }

    let checking = false;
    timers.heartbeat = setInterval(() => {
      res.write(': heartbeat\n\n');
      if (checking || !user) return;
      checking = true;
      service
        .recheck(user.id, tokenVersion)
        .then((now) => {
          if (now) kinds = now;
          else {
            stop();
            res.end();
          }
        })
        .catch((failure: unknown) => logger.warn({ err: failure instanceof Error ? { message: failure.message } : undefined }, 'staff events: account check failed'))
        .finally(() => {
          checking = false;
        });
    }, heartbeatMs);
    req.on('close', stop);
    res.on('close', stop);
  }

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/events',
    summary: 'Live alerts for staff (text/event-stream): booking.created, payment.confirmed, enquiry.created, chat.message, review.created',
    description:
      'Server-sent events, each `id:` (send it back as `Last-Event-ID` when reconnecting to get what was missed: the last 24 h, at most 500), `event:` (the kind) and `data:` (the event as JSON: id, kind, recordId, summary { name, reference, tour, … }, at). A new stream starts with the recent events, then `event: ready`, then live events. Comment lines every 15 s keep it open. Staff only; moderators hear of enquiries and chat.',
    tags: ['admin'],
    auth: true,
    before: [auth.requireRole(...STREAM_ROLES)],
    responses: {
      200: { description: 'The event stream (text/event-stream)' },
      400: { description: 'Last-Event-ID is not an event id', schema: error },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not staff', schema: error },
    },
    handler: stream,
  });

  // E-mail alerts: each member of staff's own choice of kinds, as they happen or hourly.
  const alertMail = docs.component('StaffAlertMail', staffAlertMailSchema);
  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/events/mail',
    summary: 'Which live alerts the signed-in member of staff also receives by e-mail',
    tags: ['admin'],
    auth: true,
    before: [auth.requireRole(...STREAM_ROLES)],
    responses: {
      200: { description: 'The choice (no kinds: no e-mails)', schema: alertMail },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not staff', schema: error },
    },
    handler: async (req, res) => {
      res.set('Cache-Control', 'no-store').json(await createAlertMailRepo(pool).get(requireUser(req).id));
    },
  });
  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/events/mail',
    summary: 'Choose which live alerts come by e-mail, as they happen or as an hourly digest',
    description: `Only kinds of the sections the role may use (400 on \`kinds\`: '${STAFF_ALERT_MAIL_MESSAGES.kindNotAllowed}'). Alerts older than the change are not mailed. Audited.`,
    tags: ['admin'],
    auth: true,
    body: staffAlertMailSchema,
    before: [auth.requireRole(...STREAM_ROLES)],
    responses: {
      200: { description: 'Saved', schema: alertMail },
      400: { description: 'Unknown kind or mode, or a kind the role does not hear of (field kinds)', schema: error },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not staff', schema: error },
    },
    handler: async (req, res) => {
      const user = requireUser(req);
      const allowed = alertKindsFor(user.role);
      if (req.body.kinds.some((kind) => !allowed.includes(kind))) throw new ValidationError({ kinds: STAFF_ALERT_MAIL_MESSAGES.kindNotAllowed });
      await withTx(pool, async (client) => {
        const repo = createAlertMailRepo(client);
        const before = await repo.get(user.id);
        await repo.save(user.id, req.body);
        await createAuditRepo(client).record({ actorId: user.id, action: 'update', entity: 'user', entityId: user.id, details: { alertMail: true }, before: { alertMail: before }, after: { alertMail: req.body } });
      });
      res.json(req.body);
    },
  });

  return { router, hub };
}
