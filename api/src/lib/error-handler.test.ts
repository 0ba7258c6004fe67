import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import { createLogger } from './logger';

/** An app whose only route throws what it is given, sync or async. */
function appThrowing(error: unknown, async = true) {
  const app = express();
  app.get('/boom', async () => {
    if (async) await Promise.resolve();
    throw error;
  });
  app.use(errorHandler(createLogger({ logLevel: 'silent' })));
  return app;
}

describe('errorHandler', () => {
  it('when a typed error is thrown, then its status and message are answered', async () => {
    const cases: [Error, number, string][] = [
      [new NotFoundError('Tour not found'), 404, 'Tour not found'],
      [new UnauthorizedError(), 401, 'Please sign in to continue.'],
      [new ForbiddenError(), 403, 'You are not allowed to do this.'],
      [new ConflictError('This e-mail is already registered.'), 409, 'This e-mail is already registered.'],
      [new AppError('Payment provider unavailable', 502), 502, 'Payment provider unavailable'],
    ];
    for (const [error, status, message] of cases) {
      const res = await request(appThrowing(error)).get('/boom');
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: message });
    }
  });

  it('when a ValidationError is thrown, then 400 carries its fields', async () => {
    const res = await request(appThrowing(new ValidationError({ email: 'Enter a valid email address.' }))).get('/boom');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid request', fields: { email: 'Enter a valid email address.' } });
  });

  it('when an unexpected error is thrown, then 500 says nothing about it', async () => {
    const leak = new Error('relation "secret_table" does not exist at /srv/app/repo.ts:42');
    for (const app of [appThrowing(leak), appThrowing(leak, false), appThrowing('a string')]) {
      const res = await request(app).get('/boom');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Internal server error' });
      expect(res.text).not.toMatch(/secret_table|repo\.ts|at /);
    }
  });

  it('when an error is catastrophic, then the client still only sees a bare 500', async () => {
    const res = await request(appThrowing(new AppError('config lost', 500, { isCatastrophic: true }))).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Internal server error' });
  });

  it('when the database is down, restarting or out of reach, then 503 asks to retry in a few seconds, never 500', async () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const bothFamilies = new AggregateError([refused, Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]);
    const cases = [
      terminated,
      starting,
      refused,
      bothFamilies,
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    ];
    for (const error of cases) {
      const res = await request(appThrowing(error)).get('/boom');
      expect(res.status, error.message).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ error: 'The service is briefly unavailable. Please try again in a moment.' });
    }
  });

  it('when a query itself is wrong, then it stays a 500 (our bug, not an outage)', async () => {
    const res = await request(appThrowing(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }))).get('/boom');
    expect(res.status).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('when a limit is reached, then 429 carries Retry-After in whole seconds', async () => {
    const res = await request(appThrowing(new TooManyRequestsError(899.2))).get('/boom');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect(res.body).toEqual({ error: 'Too many requests. Please wait 15 minutes and try again.' });
  });
});
