/**
 * Chat threads against a real Postgres: a chat is a conversation the traveller's device reads with
 * its unguessable id; staff reply into it from the console (audited), and a reply is e-mailed too
 * when the traveller left an address and has gone; staff hear of every message the traveller writes.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inboxItemSchema } from '@safari/shared/admin-inbox';
import { chatThreadSchema } from '@safari/shared/chat';
import { enquiryReceiptSchema } from '@safari/shared/enquiry';
import { renderNotification } from '../../../test/mail';
import { testSuite } from '../../../test/suite';

const suite = testSuite({
  traveller: { role: 'user' },
  moderator: { role: 'moderator', name: 'Wanjiru Kamau' },
});
const { users, bearer } = suite;

async function startChat(body: Record<string, unknown> = {}) {
  const res = await request(suite.app)
    .post('/api/enquiries')
    .send({ channel: 'chat', message: 'Is July good for the Mara?', page: '/tours', ...body })
    .expect(201);
  return enquiryReceiptSchema.required({ conversation: true }).parse(res.body);
}

const readThread = async (conversation: string) => chatThreadSchema.parse((await request(suite.app).get(`/api/chat/${conversation}`).expect(200)).body);

const reply = (id: string, message: string, auth?: string) => {
  const req = request(suite.app).post(`/api/admin/enquiries/chat/${id}/reply`);
  return (auth ? req.set('Authorization', auth) : req).send({ message, via: 'chat' });
};

async function chatEvents(recordId: string) {
  const { rows } = await suite.db.pool.query<{ kind: string; preview: string }>(
    `select kind, summary->>'preview' as preview from staff_events where record_id = $1 order by id`,
    [recordId],
  );
  return rows;
}

async function mailsTo(email: string) {
  const { rows } = await suite.db.pool.query<{ kind: string; payload: unknown }>(`select kind, payload from notifications where recipient = $1 order by created_at`, [email]);
  return rows;
}

/** The traveller's widget last read the thread this long ago. */
const lastSeen = (id: string, minutesAgo: number) =>
  suite.db.pool.query(`update enquiries set chat_seen_at = now() - make_interval(mins => $2) where id = $1`, [id, minutesAgo]);

describe('a chat conversation', () => {
  it('when a traveller writes twice with the conversation id, then both are one thread, oldest first, and staff hear of each', async () => {
    const first = await startChat();
    expect(first.conversation).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const second = await request(suite.app).post('/api/enquiries').send({ channel: 'chat', message: 'And for a family of four?', conversation: first.conversation }).expect(201);
    expect(second.body).toMatchObject({ id: first.id, conversation: first.conversation });

    const thread = await readThread(first.conversation);
    expect(thread.messages.map((message) => [message.from, message.text])).toEqual([
      ['traveller', 'Is July good for the Mara?'],
      ['traveller', 'And for a family of four?'],
    ]);
    expect((await suite.db.pool.query(`select 1 from enquiries where id = $1 or conversation = $2`, [first.id, first.conversation])).rowCount).toBe(1);
    expect(await chatEvents(first.id)).toEqual([
      { kind: 'chat.message', preview: 'Is July good for the Mara?' },
      { kind: 'chat.message', preview: 'And for a family of four?' },
    ]);
  });

  it('when two chats start, then their conversation ids differ and neither reads the other', async () => {
    const [a, b] = [await startChat({ message: 'Chat A' }), await startChat({ message: 'Chat B' })];
    expect(a.conversation).not.toBe(b.conversation);
    expect((await readThread(a.conversation)).messages.map((message) => message.text)).toEqual(['Chat A']);
    expect((await readThread(b.conversation)).messages.map((message) => message.text)).toEqual(['Chat B']);
  });

  it('when the conversation id is unknown, then reading it is 404 and writing into it is 404 and stores nothing', async () => {
    const unknown = 'A'.repeat(22);
    await request(suite.app).get(`/api/chat/${unknown}`).expect(404);
    await request(suite.app).get('/api/chat/not-an-id').expect(400);
    const before = (await suite.db.pool.query('select count(*)::int as n from chat_messages')).rows[0];
    await request(suite.app).post('/api/enquiries').send({ channel: 'chat', message: 'Hello?', conversation: unknown }).expect(404);
    expect((await suite.db.pool.query('select count(*)::int as n from chat_messages')).rows[0]).toEqual(before);
  });

  it('when the widget polls with the ETag it has, then 304 until a reply changes the thread', async () => {
    const chat = await startChat();
    const first = await request(suite.app).get(`/api/chat/${chat.conversation}`).expect(200);
    const etag = first.get('etag');
    expect(etag).toBeTruthy();
    const again = await request(suite.app).get(`/api/chat/${chat.conversation}`).set('If-None-Match', etag!).expect(304);
    expect(again.text).toBe('');

    await reply(chat.id, 'Yes, July is the migration.', bearer(users.moderator)).expect(200);
    const changed = await request(suite.app).get(`/api/chat/${chat.conversation}`).set('If-None-Match', etag!).expect(200);
    expect(changed.get('etag')).not.toBe(etag);
  });
});

