import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import type { Config } from '../config';

/** The standard error serializer, minus what drivers hang on errors (pg attaches its whole client). */
function serializeError(error: Error): Record<string, unknown> {
  const { client: _client, ...rest } = pino.stdSerializers.err(error) as Record<string, unknown>;
  return rest;
}

/** Lines not yet handed to their destination, per destination: written out when the process exits. */
const unwritten = new Set<() => void>();
let exitHooked = false;

/**
 * A pino destination that hands the lines of one event-loop turn to `destination` in one write.
 * sonic-boom measures its whole pending buffer (Buffer.byteLength) on every write, so under load,
 * with a write in flight, each request line cost a scan of the whole buffer, a large share of what a
 * catalogue answer from memory costs. One write per turn costs that once. Lines still leave within
 * the turn they were logged in, and a process that exits writes what it holds first.
 */
export function perTurn(destination: { write(data: string): unknown; flushSync(): void }): { write(line: string): void } {
  let pending = '';
  const hand = () => {
    const lines = pending;
    pending = '';
    if (lines) destination.write(lines);
  };
  unwritten.add(() => {
    hand();
    try {
      destination.flushSync();
    } catch {
      // Not open yet, or a pipe that will not take more: nothing else can be done while exiting.
    }
  });
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', () => {
      for (const write of unwritten) write();
    });
  }
  return {
    write(line) {
      if (pending === '') setImmediate(hand);
      pending += line;
    },
  };
}

const REDACTED = '[redacted]';

/**
 * Query parameters that carry a secret: the link tokens (reset-password, verify-email, unsubscribe),
 * a booking's key, and whatever else is named like a credential.
 */
const SECRET_PARAM = /(?:token|key|secret|password|passwd|signature|sig|code|otp|jwt|session|auth|credentials?)$/i;

function isSecretParam(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: judged by the name as written.
  }
  return SECRET_PARAM.test(name.trim());
}

/**
 * The URL as a log may hold it: every secret query parameter's value replaced by '[redacted]'. An
 * e-mailed link carries its secret in the query, and whoever reads the logs must not be able to
 * follow it.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url.slice(start + 1);
  let changed = false;
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    const name = equals === -1 ? part : part.slice(0, equals);
    if (equals === -1 || !isSecretParam(name)) return part;
    changed = true;
    return `${name}=${REDACTED}`;
  });
  return changed ? `${url.slice(0, start + 1)}${parts.join('&')}` : url;
}

/** Loggers made by createLogger: their request lines may be written without pino's serializing. */
const plainLoggers = new WeakSet<Logger>();

/** `destination`: where the lines go instead of stdout (tests). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: { write(line: string): void }): Logger {
  // Lines go to stdout asynchronously (one write per event-loop turn, written while the next requests
  // run, flushed on exit): a synchronous write per request line cost the API a good part of its
  // request rate under load. Request logging stays on.
  const lines = destination ?? (config.logLevel === 'silent' ? undefined : perTurn(pino.destination({ dest: 1, sync: false })));
  const logger = pino({
    level: config.logLevel,
    base: { service: 'safari-api' },
    serializers: { err: serializeError },
    redact: {
      paths: [
        ...['authorization', 'cookie', 'x-booking-key'].flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]),
        'res.headers["set-cookie"]',
        ...['password', 'currentPassword', 'token', 'key', 'bookingKey', 'accessKey'].map((field) => `*.${field}`),
      ],
      censor: REDACTED,
    },
  }, lines);
  plainLoggers.add(logger);
  return logger;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the one nginx sent (`X-Request-Id`) when it looks like one, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** A logger whose lines carry the request's id (the error handler's). */
export function requestLogger(req: IncomingMessage & { id?: string; log?: Logger }, logger: Logger): Logger {
  return req.log ?? logger;
}

const INFO = 30;
const { chindingsSym, streamSym, timeSym } = pino.symbols;

