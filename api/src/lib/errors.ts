/**
 * The one error hierarchy of the API. Services throw these; the error middleware maps them to
 * HTTP. Their messages are written for the client and are sent as they are.
 */

export interface AppErrorOptions {
  /**
   * The process can no longer be trusted to serve requests (broken configuration, lost invariant);
   * logged as fatal so that operations notice.
   */
  isCatastrophic?: boolean;
  cause?: unknown;
}

export class AppError extends Error {
  readonly status: number;
  readonly isCatastrophic: boolean;

  constructor(message: string, status = 500, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.isCatastrophic = options.isCatastrophic ?? false;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}

/** 400 with a message per offending field (`{ error, fields: { name: message } }`). */
export class ValidationError extends AppError {
  readonly fields: Record<string, string>;

  constructor(fields: Record<string, string>, message = 'Invalid request') {
    super(message, 400);
    this.fields = fields;
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(message, 403);
  }
}

export class ConflictError extends AppError {
  constructor(message = 'This conflicts with the current state.') {
    super(message, 409);
  }
}

/** 409: the party does not fit the departure (or it is no longer open); the answer says how many seats are left. */
export class SeatsError extends ConflictError {
  readonly seatsLeft: number;

  constructor(message: string, seatsLeft: number) {
    super(message);
    this.seatsLeft = seatsLeft;
  }
}

/** An error answered with a `Retry-After` header: the client may try again after that many seconds. */
export interface RetryAfter {
  readonly retryAfterSeconds: number;
}

/** How long a wait is, in words a visitor reads: '40 seconds', '15 minutes', '2 hours'. */
export function describeWait(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 2 * 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** 429: an abuse limit was reached; `Retry-After` says when the next attempt may go through. */
export class TooManyRequestsError extends AppError implements RetryAfter {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message = `Too many requests. Please wait ${describeWait(retryAfterSeconds)} and try again.`) {
    super(message, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 503: a dependency (the database) is down for a moment; not our bug, so never a 500. */
export class ServiceUnavailableError extends AppError implements RetryAfter {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message = 'The service is briefly unavailable. Please try again in a moment.', options: AppErrorOptions = {}) {
    super(message, 503, options);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
