/**
 * The one error middleware: typed errors become their status and message, request-parsing
 * errors become 4xx, everything else is logged and answered with a bare 500. No stack trace,
 * SQL or internal message ever leaves the server.
 */
import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from 'pino';
import type { ApiError } from '@safari/shared/api-error';
import { isDatabaseUnavailable } from './db';
import { AppError, ValidationError, type RetryAfter, SeatsError } from './errors';
import { requestLogger } from './logger';

/** How soon a client may try again when the database is down (a restart takes a few seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

const retryAfterOf = (error: unknown): number | undefined =>
  error instanceof AppError && typeof (error as Partial<RetryAfter>).retryAfterSeconds === 'number'
    ? (error as AppError & RetryAfter).retryAfterSeconds
    : undefined;

/** The shape of errors raised by body-parser, send and the router (http-errors). */
interface HttpError {
  status: number;
  expose?: boolean;
  type?: string;
}

function isHttpError(error: unknown): error is HttpError {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown; statusCode?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

const HTTP_ERROR_MESSAGES: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Malformed JSON body' },
  'entity.too.large': { status: 413, message: 'Request body too large' },
  'entity.verify.failed': { status: 400, message: 'Invalid request body' },
  'encoding.unsupported': { status: 415, message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, message: 'Unsupported charset' },
  'request.aborted': { status: 400, message: 'Request aborted' },
  'request.size.invalid': { status: 400, message: 'Request size did not match Content-Length' },
};

function describe(error: unknown): { status: number; body: ApiError; retryAfter?: number } {
  if (isDatabaseUnavailable(error)) return { status: 503, body: { error: DATABASE_UNAVAILABLE }, retryAfter: DATABASE_RETRY_AFTER_SECONDS };
  if (error instanceof ValidationError) return { status: 400, body: { error: error.message, fields: error.fields } };
  if (error instanceof SeatsError) return { status: 409, body: { error: error.message, seatsLeft: error.seatsLeft } };
  if (error instanceof AppError && !error.isCatastrophic) return { status: error.status, body: { error: error.message }, retryAfter: retryAfterOf(error) };
  if (isHttpError(error)) {
    const known = error.type ? HTTP_ERROR_MESSAGES[error.type] : undefined;
    if (known) return { status: known.status, body: { error: known.message } };
    return { status: error.status, body: { error: error.status === 404 ? 'Not found' : 'Bad request' } };
  }
  return { status: 500, body: { error: 'Internal server error' } };
}

export function errorHandler(fallbackLogger: Logger): ErrorRequestHandler {
  return (error: unknown, req: Request, res, next) => {
    const log = requestLogger(req as Request & { id?: string }, fallbackLogger);
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: one line per request, without the stack.
      log.warn({ err: { message: (error as Error).message, code: (error as { code?: unknown }).code } }, 'database unavailable');
    } else if (error instanceof AppError) {
      if (error.isCatastrophic) log.fatal({ err: error }, 'catastrophic error');
      else if (error.status >= 500) log.error({ err: error }, 'request failed');
    } else if (!isHttpError(error)) {
      log.error({ err: error }, 'request failed');
    }
    // Too late to answer properly: Express's own handler closes the connection.
    if (res.headersSent) {
      next(error);
      return;
    }
    const { status, body, retryAfter } = describe(error);
    if (retryAfter !== undefined) res.set('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
    res.status(status).set('Cache-Control', 'no-store').json(body);
  };
}
