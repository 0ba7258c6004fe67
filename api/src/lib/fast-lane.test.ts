import http from 'node:http';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { routeLane } from './fast-lane';

/** An app whose normal way answers 'normal'; the lane's handlers answer 'lane' unless told otherwise. */
function appWith(lane: express.RequestHandler) {
  const app = express();
  app.use(lane);
  app.use((_req, res) => {
    res.status(200).json({ by: 'normal' });
  });
  app.use(((error, _req, res, _next) => {
    res.status(error instanceof ValidationError ? 400 : 500).json({ by: 'error handler', error: (error as Error).message });
  }) as express.ErrorRequestHandler);
  return app;
}

describe('routeLane', () => {
  const answer: express.RequestHandler = (req, res) => {
    res.status(201).json({ by: 'lane', seen: (req as { seen?: string[] }).seen });
  };
  const mark =
    (name: string): express.RequestHandler =>
    (req, _res, next) => {
      const seen = ((req as { seen?: string[] }).seen ??= []);
      seen.push(name);
      next();
    };

  it('when the request is exactly the lane method and path, then its handlers run in order and answer', async () => {
    const app = appWith(routeLane('POST', '/api/bookings', [mark('front'), mark('route'), answer]));
    const res = await request(app).post('/api/bookings').send({}).expect(201);
    expect(res.body).toEqual({ by: 'lane', seen: ['front', 'route'] });
  });

  it('when the method, the path or a query string differ, then the request goes the normal way untouched', async () => {
    const app = appWith(routeLane('POST', '/api/bookings', [mark('front'), answer]));
    for (const res of [
      await request(app).get('/api/bookings'),
      await request(app).post('/api/bookings/x').send({}),
      await request(app).post('/api/bookings?x=1').send({}),
    ]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ by: 'normal' });
    }
  });

  it('when a handler throws, rejects or passes an error, then the app error handler answers', async () => {
    const thrower: express.RequestHandler = () => {
      throw new ValidationError({ x: 'bad' }, 'thrown');
    };
    const rejecter: express.RequestHandler = async () => {
      await Promise.resolve();
      throw new Error('rejected');
    };
    const passer: express.RequestHandler = (_req, _res, next) => next(new Error('passed'));
    for (const [handler, status, message] of [
      [thrower, 400, 'thrown'],
      [rejecter, 500, 'rejected'],
      [passer, 500, 'passed'],
    ] as const) {
      const res = await request(appWith(routeLane('POST', '/api/bookings', [mark('front'), handler, answer]))).post('/api/bookings').send({});
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ by: 'error handler', error: message });
    }
  });

  it("when a handler passes on with next('router') or next('route'), then the next handler of the lane runs", async () => {
    const skip =
      (word: 'router' | 'route'): express.RequestHandler =>
      (_req, _res, next) =>
        next(word);
    const app = appWith(routeLane('POST', '/api/bookings', [skip('router'), mark('after router'), skip('route'), mark('after route'), answer]));
    const res = await request(app).post('/api/bookings').send({}).expect(201);
    expect(res.body.seen).toEqual(['after router', 'after route']);
  });

  it('when the lane runs ahead of Express (from Node’s request handler), then Express’s request and response work in it, an error gets the app’s answer, and the rest goes to the app', async () => {
    const app = appWith((_req, _res, next) => next());
    const onError: express.ErrorRequestHandler = (error, _req, res, _next) => {
      res.status(400).json({ by: 'app error handler', error: (error as Error).message });
    };
    let runs = 0;
    const counted: express.RequestHandler = (req, res, next) => {
      runs += 1;
      if (req.get('X-Fail')) next(new Error('failed in the lane'));
      else res.status(201).json({ by: 'lane', type: req.is('application/json') });
    };
    const lane = routeLane('POST', '/api/bookings', [express.json(), counted], { request: app.request, response: app.response, onError });
    const server = http.createServer((req, res) => lane(req as never, res as never, () => app(req, res)));
    const answers = [
      await request(server).post('/api/bookings').send({ a: 1 }),
      await request(server).post('/api/bookings').set('X-Fail', '1').send({}),
      await request(server).post('/api/bookings/').send({}),
    ];
    expect(answers.map((res) => [res.status, res.body])).toEqual([
      [201, { by: 'lane', type: 'application/json' }],
      [400, { by: 'app error handler', error: 'failed in the lane' }],
      [200, { by: 'normal' }],
    ]);
    expect(runs).toBe(2);
  });
});
