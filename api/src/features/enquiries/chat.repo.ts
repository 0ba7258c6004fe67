/**
 * Data access for chat threads (migration 0027): the enquiry row of a chat is the thread, with its
 * `conversation` id and when the traveller's widget last read it; chat_messages holds its messages.
 */
import type { Queryable } from '../../lib/db';

/** A thread as the services need it. */
export interface ChatThreadRow {
  /** The chat's enquiry. */
  id: string;
  conversation: string | null;
  name: string;
  email: string;
  /** When the traveller's widget last read the thread. */
  seenAt: Date | null;
  /** The widget has not read the thread within the away window (or never has). */
  away: boolean;
}

export interface ChatMessageRow {
  id: string;
  author: 'traveller' | 'staff';
  message: string;
  /** The staff member's full name (null for the traveller, or once the account is gone). */
  staffName: string | null;
  emailed: boolean;
  at: Date;
}

export interface NewChatMessage {
  enquiryId: string;
  author: 'traveller' | 'staff';
  message: string;
  staffId?: string | null;
  notificationId?: string | null;
}

export interface ChatRepo {
  /** The thread of a conversation id, locked for the transaction when `lock` is set. */
  byConversation(conversation: string, options?: { lock?: boolean; awayAfterMs?: number }): Promise<ChatThreadRow | null>;
  /** The thread of a chat enquiry. */
  byId(id: string, options?: { lock?: boolean; awayAfterMs?: number }): Promise<ChatThreadRow | null>;
  /** Gives a new chat enquiry its conversation id. */
  setConversation(id: string, conversation: string): Promise<void>;
  addMessage(message: NewChatMessage): Promise<string>;
  /**
   * A further message from the traveller: the thread is new again for staff, and a name or e-mail
   * given now (and not before) is kept for the reply.
   */
  reopen(id: string, contact: { name?: string; email?: string }): Promise<void>;
  /** Notes that the traveller's widget read the thread now (at most every few seconds a write). */
  markSeen(id: string): Promise<void>;
  messages(id: string): Promise<ChatMessageRow[]>;
}

const THREAD = `select id, conversation, name, email, chat_seen_at,
                       (chat_seen_at is null or chat_seen_at < now() - make_interval(secs => $2::double precision / 1000)) as away
                  from enquiries where channel = 'chat'`;

interface ThreadRecord {
  id: string;
  conversation: string | null;
  name: string;
  email: string;
  chat_seen_at: Date | null;
  away: boolean;
}

const toThread = (row: ThreadRecord): ChatThreadRow => ({
  id: row.id,
  conversation: row.conversation,
  name: row.name,
  email: row.email,
  seenAt: row.chat_seen_at,
  away: row.away,
});

/** How often a poll writes `chat_seen_at` at most: the away window is minutes, polls are seconds. */
const SEEN_RESOLUTION_SECONDS = 10;

export function createChatRepo(db: Queryable): ChatRepo {
  async function one(where: string, value: string, options: { lock?: boolean; awayAfterMs?: number }): Promise<ChatThreadRow | null> {
    const { rows } = await db.query<ThreadRecord>(`${THREAD} and ${where} = $1${options.lock ? ' for update' : ''}`, [value, options.awayAfterMs ?? 0]);
    return rows[0] ? toThread(rows[0]) : null;
  }
  return {
    byConversation: (conversation, options = {}) => one('conversation', conversation, options),
    byId: (id, options = {}) => one('id', id, options),
    async setConversation(id, conversation) {
      await db.query(`update enquiries set conversation = $2 where id = $1 and channel = 'chat'`, [id, conversation]);
    },
    async addMessage(message) {
      const { rows } = await db.query<{ id: string }>(
        `insert into chat_messages (enquiry_id, author, message, staff_id, notification_id) values ($1, $2, $3, $4, $5) returning id`,
        [message.enquiryId, message.author, message.message, message.staffId ?? null, message.notificationId ?? null],
      );
      const row = rows[0];
      if (!row) throw new Error('chat message insert returned no row');
      return row.id;
    },
    async reopen(id, contact) {
      await db.query(
        `update enquiries
            set status = 'new', handled_at = null, handled_by = null,
                name = case when name = '' and $2 <> '' then $2 else name end,
                email = case when email = '' and $3 <> '' then $3 else email end,
                consent = consent or $3 <> ''
          where id = $1 and channel = 'chat'`,
        [id, contact.name ?? '', contact.email ?? ''],
      );
    },
    async markSeen(id) {
      await db.query(
        `update enquiries set chat_seen_at = now()
          where id = $1 and (chat_seen_at is null or chat_seen_at < now() - make_interval(secs => $2))`,
        [id, SEEN_RESOLUTION_SECONDS],
      );
    },
    async messages(id) {
      const { rows } = await db.query<{ id: string; author: 'traveller' | 'staff'; message: string; staff_name: string | null; emailed: boolean; created_at: Date }>(
        `select m.id, m.author, m.message, u.name as staff_name, (m.notification_id is not null) as emailed, m.created_at
           from chat_messages m left join users u on u.id = m.staff_id
          where m.enquiry_id = $1
          order by m.created_at, m.id`,
        [id],
      );
      return rows.map((row) => ({ id: row.id, author: row.author, message: row.message, staffName: row.staff_name, emailed: row.emailed, at: row.created_at }));
    },
  };
}
