/**
 * The fast lane: answers kept in memory, written before Express runs.
 *
 * What takes it: a GET or HEAD for a URL whose answer is already kept in memory and public (the
 * catalogue's JSON, lib/catalogue-cache.ts, and the server-rendered pages, features/web/page-store.ts),
 * while everything that answer depends on is known without waiting: the catalogue state (kept by
 * listening, lib/catalogue-version.ts), the build, and the body in the encoding asked for. Nothing
 * personal is ever kept, and the catalogue's lane also refuses any request with credentials.
 *
 * Why: such an answer is a lookup and a write, so routing, body parsing, the security middleware,
 * compression and Express's own request and response setup would be most of its cost. The answer is
 * the same as the app's: the site's security headers (given flat), the ETag and 304, the encodings,
 * the request id and the log line.
 *
 * How it is reached: `createApp` runs the lanes as its first middleware, and `startWebServer` calls
 * the app's `fastLane` straight from Node's request handler, before Express sets the request up.
 * Anything a lane cannot answer at once goes on, untouched, the normal way.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { etagMatches, preferredEncoding, type Encoding } from './content-negotiation';
import { logRequest, requestIdOf } from './logger';

/** The site's headers (flat, as `writeHead` takes them) and the request log, for answers from memory. */
export interface FastLaneOptions {
  headers: readonly string[];
  logger: Logger;
}

/** An answer a fast lane holds in memory. */
export interface MemoryAnswer {
  status: number;
  etag: string;
  cacheControl: string;
  contentType: string;
  /** The body in `encoding`, or undefined when that encoding is not built yet. */
  body(encoding: Encoding): Buffer | undefined;
  /** The Vary header when more than Accept-Encoding changes the answer (a page in the visitor's currency). */
  vary?: string;
}

/**
 * Writes an answer held in memory: 304 for a current If-None-Match, else the body in the best
 * encoding the request takes, with the site's headers, the request id and the log line.
 * False (nothing written) when that encoding is not built yet: the request goes the normal way.
 */
export function answerFromMemory(req: IncomingMessage, res: ServerResponse, lane: FastLaneOptions, answer: MemoryAnswer): boolean {
  const head = [...lane.headers, 'Cache-Control', answer.cacheControl, 'ETag', answer.etag, 'Vary', answer.vary ?? 'Accept-Encoding'];
  let body: Buffer | undefined;
  if (!etagMatches(req.headers['if-none-match'], answer.etag)) {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    body = answer.body(encoding);
    if (!body) return false;
    head.push('Content-Type', answer.contentType, 'Content-Length', String(body.length));
    if (encoding !== 'identity') head.push('Content-Encoding', encoding);
  }
  const startedAt = Date.now();
  const id = requestIdOf(req);
  head.push('X-Request-Id', id);
  const statusCode = body ? answer.status : 304;
  res.writeHead(statusCode, head);
  res.end(req.method === 'HEAD' ? undefined : body);
  logRequest(lane.logger, { id, method: req.method, url: req.url, statusCode, startedAt });
  return true;
}

/** Lanes tried in turn; the request goes on to `next` when none answers. */
export function fastLanes(...lanes: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    const at = (index: number): void => {
      const lane = lanes[index];
      if (lane) lane(req, res, () => at(index + 1));
      else next();
    };
    at(0);
  };
}

/**
 * Runs `handlers` in turn as Express's router would: a thrown error or a rejected promise goes to
 * `done` with the error. `next('route')` or `next('router')` goes on to the next handler, or with
 * `leaveOnRoute` leaves for `done` at once (a branch's way out, as from a Router).
 */
export function runInTurn(handlers: readonly RequestHandler[], req: Request, res: Response, done: NextFunction, leaveOnRoute = false): void {
  let index = 0;
  const next = (error?: unknown): void => {
    const route = error === 'route' || error === 'router';
    if (error !== undefined && error !== null && !route) {
      done(error);
      return;
    }
    const handler = route && leaveOnRoute ? undefined : handlers[index];
    index += 1;
    if (!handler) {
      done();
      return;
    }
    try {
      const result: unknown = handler(req, res, next);
      if (result instanceof Promise) result.catch((rejected: unknown) => next(rejected ?? new Error('Rejected promise')));
    } catch (thrown) {
      next(thrown);
    }
  };
  next();
}

