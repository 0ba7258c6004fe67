import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { newsletterSubscriptionSchema, unsubscribeResultSchema } from '@safari/shared/newsletter';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';

let db: TestDatabase;
let app: express.Express;

interface SubscriberRow {
  email: string;
  name: string;
  unsubscribe_token: string;
  unsubscribed_at: Date | null;
}

async function subscribers(): Promise<SubscriberRow[]> {
  const { rows } = await db.pool.query<SubscriberRow>('select email, name, unsubscribe_token, unsubscribed_at from newsletter_subscribers order by created_at');
  return rows;
}

async function welcomes(): Promise<{ recipient: string; payload: { name: string; unsubscribePath: string } }[]> {
  const { rows } = await db.pool.query<{ recipient: string; payload: { name: string; unsubscribePath: string } }>(
    "select recipient, payload from notifications where kind = 'newsletter_welcome' order by created_at",
  );
  return rows;
}

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app } = createTestApp({ pool: db.pool }));
});

beforeEach(async () => {
  await db.pool.query('delete from newsletter_subscribers; delete from notifications');
});

afterAll(async () => {
  await db?.drop();
});

describe('POST /api/newsletter', () => {
  it('when the name is too short and the e-mail malformed, then 400 names both fields and nothing is written', async () => {
    const res = await request(app).post('/api/newsletter').send({ name: ' J ', email: 'amina@example' }).expect(400);

    expect(apiErrorSchema.parse(res.body).fields).toEqual({
      name: 'Please enter your name (at least 2 characters).',
      email: 'Please enter a valid email address.',
    });
    expect(await subscribers()).toEqual([]);
    expect(await welcomes()).toEqual([]);
  });

  it('when the body is not JSON or misses the fields, then 400 and nothing is written', async () => {
    await request(app).post('/api/newsletter').set('Content-Type', 'application/json').send('{"name":').expect(400);
    const res = await request(app).post('/api/newsletter').send({}).expect(400);
    expect(Object.keys(apiErrorSchema.parse(res.body).fields ?? {}).sort()).toEqual(['email', 'name']);
    expect(await subscribers()).toEqual([]);
  });

  it('when a visitor subscribes, then the trimmed name and lower-cased e-mail are stored with a token and a welcome is queued', async () => {
    const res = await request(app).post('/api/newsletter').send({ name: '  Amina Njoroge ', email: ' Amina@Example.COM ' }).expect(200);

    expect(newsletterSubscriptionSchema.parse(res.body)).toEqual({ email: 'amina@example.com', name: 'Amina Njoroge', subscribed: true });
    const [row, ...others] = await subscribers();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ email: 'amina@example.com', name: 'Amina Njoroge', unsubscribed_at: null });
    expect(row?.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
    // The token is a secret for the subscriber's inbox, never part of the answer.
    expect(JSON.stringify(res.body)).not.toContain(row?.unsubscribe_token);
    expect(await welcomes()).toEqual([
      { recipient: 'amina@example.com', payload: { name: 'Amina Njoroge', unsubscribePath: `/unsubscribe?token=${row?.unsubscribe_token}` } },
    ]);
  });

  it('when the same e-mail subscribes twice in another case, then both answers are alike, one row remains with the new name and one welcome', async () => {
    const first = await request(app).post('/api/newsletter').send({ name: 'Amina', email: 'amina@example.com' }).expect(200);
    const second = await request(app).post('/api/newsletter').send({ name: 'Amina Njoroge', email: 'AMINA@example.com' }).expect(200);

    expect(Object.keys(second.body)).toEqual(Object.keys(first.body));
    expect(second.body).toEqual({ email: 'amina@example.com', name: 'Amina Njoroge', subscribed: true });
    const rows = await subscribers();
    expect(rows.map((row) => [row.email, row.name])).toEqual([['amina@example.com', 'Amina Njoroge']]);
    expect(await welcomes()).toHaveLength(1);
  });

  it('when the same e-mail is sent several times at once, then exactly one row is stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => request(app).post('/api/newsletter').send({ name: `Guest ${i}`, email: 'rush@example.com' })),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await subscribers()).toHaveLength(1);
  });
});

describe('unsubscribe', () => {
  async function subscribe(email: string): Promise<string> {
    await request(app).post('/api/newsletter').send({ name: 'Baraka', email }).expect(200);
    const row = (await subscribers()).find((item) => item.email === email);
    return row!.unsubscribe_token;
  }

  it('when the link of a subscriber is opened (GET), then the address is marked unsubscribed and a confirmation answers', async () => {
    const token = await subscribe('baraka@example.com');
    const other = await subscribe('zawadi@example.com');

    const res = await request(app).get('/api/newsletter/unsubscribe').query({ token }).expect(200);

    expect(unsubscribeResultSchema.parse(res.body)).toEqual({ unsubscribed: true, message: 'You have been unsubscribed.' });
    const rows = await subscribers();
    expect(rows.find((row) => row.email === 'baraka@example.com')?.unsubscribed_at).toBeInstanceOf(Date);
    expect(rows.find((row) => row.unsubscribe_token === other)?.unsubscribed_at).toBeNull();
  });

  it('when the same link is used twice (POST), then both answer 200 and the first date is kept', async () => {
    const token = await subscribe('baraka@example.com');
    await request(app).post('/api/newsletter/unsubscribe').send({ token }).expect(200);
    const [first] = await subscribers();
    await request(app).post('/api/newsletter/unsubscribe').send({ token }).expect(200);
    const [second] = await subscribers();
    expect(second?.unsubscribed_at?.getTime()).toBe(first?.unsubscribed_at?.getTime());
  });

  it('when an unsubscribed address signs up again, then it is active again with a new welcome', async () => {
    const token = await subscribe('baraka@example.com');
    await request(app).get('/api/newsletter/unsubscribe').query({ token }).expect(200);
    await request(app).post('/api/newsletter').send({ name: 'Baraka', email: 'baraka@example.com' }).expect(200);

    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribed_at).toBeNull();
    expect(await welcomes()).toHaveLength(2);
  });

  it('when the token is unknown, then 404 with a message and nothing changes', async () => {
    await subscribe('baraka@example.com');
    const res = await request(app).get('/api/newsletter/unsubscribe').query({ token: 'f'.repeat(64) }).expect(404);
    expect(apiErrorSchema.parse(res.body).error).toMatch(/not valid/);
    await request(app).post('/api/newsletter/unsubscribe').send({ token: '0'.repeat(64) }).expect(404);
    expect((await subscribers())[0]?.unsubscribed_at).toBeNull();
  });

  it('when the token is missing or malformed, then 400 names the token field', async () => {
    const missing = await request(app).get('/api/newsletter/unsubscribe').expect(400);
    expect(apiErrorSchema.parse(missing.body).fields).toHaveProperty('token');
    const malformed = await request(app).get('/api/newsletter/unsubscribe?token=%27%20or%201%3D1--').expect(400);
    expect(apiErrorSchema.parse(malformed.body).fields?.token).toBe('This unsubscribe link is not valid.');
    await request(app).get('/api/newsletter/unsubscribe?token=a&token=b').expect(400);
  });
});

describe('OpenAPI', () => {
  it('when the document is read, then the newsletter operations are in it', async () => {
    const res = await request(app).get('/api/docs').expect(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/newsletter'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/newsletter/unsubscribe'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