describe('POST /api/admin/enquiries/chat/{id}/reply (via chat)', () => {
  it('when staff reply, then the traveller reads it with the first name only, the chat is answered and the reply audited', async () => {
    const chat = await startChat();
    const res = await reply(chat.id, 'Hello! July is the best month.', bearer(users.moderator)).expect(200);
    const item = inboxItemSchema.parse(res.body);
    expect(item.status).toBe('answered');
    expect(item.thread?.map((message) => [message.from, message.text, message.by])).toEqual([
      ['traveller', 'Is July good for the Mara?', undefined],
      ['staff', 'Hello! July is the best month.', 'Wanjiru Kamau'],
    ]);

    const thread = await readThread(chat.conversation);
    expect(thread.messages.at(-1)).toMatchObject({ from: 'staff', text: 'Hello! July is the best month.', by: 'Wanjiru' });

    const { rows } = await suite.db.pool.query<{ action: string; entity: string; actor_id: string; details: Record<string, unknown> }>(
      `select action, entity, actor_id, details from audit_log where entity_id = $1`,
      [chat.id],
    );
    expect(rows).toEqual([{ action: 'reply', entity: 'chat_message', actor_id: users.moderator.id, details: expect.objectContaining({ via: 'chat', emailed: false }) }]);
  });

  it('when the traveller writes again after a reply, then the chat is new again for staff', async () => {
    const chat = await startChat();
    await reply(chat.id, 'Hello!', bearer(users.moderator)).expect(200);
    await request(suite.app).post('/api/enquiries').send({ channel: 'chat', message: 'Thanks! Prices?', conversation: chat.conversation }).expect(201);
    const { rows } = await suite.db.pool.query<{ status: string }>('select status from enquiries where id = $1', [chat.id]);
    expect(rows[0]?.status).toBe('new');
  });

  it('when called without a token or by a traveller, then 401 / 403 and nothing is written', async () => {
    const chat = await startChat();
    const count = async () => (await suite.db.pool.query('select count(*)::int as n from chat_messages where enquiry_id = $1', [chat.id])).rows[0];
    const before = await count();
    await reply(chat.id, 'Sneaky').expect(401);
    await reply(chat.id, 'Sneaky', bearer(users.traveller)).expect(403);
    expect(await count()).toEqual(before);
    expect((await readThread(chat.conversation)).messages.map((message) => message.from)).toEqual(['traveller']);
  });

  it('when the reply is blank, or goes to a contact message, then 400 / 409', async () => {
    const chat = await startChat();
    const blank = await reply(chat.id, '   ', bearer(users.moderator)).expect(400);
    expect(blank.body.fields).toEqual({ message: 'Message is required.' });
    const contact = await request(suite.app)
      .post('/api/enquiries')
      .send({ channel: 'contact', name: 'Zawadi', email: 'zawadi@example.com', subject: 'Dates', message: 'When?', consent: true })
      .expect(201);
    await request(suite.app).post(`/api/admin/enquiries/contact/${contact.body.id}/reply`).set('Authorization', bearer(users.moderator)).send({ message: 'Hi', via: 'chat' }).expect(409);
  });
});

describe('a reply to a traveller who has left', () => {
  it('when the traveller gave an e-mail and has not polled for 2 minutes, then the reply is e-mailed with a link back to the conversation', async () => {
    const email = 'amina.away@example.com';
    const chat = await startChat({ name: 'Amina', email });
    await readThread(chat.conversation);
    await lastSeen(chat.id, 3);

    const res = await reply(chat.id, 'Hello Amina,\n\nJuly it is.', bearer(users.moderator)).expect(200);
    expect(inboxItemSchema.parse(res.body).thread?.at(-1)).toMatchObject({ from: 'staff', emailed: true });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['chat_reply']);
    const rendered = renderNotification('chat_reply', mails[0]!.payload, { publicBaseUrl: 'https://safari.example' });
    expect(rendered.text).toContain('July it is.');
    expect(rendered.text).toContain(`https://safari.example/?chat=${chat.conversation}`);
    expect(rendered.subject).toContain('Wanjiru');
  });

  it('when the traveller is still reading the chat, or gave no e-mail, then nothing is e-mailed', async () => {
    const email = 'amina.here@example.com';
    const here = await startChat({ email });
    await readThread(here.conversation);
    await reply(here.id, 'Hello!', bearer(users.moderator)).expect(200);
    expect(await mailsTo(email)).toEqual([]);

    const anonymous = await startChat();
    await lastSeen(anonymous.id, 10);
    await reply(anonymous.id, 'Hello!', bearer(users.moderator)).expect(200);
    expect((await suite.db.pool.query(`select 1 from notifications where kind = 'chat_reply' and payload->>'chatPath' like $1`, [`%${anonymous.conversation}`])).rowCount).toBe(0);
  });

  it('when the e-mail is given only in a later message, then it is kept for the reply', async () => {
    const email = 'later@example.com';
    const chat = await startChat();
    await request(suite.app).post('/api/enquiries').send({ channel: 'chat', message: 'Here is my e-mail.', email, conversation: chat.conversation }).expect(201);
    await lastSeen(chat.id, 5);
    await reply(chat.id, 'Thanks!', bearer(users.moderator)).expect(200);
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['chat_reply']);
  });
});
