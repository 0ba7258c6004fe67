/**
 * POST /api/bookings without Express, for the request nearly every booking is: a traveller's form,
 * no session, plain JSON that is valid and safe, an answer that needs no compression. Everything
 * else, and every error, goes the route's own way (lib/fast-lane.ts `routeLane`), which answers it.
 *
 * Why: with Express's request and response prototypes (every property read on them a slow lookup),
 * the header setters, the request log's listeners and the middleware chain, a booking cost the API's
 * Node process about 0.45 ms of CPU, where the same work without them cost 0.31 ms (bench/HISTORY.md,
 * 2026-11-28). The steps are the route's, in its order, with its own functions: the body reader,
 * the unsafe-text check, the staff form's test, the Idempotency-Key check, the schema, the rate limit,
 * the service; the answer carries the headers the route's answer carries (the site's security
 * headers, the request id, `Cache-Control: no-store`, `Vary: Accept-Encoding`) and leaves the same
 * log line.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { isStaffBookingBody } from '@safari/shared/admin-bookings';
import { bookingRequestSchema } from '@safari/shared/booking';
import { SeatsError } from '../../lib/errors';
import { claimLane, COMPRESSED_ENCODING, expressIp, routeLane, runAsExpress, type LaneApp } from '../../lib/fast-lane';
import { idempotencyKeyFrom, JSON_CONTENT_TYPE, sendStored, type StoredResponse } from '../../lib/idempotency';
import { plainLength } from '../../lib/json-body';
import { logRequest, requestIdOf } from '../../lib/logger';
import { findUnsafeText, isTooDeep } from '../../lib/safe-text';
import { seatsRefusalBody } from './bookings.routes';
import type { BookingsService } from './bookings.service';

/** The route's middleware as the app builds it, in the pieces the bare lane needs. */
export interface BookingLaneFront {
  /** What every answer passes first: the request log, the site's headers, compression, `no-store`. */
  outer: readonly RequestHandler[];
  /** The JSON body reader. */
  body: RequestHandler;
  /** The checks of a read body (the unsafe-text check). */
  checks: readonly RequestHandler[];
  /** The site's security headers, flat (name, value…), as `outer` sets them. */
  headers: readonly string[];
  logger: Logger;
  /** The body reader's limit. */
  jsonLimitBytes: number;
  /** Answers of this many bytes or more are compressed for a client that takes it (compression's threshold). */
  compressionThreshold: number;
}

export interface BareLaneDeps {
  front: BookingLaneFront;
  app: LaneApp;
  /** The route's own handlers (lib/route.ts `defineRoute`): staff form, session, schema, rate limit, handler. */
  handlers: readonly RequestHandler[];
  /** The route's rate limit (one of `handlers`), run here on the traveller's address and e-mail. */
  limit: RequestHandler;
  service: BookingsService;
}

const PATH = '/api/bookings';

/** The route as a lane ahead of Express: the bare way when the request allows it, else the route's own. */
export function bookingCreateLane(deps: BareLaneDeps): RequestHandler {
  const { front, app, handlers, limit, service } = deps;
  const routeWay = routeLane('POST', PATH, [...front.outer, front.body, ...front.checks, ...handlers], app);
  const afterBody = [...front.outer, ...front.checks, ...handlers];
  /** The route's way for a request whose body is read (`req.body` set): it checks and answers it itself. */
  const routeWayAfterBody = (req: Request, res: Response) => runAsExpress(afterBody, req, res, app, () => undefined);
  const ipOf = expressIp(app);

  /** The rest of the way through the app's middleware, ending in `last` (an answer, or `next(error)`). */
  const finish = (req: Request, res: Response, last: RequestHandler) => runAsExpress([...front.outer, last], req, res, app, () => undefined);
  const fail = (req: Request, res: Response, error: unknown) => finish(req, res, (_req, _res, next) => next(error));

  function answer(req: Request, res: Response, id: string, startedAt: number, result: StoredResponse<unknown>): void {
    const json = JSON.stringify(result.body);
    const bytes = Buffer.byteLength(json);
    const encoding = req.headers['accept-encoding'];
    if (bytes >= front.compressionThreshold && encoding !== undefined && COMPRESSED_ENCODING.test(encoding)) {
      finish(req, res, (_req, response) => sendStored(response, result));
      return;
    }
    if (res.destroyed) {
      logRequest(front.logger, { id, method: req.method, url: req.url, statusCode: result.status, startedAt, aborted: true });
      return;
    }
    const head = [...front.headers, 'X-Request-Id', id, 'Cache-Control', 'no-store', 'Vary', 'Accept-Encoding'];
    if (result.replayed) head.push('Idempotent-Replayed', 'true');
    head.push('Content-Type', JSON_CONTENT_TYPE, 'Content-Length', String(bytes));
    res.writeHead(result.status, head);
    res.end(json);
    logRequest(front.logger, { id, method: req.method, url: req.url, statusCode: result.status, startedAt });
  }

  async function book(req: Request, res: Response, id: string, startedAt: number): Promise<void> {
    const raw: unknown = req.body;
    const key = keyOf(req);
    const parsed = isStaffBookingBody(raw) || isTooDeep(raw) || findUnsafeText(raw, 'body') !== null ? null : bookingRequestSchema.safeParse(raw);
    if (key === null || !parsed?.success) {
      routeWayAfterBody(req, res);
      return;
    }
    // The rate limit reads the address Express would give (its 'trust proxy' setting) and the parsed body.
    const limited = { ip: ipOf(req), socket: req.socket, headers: req.headers, body: parsed.data, get log() { return front.logger.child({ reqId: id }); } };
    const refused = await new Promise<unknown>((resolve) => {
      Promise.resolve(limit(limited as unknown as Request, res, (error?: unknown) => resolve(error))).catch(resolve);
    });
    if (refused !== undefined) {
      fail(req, res, refused);
      return;
    }
    req.body = parsed.data;
    let result: StoredResponse<unknown>;
    try {
      result = await service.create(parsed.data, { idempotencyKey: key });
    } catch (error) {
      // A party that did not fit: the route's 409 (answerSeatsRefusal), answered here as a booking is.
      // A hot departure refuses most of its buyers at once, and the way through Express cost each
      // refusal about half the server's time it took (bench/HISTORY.md, 2026-11-28).
      if (error instanceof SeatsError) answer(req, res, id, startedAt, { status: 409, body: seatsRefusalBody(error), replayed: false });
      else fail(req, res, error);
      return;
    }
    answer(req, res, id, startedAt, result);
  }

  return (req, res, next) => {
    const bare =
      req.method === 'POST' &&
      req.url === PATH &&
      req.headers.authorization === undefined &&
      !(req.complete && !req.readable) &&
      plainLength(req, front.jsonLimitBytes) !== null;
    if (!bare) {
      routeWay(req, res, next);
      return;
    }
    if (!claimLane(req)) {
      next();
      return;
    }
    const startedAt = Date.now();
    const id = requestIdOf(req);
    front.body(req, res, (error?: unknown) => {
      if (error !== undefined) {
        fail(req, res, error);
        return;
      }
      book(req, res, id, startedAt).catch((thrown: unknown) => fail(req, res, thrown));
    });
  };
}

/** The request's Idempotency-Key (undefined: none sent), or null when it is malformed: the route's way answers that. */
function keyOf(req: Request): string | undefined | null {
  const header = req.headers['idempotency-key'];
  if (header !== undefined && typeof header !== 'string') return null;
  try {
    return idempotencyKeyFrom(header);
  } catch {
    return null;
  }
}
