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

/**
 * What a fake provider does with a notification it owes us: post it at once, hold it until the test
 * releases it (a late callback, without sleeping), or lose it (then only a status query can tell).
 */
export type Delivery = 'send' | 'hold' | 'lose';

export interface CallbackSender {
  /** Where callbacks go instead of the origin of the URL the provider was given (the test's server). */
  origin: string | undefined;
  /** Posts `body` to `url` as `delivery` says, `duplicates` more times at once when sent. */
  queue(key: string, url: string, body: unknown, delivery: Delivery, duplicates?: number): void;
  /** Sends the held callbacks (of one key, or all), each with its duplicates. */
  release(key?: string): void;
  /** Resolves when every callback sent so far has been answered. */
  idle(): Promise<void>;
  /** Our server's answer to each callback sent, in order of answer. */
  answered: { key: string; status: number }[];
  /** Keys of the callbacks lost on purpose. */
  lost: string[];
}

export function createCallbackSender(): CallbackSender {
  const held: { key: string; url: string; body: unknown; copies: number }[] = [];
  const inFlight = new Set<Promise<void>>();
  const answered: CallbackSender['answered'] = [];
  const lost: string[] = [];
  const sender: CallbackSender = {
    origin: undefined,
    queue(key, url, body, delivery, duplicates = 0) {
      if (delivery === 'lose') lost.push(key);
      else if (delivery === 'hold') held.push({ key, url, body, copies: 1 + duplicates });
      else send(key, url, body, 1 + duplicates);
    },
    release(key) {
      for (const item of held.filter((entry) => key === undefined || entry.key === key)) {
        held.splice(held.indexOf(item), 1);
        send(item.key, item.url, item.body, item.copies);
      }
    },
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    answered,
    lost,
  };

  function send(key: string, url: string, body: unknown, copies: number) {
    const target = new URL(url);
    const to = sender.origin ? `${sender.origin}${target.pathname}${target.search}` : url;
    for (let i = 0; i < copies; i += 1) {
      const posted = fetch(to, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
        .then(async (res) => {
          await res.arrayBuffer();
          answered.push({ key, status: res.status });
        })
        .catch(() => {
          answered.push({ key, status: 0 });
        })
        .finally(() => inFlight.delete(posted));
      inFlight.add(posted);
    }
  }

  return sender;
}
