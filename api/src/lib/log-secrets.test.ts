/**
 * The request log against the secrets that travel in links and headers: every kind of e-mailed
 * link is opened (and its API read made) on the real app, and no log line may hold the secret.
 */
import bcrypt from 'bcryptjs';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER } from '@safari/shared/booking';
import { createTestApp } from '../../test/app';
import { insertUser, tokenFor } from '../../test/auth-fixtures';
import { bookingBody } from '../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { insertTour } from '../../test/fixtures';
import { createLogger, logRequest, redactUrl } from './logger';

let db: TestDatabase;
let app: express.Express;
let jwtSecret: string;
let tourId: string;
const lines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  tourId = await insertTour(db.pool, { slug: 'log-tour', price: 900 });
  const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
  ({ app, config: { jwtSecret } } = createTestApp({ pool: db.pool, logger }));
});

afterAll(async () => {
  await db?.drop();
});

/** The token in the link of the newest queued e-mail of this kind. */
async function linkOf(kind: string, field: string): Promise<{ path: string; token: string }> {
  const { rows } = await db.pool.query<{ payload: Record<string, string> }>('select payload from notifications where kind = $1 order by created_at desc limit 1', [kind]);
  const path = rows[0]?.payload[field] ?? '';
  const token = new URL(path, 'https://x.example').searchParams.get('token') ?? '';
  expect(token, kind).toMatch(/^[\w-]{20,}$/);
  return { path, token };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('secrets in the request log', () => {
  it('when each kind of e-mailed link is opened and its API called, then no log line holds its secret', async () => {
    const user = await insertUser(db.pool, { email: 'logged@example.com', passwordHash: await bcrypt.hash('a-password-1', 4) });
    const bearer = tokenFor(jwtSecret, user);

    await request(app).post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const reset = await linkOf('password_reset', 'resetUrl');
    await request(app).post('/api/auth/resend-verification').set('Authorization', `Bearer ${bearer}`).expect(202);
    const verify = await linkOf('email_verification', 'verifyUrl');
    await request(app).post('/api/newsletter').send({ name: 'Reader', email: 'reader@example.com' }).expect(200);
    const unsubscribe = await linkOf('newsletter_welcome', 'unsubscribePath');
    const booked = await request(app).post('/api/bookings').send(bookingBody(tourId)).expect(201);
    const { id: bookingId, accessKey } = booked.body as { id: string; accessKey: string };
    expect(accessKey).toMatch(/^[\w-]{20,}$/);

    lines.length = 0;
    // The pages the links open (server-rendered or not, each leaves a request line)…
    for (const link of [reset.path, verify.path, unsubscribe.path, `/checkout/${bookingId}?key=${encodeURIComponent(accessKey)}&step=pay`]) {
      await request(app).get(link).set('Accept', 'text/html');
    }
    // …and the API calls they make: tokens in the query, the body or a header.
    await request(app).get('/api/newsletter/unsubscribe').query({ token: unsubscribe.token });
    await request(app).get(`/api/bookings/${bookingId}`).set(BOOKING_KEY_HEADER, accessKey).expect(200);
    await request(app).get(`/api/bookings/${bookingId}?key=${accessKey}`);
    await request(app).get('/api/users/me').set('Authorization', `Bearer ${bearer}`).expect(200);
    await request(app).post('/api/auth/verify-email').send({ token: verify.token });
    await request(app).post('/api/auth/reset-password').send({ token: reset.token, password: 'a-new-password-2' });
    await request(app).get(`/api/nope?access_token=${bearer}&apiKey=${accessKey}`).expect(404);
    await settle();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(11);
    for (const [name, secret] of Object.entries({ reset: reset.token, verify: verify.token, unsubscribe: unsubscribe.token, bookingKey: accessKey, bearer })) {
      expect(log, name).not.toContain(secret);
    }
    // What is not secret stays, so the line still says what was opened.
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain(`"url":"/checkout/${bookingId}?key=[redacted]&step=pay"`);
    expect(log).toContain('"url":"/api/nope?access_token=[redacted]&apiKey=[redacted]"');
  });

  it('when a request fails or a route logs its headers, then the URL and the secret headers are redacted there too', () => {
    const written: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void written.push(line) });
    logRequest(logger, { id: 'a', method: 'GET', url: '/reset-password?token=s3cret-reset', statusCode: 500, startedAt: Date.now() });
    logRequest(logger, { id: 'b', method: 'GET', url: '/verify-email?token=s3cret-verify', statusCode: 200, startedAt: Date.now(), aborted: true });
    logger.warn({ req: { headers: { authorization: 'Bearer s3cret-jwt', 'x-booking-key': 's3cret-key', accept: 'text/html' } } }, 'looked at');
    logger.warn({ body: { token: 's3cret-body', password: 's3cret-pass' } }, 'looked at the body');
    const log = written.join('');
    expect(log).not.toMatch(/s3cret/);
    expect(log).toContain('"accept":"text/html"');
  });

  it('when a URL is redacted, then only the secret parameters lose their values', () => {
    expect(redactUrl('/tours?q=mara&sort=price')).toBe('/tours?q=mara&sort=price');
    expect(redactUrl('/unsubscribe?token=abc&utm_source=mail')).toBe('/unsubscribe?token=[redacted]&utm_source=mail');
    expect(redactUrl('/x?TOKEN=a&%6Bey=b&refresh_token=c&password&code=d')).toBe('/x?TOKEN=[redacted]&%6Bey=[redacted]&refresh_token=[redacted]&password&code=[redacted]');
    expect(redactUrl('/x?%E0%A4%A=1&token=2')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });
});
