/**
 * Property-based hostile input (fast-check) on every public and traveller input endpoint: random
 * JSON, valid bodies with fields swapped for hostile values (long strings, NUL, lone surrogates,
 * deep nesting, wrong types, huge numbers) and hostile query strings and path segments.
 *
 * For every answer: never a 5xx; no stack trace or SQL text in the body; on a 400 no table gained or
 * lost a row. A 1 MB body is answered in under 200 ms (median of 3): the work an input's size
 * causes stays linear and small.
 *
 * The limits are raised (RATE_LIMIT_FACTOR) so a 429 cannot hide what the handler would do.
 */
import fc from 'fast-check';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { insertUser, tokenFor } from '../../test/auth-fixtures';
import { insertPost } from '../../test/blog-fixtures';
import { bookingBody } from '../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { insertTour } from '../../test/fixtures';

/** Runs per endpoint (34 properties × 25 ≈ 850 requests, well under a minute); FUZZ_RUNS=120 repeats the 4 000-request probe. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SLOW_MS = 200;

let db: TestDatabase;
let app: express.Express;
let token: string;
let tourId: string;
let bookingId: string;
let tables: string[];

beforeAll(async () => {
  db = await createTestDatabase();
  const made = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '10000' } });
  app = made.app;
  const user = await insertUser(db.pool, { email: 'fuzz-traveller@example.com' });
  token = tokenFor(made.config.jwtSecret, user);
  tourId = await insertTour(db.pool, { slug: 'fuzz-tour', price: 1000 });
  await insertPost(db.pool, { slug: 'fuzz-post', title: 'Fuzz' });
  const booked = await request(app).post('/api/bookings').send(bookingBody(tourId)).expect(201);
  bookingId = (booked.body as { id: string }).id;
  expect(bookingId).toMatch(/^[0-9a-f-]{36}$/);
  const { rows } = await db.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits')`,
  );
  tables = rows.map((row) => row.table_name);
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await db.pool.query<Record<string, number>>(`select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ')}`);
  return rows[0] ?? {};
}

// ---- hostile values --------------------------------------------------------------------------

/** Deep nesting as JSON text: objects and arrays `depth` levels deep. */
function nestedJson(depth: number): string {
  const half = Math.floor(depth / 2);
  return `${'{"a":['.repeat(half)}"deep"${']}'.repeat(half)}`;
}

/**
 * Deep nesting, stood in by a marker until it is sent: neither fast-check's printer nor
 * JSON.stringify has to walk 5 000 levels (fast-check prints it as `nested(5000)`).
 */
const deep = (depth: number) => ({ toJSON: () => `@@nested:${depth}@@`, [fc.toStringMethod]: () => `nested(${depth})` });

/** The request body as a hostile client would send it: deep-nesting markers expanded. */
function serialise(body: unknown): string {
  // JSON.stringify escapes lone surrogates (\ud800), as a hostile client's JSON would carry them.
  return (JSON.stringify(body) ?? 'null').replace(/"@@nested:(\d+)@@"/g, (_match, depth: string) => nestedJson(Number(depth)));
}

/** The same text for URLs (no expansion: a URL cannot be 5 000 levels deep anyway). */
const shortText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'x'));

const hostileStrings = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  'a\ud800b',
  '\udfff',
  'x\udbff',
  `a@${'.'.repeat(80_000)} x`,
  `${'a'.repeat(70)}@${'b.'.repeat(3000)}c`,
  'x'.repeat(100_000),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '\u202e\u200b\ufeff',
  '0',
  '-1',
  'NaN',
  '1e309',
  '',
  ' ',
  '00000000-0000-0000-0000-000000000000',
  '2099-02-30',
  '9999-99-99',
);

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 2 ** 31, -(2 ** 31), 0.1, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(deep(200)),
  fc.constant(deep(5_000)),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 50 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 10 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Json = Record<string, unknown>;

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  const paths = Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  return [prefix, ...paths];
}

