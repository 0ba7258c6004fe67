/**
 * An audit entry as one sentence for the people who read the trail: 'Amina moved the booking
 * SAF-4FJFV from pending to confirmed, 26 Nov 2026 15:08 (Nairobi)'. No record ids and no ISO
 * times: a record is named by its reference, name or title, a moment in the office's time.
 */
import { auditEntityLabel, auditFieldLabel, auditSummary, auditValueText, changedFields, type AuditEntry } from './admin-audit';
import { formatAmount } from './booking-rules';
import { formatDate } from './format';
import { formatOfficeDateTime, OFFICE_TIME_LABEL } from './local-time';

type Entry = Pick<AuditEntry, 'at' | 'actor' | 'action' | 'entity' | 'entityId' | 'details' | 'before' | 'after'>;

/** What staff did, as a past-tense verb; an action not listed reads as its own words. */
const VERBS: Record<string, string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  cancel: 'cancelled',
  upload: 'uploaded',
  hide: 'hid',
  show: 'showed',
  publish: 'published',
  unpublish: 'unpublished',
  schedule: 'scheduled',
  approve: 'approved',
  archive: 'archived',
  reply: 'answered',
  resend: 'sent again',
  clear: 'cleared',
  move: 'moved',
  extend_due_date: 'gave more time to pay',
  resend_payment_link: 'sent the payment link again for',
  send_review_request: 'asked for a review of',
};

const STATUS_WORDS: Record<string, string> = { canceled: 'cancelled' };
const statusWord = (value: unknown) => {
  const text = auditValueText(value).toLowerCase();
  return STATUS_WORDS[text] ?? text;
};

/** Who did it: their name, or 'A deleted account' once the account is gone. */
export function auditActorText(actor: Entry['actor']): string {
  return actor.name?.trim() || actor.email || 'A deleted account';
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const money = (details: Entry['details']) => {
  const amount = Number(details.amount);
  return Number.isFinite(amount) ? formatAmount(Math.abs(amount), text(details.currency) || 'USD') : '';
};
const METHOD_WORDS: Record<string, string> = {
  mpesa: 'M-Pesa',
  mpesa_till: 'M-Pesa till',
  pesapal: 'Pesapal',
  paypal: 'PayPal',
  cash: 'cash',
  bank_transfer: 'bank transfer',
  other: 'another method',
};
const method = (details: Entry['details']) => {
  const value = text(details.method);
  return value ? ` (${METHOD_WORDS[value] ?? value})` : '';
};

/** 'the booking SAF-4FJFV', 'the tour Mara Classic'; the kind alone when the record has no name. */
function recordName(entry: Entry): string {
  const kind = auditEntityLabel(entry.entity).toLowerCase();
  const name = auditSummary({ ...entry, entityId: null });
  return name ? `the ${kind} ${name}` : `a ${kind}`;
}

/**
 * What an edit or a move notes in its audit entry about the balance's due date: `balanceDue { from,
 * to }` when it changed, with `byHand` when the office had set it by hand (read by {@link balanceDueNote}).
 */
export function balanceDueDetail(before: { balanceDueDate: string; balanceDueByHand: boolean }, afterDueDate: string): { balanceDue?: { from: string; to: string; byHand?: true } } {
  if (afterDueDate === before.balanceDueDate) return {};
  return { balanceDue: { from: before.balanceDueDate, to: afterDueDate, ...(before.balanceDueByHand ? { byHand: true as const } : {}) } };
}

/**
 * 'Balance due moved from 12 Jun 2027 to 5 Jun 2027' when an edit or a move changed the balance's due
 * date (`balanceDue { from, to }`), with ', as many days before travel as set by hand' when the office
 * had set it by hand; '' otherwise.
 */
export function balanceDueNote(details: Entry['details']): string {
  const change = details.balanceDue;
  if (!change || typeof change !== 'object') return '';
  const { from, to, byHand } = change as Record<string, unknown>;
  const [before, after] = [formatDate(text(from)), formatDate(text(to))];
  if (!before || !after) return '';
  return `Balance due moved from ${before} to ${after}${byHand === true ? ', as many days before travel as set by hand' : ''}`;
}

/** What the write noted beside itself ('Price set by hand; the tour’s price for this party is $2,200', a balance due date moved), or ''. */
export function auditNote(entry: Pick<Entry, 'details'>): string {
  return [text(entry.details.priceNote), balanceDueNote(entry.details)].filter(Boolean).join('. ');
}

/** The sentence without its time. */
export function auditDeed(entry: Entry): string {
  const who = auditActorText(entry.actor);
  const { action, details, before, after } = entry;
  const reference = text(details.reference);
  const onBooking = reference ? ` for the booking ${reference}` : '';

  // Money and e-mails of a booking (its History lists them beside the staff's changes).
  if (entry.entity === 'ledger_entry' || entry.entity === 'payment') {
    const amount = money(details);
    const noun = action === 'refund' ? 'a refund' : action === 'adjustment' ? 'an adjustment' : 'a payment';
    const sum = amount ? ` of ${amount}` : '';
    if (!entry.actor.id && !entry.actor.name && details.online === true) return `The traveller paid${amount ? ` ${amount}` : ''} online${method(details)}${onBooking}`;
    return `${who} recorded ${noun}${sum}${method(details)}${onBooking}`;
  }
  if (entry.entity === 'notification' && action === 'email') {
    const subject = text(details.subject);
    const to = text(details.to);
    const failed = details.status === 'failed' ? ' (not delivered)' : details.status === 'pending' ? ' (waiting to be sent)' : '';
    return `E-mail ‘${subject}’ sent${to ? ` to ${to}` : ''}${failed}`;
  }

  if (action === 'payment_status' && before && after) {
    const confirmed = before.status !== after.status ? ` and ${statusWord(after.status)}` : '';
    const name = recordName(entry);
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} is now ${statusWord(after.paymentStatus)}${confirmed} (${who})`;
  }
  if (action === 'update' && before && after) {
    const changed = changedFields(before, after).filter((field) => field !== 'updatedAt');
    if (changed.includes('status') && before.status !== after.status) {
      return `${who} moved ${recordName(entry)} from ${statusWord(before.status)} to ${statusWord(after.status)}`;
    }
    if (changed.length === 0) return `${who} saved ${recordName(entry)} without changes`;
    const labels = changed.slice(0, 3).map((field) => auditFieldLabel(field).toLowerCase());
    const more = changed.length > 3 ? ` and ${changed.length - 3} more` : '';
    return `${who} changed ${labels.join(', ')}${more} of ${recordName(entry)}`;
  }
  // A booking moved to another departure: from which date to which.
  if (action === 'move' && entry.entity === 'booking' && formatDate(text(details.from)) && formatDate(text(details.to))) {
    return `${who} moved ${recordName(entry)} from ${formatDate(text(details.from))} to ${formatDate(text(details.to))}`;
  }
  if (action.startsWith('mark_')) return `${who} marked ${recordName(entry)} as ${action.slice(5).replace(/_/g, ' ')}`;
  const verb = VERBS[action] ?? action.replace(/_/g, ' ');
  return `${who} ${verb} ${recordName(entry)}`;
}

/** 'Amina moved the booking SAF-4FJFV from pending to confirmed, 26 Nov 2026 15:08 (Nairobi)'. */
export function auditSentence(entry: Entry): string {
  const note = auditNote(entry);
  return `${auditDeed(entry)}, ${formatOfficeDateTime(entry.at)} (${OFFICE_TIME_LABEL})${note ? `. ${note}.` : ''}`;
}
