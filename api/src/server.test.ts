import http from 'node:http';
import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './lib/logger';
import { SERVER_TIMEOUTS, startWebServer } from './server';
import { testConfig } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';

let db: TestDatabase;
const logger = createLogger({ logLevel: 'silent' });

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

function getWithKeepAlive(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('startWebServer', () => {
  it('when started on port 0, then it serves on a random port until close() stops it promptly', async () => {
    const server = await startWebServer(testConfig({ DATABASE_URL: db.url, PORT: '0' }), { logger });
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://localhost:${server.port}`);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
      // An idle keep-alive connection (as a browser or nginx holds) must not hold up the shutdown.
      expect(await getWithKeepAlive(`http://127.0.0.1:${server.port}/api/health`, agent)).toBe(200);
    } finally {
      const started = Date.now();
      await server.close();
      expect(Date.now() - started).toBeLessThan(2_000);
      agent.destroy();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('when a request is still arriving at shutdown, then it is cut after the grace period', async () => {
    const server = await startWebServer(testConfig({ DATABASE_URL: db.url, PORT: '0' }), {
      logger,
      shutdownGraceMs: 200,
    });
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Headers promise a body that never comes.
    socket.write('POST /api/tours HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');

    const started = Date.now();
    await server.close();
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('when a client sends its headers too slowly (slowloris), then its connection is cut while others are served', async () => {
    expect(SERVER_TIMEOUTS).toMatchObject({ headersMs: 15_000, requestMs: 120_000, keepAliveMs: 65_000 });
    const server = await startWebServer(testConfig({ DATABASE_URL: db.url, PORT: '0' }), {
      logger,
      timeouts: { headersMs: 400, requestMs: 1_000, checkEveryMs: 100 },
    });
    try {
      const slow = net.connect(server.port, '127.0.0.1');
      let answer = '';
      slow.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
      const closed = new Promise<number>((resolve) => slow.once('close', () => resolve(Date.now())));
      const started = Date.now();
      slow.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      // One header line now and then, never the blank line that ends them.
      const drip = setInterval(() => slow.write('X-Slow: 1\r\n'), 100);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
      const closedAt = await closed;
      clearInterval(drip);
      expect(closedAt - started).toBeLessThan(3_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await server.close();
    }
  });

  it('when a client sends its body too slowly, then the request is cut at the request timeout', async () => {
    const server = await startWebServer(testConfig({ DATABASE_URL: db.url, PORT: '0' }), {
      logger,
      timeouts: { headersMs: 400, requestMs: 800, checkEveryMs: 100 },
    });
    try {
      const slow = net.connect(server.port, '127.0.0.1');
      await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
      slow.on('error', () => undefined);
      const closed = new Promise<number>((resolve) => slow.once('close', () => resolve(Date.now())));
      const started = Date.now();
      slow.write('POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      const drip = setInterval(() => slow.write(' '), 100);
      const closedAt = await closed;
      clearInterval(drip);
      expect(closedAt - started).toBeLessThan(3_000);
    } finally {
      await server.close();
    }
  });

  it('when the port is already taken, then starting fails instead of serving nothing', async () => {
    const first = await startWebServer(testConfig({ DATABASE_URL: db.url, PORT: '0' }), { logger });
    try {
      await expect(
        startWebServer(testConfig({ DATABASE_URL: db.url, PORT: String(first.port) }), { logger }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.close();
    }
  });

  it('when close() is called twice, then the server shuts down once and the second call waits for it', async () => {
    const lines: string[] = [];
    const captured = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const stopped = () => lines.filter((line) => (JSON.parse(line) as { msg?: string }).msg === 'web server stopped').length;
    const server = await startWebServer(testConfig({ DATABASE_URL: db.url, PORT: '0' }), { logger: captured });

    const first = server.close();
    const second = server.close();
    await second;
    // The second call resolves only once the shutdown is complete, not as soon as it has started.
    expect(stopped()).toBe(1);
    await first;
    await server.close();
    expect(stopped()).toBe(1);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