function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head = '', ...rest] = path;
  const base: Json = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Json) } : {};
  base[head] = setAt(base[head], rest, replacement);
  return base;
}

/** Random JSON, or a valid body with one to three fields (or whole sub-objects) made hostile, or an extra key. */
function hostileBody(valid: Json): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid).filter((path) => path.length > 0);
  if (paths.length === 0) return fc.oneof(hostile, hostile.map((value) => ({ [String(typeof value)]: value })));
  const mutated = fc
    .array(fc.tuple(fc.constantFrom(...paths), hostile), { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce<unknown>((body, [path, value]) => setAt(body, path, value), valid));
  const extraKey = fc.tuple(fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'status', 'userId', 'x\u0000'), hostile).map(([key, value]) => ({ ...valid, [key]: value }));
  return fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: extraKey }, { weight: 2, arbitrary: hostile });
}

/** Percent-encodes any string, lone surrogates included (as the raw bytes a client could send). */
function encodeAny(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

const hostileSegment = fc.oneof(hostile.map((value) => encodeAny(shortText(value).slice(0, 2_000))), fc.constantFrom('%00', '%FF', '%', '%E0%80', '..', '%2e%2e'));

// ---- assertions ------------------------------------------------------------------------------

const LEAKS = [
  /\n\s+at /, // a stack frame
  /node_modules|\.ts:\d+|\.js:\d+/,
  /invalid byte sequence|invalid input syntax|violates .* constraint|relation "|column "|syntax error at|unterminated|duplicate key/i,
  /\b(select|insert into|update|delete from)\b[^"]{0,200}\b(from|values|set|where)\b/i,
];

function expectSafeAnswer(res: request.Response, label: string): void {
  expect(res.status, `${label} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) for (const leak of LEAKS) expect(res.text, `${label} leaks ${String(leak)}`).not.toMatch(leak);
}

interface Endpoint {
  name: string;
  method: 'post' | 'put' | 'patch';
  path: string | (() => string);
  signedIn?: boolean;
  valid: () => Json;
  /** A field that takes a long string, for the 1 MB body. */
  bigField: string[];
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const endpoints: Endpoint[] = [
  { name: 'login', method: 'post', path: '/api/auth/login', valid: () => ({ email: 'fuzz-traveller@example.com', password: 'wrong-password' }), bigField: ['email'] },
  { name: 'register', method: 'post', path: '/api/auth/register', valid: () => ({ name: 'Fuzz', email: 'fuzz-new@example.com', password: 'long-enough-pass' }), bigField: ['email'] },
  { name: 'forgot-password', method: 'post', path: '/api/auth/forgot-password', valid: () => ({ email: 'fuzz-traveller@example.com' }), bigField: ['email'] },
  { name: 'reset-password', method: 'post', path: '/api/auth/reset-password', valid: () => ({ token: 'a'.repeat(43), password: 'long-enough-pass' }), bigField: ['token'] },
  { name: 'verify-email', method: 'post', path: '/api/auth/verify-email', valid: () => ({ token: 'a'.repeat(43) }), bigField: ['token'] },
  { name: 'resend-verification', method: 'post', path: '/api/auth/resend-verification', signedIn: true, valid: () => ({}), bigField: ['x'] },
  { name: 'bookings', method: 'post', path: '/api/bookings', valid: () => bookingBody(tourId), bigField: ['contact', 'name'] },
  {
    name: 'enquiries (contact)',
    method: 'post',
    path: '/api/enquiries',
    valid: () => ({ channel: 'contact', name: 'Fuzz', email: 'fuzz@example.com', subject: 'Hello', message: 'A question.', consent: true }),
    bigField: ['message'],
  },
  { name: 'enquiries (chat)', method: 'post', path: '/api/enquiries', valid: () => ({ channel: 'chat', message: 'Hi there', page: '/tours' }), bigField: ['message'] },
  {
    name: 'proposals',
    method: 'post',
    path: '/api/proposals',
    valid: () => ({
      trip: { destination: 'Masai Mara', startDate: inDays(60), endDate: inDays(67), flexibility: { window: '±3d', altMonths: 'September' } },
      party: { adults: 2, children: 1, childrenAges: '9' },
      budget: { tier: 'Mid-range', basis: 'per_person', flexibility: '±10%' },
      lodging: { type: 'mid_lodge', room: 'family', amenities: 'Pool' },
      preferences: { styles: ['Wildlife'], activities: ['Hot air balloon'], transportMode: 'mix' },
      arrivals: { airport: 'NBO', flightBooked: 'yes' },
      healthDiet: { dietary: 'vegetarian', accessibility: '' },
      insurance: { option: 'cfar' },
      contact: { name: 'Fuzz', email: 'fuzz@example.com', phone: '+254 712 345 678', country: 'Kenya', prefer: 'whatsapp', whatsapp: '' },
      notes: 'First safari.',
      ageRange: '30-45',
      consent: true,
    }),
    bigField: ['notes'],
  },
  { name: 'newsletter', method: 'post', path: '/api/newsletter', valid: () => ({ name: 'Fuzz', email: 'fuzz-news@example.com' }), bigField: ['name'] },
  { name: 'newsletter unsubscribe', method: 'post', path: '/api/newsletter/unsubscribe', valid: () => ({ token: 'a'.repeat(43) }), bigField: ['token'] },
  { name: 'comments', method: 'post', path: '/api/blogs/fuzz-post/comment', signedIn: true, valid: () => ({ text: 'Lovely post.' }), bigField: ['text'] },
  { name: 'likes', method: 'put', path: '/api/blogs/fuzz-post/like', signedIn: true, valid: () => ({ liked: true }), bigField: ['liked'] },
  { name: 'users/me', method: 'patch', path: '/api/users/me', signedIn: true, valid: () => ({ name: 'Fuzz Traveller', phone: '+254 712 345 678' }), bigField: ['name'] },
  { name: 'users/me password', method: 'put', path: '/api/users/me/password', signedIn: true, valid: () => ({ currentPassword: 'old-password', newPassword: 'new-long-password' }), bigField: ['currentPassword'] },
  { name: 'users/me wishlist', method: 'post', path: '/api/users/me/wishlist', signedIn: true, valid: () => ({ tourIds: [tourId] }), bigField: ['tourIds'] },
  { name: 'booking payments', method: 'post', path: () => `/api/bookings/${bookingId}/payments`, valid: () => ({ method: 'card' }), bigField: ['phone'] },
  { name: 'booking pay-later', method: 'post', path: () => `/api/bookings/${bookingId}/pay-later`, valid: () => ({}), bigField: ['x'] },
  {
    name: 'sandbox webhook',
    method: 'post',
    path: '/api/payments/sandbox/webhook',
    valid: () => ({ session: 's'.repeat(32), paymentId: '00000000-0000-4000-8000-000000000000', status: 'succeeded', amount: '10.00', currency: 'USD', eventId: 'evt-12345678' }),
    bigField: ['session'],
  },
  { name: 'sandbox complete', method: 'post', path: `/api/payments/sandbox/${'s'.repeat(32)}/complete`, valid: () => ({}), bigField: ['x'] },
  { name: 'sandbox cancel', method: 'post', path: `/api/payments/sandbox/${'s'.repeat(32)}/cancel`, valid: () => ({}), bigField: ['x'] },
];

function send(endpoint: Endpoint, body: unknown): request.Test {
  const path = typeof endpoint.path === 'function' ? endpoint.path() : endpoint.path;
  let req = request(app)[endpoint.method](path).set('Content-Type', 'application/json');
  if (endpoint.signedIn) req = req.set('Authorization', `Bearer ${token}`);
  return req.send(serialise(body));
}

describe('hostile bodies on every input endpoint', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: never a 5xx, no leak, nothing written on a 400`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody(endpoint.valid()), async (body) => {
          const before = await rowCounts();
          const res = await send(endpoint, body);
          expectSafeAnswer(res, `${endpoint.method.toUpperCase()} ${endpoint.name} ${JSON.stringify(body)?.slice(0, 200)}`);
          if (res.status === 400) expect(await rowCounts(), `${endpoint.name} wrote on a 400`).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    }, 60_000);
  }

  it('a body that is not JSON at all (broken, wrong type, empty) is a 4xx, never a 5xx', async () => {
    for (const raw of ['{', '{"a":', '[1,2', 'null', '"text"', '1e999', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}']) {
      const res = await request(app).post('/api/enquiries').set('Content-Type', 'application/json').send(raw);
      expectSafeAnswer(res, `raw ${raw}`);
    }
  });
});

