import { randomUUID } from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { enquiryReceiptSchema } from '@safari/shared/enquiry';
import { newsletterSubscriptionSchema } from '@safari/shared/newsletter';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';

/** The offline outbox replays submissions with the same Idempotency-Key: each must be stored once. */
let db: TestDatabase;
let app: express.Express;

const contact = {
  channel: 'contact',
  name: 'Amina Njoroge',
  email: 'amina@example.com',
  subject: 'Migration dates',
  message: 'When do the herds usually cross the Mara river?',
  consent: true,
};

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.pool.query<{ count: string }>(sql, params);
  return Number(rows[0]?.count ?? 0);
}

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app } = createTestApp({ pool: db.pool }));
});

beforeEach(async () => {
  await db.pool.query('delete from enquiries');
  await db.pool.query('delete from idempotency_keys');
});

afterAll(async () => {
  await db?.drop();
});

describe('POST /api/enquiries with an Idempotency-Key', () => {
  it('when the same message is replayed with its key, then the first receipt is answered again and one row exists', async () => {
    const key = randomUUID();
    const first = await request(app).post('/api/enquiries').set('Idempotency-Key', key).send(contact).expect(201);
    const replay = await request(app).post('/api/enquiries').set('Idempotency-Key', key).send(contact).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(enquiryReceiptSchema.parse(replay.body)).toEqual(enquiryReceiptSchema.parse(first.body));
    expect(await count('select count(*) from enquiries')).toBe(1);
  });

  it('when replays race each other, then exactly one message is stored and all get the same receipt', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => request(app).post('/api/enquiries').set('Idempotency-Key', key).send({ ...contact, channel: 'chat' })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => (answer.body as { id: string }).id)).size).toBe(1);
    expect(await count('select count(*) from enquiries')).toBe(1);
  });

  it('when the key comes back with a different message, then 409 and nothing more is stored', async () => {
    const key = randomUUID();
    await request(app).post('/api/enquiries').set('Idempotency-Key', key).send(contact).expect(201);
    const res = await request(app).post('/api/enquiries').set('Idempotency-Key', key).send({ ...contact, message: 'Another question' }).expect(409);
    expect(apiErrorSchema.parse(res.body).error).toBe('This Idempotency-Key was already used for a different request.');
    expect(await count('select count(*) from enquiries')).toBe(1);
  });

  it('when an invalid message is sent with a key, then 400 and the key stays free for the corrected message', async () => {
    const key = randomUUID();
    await request(app).post('/api/enquiries').set('Idempotency-Key', key).send({ ...contact, email: 'not-an-email' }).expect(400);
    await request(app).post('/api/enquiries').set('Idempotency-Key', key).send(contact).expect(201);
    expect(await count('select count(*) from enquiries')).toBe(1);
  });
});

describe('POST /api/newsletter with an Idempotency-Key', () => {
  it('when a sign-up is replayed with its key, then the first answer comes back and one welcome e-mail is queued', async () => {
    const key = randomUUID();
    const email = `outbox-${randomUUID()}@example.com`;
    const signup = { name: 'Juma Otieno', email };
    const first = await request(app).post('/api/newsletter').set('Idempotency-Key', key).send(signup).expect(200);
    const replay = await request(app).post('/api/newsletter').set('Idempotency-Key', key).send(signup).expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(newsletterSubscriptionSchema.parse(replay.body)).toEqual(newsletterSubscriptionSchema.parse(first.body));
    expect(await count('select count(*) from idempotency_keys where key = $1', [key])).toBe(1);
    expect(await count('select count(*) from notifications where recipient = $1', [email])).toBe(1);
  });

  it('when the key comes back with another address, then 409', async () => {
    const key = randomUUID();
    await request(app).post('/api/newsletter').set('Idempotency-Key', key).send({ name: 'Juma Otieno', email: `a-${randomUUID()}@example.com` }).expect(200);
    await request(app).post('/api/newsletter').set('Idempotency-Key', key).send({ name: 'Juma Otieno', email: `b-${randomUUID()}@example.com` }).expect(409);
  });
});
