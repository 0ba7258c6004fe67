import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler';
import { createLogger } from './logger';
import { OpenApiRegistry } from './openapi';
import { defineRoute } from './route';

const params = z.object({ id: z.uuid('Not an id') });
const query = z.object({ limit: z.coerce.number().int().max(50).default(10) });
const body = z.object({ name: z.string().trim().min(1, 'Name is required.') });
const id = '0b7f3c1e-6a4d-4c55-9f0e-2d8a1b3c4d5e';

/** An app with the feature router under /api, as app.ts mounts it, and a log of what ran. */
function appWith(define: (router: express.Router, docs: OpenApiRegistry, ran: string[]) => void) {
  const docs = new OpenApiRegistry();
  const router = express.Router();
  const ran: string[] = [];
  define(router, docs, ran);
  const app = express();
  app.use(express.json());
  app.use('/api', router);
  app.use(errorHandler(createLogger({ logLevel: 'silent' })));
  return { app, docs, ran };
}

const step =
  (name: string, ran: string[]): RequestHandler =>
  (_req, _res, next) => {
    ran.push(name);
    next();
  };

describe('defineRoute()', () => {
  it('when a route is defined, then its path answers below /api and the document has its entry with the same schemas', async () => {
    const { app, docs } = appWith((router, registry) => {
      defineRoute(router, registry, {
        method: 'post',
        path: '/api/things/:id',
        summary: 'Rename a thing',
        params,
        query,
        body,
        responses: { 200: { description: 'Renamed' } },
        handler: (req, res) => {
          expectTypeOf(req.params).toEqualTypeOf<{ id: string }>();
          expectTypeOf(req.query).toEqualTypeOf<{ limit: number }>();
          expectTypeOf(req.body).toEqualTypeOf<{ name: string }>();
          res.json({ params: req.params, query: req.query, body: req.body });
        },
      });
    });

    const res = await request(app).post(`/api/things/${id}`).query({ limit: '20' }).send({ name: ' Kilima ' }).expect(200);
    expect(res.body).toEqual({ params: { id }, query: { limit: 20 }, body: { name: 'Kilima' } });

    const operation = (docs.document({ title: 't', version: '1' }).paths as Record<string, Record<string, Record<string, unknown>>>)['/api/things/{id}']?.post;
    expect(operation?.summary).toBe('Rename a thing');
    expect(operation?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
    ]);
    expect(operation?.requestBody).toBeDefined();
  });

  it('when the input is invalid, then 400 with its fields: the before handlers ran, the after handlers and the handler did not', async () => {
    const { app, ran } = appWith((router, docs, log) => {
      defineRoute(router, docs, {
        method: 'put',
        path: '/api/things/:id',
        summary: 'Rename',
        params,
        body,
        responses: { 200: { description: 'Renamed' } },
        before: [step('guard', log), step('limit', log)],
        after: [step('after', log)],
        handler: (_req, res) => {
          log.push('handler');
          res.json({ ok: true });
        },
      });
    });

    const bad = await request(app).put('/api/things/nope').send({ name: ' ' }).expect(400);
    expect(bad.body.fields).toEqual({ id: 'Not an id', name: 'Name is required.' });
    expect(ran).toEqual(['guard', 'limit']);

    ran.length = 0;
    await request(app).put(`/api/things/${id}`).send({ name: 'Kilima' }).expect(200);
    expect(ran).toEqual(['guard', 'limit', 'after', 'handler']);
  });

  it('when the document shows another body (a multipart form), then the route still validates the body it is given', async () => {
    const form = z.object({ name: z.string(), avatar: z.string().optional().meta({ description: 'An image file' }) });
    const { app, docs } = appWith((router, registry) => {
      defineRoute(router, registry, {
        method: 'put',
        path: '/api/profile',
        summary: 'Change the profile',
        documentedBody: form,
        body,
        responses: { 200: { description: 'Saved' } },
        handler: (req, res) => {
          res.json(req.body);
        },
      });
    });

    await request(app).put('/api/profile').send({ name: '' }).expect(400);
    const doc = JSON.stringify(docs.document({ title: 't', version: '1' }));
    expect(doc).toContain('An image file');
  });

  it('when the path does not start with /api/, then it is refused at start-up', () => {
    expect(() =>
      defineRoute(express.Router(), new OpenApiRegistry(), {
        method: 'get',
        path: '/things',
        summary: 'Things',
        responses: { 200: { description: 'Things' } },
        handler: (_req, res) => res.end(),
      }),
    ).toThrow('/api/');
  });
});
