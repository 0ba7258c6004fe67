import http from 'node:http';
import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jsonBody } from './json-body';

const LIMIT = 1024;

/** An app that reads JSON with `reader` and echoes what it read, or the error's status and type. */
function appReading(reader: express.RequestHandler) {
  const app = express();
  app.post('/', reader, (req, res) => {
    res.json({ body: req.body as unknown, by: (req as { by?: string }).by ?? 'lean' });
  });
  app.use(((error: { status?: number; type?: string }, _req, res, _next) => {
    res.status(error.status ?? 500).json({ type: error.type });
  }) as express.ErrorRequestHandler);
  return app;
}

/** body-parser itself, marking what it read. */
const general: express.RequestHandler = (req, res, next) => {
  express.json({ limit: LIMIT })(req, res, (error?: unknown) => {
    (req as { by?: string }).by = 'general';
    next(error);
  });
};
const lean = appReading(jsonBody(LIMIT, general));
const bodyParser = appReading(express.json({ limit: LIMIT }));

/** Both apps' answers to the same request: status and body (without who read it). */
async function both(send: (app: express.Express) => request.Test) {
  const strip = (res: request.Response) => ({ status: res.status, body: { ...(res.body as Record<string, unknown>), by: undefined } });
  const [ours, theirs] = [await send(lean), await send(bodyParser)];
  return { ours: strip(ours), theirs: strip(theirs), by: (ours.body as { by?: string }).by };
}

describe('jsonBody', () => {
  it('reads a plain JSON body itself, as body-parser would', async () => {
    for (const text of ['{"a":1,"b":["x",null]}', ' [1,2]', '\ufeff{"bom":true}', '{"é":"ü"}']) {
      const result = await both((app) => request(app).post('/').set('Content-Type', 'application/json; charset=utf-8').send(text));
      expect(result.by).toBe('lean');
      expect(result.ours).toEqual(result.theirs);
      expect(result.ours.status).toBe(200);
    }
  });

  it('answers a malformed or non-object body with body-parser’s 400 error', async () => {
    for (const text of ['{"a":', '"text"', '42', '   ']) {
      const result = await both((app) => request(app).post('/').set('Content-Type', 'application/json').send(text));
      expect(result.ours).toEqual(result.theirs);
      expect(result.ours).toEqual({ status: 400, body: { type: 'entity.parse.failed' } });
    }
  });

  it('leaves every other body to body-parser: too large, compressed, another charset, another type', async () => {
    const cases: ((app: express.Express) => request.Test)[] = [
      (app) => request(app).post('/').set('Content-Type', 'application/json').send(`{"a":"${'x'.repeat(LIMIT)}"}`),
      (app) => request(app).post('/').set('Content-Type', 'application/json; charset=latin1').send('{"a":1}'),
      (app) => request(app).post('/').set('Content-Type', 'application/vnd.api+json').send('{"a":1}'),
    ];
    const statuses = [];
    for (const send of cases) {
      const result = await both(send);
      expect(result.ours).toEqual(result.theirs);
      statuses.push(result.ours.status);
    }
    expect(statuses).toEqual([413, 415, 200]);
  });

  it('reads a body that arrives in pieces; leaves a compressed one to body-parser', async () => {
    const server = http.createServer(lean).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const post = (pieces: (string | Buffer)[], length: number, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/', headers: { 'Content-Type': 'application/json', 'Content-Length': length, ...headers } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
        });
        req.on('error', reject);
        let delay = 0;
        for (const piece of pieces) setTimeout(() => req.write(piece), (delay += 20));
        setTimeout(() => req.end(), delay + 20);
      });
    try {
      expect(await post(['{"pieces":', '[1,', '2]}'], 16)).toEqual({ status: 200, body: { body: { pieces: [1, 2] }, by: 'lean' } });
      const zipped = gzipSync('{"zipped":true}');
      expect(await post([zipped], zipped.length, { 'Content-Encoding': 'gzip' })).toEqual({ status: 200, body: { body: { zipped: true }, by: 'general' } });
    } finally {
      server.close();
    }
  });
});
