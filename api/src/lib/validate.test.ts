import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from './logger';
import { errorHandler } from './error-handler';
import { validate } from './validate';

const bodySchema = z.object({
  name: z.string().trim().min(1, 'Your full name is required.'),
  contact: z.object({ email: z.email('Enter a valid email address.') }),
  adults: z.coerce.number().int().min(1, 'At least 1 adult is required.'),
});
const querySchema = z.object({ limit: z.coerce.number().int().max(50).default(10) });
const paramsSchema = z.object({ id: z.uuid('Not an id') });

/** A tiny app with one validated route, echoing what the handler received. */
function appWithValidatedRoute() {
  const app = express();
  app.use(express.json());
  app.post('/things/:id', validate({ params: paramsSchema, query: querySchema, body: bodySchema }), (req, res) => {
    res.json({ params: req.params, query: req.query, body: req.body });
  });
  app.use(errorHandler(createLogger({ logLevel: 'silent' })));
  return app;
}

const id = '0b7f3c1e-6a4d-4c55-9f0e-2d8a1b3c4d5e';

describe('validate()', () => {
  it('when the input is valid, then the handler receives the parsed, trimmed and coerced values', async () => {
    const res = await request(appWithValidatedRoute())
      .post(`/things/${id}`)
      .query({ limit: '20', ignored: 'x' })
      .send({ name: '  Amina ', contact: { email: 'amina@example.com' }, adults: '2', extra: true })
      .expect(200);

    expect(res.body).toEqual({
      params: { id },
      query: { limit: 20 },
      body: { name: 'Amina', contact: { email: 'amina@example.com' }, adults: 2 },
    });
  });

  it('when the query is absent, then its defaults apply', async () => {
    const res = await request(appWithValidatedRoute())
      .post(`/things/${id}`)
      .send({ name: 'A', contact: { email: 'a@b.co' }, adults: 1 })
      .expect(200);
    expect(res.body.query).toEqual({ limit: 10 });
  });

  it('when fields are invalid, then 400 lists one message per field with the schema texts', async () => {
    const res = await request(appWithValidatedRoute())
      .post('/things/not-an-id')
      .query({ limit: '500' })
      .send({ name: '   ', contact: { email: 'nope' }, adults: 0 })
      .expect(400);

    expect(res.body).toEqual({
      error: 'Invalid request',
      fields: {
        id: 'Not an id',
        limit: expect.any(String),
        name: 'Your full name is required.',
        'contact.email': 'Enter a valid email address.',
        adults: 'At least 1 adult is required.',
      },
    });
  });

  it('when the body is missing altogether, then 400 says so instead of failing inside the handler', async () => {
    const res = await request(appWithValidatedRoute()).post(`/things/${id}`).expect(400);
    expect(res.body.error).toBe('Invalid request');
    expect(Object.keys(res.body.fields)).toEqual(['body']);
  });
});