/**
 * The 'request completed' line exactly as pino writes it, built directly: for a logger of
 * createLogger the fields are known (nothing in them to redact or serialize), and pino's general
 * path (its redaction's wildcard above all) cost about as much as the rest of a small cached answer.
 */
function writeCompleted(logger: Logger, id: string, method: string | undefined, url: string | undefined, statusCode: number, responseTime: number): void {
  const bindings = (logger as unknown as Record<symbol, string>)[chindingsSym] ?? '';
  const time = (logger as unknown as Record<symbol, () => string>)[timeSym]?.() ?? '';
  const stream = (logger as unknown as Record<symbol, { write(line: string): void }>)[streamSym];
  const req = `{"id":${JSON.stringify(id)}${method === undefined ? '' : `,"method":${JSON.stringify(method)}`}${url === undefined ? '' : `,"url":${JSON.stringify(url)}`}}`;
  stream?.write(`{"level":${INFO}${time}${bindings},"req":${req},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`);
}

/** The one line a request leaves: 'request completed' (error level for a 5xx), or 'request aborted'; secrets in the URL redacted. */
export function logRequest(logger: Logger, line: { id: string; method?: string; url?: string; statusCode: number; startedAt: number; aborted?: boolean }): void {
  const responseTime = Date.now() - line.startedAt;
  const url = line.url === undefined ? undefined : redactUrl(line.url);
  if (!line.aborted && line.statusCode < 500 && plainLoggers.has(logger)) {
    if (logger.isLevelEnabled('info')) writeCompleted(logger, line.id, line.method, url, line.statusCode, responseTime);
    return;
  }
  const fields = { req: { id: line.id, method: line.method, url }, res: { statusCode: line.statusCode }, responseTime };
  if (line.aborted) logger.warn(fields, 'request aborted');
  else if (line.statusCode >= 500) logger.error(fields, 'request errored');
  else logger.info(fields, 'request completed');
}

interface Logged {
  id?: string;
  originalUrl?: string;
  [STARTED]?: number;
  [LOGGER]?: Logger;
  [CHILD]?: Logger;
}
const STARTED = Symbol('log started at');
const LOGGER = Symbol('request logger');
const CHILD = Symbol('request child logger');

/** `req.log`: a logger whose lines carry the request id, made when first used (shared getter, `this` is the request). */
function childLog(this: IncomingMessage & Logged): Logger | undefined {
  const logger = this[LOGGER];
  return logger && (this[CHILD] ??= logger.child({ reqId: this.id }));
}

function lineFor(res: ServerResponse, aborted: boolean): void {
  res.removeListener('finish', onFinish);
  res.removeListener('close', onClose);
  const req = res.req as IncomingMessage & Logged;
  const logger = req[LOGGER];
  if (!logger || req.id === undefined || req[STARTED] === undefined) return;
  logRequest(logger, { id: req.id, method: req.method, url: req.originalUrl ?? req.url, statusCode: res.statusCode, startedAt: req[STARTED] ?? Date.now(), aborted });
}
// Shared listeners (no closures per request): `this` is the response.
function onFinish(this: ServerResponse): void {
  lineFor(this, false);
}
function onClose(this: ServerResponse): void {
  lineFor(this, true);
}

/**
 * One log line per request ('request completed', with the request id, method, URL, status and
 * milliseconds; 'request aborted' when the client went away first), and a request id that nginx may
 * supply (`X-Request-Id`). Written by hand rather than with pino-http: that built a child logger and
 * ran its serializers for every request, a quarter of the API's CPU under load; this writes the
 * same fields with one plain object.
 */
export function httpLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const logged = req as Request & Logged;
    const id = requestIdOf(req);
    res.setHeader('X-Request-Id', id);
    logged.id = id;
    logged[LOGGER] = logger;
    Object.defineProperty(logged, 'log', { configurable: true, enumerable: false, get: childLog });
    // Health probes run every few seconds; logging them would drown everything else.
    if (req.url !== '/api/health') {
      logged[STARTED] = Date.now();
      res.once('finish', onFinish);
      res.once('close', onClose);
    }
    next();
  };
}
