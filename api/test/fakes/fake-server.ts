/** Runs a small Express app on a free port: the stand-in for a payment provider's HTTP API in tests. */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import type express from 'express';

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

export async function startFakeServer(app: express.Express): Promise<FakeServer> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The bearer token of a request, or undefined. */
export function bearerOf(req: express.Request): string | undefined {
  return /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
}

/** The user:password of a Basic authorization header, or undefined. */
export function basicOf(req: express.Request): string | undefined {
  const encoded = /^Basic (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  return encoded ? Buffer.from(encoded, 'base64').toString('utf8') : undefined;
}
