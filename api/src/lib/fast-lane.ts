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
import type { RequestHandler } from 'express';
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