describe('hostile queries and paths on the public reads', () => {
  const reads: [string, (value: string) => string][] = [
    ['tours list', (v) => `/api/tours?updatedSince=${v}`],
    ['tour page', (v) => `/api/tours/${v}`],
    ['blogs search', (v) => `/api/blogs?q=${v}`],
    ['blogs filters', (v) => `/api/blogs?category=${v}&page=${v}&limit=${v}&exclude=${v}`],
    ['blog post', (v) => `/api/blogs/${v}`],
    ['blog comments', (v) => `/api/blogs/${v}/comments`],
    ['guides', (v) => `/api/guides?category=${v}&q=${v}`],
    ['newsletter unsubscribe link', (v) => `/api/newsletter/unsubscribe?token=${v}`],
    ['booking', (v) => `/api/bookings/${v}`],
    ['payment', (v) => `/api/payments/${v}`],
    ['sandbox session', (v) => `/api/payments/sandbox/${v}`],
    ['pesapal ipn', (v) => `/api/payments/pesapal/ipn?OrderTrackingId=${v}&OrderMerchantReference=${v}`],
  ];
  for (const [name, url] of reads) {
    it(`${name}: never a 5xx, no leak`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileSegment, async (value) => {
          const res = await request(app).get(url(value)).set('Authorization', `Bearer ${token}`);
          expectSafeAnswer(res, `GET ${url(value).slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    }, 60_000);
  }
});

describe('input size costs little', () => {
  const MB = 1024 * 1024;
  /** A body of just under 1 MB (the JSON limit), with the big field filled by a pattern that once backtracked. */
  function bigBody(endpoint: Endpoint): string {
    const skeleton = setAt(endpoint.valid(), endpoint.bigField, '');
    const room = MB - JSON.stringify(skeleton).length - 64;
    const filler = `a@${'.'.repeat(room - 4)} x`;
    return JSON.stringify(setAt(endpoint.valid(), endpoint.bigField, filler));
  }

  async function medianMs(run: () => Promise<request.Response>): Promise<{ ms: number; res: request.Response }> {
    const times: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      last = await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    if (!last) throw new Error('no answer');
    return { ms: times[1] ?? Infinity, res: last };
  }

  it(`a 1 MB body is answered in under ${SLOW_MS} ms on every input endpoint (median of 3)`, async () => {
    const slow: string[] = [];
    for (const endpoint of endpoints) {
      const body = bigBody(endpoint);
      expect(body.length).toBeLessThanOrEqual(MB);
      expect(body.length).toBeGreaterThan(MB - 1024);
      const path = typeof endpoint.path === 'function' ? endpoint.path() : endpoint.path;
      const { ms, res } = await medianMs(() => {
        let req = request(app)[endpoint.method](path).set('Content-Type', 'application/json');
        if (endpoint.signedIn) req = req.set('Authorization', `Bearer ${token}`);
        return req.send(body);
      });
      expectSafeAnswer(res, `1 MB ${endpoint.name}`);
      if (ms >= SLOW_MS) slow.push(`${endpoint.name}: ${Math.round(ms)} ms (${res.status})`);
    }
    expect(slow).toEqual([]);
  }, 60_000);
});
