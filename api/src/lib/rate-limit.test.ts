import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { insertUser, tokenFor } from '../../test/auth-fixtures';
import { insertPost } from '../../test/blog-fixtures';
import { bookingBody } from '../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { insertTour } from '../../test/fixtures';
import { addressBlock, createRateLimiter } from './rate-limit';
import { createRateLimitRepo } from './rate-limit.repo';

let db: TestDatabase;
let tourId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  tourId = await insertTour(db.pool, { slug: 'limits-tour', price: 1000 });
  await insertPost(db.pool, { slug: 'limits-post', title: 'Limits' });
});

beforeEach(async () => {
  await db.pool.query('delete from rate_limits');
});

afterAll(async () => {
  await db?.drop();
});

const appWith = (env: Record<string, string>) => createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1', ...env } });

function expectTooMany(res: request.Response, maxWait: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: expect.stringMatching(/^Too many .*\. Please wait \d+ (second|minute|hour)s? and try again\.$/) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWait);
}

describe('abuse limits on the anonymous forms', () => {
  it('when one address asks for password resets again and again, then the third is refused with Retry-After; another address still gets through', async () => {
    const { app } = appWith({ RATE_LIMITS: 'mailPerAddressHour=2/3600' });
    for (let i = 0; i < 2; i += 1) await request(app).post('/api/auth/forgot-password').send({ email: 'victim@example.com' }).expect(202);

    expectTooMany(await request(app).post('/api/auth/forgot-password').send({ email: ' VICTIM@example.com' }), 3600);
    await request(app).post('/api/auth/forgot-password').send({ email: 'someone-else@example.com' }).expect(202);
  });

  it('when one address is mail-bombed through different forms, then the cap is shared by all of them and nothing more is queued', async () => {
    const { app } = appWith({ RATE_LIMITS: 'mailPerAddressHour=3/3600' });
    const email = 'target@example.com';
    await request(app).post('/api/newsletter').send({ name: 'Target', email }).expect(200);
    await request(app)
      .post('/api/enquiries')
      .send({ channel: 'contact', name: 'Target', email, subject: 'Hello', message: 'A question about the Mara.', consent: true })
      .expect(201);
    await request(app).post('/api/bookings').send(bookingBody(tourId, { contact: { name: 'Target', email, phone: '+254 712 345 678' } })).expect(201);
    const queued = async () => Number((await db.pool.query<{ n: string }>('select count(*) as n from notifications where recipient = $1', [email])).rows[0]?.n);
    const before = await queued();

    expectTooMany(await request(app).post('/api/auth/register').send({ name: 'Target', email, password: 'long-enough-pass' }), 3600);
    expectTooMany(await request(app).post('/api/auth/forgot-password').send({ email }), 3600);
    expect(await queued()).toBe(before);
  });

  it('when one IP address sends many forms, then each form is limited per address whatever the e-mail', async () => {
    const { app } = appWith({
      RATE_LIMITS: 'registerPerIp=1/3600,bookingsPerIp=1/3600,enquiriesPerIp=1/3600,proposalsPerIp=1/3600,newsletterPerIp=1/3600,forgotPasswordPerIp=1/3600',
    });
    let n = 0;
    const email = () => `person-${(n += 1)}@example.com`;
    const sends: [string, () => object][] = [
      ['/api/auth/register', () => ({ name: 'Someone', email: email(), password: 'long-enough-pass' })],
      ['/api/auth/forgot-password', () => ({ email: email() })],
      ['/api/bookings', () => bookingBody(tourId, { contact: { name: 'Someone', email: email(), phone: '+254 712 345 678' } })],
      ['/api/enquiries', () => ({ channel: 'contact', name: 'Someone', email: email(), subject: 'Hi', message: 'A question.', consent: true })],
      ['/api/newsletter', () => ({ name: 'Someone', email: email() })],
      ['/api/proposals', () => proposalBody(email())],
    ];
    for (const [path, body] of sends) {
      const first = await request(app).post(path).send(body());
      expect(first.status, path).toBeLessThan(300);
      expectTooMany(await request(app).post(path).send(body()), 3600);
    }
  });

  it('when one IP address tries link tokens again and again (reset-password, verify-email, unsubscribe), then each is refused with Retry-After', async () => {
    const { app } = appWith({ RATE_LIMITS: 'resetPasswordPerIp=2/3600,verifyEmailPerIp=2/3600,unsubscribePerIp=2/3600' });
    const token = () => 'a'.repeat(43);
    const sends: [string, () => request.Test][] = [
      ['reset-password', () => request(app).post('/api/auth/reset-password').send({ token: token(), password: 'long-enough-pass' })],
      ['verify-email', () => request(app).post('/api/auth/verify-email').send({ token: token() })],
      ['unsubscribe (form)', () => request(app).post('/api/newsletter/unsubscribe').send({ token: token() })],
    ];
    for (const [name, send] of sends) {
      for (let i = 0; i < 2; i += 1) expect((await send()).status, name).not.toBe(429);
      expectTooMany(await send(), 3600);
    }
    // The link form (GET) shares the unsubscribe count.
    expectTooMany(await request(app).get('/api/newsletter/unsubscribe').query({ token: token() }), 3600);
  });

  it('when the limits are the defaults, then a person filling in each form a few times is never refused', async () => {
    const { app } = appWith({});
    for (let i = 0; i < 3; i += 1) {
      const email = `family-${i}@example.com`;
      await request(app).post('/api/auth/register').send({ name: 'Family', email, password: 'long-enough-pass' }).expect(202);
      await request(app).post('/api/bookings').send(bookingBody(tourId, { contact: { name: 'Family', email, phone: '+254 712 345 678' } })).expect(201);
      await request(app).post('/api/newsletter').send({ name: 'Family', email }).expect(200);
    }
  });
});

