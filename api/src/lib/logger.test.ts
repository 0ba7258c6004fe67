import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger, httpLogger, logRequest, perTurn } from './logger';

type Line = { msg?: string; reqId?: string; req?: { id?: string; method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };

function appWithLog() {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const app = express();
  app.use(httpLogger(logger));
  app.get('/warns', (req, res) => {
    (req as unknown as { log: pino.Logger }).log.warn('something to look at');
    res.status(418).send('teapot');
  });
  app.get('/api/health', (_req, res) => void res.send('ok'));
  return { app, lines };
}

const settle = async (lines: Line[], count: number) => {
  for (let i = 0; i < 100 && lines.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the request log', () => {
  it('when a request is answered, then one line says so, and what the route logs carries the same request id', async () => {
    const { app, lines } = appWithLog();
    const res = await request(app).get('/warns?x=1').set('X-Request-Id', 'edge-9').expect(418);
    expect(res.headers['x-request-id']).toBe('edge-9');
    await settle(lines, 2);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'something to look at', reqId: 'edge-9' }),
      expect.objectContaining({ msg: 'request completed', req: { id: 'edge-9', method: 'GET', url: '/warns?x=1' }, res: { statusCode: 418 }, responseTime: expect.any(Number) }),
    ]);
  });

  it('when the id sent is not one, then a new one is made; health probes leave no line', async () => {
    const { app, lines } = appWithLog();
    const res = await request(app).get('/api/health').set('X-Request-Id', 'bad id <script>').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(lines).toEqual([]);
  });
});

describe('perTurn', () => {
  it('when lines are logged in one turn, then they reach the destination in one write after it, in order', async () => {
    const writes: string[] = [];
    const destination = perTurn({ write: (data: string) => writes.push(data), flushSync: () => undefined });
    const logger = pino({ level: 'info', base: null, timestamp: false }, destination);
    logger.info('one');
    logger.info('two');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.trim().split('\n').map((line) => (JSON.parse(line) as Line).msg)).toEqual(['one', 'two']);
    logger.info('three');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
  });

  it('when the process exits in the turn a line was logged, then the line is still written', () => {
    const logger = path.join(path.dirname(fileURLToPath(import.meta.url)), 'logger.ts');
    const script = `import { createLogger } from ${JSON.stringify(logger)}; createLogger({ logLevel: 'info' }).fatal('last words'); process.exit(1);`;
    let out = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      out = (error as { stdout: string }).stdout;
    }
    expect(out).toContain('"msg":"last words"');
  });
});

describe('logRequest', () => {
  it("when a request completes, then its line is the one pino would write (built without pino's serializing)", () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    const request = { id: 'edge-1', method: 'GET', url: '/api/tours?q="big five"&x=\u2019', statusCode: 200, startedAt: Date.now() };
    logRequest(logger, request);
    logger.info({ req: { id: request.id, method: request.method, url: request.url }, res: { statusCode: 200 }, responseTime: 0 }, 'request completed');
    expect(lines).toHaveLength(2);
    const [fast, reference] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(Object.keys(fast!)).toEqual(Object.keys(reference!));
    expect({ ...fast, time: 0, responseTime: 0 }).toEqual({ ...reference, time: 0, responseTime: 0 });
    expect(fast).toMatchObject({ level: 30, service: 'safari-api', req: { url: '/api/tours?q="big five"&x=\u2019' }, msg: 'request completed' });
  });

  it('when a request fails with a 5xx or is aborted, then pino writes it at error or warn level; below info nothing is written', () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    logRequest(logger, { id: 'a', method: 'POST', url: '/api/bookings', statusCode: 503, startedAt: Date.now() });
    logRequest(logger, { id: 'b', method: 'GET', url: '/', statusCode: 200, startedAt: Date.now(), aborted: true });
    expect(lines.map((line) => (JSON.parse(line) as { level: number; msg: string })).map(({ level, msg }) => [level, msg])).toEqual([
      [50, 'request errored'],
      [40, 'request aborted'],
    ]);
    const quiet: string[] = [];
    logRequest(createLogger({ logLevel: 'warn' }, { write: (line: string) => void quiet.push(line) }), { id: 'c', statusCode: 200, startedAt: Date.now() });
    expect(quiet).toEqual([]);
  });
});
