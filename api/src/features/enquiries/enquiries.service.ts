import { randomUUID } from 'node:crypto';
import { isHoneypotFilled, type EnquiryReceipt, type EnquiryRequest } from '@safari/shared/enquiry';
import type { Store } from '../../lib/db';
import { runIdempotent, type StoredResponse } from '../../lib/idempotency';
import type { IdempotencyRepo } from '../../lib/idempotency.repo';
import type { Outbox } from '../../lib/outbox';
import type { EnquiriesRepo, NewEnquiry } from './enquiries.repo';

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
}

async function receiveWith(tx: EnquiriesStore, enquiry: EnquiryRequest): Promise<EnquiryOutcome> {
  if (isHoneypotFilled(enquiry)) {
    // Looks like success to the bot, so it has no reason to try again differently.
    return { receipt: { id: randomUUID(), receivedAt: new Date().toISOString() }, stored: false };
  }
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
  };
}