describe('abuse limits on signed-in requests', () => {
  it('when an account asks for verification e-mails or comments too often, then it is refused; another account is not', async () => {
    const { app, config } = appWith({ RATE_LIMITS: 'resendVerificationPerAccount=1/3600,commentsPerAccount=1/3600' });
    const [one, two] = [await insertUser(db.pool), await insertUser(db.pool)];
    const auth = (user: typeof one) => ({ Authorization: `Bearer ${tokenFor(config.jwtSecret, user)}` });

    await request(app).post('/api/auth/resend-verification').set(auth(one)).expect(202);
    expectTooMany(await request(app).post('/api/auth/resend-verification').set(auth(one)), 3600);
    await request(app).post('/api/auth/resend-verification').set(auth(two)).expect(202);

    await request(app).post('/api/blogs/limits-post/comment').set(auth(one)).send({ text: 'First!' }).expect(201);
    expectTooMany(await request(app).post('/api/blogs/limits-post/comment').set(auth(one)).send({ text: 'Second' }), 3600);
    await request(app).post('/api/blogs/limits-post/comment').set(auth(two)).send({ text: 'Mine' }).expect(201);
  });
});

describe('the client address behind a proxy', () => {
  const limits = { RATE_LIMITS: 'newsletterPerIp=2/3600,mailPerAddressHour=100/3600' };
  const signUp = (app: express.Express, i: number, forwardedFor?: string) => {
    const req = request(app).post('/api/newsletter');
    if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
    return req.send({ name: 'Someone', email: `reader-${i}@example.com` });
  };

  it('when behind one proxy (TRUST_PROXY=1), then a made-up X-Forwarded-For cannot start a fresh count: the address the proxy saw is counted', async () => {
    const { app } = appWith({ ...limits, TRUST_PROXY: '1' });
    // nginx appends the address it saw ($proxy_add_x_forwarded_for) to whatever the client sent.
    await signUp(app, 1, '10.0.0.1, 203.0.113.7').expect(200);
    await signUp(app, 2, '10.0.0.2, 203.0.113.7').expect(200);
    expectTooMany(await signUp(app, 3, '10.0.0.3, 203.0.113.7'), 3600);
    // Another visitor behind the same proxy has a count of their own.
    await signUp(app, 4, '198.51.100.9').expect(200);
  });

  it('when bookings come behind one proxy (TRUST_PROXY=1), then the booking form counts the address the proxy saw, as every other form', async () => {
    const { app } = appWith({ RATE_LIMITS: 'bookingsPerIp=2/3600,mailPerAddressHour=100/3600', TRUST_PROXY: '1' });
    const book = (i: number, forwardedFor: string) =>
      request(app)
        .post('/api/bookings')
        .set('X-Forwarded-For', forwardedFor)
        .send(bookingBody(tourId, { contact: { name: `Traveller ${i}`, email: `traveller-${i}@example.com`, phone: '+254 712 345 678' } }));
    await book(1, '10.0.0.1, 203.0.113.7').expect(201);
    await book(2, '10.0.0.2, 203.0.113.7').expect(201);
    expectTooMany(await book(3, '10.0.0.3, 203.0.113.7'), 3600);
    await book(4, '198.51.100.9').expect(201);
  });

  it('when no proxy is trusted, then X-Forwarded-For is ignored entirely', async () => {
    const { app } = appWith(limits);
    await signUp(app, 1, '203.0.113.1').expect(200);
    await signUp(app, 2, '203.0.113.2').expect(200);
    expectTooMany(await signUp(app, 3, '203.0.113.3'), 3600);
  });

  it('when IPv6 addresses differ only inside one /64, then they count as one', () => {
    expect(addressBlock('2001:db8:aa:bb:1::1')).toBe(addressBlock('2001:0db8:00aa:00bb:ffff:2:3:4'));
    expect(addressBlock('2001:db8:aa:bc::1')).not.toBe(addressBlock('2001:db8:aa:bb::1'));
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('the counters in Postgres', () => {
  it('when many requests hit one key at once (as from several replicas), then exactly the limit goes through', async () => {
    const repo = createRateLimitRepo(db.pool);
    const counts = await Promise.all(Array.from({ length: 25 }, () => repo.hit([{ key: 'race', windowSeconds: 60 }])));
    const hits = counts.map((counter) => counter[0]?.hits).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(hits).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('when many requests pass one limiter at once (counted together in batches), then exactly the limit goes through and each count is given once', async () => {
    const rules = appWith({}).config.rateLimits;
    const limiter = createRateLimiter({ db: db.pool, rules });
    const limit = rules.registerPerIp.limit;
    const gate = limiter.limit(['registerPerIp', () => 'batched'], ['bookingsPerIp', (req) => (req as unknown as { n: number }).n % 2 ? 'odd' : 'even']);
    const outcomes = await Promise.all(
      Array.from({ length: limit + 15 }, (_, n) =>
        Promise.resolve(gate({ n } as unknown as express.Request, {} as express.Response, () => undefined) as unknown).then(
          () => 'passed' as const,
          (error: unknown) => (error as { status?: number }).status,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'passed')).toHaveLength(limit);
    expect(outcomes.filter((outcome) => outcome === 429)).toHaveLength(15);
    const { rows } = await db.pool.query<{ hits: number }>('select hits from rate_limits order by hits desc');
    expect(rows.map((row) => row.hits)).toEqual([limit + 15, Math.ceil((limit + 15) / 2), Math.floor((limit + 15) / 2)]);
  });

  it('when a window has ended, then the key starts again from one, and ended windows are pruned', async () => {
    const repo = createRateLimitRepo(db.pool);
    await repo.hit([{ key: 'short', windowSeconds: 1 }]);
    await repo.hit([{ key: 'short', windowSeconds: 1 }]);
    await db.pool.query(`insert into rate_limits (key, hits, window_ends_at) values ('stale', 9, now() - interval '1 hour')`);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    expect((await repo.hit([{ key: 'short', windowSeconds: 1 }]))[0]?.hits).toBe(1);
    const limiter = createRateLimiter({ db: db.pool, rules: appWith({}).config.rateLimits, pruneEveryMs: 0 });
    await limiter.limit(['registerPerIp', () => 'x'])({} as express.Request, {} as express.Response, () => undefined);
    const { rows } = await db.pool.query<{ key: string }>('select key from rate_limits');
    expect(rows.map((row) => row.key)).not.toContain('stale');
  });

  it('when limits are stored, then neither addresses nor e-mails are kept in clear', async () => {
    const { app } = appWith({});
    await request(app).post('/api/auth/forgot-password').send({ email: 'private@example.com' }).expect(202);
    const { rows } = await db.pool.query<{ key: string }>('select key from rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.key).join(' ')).not.toMatch(/private|example|127\.0\.0\.1/);
  });
});

function proposalBody(email: string): object {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    trip: { destination: 'Masai Mara & Amboseli', startDate: inDays(60), endDate: inDays(67), flexibility: { window: '±3d', altMonths: 'September' } },
    party: { adults: 2, children: 1, childrenAges: '9' },
    budget: { tier: 'Mid-range', basis: 'per_person', flexibility: '±10%' },
    lodging: { type: 'mid_lodge', room: 'family', amenities: 'Pool, Wi-Fi' },
    preferences: { styles: ['Wildlife', 'Photography'], activities: ['Hot air balloon', 'Bush breakfast'], transportMode: 'mix' },
    arrivals: { airport: 'NBO', flightBooked: 'yes' },
    healthDiet: { dietary: 'vegetarian', accessibility: '' },
    insurance: { option: 'cfar' },
    contact: { name: 'Amina Njoroge', email, phone: '+254 712 345 678', country: 'Kenya', prefer: 'whatsapp', whatsapp: '' },
    notes: 'First safari for the children.',
    ageRange: '30-45',
    consent: true,
  };
}
