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
