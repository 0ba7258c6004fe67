/**
 * The API's JSON body reader. A plain JSON request (`application/json`, UTF-8, a Content-Length
 * within the limit, not compressed) is read and parsed here; anything else goes to `general`
 * (Express's `express.json`, body-parser), which also answers the errors of the cases it takes
 * (too large, compressed, another charset). The plain case is nearly every request the site gets,
 * and body-parser's general machinery (its type, charset and stream set-up around every body) was
 * a measurable share of a booking's CPU time.
 *
 * What a client sees is body-parser's: `req.body` as it parses it (an empty body is `{}`; strict:
 * only an object or an array), and a malformed body or a short one is the same 400 error
 * (`entity.parse.failed`, `request.size.invalid`, `request.aborted`) for the app's error handler.
 */
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/** `application/json`, alone or with a UTF-8 charset: the only type read here. */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;
const WHOLE_NUMBER = /^\d{1,15}$/;

/** An error as body-parser makes it (http-errors): a 4xx status and its `type` for the error handler. */
function bodyError(status: number, message: string, type: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: true, type, ...extra });
}

/** The body's text parsed as body-parser's strict JSON parser does: empty is `{}`, else an object or an array. */
function parseStrict(raw: string): unknown {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.length === 0) return {};
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') {
    throw bodyError(400, `Unexpected token ${first ?? 'end'} in JSON at position 0`, 'entity.parse.failed', { body: text });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw bodyError(400, (error as Error).message, 'entity.parse.failed', { body: text });
  }
}

/** The body's length when `req` is the plain case this reader takes (see the module's comment), else null. */
export function plainLength(req: IncomingMessage, limitBytes: number): number | null {
  const { headers } = req;
  const type = headers['content-type'];
  const length = headers['content-length'];
  if (type === undefined || length === undefined || headers['transfer-encoding'] !== undefined) return null;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return null;
  if (!WHOLE_NUMBER.test(length)) return null;
  const bytes = Number(length);
  return bytes > 0 && bytes <= limitBytes && PLAIN_JSON.test(type) ? bytes : null;
}

export function jsonBody(limitBytes: number, general: RequestHandler): RequestHandler {
  return (req, res, next) => {
    // A body read already (complete and consumed, as body-parser's on-finished check) is left to `general`, which skips it.
    const expected = req.complete && !req.readable ? null : plainLength(req, limitBytes);
    if (expected === null) {
      general(req, res, next);
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (error?: unknown): void => {
      if (settled) return;
      settled = true;
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onError);
      req.removeListener('aborted', onAborted);
      if (error !== undefined) {
        // What is still coming is read and dropped, so the connection can carry the error's answer.
        req.resume();
        next(error);
        return;
      }
      next();
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      if (received !== expected) {
        settle(bodyError(400, 'request size did not match content length', 'request.size.invalid', { expected, received }));
        return;
      }
      const buffer = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received);
      try {
        req.body = parseStrict(buffer.toString('utf8'));
      } catch (error) {
        settle(error);
        return;
      }
      settle();
    };
    const onError = (error: Error): void => settle(bodyError(400, error.message, 'request.aborted', { code: (error as { code?: unknown }).code }));
    const onAborted = (): void => settle(bodyError(400, 'request aborted', 'request.aborted', { expected, received }));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('aborted', onAborted);
  };
}
