import { randomUUID } from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { proposalReceiptSchema } from '@safari/shared/proposal';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';

let db: TestDatabase;
let app: express.Express;

interface ProposalRow {
  id: string;
  payload: Record<string, unknown>;
  name: string;
  email: string;
  phone: string;
  destination: string;
  start_date: string;
  end_date: string;
  adults: number;
}

async function proposals(): Promise<ProposalRow[]> {
  const { rows } = await db.pool.query<ProposalRow>(
    `select id, payload, name, email, phone, destination, to_char(start_date, 'YYYY-MM-DD') as start_date,
            to_char(end_date, 'YYYY-MM-DD') as end_date, adults
       from proposals order by created_at`,
  );
  return rows;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.pool.query<{ count: string }>(sql, params);
  return Number(rows[0]?.count ?? 0);
}

/** A date `days` from now (UTC), as the form sends it. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const proposal = {
  trip: { destination: 'Masai Mara & Amboseli', startDate: daysAhead(60), endDate: daysAhead(67), flexibility: { window: '±3d', altMonths: 'September' } },
  party: { adults: 2, children: 1, childrenAges: '9' },
  budget: { tier: 'Mid-range', basis: 'per_person', flexibility: '±10%' },
  lodging: { type: 'mid_lodge', room: 'family', amenities: 'Pool, Wi-Fi' },
  preferences: { styles: ['Wildlife', 'Photography'], activities: ['Hot air balloon', 'Bush breakfast'], transportMode: 'mix' },
  arrivals: { airport: 'NBO', flightBooked: 'yes' },
  healthDiet: { dietary: 'vegetarian', accessibility: '' },
  insurance: { option: 'cfar' },
  contact: { name: 'Amina Njoroge', email: 'Amina@Example.com', phone: '+254 712 345 678', country: 'Kenya', prefer: 'whatsapp', whatsapp: '' },
  notes: 'First safari for the children.',
};

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app } = createTestApp({ pool: db.pool }));
});

beforeEach(async () => {
  await db.pool.query('delete from proposals; delete from notifications; delete from idempotency_keys');
});

afterAll(async () => {
  await db?.drop();
});

describe('POST /api/proposals', () => {
  it('when a complete proposal arrives, then 201 answers its id, the row holds the trimmed request and the confirmation e-mail is queued', async () => {
    const res = await request(app)
      .post('/api/proposals')
      .send({ ...proposal, trip: { ...proposal.trip, destination: '  Masai Mara & Amboseli ' }, ageRange: '30-45', consent: true })
      .expect(201);

    const receipt = proposalReceiptSchema.parse(res.body);
    const rows = await proposals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: receipt.id,
      name: 'Amina Njoroge',
      email: 'amina@example.com',
      phone: '+254 712 345 678',
      destination: 'Masai Mara & Amboseli',
      start_date: proposal.trip.startDate,
      end_date: proposal.trip.endDate,
      adults: 2,
    });
    expect(rows[0]!.payload).toMatchObject({
      party: { adults: 2, children: 1, childrenAges: '9' },
      preferences: { styles: ['Wildlife', 'Photography'], activities: ['Hot air balloon', 'Bush breakfast'], transportMode: 'mix' },
      insurance: { option: 'cfar' },
      contact: { prefer: 'whatsapp', country: 'Kenya' },
    });
    // The form's age range and consent are not part of the request.
    expect(rows[0]!.payload).not.toHaveProperty('ageRange');
    expect(rows[0]!.payload).not.toHaveProperty('consent');

    const { rows: mails } = await db.pool.query<{ kind: string; recipient: string; payload: Record<string, unknown> }>(
      'select kind, recipient, payload from notifications',
    );
    expect(mails).toEqual([
      {
        kind: 'proposal_received',
        recipient: 'amina@example.com',
        payload: { name: 'Amina Njoroge', destination: 'Masai Mara & Amboseli', startDate: proposal.trip.startDate, endDate: proposal.trip.endDate, adults: 2, children: 1 },
      },
    ]);
  });

  it('when the body is empty, then 400 reports every required field with the spec message and nothing is written', async () => {
    const res = await request(app).post('/api/proposals').send({}).expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({
      'trip.destination': 'Destination is required.',
      'trip.startDate': 'Start date is required.',
      'trip.endDate': 'End date is required.',
      'party.adults': 'At least 1 adult.',
      'budget.tier': 'Select a budget tier.',
      'preferences.transportMode': 'Choose how you prefer to move between parks.',
      'contact.name': 'Your full name is required.',
      'contact.email': 'Enter a valid email address.',
      'contact.phone': 'Phone number is required.',
      'contact.country': 'Country is required.',
      'contact.prefer': 'Select a contact channel.',
    });
    expect(await count('select count(*) from proposals')).toBe(0);
    expect(await count('select count(*) from notifications')).toBe(0);
  });

  it.each([
    ['trip.destination', { trip: { ...proposal.trip, destination: '   ' } }, 'Destination is required.'],
    ['trip.startDate', { trip: { ...proposal.trip, startDate: '' } }, 'Start date is required.'],
    ['trip.startDate', { trip: { ...proposal.trip, startDate: '2026-02-30' } }, 'Start date is required.'],
    ['trip.startDate', { trip: { ...proposal.trip, startDate: daysAhead(-3) } }, 'Please choose a start date from today onwards.'],
    ['trip.endDate', { trip: { ...proposal.trip, endDate: undefined } }, 'End date is required.'],
    ['trip.endDate', { trip: { ...proposal.trip, endDate: daysAhead(59) } }, 'End date must be on or after start date.'],
    ['party.adults', { party: { ...proposal.party, adults: 0 } }, 'At least 1 adult.'],
    ['party.adults', { party: { ...proposal.party, adults: '2' } }, 'At least 1 adult.'],
    ['budget.tier', { budget: { ...proposal.budget, tier: '' } }, 'Select a budget tier.'],
    ['preferences.transportMode', { preferences: { ...proposal.preferences, transportMode: 'boat' } }, 'Choose how you prefer to move between parks.'],
    ['contact.name', { contact: { ...proposal.contact, name: ' ' } }, 'Your full name is required.'],
    ['contact.email', { contact: { ...proposal.contact, email: 'amina@example' } }, 'Enter a valid email address.'],
    ['contact.phone', { contact: { ...proposal.contact, phone: '' } }, 'Phone number is required.'],
    ['contact.country', { contact: { ...proposal.contact, country: '  ' } }, 'Country is required.'],
    ['contact.prefer', { contact: { ...proposal.contact, prefer: 'fax' } }, 'Select a contact channel.'],
  ])('when only %s is wrong (%j), then 400 reports only that field and nothing is written', async (field, change, message) => {
    const res = await request(app)
      .post('/api/proposals')
      .set('Idempotency-Key', randomUUID())
      .send({ ...proposal, ...change })
      .expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({ [field]: message });
    expect(await count('select count(*) from proposals')).toBe(0);
    expect(await count('select count(*) from notifications')).toBe(0);
    expect(await count('select count(*) from idempotency_keys')).toBe(0);
  });

  it('when an enumeration holds a value the form does not offer, then 400 and nothing is written', async () => {
    const res = await request(app)
      .post('/api/proposals')
      .send({ ...proposal, lodging: { ...proposal.lodging, type: 'castle' }, insurance: { option: 'maybe' } })
      .expect(400);
    expect(Object.keys(apiErrorSchema.parse(res.body).fields ?? {}).sort()).toEqual(['insurance.option', 'lodging.type']);
    expect(await count('select count(*) from proposals')).toBe(0);
  });

  it('when the same proposal is replayed with its Idempotency-Key, then the first receipt is answered again and one row exists', async () => {
    const key = randomUUID();
    const first = await request(app).post('/api/proposals').set('Idempotency-Key', key).send(proposal).expect(201);
    const replay = await request(app).post('/api/proposals').set('Idempotency-Key', key).send(proposal).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(proposalReceiptSchema.parse(replay.body)).toEqual(proposalReceiptSchema.parse(first.body));
    expect(await count('select count(*) from proposals')).toBe(1);
    expect(await count(`select count(*) from notifications where kind = 'proposal_received'`)).toBe(1);
  });

  it('when replays race each other, then exactly one proposal is stored', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => request(app).post('/api/proposals').set('Idempotency-Key', key).send(proposal)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => (answer.body as { id: string }).id)).size).toBe(1);
    expect(await count('select count(*) from proposals')).toBe(1);
  });

  it('when the same key comes with a different body, then 409 and the first proposal stays the only one', async () => {
    const key = randomUUID();
    await request(app).post('/api/proposals').set('Idempotency-Key', key).send(proposal).expect(201);
    const res = await request(app)
      .post('/api/proposals')
      .set('Idempotency-Key', key)
      .send({ ...proposal, notes: 'Changed my mind: add Zanzibar.' })
      .expect(409);
    expect(apiErrorSchema.parse(res.body).error).toMatch(/Idempotency-Key/);
    const rows = await proposals();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ notes: 'First safari for the children.' });
  });

  it('when the OpenAPI document is read, then it describes POST /api/proposals with its body and receipt', async () => {
    const res = await request(app).get('/api/docs').expect(200);
    const doc = res.body as { paths: Record<string, { post?: { responses: Record<string, unknown>; requestBody?: unknown } }> };
    const operation = doc.paths['/api/proposals']?.post;
    expect(operation?.requestBody).toBeDefined();
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '409']));
  });
});
