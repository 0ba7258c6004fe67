import { randomUUID } from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { enquiryReceiptSchema } from '@safari/shared/enquiry';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';

let db: TestDatabase;
let app: express.Express;

interface EnquiryRow {
  id: string;
  channel: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
  meta: Record<string, string>;
  created_at: Date;
}

async function enquiries(): Promise<EnquiryRow[]> {
  const { rows } = await db.pool.query<EnquiryRow>('select id, channel, name, email, subject, message, consent, meta, created_at from enquiries order by created_at');
  return rows;
}

const contact = {
  channel: 'contact',
  name: 'Amina Njoroge',
  email: 'Amina@Example.com',
  subject: 'Migration dates',
  message: 'When do the herds usually cross the Mara river?',
  consent: true,
};

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app } = createTestApp({ pool: db.pool }));
});

beforeEach(async () => {
  await db.pool.query('delete from enquiries; delete from notifications');
});

async function notifications(): Promise<{ kind: string; recipient: string; payload: Record<string, string> }[]> {
  const { rows } = await db.pool.query<{ kind: string; recipient: string; payload: Record<string, string> }>(
    'select kind, recipient, payload from notifications order by created_at',
  );
  return rows;
}

afterAll(async () => {
  await db?.drop();
});

describe('POST /api/enquiries (contact)', () => {
  it('when every contact field is blank, then 400 carries each spec message and nothing is stored', async () => {
    const res = await request(app)
      .post('/api/enquiries')
      .send({ channel: 'contact', name: '  ', email: 'nope', subject: '', message: '   ', consent: false })
      .expect(400);

    expect(apiErrorSchema.parse(res.body).fields).toEqual({
      name: 'Name is required.',
      email: 'Valid email required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
      consent: 'Please consent so we can contact you.',
    });
    expect(await enquiries()).toEqual([]);
  });

  it.each([
    ['name', { name: '' }, 'Name is required.'],
    ['email', { email: 'amina@example' }, 'Valid email required.'],
    ['subject', { subject: undefined }, 'Subject is required.'],
    ['message', { message: ' ' }, 'Message is required.'],
    ['consent', { consent: 'yes' }, 'Please consent so we can contact you.'],
  ])('when only the %s is wrong, then only that field is reported', async (field, change, message) => {
    const res = await request(app)
      .post('/api/enquiries')
      .send({ ...contact, ...change })
      .expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({ [field]: message });
    expect(await enquiries()).toEqual([]);
  });

  it('when a complete contact message arrives, then 201 answers its id and time and the row holds the trimmed values', async () => {
    const before = Date.now();
    const res = await request(app)
      .post('/api/enquiries')
      .send({ ...contact, name: ' Amina Njoroge ', honeypot: '' })
      .expect(201);

    const receipt = enquiryReceiptSchema.parse(res.body);
    const [row, ...others] = await enquiries();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: receipt.id,
      channel: 'contact',
      name: 'Amina Njoroge',
      email: 'amina@example.com',
      subject: 'Migration dates',
      message: contact.message,
      consent: true,
      meta: {},
    });
    expect(Date.parse(receipt.receivedAt)).toBeGreaterThanOrEqual(before - 5_000);
    expect(Math.abs(Date.parse(receipt.receivedAt) - row!.created_at.getTime())).toBeLessThan(1_000);
  });

  it('when a bot fills the hidden honeypot, then 202 looks like success and nothing is stored or e-mailed', async () => {
    const res = await request(app)
      .post('/api/enquiries')
      .send({ ...contact, honeypot: 'https://cheap-pills.example' })
      .expect(202);
    expect(enquiryReceiptSchema.safeParse(res.body).success).toBe(true);
    expect(await enquiries()).toEqual([]);
    expect(await notifications()).toEqual([]);
  });

  it('when a contact message is stored, then the visitor’s confirmation e-mail is queued with it', async () => {
    await request(app).post('/api/enquiries').send(contact).expect(201);
    expect(await notifications()).toEqual([
      {
        kind: 'contact_received',
        recipient: 'amina@example.com',
        payload: { name: 'Amina Njoroge', subject: 'Migration dates', message: contact.message },
      },
    ]);
  });

  it('when a chat message is stored, then no contact e-mail is queued', async () => {
    await request(app).post('/api/enquiries').send({ channel: 'chat', message: 'Hi', email: 'zawadi@example.com' }).expect(201);
    expect(await notifications()).toEqual([]);
  });
});

describe('POST /api/enquiries (chat)', () => {
  it('when a chat message arrives without contact details, then it is stored on the chat channel with its page and conversation', async () => {
    const conversationId = randomUUID();
    const res = await request(app)
      .post('/api/enquiries')
      .send({ channel: 'chat', message: '  Best time for the Mara?  ', page: '/tours/masai-mara-classic', conversationId })
      .expect(201);

    const [row] = await enquiries();
    expect(row).toMatchObject({
      id: enquiryReceiptSchema.parse(res.body).id,
      channel: 'chat',
      name: '',
      email: '',
      subject: '',
      message: 'Best time for the Mara?',
      consent: false,
      meta: { page: '/tours/masai-mara-classic', conversationId },
    });
  });

  it('when a chat message leaves a name and e-mail, then they are kept for the reply', async () => {
    await request(app).post('/api/enquiries').send({ channel: 'chat', message: 'Family tours?', name: 'Zawadi', email: 'Zawadi@Example.com' }).expect(201);
    expect(await enquiries()).toMatchObject([{ name: 'Zawadi', email: 'zawadi@example.com', consent: true }]);
  });

  it('when a chat message is blank, too long or carries a bad e-mail, then 400 and nothing is stored', async () => {
    const blank = await request(app).post('/api/enquiries').send({ channel: 'chat', message: '   ' }).expect(400);
    expect(apiErrorSchema.parse(blank.body).fields).toEqual({ message: 'Please type a message.' });
    await request(app).post('/api/enquiries').send({ channel: 'chat', message: 'x'.repeat(2001) }).expect(400);
    const email = await request(app).post('/api/enquiries').send({ channel: 'chat', message: 'Hi', email: 'zawadi@' }).expect(400);
    expect(apiErrorSchema.parse(email.body).fields).toEqual({ email: 'Valid email required.' });
    expect(await enquiries()).toEqual([]);
  });

  it('when the channel is missing or unknown, then 400 names the channel', async () => {
    for (const body of [{ message: 'Hi' }, { channel: 'quick_booking', message: 'Hi' }]) {
      const res = await request(app).post('/api/enquiries').send(body).expect(400);
      expect(apiErrorSchema.parse(res.body).fields).toEqual({ channel: 'Choose a channel: chat or contact.' });
    }
    expect(await enquiries()).toEqual([]);
  });
});
