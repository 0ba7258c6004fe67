/**
 * The staff inbox against a real Postgres: what visitors send through the public routes shows up per
 * tab; replies go out through the notifications outbox and mark the item answered; status changes
 * are audited with before/after; the CSV export is formula-safe; every route denies by default.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboxItemSchema, inboxListSchema, type InboxTab } from '@safari/shared/admin-inbox';
import { expiredTokenFor, foreignTokenFor } from '../../../test/auth-fixtures';
import { renderNotification } from '../../../test/mail';
import { countRows } from '../../../test/staff-fixtures';
import { testSuite } from '../../../test/suite';

const suite = testSuite({
  traveller: { role: 'user' },
  moderator: { role: 'moderator', name: 'Mona Moderator' },
  admin: { role: 'admin', name: 'Ada Admin' },
});
const { users, bearer } = suite;
const ids: Record<string, string> = {};

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
  healthDiet: { dietary: 'vegetarian', accessibility: 'Step-free rooms' },
  insurance: { option: 'cfar' },
  contact: { name: 'Amina Njoroge', email: 'amina@example.com', phone: '+254 712 345 678', country: 'Kenya', prefer: 'whatsapp', whatsapp: '+254 700 000 111' },
  notes: 'First safari for the children.',
};

async function sendContact(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await request(suite.app)
    .post('/api/enquiries')
    .send({ channel: 'contact', name, email: `${name.replace(/\W/g, '').toLowerCase() || 'x'}@example.com`, subject: `Dates for ${name}`, message: 'When is the migration?', consent: true, ...extra })
    .expect(201);
  return (res.body as { id: string }).id;
}

const TABLES = ['enquiries', 'proposals', 'newsletter_subscribers', 'notifications', 'inbox_replies', 'audit_log'];

async function snapshot(): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const table of TABLES) state[table] = await countRows(suite.db.pool, table);
  const { rows } = await suite.db.pool.query(
    `select (select string_agg(id || status || coalesce(handled_at::text, ''), ',' order by id) from enquiries) as enquiries,
            (select string_agg(id || status, ',' order by id) from proposals) as proposals,
            (select string_agg(id || status, ',' order by id) from newsletter_subscribers) as subscribers`,
  );
  state.rows = rows[0];
  return state;
}

async function auditOf(entityId: string) {
  const { rows } = await suite.db.pool.query<{ action: string; entity: string; actor_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    'select action, entity, actor_id, before, after from audit_log where entity_id = $1 order by id',
    [entityId],
  );
  return rows;
}

beforeAll(async () => {
  ids.matrix = await sendContact('Matrix Caller');
  ids.contact = await sendContact('Zawadi Otieno');
  ids.proposal = (await request(suite.app).post('/api/proposals').send(proposal).expect(201)).body.id;
  await request(suite.app).post('/api/newsletter').send({ name: 'Baraka', email: 'baraka@example.com' }).expect(200);
  ids.subscriber = (await suite.db.pool.query<{ id: string }>(`select id from newsletter_subscribers where email = 'baraka@example.com'`)).rows[0]!.id;
  ids.chat = (await request(suite.app).post('/api/enquiries').send({ channel: 'chat', message: 'Is July good for the Mara?', page: '/tours' }).expect(201)).body.id;
});

describe('inbox routes, by caller', () => {
  const routes = () => [
    { method: 'get' as const, path: '/api/admin/enquiries/contact' },
    { method: 'get' as const, path: '/api/admin/enquiries/contact/export' },
    { method: 'get' as const, path: `/api/admin/enquiries/contact/${ids.matrix}` },
    { method: 'post' as const, path: `/api/admin/enquiries/contact/${ids.matrix}/reply`, body: { subject: 'Re: Access', message: 'July.' } },
    { method: 'put' as const, path: `/api/admin/enquiries/contact/${ids.matrix}/status`, body: { status: 'archived' } },
  ];
  const call = (route: ReturnType<typeof routes>[number], auth?: string) => {
    let req = request(suite.app)[route.method](route.path);
    if (auth) req = req.set('Authorization', auth);
    return route.body ? req.send(route.body) : req;
  };

  it('when called without a token, by a traveller, or with an expired or foreign token, then 401 / 403 / 401 / 401 and nothing is written', async () => {
    const before = await snapshot();
    for (const route of routes()) {
      const label = `${route.method.toUpperCase()} ${route.path}`;
      expect((await call(route)).status, `${label} without a token`).toBe(401);
      expect((await call(route, bearer(users.traveller))).status, `${label} as a traveller`).toBe(403);
      expect((await call(route, `Bearer ${expiredTokenFor(suite.config.jwtSecret, users.admin)}`)).status, `${label} expired`).toBe(401);
      expect((await call(route, `Bearer ${foreignTokenFor(users.admin)}`)).status, `${label} foreign`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('when a moderator or an admin calls, then every inbox route answers', async () => {
    for (const user of [users.moderator, users.admin]) {
      for (const route of routes()) {
        const res = await call(route, bearer(user));
        expect(res.status, `${route.method.toUpperCase()} ${route.path} as ${user.role}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
  });
});

describe('the tabs', () => {
  it('when visitors write through the public routes, then each tab lists its items newest first, with the new items of every tab', async () => {
    const list = async (tab: InboxTab) =>
      inboxListSchema.parse((await request(suite.app).get(`/api/admin/enquiries/${tab}`).set('Authorization', bearer(users.moderator)).expect(200)).body);
    const contact = await list('contact');
    expect(contact.items.map((item) => item.id)).toContain(ids.contact);
    expect(contact.items.find((item) => item.id === ids.contact)).toMatchObject({ status: 'new', name: 'Zawadi Otieno', subject: 'Dates for Zawadi Otieno', preview: 'When is the migration?' });
    expect(contact.counts).toMatchObject({ contact: 1, chat: 1, proposals: 1, newsletter: 1 });
    expect((await list('proposals')).items[0]).toMatchObject({ id: ids.proposal, subject: 'Masai Mara & Amboseli', phone: '+254 712 345 678' });
    expect((await list('newsletter')).items[0]).toMatchObject({ id: ids.subscriber, name: 'Baraka', unsubscribed: false });
    expect((await list('chat')).items[0]).toMatchObject({ id: ids.chat, email: '', preview: 'Is July good for the Mara?' });
  });

  it('when searched, filtered and paged, then 5 a page and the server filters', async () => {
    for (let i = 1; i <= 6; i += 1) await sendContact(`Pager Person ${i}`);
    const get = async (query: Record<string, string | number>) =>
      inboxListSchema.parse((await request(suite.app).get('/api/admin/enquiries/contact').query(query).set('Authorization', bearer(users.admin)).expect(200)).body);
    const first = await get({});
    expect(first).toMatchObject({ total: 8, pageSize: 5, pages: 2 });
    expect(first.items).toHaveLength(5);
    expect(first.items[0]?.name).toBe('Pager Person 6');
    expect((await get({ page: 2 })).items.map((item) => item.name)).toEqual(['Pager Person 1', 'Zawadi Otieno', 'Matrix Caller']);
    expect((await get({ q: 'zawadi' })).items.map((item) => item.id)).toEqual([ids.contact]);
    expect((await get({ q: '100%' })).total).toBe(0);
    expect((await get({ status: 'archived' })).items.map((item) => item.id)).toEqual([ids.matrix]);
  });

  it('when a proposal is opened, then every field of the request is there', async () => {
    const item = inboxItemSchema.parse(
      (await request(suite.app).get(`/api/admin/enquiries/proposals/${ids.proposal}`).set('Authorization', bearer(users.moderator)).expect(200)).body,
    );
    expect(item.proposal).toEqual(proposal);
    expect(item.preview).toBe(`${proposal.trip.startDate} – ${proposal.trip.endDate} · 2 adults, 1 child · Mid-range`);
  });

  it('when an item is opened under another tab or does not exist, then 404', async () => {
    await request(suite.app).get(`/api/admin/enquiries/chat/${ids.contact}`).set('Authorization', bearer(users.admin)).expect(404);
    await request(suite.app).get('/api/admin/enquiries/contact/00000000-0000-4000-8000-000000000000').set('Authorization', bearer(users.admin)).expect(404);
  });
});

describe('replies and status', () => {
  it('when staff reply by e-mail, then one notification is queued to the traveller, the item is answered, and the audit keeps before/after', async () => {
    const before = await countRows(suite.db.pool, 'notifications');
    const res = await request(suite.app)
      .post(`/api/admin/enquiries/contact/${ids.contact}/reply`)
      .set('Authorization', bearer(users.moderator))
      .send({ subject: ' Re: Dates ', message: 'Dear Zawadi,\n\nJuly to October is best.' })
      .expect(200);
    const item = inboxItemSchema.parse(res.body);
    expect(item.status).toBe('answered');
    expect(item.handledAt).not.toBeNull();
    expect(item.replies).toHaveLength(1);
    expect(item.replies[0]).toMatchObject({ subject: 'Re: Dates', recipient: 'zawadiotieno@example.com', by: 'Mona Moderator' });

    expect(await countRows(suite.db.pool, 'notifications')).toBe(before + 1);
    const { rows } = await suite.db.pool.query<{ id: string; kind: string; recipient: string; subject: string; payload: unknown }>(
      `select id, kind, recipient, subject, payload from notifications where kind = 'inbox_reply' and recipient like 'zawadi%'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: item.replies[0]?.notificationId, recipient: 'zawadiotieno@example.com', subject: 'Re: Dates' });
    const mail = renderNotification('inbox_reply', rows[0]?.payload, { publicBaseUrl: 'https://safaris.example' });
    expect(mail.text).toContain('Dear Zawadi Otieno,');
    expect(mail.text).toContain('July to October is best.');
    expect(mail.text).toContain('Your message: When is the migration?');

    const audit = await auditOf(ids.contact!);
    expect(audit.at(-1)).toMatchObject({ action: 'reply', entity: 'contact_message', actor_id: users.moderator.id, before: { status: 'new', handledAt: null }, after: { status: 'answered' } });

    const counts = inboxListSchema.parse((await request(suite.app).get('/api/admin/enquiries/contact').set('Authorization', bearer(users.admin)).expect(200)).body).counts;
    expect(counts.contact).toBe(6);
    // The overview counts enquiries not yet handled.
    const dashboard = await request(suite.app).get('/api/dashboard').set('Authorization', bearer(users.admin)).expect(200);
    expect(dashboard.body.unansweredEnquiries).toBe(7);
  });

  it('when the reply lacks subject or message, then 400 names both and nothing is written', async () => {
    const before = await snapshot();
    const res = await request(suite.app).post(`/api/admin/enquiries/proposals/${ids.proposal}/reply`).set('Authorization', bearer(users.admin)).send({ subject: '  ', message: '' }).expect(400);
    expect(res.body.fields).toEqual({ subject: 'Subject is required.', message: 'Message is required.' });
    const badTab = await request(suite.app).get('/api/admin/enquiries/spam').set('Authorization', bearer(users.admin)).expect(400);
    expect(badTab.body.fields).toEqual({ tab: 'Choose contact, chat, proposals or newsletter.' });
    const badStatus = await request(suite.app).put(`/api/admin/enquiries/chat/${ids.chat}/status`).set('Authorization', bearer(users.admin)).send({ status: 'done' }).expect(400);
    expect(badStatus.body.fields).toEqual({ status: 'Choose new, answered or archived.' });
    const badQuery = await request(suite.app).get('/api/admin/enquiries/chat').query({ page: 0, status: 'x' }).set('Authorization', bearer(users.admin)).expect(400);
    expect(Object.keys(badQuery.body.fields).sort()).toEqual(['page', 'status']);
    const noEmail = await request(suite.app).post(`/api/admin/enquiries/chat/${ids.chat}/reply`).set('Authorization', bearer(users.admin)).send({ subject: 'Hi', message: 'Hello' }).expect(409);
    expect(noEmail.body.error).toBe('This item has no e-mail address to reply to.');
    expect(await snapshot()).toEqual(before);
  });

  it('when a proposal or a subscriber is archived and brought back, then each change is audited under its entity', async () => {
    const admin = bearer(users.admin);
    const archived = inboxItemSchema.parse(
      (await request(suite.app).put(`/api/admin/enquiries/proposals/${ids.proposal}/status`).set('Authorization', admin).send({ status: 'archived' }).expect(200)).body,
    );
    expect(archived.status).toBe('archived');
    await request(suite.app).put(`/api/admin/enquiries/proposals/${ids.proposal}/status`).set('Authorization', admin).send({ status: 'new' }).expect(200);
    expect((await auditOf(ids.proposal!)).map((row) => [row.action, row.entity, row.before?.status, row.after?.status])).toEqual([
      ['archive', 'proposal', 'new', 'archived'],
      ['mark_new', 'proposal', 'archived', 'new'],
    ]);
    await request(suite.app).put(`/api/admin/enquiries/newsletter/${ids.subscriber}/status`).set('Authorization', admin).send({ status: 'archived' }).expect(200);
    await request(suite.app).put(`/api/admin/enquiries/chat/${ids.chat}/status`).set('Authorization', admin).send({ status: 'answered' }).expect(200);
    expect((await auditOf(ids.subscriber!)).map((row) => row.entity)).toEqual(['newsletter_subscriber']);
    expect((await auditOf(ids.chat!)).map((row) => [row.entity, row.action])).toEqual([['chat_message', 'mark_answered']]);
    const archivedList = inboxListSchema.parse((await request(suite.app).get('/api/admin/enquiries/newsletter').query({ status: 'archived' }).set('Authorization', admin).expect(200)).body);
    expect(archivedList.items.map((item) => item.id)).toEqual([ids.subscriber]);
    expect(archivedList.counts.newsletter).toBe(0);
  });
});

describe('CSV export', () => {
  it('when a name starts with =, then its cell is escaped; UTF-8 with a BOM, one row per item', async () => {
    const id = await sendContact('=HYPERLINK("http://evil.example","Click")', { email: 'evil@example.com', message: 'Jambo, “safari” ñ' });
    const res = await request(suite.app).get('/api/admin/enquiries/contact/export').query({ q: 'evil' }).set('Authorization', bearer(users.moderator)).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-contact-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.text;
    expect(text.startsWith('\uFEFFReceived,Status,Name,Email,Subject,Message,Handled\r\n')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,new,"'=HYPERLINK(""http://evil.example"",""Click"")",evil@example.com,`);
    expect(lines[1]).toContain('"Jambo, “safari” ñ"');
    expect(id).toBeTruthy();

    const all = await request(suite.app).get('/api/admin/enquiries/proposals/export').set('Authorization', bearer(users.admin)).expect(200);
    const [header, row] = all.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toContain('Destination,Start date,End date');
    expect(row).toContain('Masai Mara & Amboseli');
    expect(row).toContain('Wildlife; Photography');
    expect(row).toContain("'+254 712 345 678");
  });
});
