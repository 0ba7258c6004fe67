import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { firstNameOf, type ChatThread } from '@safari/shared/chat';
import { isHoneypotFilled, type ChatEnquiry, type EnquiryReceipt, type EnquiryRequest } from '@safari/shared/enquiry';
import type { Store } from '../../lib/db';
import { NotFoundError } from '../../lib/errors';
import { runIdempotent, type StoredResponse } from '../../lib/idempotency';
import type { IdempotencyRepo } from '../../lib/idempotency.repo';
import type { Outbox } from '../../lib/outbox';
import type { ChatRepo } from './chat.repo';
import type { EnquiriesRepo, NewEnquiry } from './enquiries.repo';

export const CHAT_NOT_FOUND = 'This conversation was not found.';

/** The thread as the traveller's widget reads it, and its ETag (a poll that has it gets 304). */
export interface ChatThreadView {
  thread: ChatThread;
  etag: string;
}

export interface EnquiryOutcome {
  receipt: EnquiryReceipt;
  /** False when the submission was dropped (a bot filled the honeypot). */
  stored: boolean;
}

export interface EnquiriesService {
  /**
   * Stores a chat or contact message for the staff inbox (201); silently drops honeypot submissions
   * (202). Once per idempotency key (the PWA's outbox replays): the message is stored in the same
   * transaction as the key, and a replay answers the first answer again.
   */
  receive(enquiry: EnquiryRequest, context?: { idempotencyKey?: string }): Promise<StoredResponse<EnquiryReceipt>>;
  /**
   * The chat thread of a conversation id, oldest first (staff as first names); notes that the
   * traveller's widget read it. NotFoundError for an unknown id.
   */
  thread(conversation: string): Promise<ChatThreadView>;
}

/** 128 random bits, base64url (22 characters): the traveller's key to the thread. */
export function newConversationId(): string {
  return randomBytes(16).toString('base64url');
}

function toNewEnquiry(enquiry: EnquiryRequest): NewEnquiry {
  if (enquiry.channel === 'contact') {
    return {
      channel: 'contact',
      name: enquiry.name,
      email: enquiry.email,
      subject: enquiry.subject,
      message: enquiry.message,
      consent: enquiry.consent,
      meta: {},
    };
  }
  const meta: Record<string, string> = {};
  if (enquiry.page) meta.page = enquiry.page;
  if (enquiry.conversationId) meta.conversationId = enquiry.conversationId;
  return {
    channel: 'chat',
    name: enquiry.name ?? '',
    email: enquiry.email ?? '',
    subject: '',
    message: enquiry.message,
    // A visitor who leaves an e-mail in the chat asks to be answered there.
    consent: Boolean(enquiry.email),
    meta,
  };
}

/** What a message writes in one transaction: the message, the visitor's copy and the idempotency key. */
export interface EnquiriesStore {
  enquiries: EnquiriesRepo;
  outbox: Outbox;
  idempotency: IdempotencyRepo;
  chat: ChatRepo;
}

/**
 * A chat message: the first of a conversation stores the chat's enquiry and gives it a conversation
 * id; a further one (with the id the first answer gave) goes into that thread. Each is a message of
 * the thread, and staff hear of each (the chat_messages trigger of migration 0027).
 */
async function receiveChat(tx: EnquiriesStore, enquiry: ChatEnquiry): Promise<EnquiryReceipt> {
  if (enquiry.conversation) {
    const thread = await tx.chat.byConversation(enquiry.conversation, { lock: true });
    if (!thread) throw new NotFoundError(CHAT_NOT_FOUND);
    await tx.chat.addMessage({ enquiryId: thread.id, author: 'traveller', message: enquiry.message });
    await tx.chat.reopen(thread.id, { name: enquiry.name, email: enquiry.email });
    return { id: thread.id, receivedAt: new Date().toISOString(), conversation: enquiry.conversation };
  }
  const stored = await tx.enquiries.insert(toNewEnquiry(enquiry));
  const conversation = newConversationId();
  await tx.chat.setConversation(stored.id, conversation);
  await tx.chat.addMessage({ enquiryId: stored.id, author: 'traveller', message: enquiry.message });
  return { ...stored, conversation };
}

async function receiveWith(tx: EnquiriesStore, enquiry: EnquiryRequest): Promise<EnquiryOutcome> {
  if (isHoneypotFilled(enquiry)) {
    // Looks like success to the bot, so it has no reason to try again differently.
    return { receipt: { id: randomUUID(), receivedAt: new Date().toISOString() }, stored: false };
  }
  if (enquiry.channel === 'chat') return { receipt: await receiveChat(tx, enquiry), stored: true };
  const receipt = await tx.enquiries.insert(toNewEnquiry(enquiry));
  if (enquiry.channel === 'contact') {
    // The visitor's copy ('We received your message'), in the same transaction as the message.
    await tx.outbox.queue('contact_received', enquiry.email, { name: enquiry.name, subject: enquiry.subject, message: enquiry.message });
  }
  return { receipt, stored: true };
}

export function createEnquiriesService(deps: { store: Store<EnquiriesStore> }): EnquiriesService {
  const { store } = deps;
  return {
    receive: (enquiry, context = {}) =>
      runIdempotent(store, { key: context.idempotencyKey, scope: 'POST /api/enquiries', body: enquiry }, async (tx) => {
        const { receipt, stored } = await receiveWith(tx, enquiry);
        return { status: stored ? 201 : 202, body: receipt };
      }),
    async thread(conversation) {
      const { chat } = store.repos;
      const found = await chat.byConversation(conversation);
      if (!found) throw new NotFoundError(CHAT_NOT_FOUND);
      const [messages] = await Promise.all([chat.messages(found.id), chat.markSeen(found.id)]);
      const thread: ChatThread = {
        conversation,
        messages: messages.map((row) => ({
          id: row.id,
          from: row.author,
          text: row.message,
          at: row.at.toISOString(),
          ...(row.author === 'staff' ? { by: firstNameOf(row.staffName) } : {}),
        })),
      };
      const etag = `"${createHash('sha256').update(JSON.stringify(thread)).digest('base64url').slice(0, 27)}"`;
      return { thread, etag };
    },
  };
}
