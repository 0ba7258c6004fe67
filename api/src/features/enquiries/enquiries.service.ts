import { randomUUID } from 'node:crypto';
import { isHoneypotFilled, type EnquiryReceipt, type EnquiryRequest } from '@safari/shared/enquiry';
import type { EnquiriesRepo, NewEnquiry } from './enquiries.repo';

export interface EnquiryOutcome {
  receipt: EnquiryReceipt;
  /** False when the submission was dropped (a bot filled the honeypot). */
  stored: boolean;
}

export interface EnquiriesService {
  /** Stores a chat or contact message for the staff inbox; silently drops honeypot submissions. */
  receive(enquiry: EnquiryRequest): Promise<EnquiryOutcome>;
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

export function createEnquiriesService(repo: EnquiriesRepo): EnquiriesService {
  return {
    async receive(enquiry) {
      if (isHoneypotFilled(enquiry)) {
        // Looks like success to the bot, so it has no reason to try again differently.
        return { receipt: { id: randomUUID(), receivedAt: new Date().toISOString() }, stored: false };
      }
      return { receipt: await repo.insert(toNewEnquiry(enquiry)), stored: true };
    },
  };
}