/**
 * `handlers` as one handler, run in turn without a Router's own set-up per request (its path
 * matching, parameter and URL restoring): for a branch on the booking lane. `next('route')` or
 * `next('router')` from any of them leaves the branch for whatever comes after it.
 */
export function inTurn(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => runInTurn(handlers, req, res, next, true);
}

/** What a lane ahead of Express needs of the app: its request and response prototypes, and its error handler. */
export interface LaneApp {
  request: object;
  response: object;
  onError: ErrorRequestHandler;
}

/** Set on a request a route's lane ran for: the app's own pass (after the lane let it go) does not run it again. */
const LANE_RAN = Symbol('routeLane');

/**
 * A route's lane: a request for exactly `method` `path` (no query string) runs `handlers` (the
 * app's own middleware for it and the route's handlers, lib/route.ts `defineRoute`) straight away,
 * instead of walking every feature's routes to find its own. For the API's busiest write,
 * POST /api/bookings: Express's routing through the features mounted before it was a large share of
 * a booking's CPU time.
 *
 * Inside Express, an error goes to the app's error handler (`next(error)`). With `app` the lane also
 * runs ahead of Express (among the memory lanes, which `startWebServer` calls straight from Node's
 * request handler): it gives the request and response Express's prototypes and links as
 * `app.handle` does, and answers an error with the app's error handler itself. Anything else goes on,
 * the normal way.
 */
export function routeLane(method: string, path: string, handlers: readonly RequestHandler[], app?: LaneApp): RequestHandler {
  return (req, res, next) => {
    if (req.method !== method || req.url !== path || !claimLane(req)) {
      next();
      return;
    }
    if (!app) {
      runInTurn(handlers, req, res, next);
      return;
    }
    runAsExpress(handlers, req, res, app, next);
  };
}

/** True the first time a lane claims `req`: the app's own pass (after a lane let it go) does not run it again. */
export function claimLane(req: Request): boolean {
  const marked = req as Request & { [LANE_RAN]?: true };
  if (marked[LANE_RAN]) return false;
  marked[LANE_RAN] = true;
  return true;
}

/**
 * Runs `handlers` on a request that came straight from Node (ahead of Express): it gets Express's
 * prototypes and links as `app.handle` gives them, and an error goes to the app's error handler.
 * `next()` from the last handler goes on to `next`.
 */
export function runAsExpress(handlers: readonly RequestHandler[], req: Request, res: Response, app: LaneApp, next: NextFunction): void {
  if (Object.getPrototypeOf(req) !== app.request) {
    Object.assign(req, { res });
    Object.assign(res, { req });
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
  }
  res.locals ??= Object.create(null) as Response['locals'];
  // Too late to answer (headers sent): the connection is closed, as Express's final handler does.
  runInTurn(handlers, req, res, (error?: unknown) => (error === undefined ? next() : app.onError(error, req, res, () => res.destroy())));
}

/**
 * `req.ip` as Express works it out (its 'trust proxy' setting), for a request that has not been
 * given Express's prototypes: the getter of the app's request, run on the request's headers and socket.
 */
export function expressIp(app: LaneApp): (req: IncomingMessage) => string | undefined {
  let proto: object | null = app.request;
  let getter: (() => unknown) | undefined;
  while (proto && !getter) {
    getter = Object.getOwnPropertyDescriptor(proto, 'ip')?.get;
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  const owner = (app.request as { app?: unknown }).app;
  if (!getter || !owner) throw new Error('expressIp: not an Express app request');
  const ip = getter;
  return (req) => {
    const value = ip.call({ app: owner, headers: req.headers, socket: req.socket, connection: req.socket });
    return typeof value === 'string' ? value : undefined;
  };
}

/** An Accept-Encoding under which the app's compression may compress (any of its encodings, or any at all). */
export const COMPRESSED_ENCODING = /\b(?:gzip|deflate|br)\b|\*/i;

/**
 * The app's compression for a lane whose answers are all JSON: a request that takes no compressed
 * encoding gets what compression gives it (the answer as it is, with `Vary: Accept-Encoding`) without
 * compression's setup around every response; any other goes through `compress` itself.
 */
export function compressionWhenAccepted(compress: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const accepted = req.headers['accept-encoding'];
    if (accepted && COMPRESSED_ENCODING.test(accepted)) {
      compress(req, res, next);
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}
