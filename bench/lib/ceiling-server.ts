/**
 * The ceiling: a bare Node `http` server answering a precomputed copy of each endpoint's body
 * (identity, or gzip when the request accepts it) with the API's content type, nothing else. What
 * the API reaches is compared with what this reaches in the same run on the same machine.
 *
 * Run as its own process (so it never shares an event loop with the load generator):
 *   node --import tsx bench/lib/ceiling-server.ts <bodies.json>
 * where the file maps a path ('/api/tours?x=1') to { contentType, body }. It prints its port.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

interface Stored {
  contentType: string;
  body: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: ceiling-server.ts <bodies.json>');
const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Stored>;
const answers = new Map(
  Object.entries(stored).map(([path, { contentType, body }]) => {
    const identity = Buffer.from(body);
    return [path, { contentType, identity, gzip: gzipSync(identity) }];
  }),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? answer.gzip : answer.identity;
  const headers: http.OutgoingHttpHeaders = { 'Content-Type': answer.contentType, 'Content-Length': body.length, Vary: 'Accept-Encoding' };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(200, headers).end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  console.log(String((server.address() as AddressInfo).port));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
