/**
 * The e-mails the outbox sends, one template per kind: a subject, a plain-text body and an HTML
 * body in the operator's colours. Payloads are checked when queued and again when rendered, so a
 * row that somebody edited by hand fails clearly instead of sending a broken e-mail.
 */
import { checkoutPath, formatAmount, partyLabel, receiptPath, travelDateLabel } from '@safari/shared/booking-rules';
import { reviewPath } from '@safari/shared/review';
import { SITE } from '@safari/shared/site';
import { formatOfficeDateTime } from '@safari/shared/local-time';
import { STAFF_ALERT_LINES } from '@safari/shared/staff-alert-mail';
import type { StaffEventKind } from '@safari/shared/staff-events';
import { notificationPayloads, type NotificationKind, type NotificationPayload } from '../../lib/outbox';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderContext {
  /** Absolute base of links, without a trailing slash. */
  publicBaseUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A block of an e-mail: a paragraph, a list of facts, or a button-like link. */
type Block =
  | { kind: 'p'; text: string }
  | { kind: 'facts'; rows: [string, string][] }
  | { kind: 'action'; label: string; url: string };

const p = (text: string): Block => ({ kind: 'p', text });
const facts = (rows: [string, string][]): Block => ({ kind: 'facts', rows });
const action = (label: string, url: string): Block => ({ kind: 'action', label, url });

function textOf(greeting: string, blocks: Block[]): string {
  const parts = [greeting];
  for (const block of blocks) {
    if (block.kind === 'p') parts.push(block.text);
    else if (block.kind === 'facts') parts.push(block.rows.map(([label, value]) => `${label}: ${value}`).join('\n'));
    else parts.push(`${block.label}: ${block.url}`);
  }
  parts.push(`${SITE.name}\n${SITE.tagline}\n${SITE.phone} · ${SITE.email}\n${SITE.address}`);
  return `${parts.join('\n\n')}\n`;
}

function htmlOf(subject: string, greeting: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      if (block.kind === 'p') return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1E2420">${escapeHtml(block.text)}</p>`;
      if (block.kind === 'facts') {
        const rows = block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:8px 12px 8px 0;color:#545B56;font-size:14px;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td>` +
              `<td style="padding:8px 0;font-size:15px;font-weight:600;color:#1E2420">${escapeHtml(value)}</td></tr>`,
          )
          .join('');
        return `<table role="presentation" style="margin:0 0 20px;border-collapse:collapse;width:100%;border-top:1px solid #E6DFD0">${rows}</table>`;
      }
      return (
        `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#1B4332;color:#FFFFFF;` +
        `text-decoration:none;font-weight:600;padding:14px 24px;border-radius:10px">${escapeHtml(block.label)}</a></p>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#FAF6EE;font-family:Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#FAF6EE"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#FFFFFF;border-radius:16px;overflow:hidden">
<tr><td style="background:#1B4332;padding:24px 28px">
<div style="font-family:'Playfair Display',Georgia,serif;font-size:24px;font-weight:700;color:#FFFFFF">${escapeHtml(SITE.name)}</div>
<div style="margin-top:4px;font-size:13px;color:#F3D08A">${escapeHtml(SITE.tagline)}</div>
</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1E2420">${escapeHtml(greeting)}</p>
${body}
</td></tr>
<tr><td style="padding:20px 28px;background:#F1E7D3;font-size:13px;line-height:1.6;color:#545B56">
${escapeHtml(SITE.name)} · ${escapeHtml(SITE.address)}<br>
${escapeHtml(SITE.phone)} · <a href="mailto:${escapeHtml(SITE.email)}" style="color:#1B4332">${escapeHtml(SITE.email)}</a><br>
${escapeHtml(SITE.responsePromise)}
</td></tr>
</table>
</td></tr></table>
</body></html>
`;
}

function email(subject: string, greeting: string, blocks: Block[]): RenderedEmail {
  return { subject, text: textOf(greeting, blocks), html: htmlOf(subject, greeting, blocks) };
}

function absolute(url: string, ctx: RenderContext): string {
  return /^https?:\/\//i.test(url) ? url : `${ctx.publicBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

const STATUS_WORDS = { pending: 'Pending', confirmed: 'Confirmed', canceled: 'Canceled' } as const;

/** The traveller's own link to their booking: it carries the booking's access key (lib/booking-access.ts). */
const checkoutUrl = (b: { bookingId: string; bookingKey?: string }, ctx: RenderContext) => `${ctx.publicBaseUrl}${checkoutPath(b.bookingId, b.bookingKey)}`;

/** The printable receipt of a payment or refund, opened with the same key (its PDF is attached by the worker). */
const receiptUrl = (b: { bookingId: string; bookingKey?: string }, receiptNo: number, ctx: RenderContext) =>
  `${ctx.publicBaseUrl}${receiptPath(b.bookingId, receiptNo, b.bookingKey)}`;

/**
 * Subjects of the booking form's e-mails, which every web booking queues: written here once, used by
 * the e-mail and by `subjectOf` without rendering the rest of the e-mail.
 */
const SUBJECTS = {
  booking_received: (b: NotificationPayload<'booking_received'>) => `Booking received: ${b.tourName} (${b.reference})`,
  payment_link: (b: NotificationPayload<'payment_link'>) => `Your payment link: ${b.tourName} (${b.reference})`,
};

/** The subject of a notification (stored on the row so staff can see what was sent); `payload` is already checked. */
export function subjectOf<K extends NotificationKind>(kind: K, payload: NotificationPayload<K>): string {
  if (kind === 'booking_received') return SUBJECTS.booking_received(payload as NotificationPayload<'booking_received'>);
  if (kind === 'payment_link') return SUBJECTS.payment_link(payload as NotificationPayload<'payment_link'>);
  return renderNotification(kind, payload, { publicBaseUrl: '' }).subject;
}

/** Renders a notification; throws a zod error when the payload does not fit its kind. */
export function renderNotification<K extends NotificationKind>(kind: K, rawPayload: unknown, ctx: RenderContext): RenderedEmail {
  switch (kind) {
    case 'booking_received': {
      const b = notificationPayloads.booking_received.parse(rawPayload);
      const rows: [string, string][] = [
        ['Reference', b.reference],
        ['Safari', b.tourName],
        ['Travel date', travelDateLabel(b.date)],
        ['Travellers', partyLabel(b.adults, b.children)],
        ['Total', formatAmount(b.amount, b.currency)],
      ];
      return email(SUBJECTS.booking_received(b), `Dear ${b.name},`, [
        p(`Thank you for booking with ${SITE.name}. We have received your booking and a safari planner is checking availability now.`),
        facts(rows),
        b.payMode === 'later'
          ? p('You chose to pay later: we’ll send you a payment link in a separate e-mail. Your booking is confirmed once it is paid.')
          : b.payMode === 'deposit' && b.depositAmount !== undefined && b.balanceDueDate
            ? p(
                `You chose to pay a deposit of ${formatAmount(b.depositAmount, b.currency)} now and the balance of ${formatAmount(b.amount - b.depositAmount, b.currency)} by ${travelDateLabel(b.balanceDueDate)}. Your booking is confirmed as soon as the deposit is paid.`,
              )
            : p('Your booking is confirmed as soon as the payment goes through. If it did not, you can pay at any time with the link below.'),
        action('View or pay your booking', checkoutUrl(b, ctx)),
        p(`Questions? Reply to this e-mail, call ${SITE.phone} or write to us on WhatsApp. ${SITE.responsePromise}`),
      ]);
    }
    case 'payment_link': {
      const b = notificationPayloads.payment_link.parse(rawPayload);
      return email(SUBJECTS.payment_link(b), `Dear ${b.name},`, [
        p(`Here is the payment link for your booking ${b.reference}. You can pay with M-Pesa, card or PayPal.`),
        facts([
          ['Reference', b.reference],
          ['Safari', b.tourName],
          ['Travel date', travelDateLabel(b.date)],
          ['Amount due', formatAmount(b.amount, b.currency)],
        ]),
        action(`Pay ${formatAmount(b.amount, b.currency)}`, checkoutUrl(b, ctx)),
        p('Your booking is confirmed once the payment is received. If you would rather pay another way, reply to this e-mail and we will help.'),
      ]);
    }
    case 'payment_confirmed': {
      const b = notificationPayloads.payment_confirmed.parse(rawPayload);
      const rows: [string, string][] = [
        ['Reference', b.reference],
        ['Safari', b.tourName],
        ['Travel date', travelDateLabel(b.date)],
        ['Paid', formatAmount(b.amount, b.currency)],
        ['Method', b.method],
      ];
      if (b.receipt) rows.push(['Reference', b.receipt]);
      if (b.receiptNo) rows.push(['Receipt no.', String(b.receiptNo)]);
      if (b.balance && b.balance.amount > 0) rows.push(['Balance', `${formatAmount(b.balance.amount, b.balance.currency)}, due by ${travelDateLabel(b.balance.dueDate)}`]);
      return email(`Payment confirmed: ${b.tourName} (${b.reference})`, `Dear ${b.name},`, [
        p('We have received your payment and your safari is confirmed. Thank you!'),
        facts(rows),
        p('Your safari planner will be in touch with your detailed itinerary, pick-up times and a packing list before you travel.'),
        ...(b.receiptNo ? [action('View receipt', receiptUrl(b, b.receiptNo, ctx))] : []),
        action('View your booking', checkoutUrl(b, ctx)),
      ]);
    }
    case 'balance_reminder': {
      const b = notificationPayloads.balance_reminder.parse(rawPayload);
      const when = b.daysLeft > 0 ? `is due in ${b.daysLeft} ${b.daysLeft === 1 ? 'day' : 'days'}, by ${travelDateLabel(b.dueDate)}` : `was due on ${travelDateLabel(b.dueDate)}`;
      return email(`Balance due: ${b.tourName} (${b.reference})`, `Dear ${b.name},`, [
        p(`The balance of your safari booking ${b.reference} ${when}.`),
        facts([
          ['Reference', b.reference],
          ['Safari', b.tourName],
          ['Travel date', travelDateLabel(b.date)],
          ['Balance', formatAmount(b.balance, b.balanceCurrency)],
        ]),
        action('Pay the balance', checkoutUrl(b, ctx)),
        p(`Questions, or need more time? Reply to this e-mail or call ${SITE.phone}. ${SITE.responsePromise}`),
      ]);
    }
    case 'refund_recorded': {
      const b = notificationPayloads.refund_recorded.parse(rawPayload);
      return email(`Refund: ${b.tourName} (${b.reference})`, `Dear ${b.name},`, [
        p(`We have refunded ${formatAmount(b.refund, b.refundCurrency)} for your booking ${b.reference}.`),
        facts([
          ['Reference', b.reference],
          ['Safari', b.tourName],
          ['Refund', formatAmount(b.refund, b.refundCurrency)],
          ['Method', b.method],
          ['Receipt no.', String(b.receiptNo)],
        ]),
        p('Depending on the method, the money may take a few days to reach you.'),
        action('View receipt', receiptUrl(b, b.receiptNo, ctx)),
        action('View your booking', checkoutUrl(b, ctx)),
      ]);
    }
    // Staff bookings (the console's Manage Bookings).
    case 'booking_status_changed': {
      const b = notificationPayloads.booking_status_changed.parse(rawPayload);
      const rows: [string, string][] = [
        ['Reference', b.reference],
        ['Safari', b.tourName],
        ['Travel date', travelDateLabel(b.date)],
        ['Total', formatAmount(b.amount, b.currency)],
        ['Status', STATUS_WORDS[b.status]],
      ];
      const view = action('View your booking', checkoutUrl(b, ctx));
      if (b.status === 'canceled') {
        return email(`Booking canceled: ${b.tourName} (${b.reference})`, `Dear ${b.name},`, [
          p(`Your booking ${b.reference} has been canceled.`),
          facts(rows),
          b.refundOwed
            ? p(`You had already paid ${formatAmount(b.amount, b.currency)}: we owe you a refund, and your safari planner will contact you to arrange it.`)
            : p('Nothing was paid for this booking, so nothing is owed.'),
          p(`If this is not what you expected, reply to this e-mail or call ${SITE.phone}.`),
        ]);
      }
      if (b.previousStatus === null) {
        return email(`Booking recorded: ${b.tourName} (${b.reference})`, `Dear ${b.name},`, [
          p(`Thank you for booking with ${SITE.name}. Our team has recorded your booking.`),
          facts(rows),
          b.status === 'confirmed' ? p('Your booking is confirmed.') : p('Your booking is pending: we will write again as soon as it is confirmed.'),
          view,
        ]);
      }
      if (b.status === 'confirmed') {
        return email(`Booking confirmed: ${b.tourName} (${b.reference})`, `Dear ${b.name},`, [
          p('Good news: your booking is confirmed.'),
          facts(rows),
          p('Your safari planner will be in touch with your detailed itinerary, pick-up times and a packing list before you travel.'),
          view,
        ]);
      }
      return email(`Booking update: ${b.tourName} (${b.reference})`, `Dear ${b.name},`, [
        p(`The status of your booking ${b.reference} is now ${STATUS_WORDS[b.status].toLowerCase()}.`),
        facts(rows),
        view,
      ]);
    }
    // Departure operations (the console's departures).
    case 'departure_cancelled': {
      const b = notificationPayloads.departure_cancelled.parse(rawPayload);
      return email(`Departure cancelled: ${b.tourName} on ${travelDateLabel(b.date)}`, `Dear ${b.name},`, [
        p(`We are sorry: we have had to cancel the ${b.tourName} departure of ${travelDateLabel(b.date)}, and your booking ${b.reference} with it.`),
        facts([
          ['Reference', b.reference],
          ['Safari', b.tourName],
          ['Travel date', travelDateLabel(b.date)],
        ]),
        b.refundOwed
          ? p('You have paid for this booking: we owe you a refund, and your safari planner will contact you to arrange it, or to move you to another date if you prefer.')
          : p('Nothing was paid for this booking, so nothing is owed. Your safari planner can offer you another date.'),
        p(`Questions? Reply to this e-mail or call ${SITE.phone}.`),
      ]);
    }
    case 'booking_moved': {
      const b = notificationPayloads.booking_moved.parse(rawPayload);
      const rows: [string, string][] = [
        ['Reference', b.reference],
        ['Safari', b.tourName],
        ['New travel date', travelDateLabel(b.date)],
        ['Previous date', travelDateLabel(b.previousDate)],
      ];
      if (b.pickup) rows.push(['Pick-up', b.pickupTime ? `${b.pickup}, ${b.pickupTime}` : b.pickup]);
      rows.push(['Total', formatAmount(b.amount, b.currency)]);
      if (b.previousAmount !== undefined) rows.push(['Previous total', formatAmount(b.previousAmount, b.currency)]);
      if (b.balance) rows.push(['Balance to pay', b.balance.amount > 0 ? `${formatAmount(b.balance.amount, b.balance.currency)} by ${travelDateLabel(b.balance.dueDate)}` : 'Nothing left to pay']);
      return email(`New date for your safari: ${b.tourName} (${b.reference})`, `Dear ${b.name},`, [
        p(b.onRequest ? `Your booking ${b.reference} now travels on ${travelDateLabel(b.date)}.` : `Your booking ${b.reference} has been moved to the departure of ${travelDateLabel(b.date)}.`),
        ...(b.previousAmount !== undefined
          ? [p(b.onRequest ? `Your total is now ${formatAmount(b.amount, b.currency)}.` : `The new departure has its own price, so your total is now ${formatAmount(b.amount, b.currency)}.`)]
          : []),
        facts(rows),
        action('View your booking', checkoutUrl(b, ctx)),
        p(`If this is not what you agreed with us, reply to this e-mail or call ${SITE.phone}.`),
      ]);
    }
    case 'travellers_reminder': {
      const b = notificationPayloads.travellers_reminder.parse(rawPayload);
      return email(`Travellers’ details needed: ${b.tourName} (${b.reference})`, `Dear ${b.name},`, [
        p(
          `Your safari starts on ${travelDateLabel(b.date)}. Your guide needs each traveller’s details (name, residency, nationality, dietary needs, medical notes and an emergency contact), and ${b.missing} of ${b.seats} ${b.seats === 1 ? 'is' : 'are'} still missing.`,
        ),
        facts([
          ['Reference', b.reference],
          ['Safari', b.tourName],
          ['Travel date', travelDateLabel(b.date)],
        ]),
        action('Add the travellers’ details', checkoutUrl(b, ctx)),
      ]);
    }
    case 'review_request': {
      const b = notificationPayloads.review_request.parse(rawPayload);
      return email(`How was your safari? ${b.tourName}`, `Dear ${b.name},`, [
        p(`Thank you for travelling with ${SITE.name}. We hope ${b.tourName} was everything you wished for.`),
        p('Would you tell other travellers how it went? A few words, a star rating and up to 3 photos help them choose, and help us do better.'),
        facts([
          ['Reference', b.reference],
          ['Safari', b.tourName],
          ['Travel date', travelDateLabel(b.date)],
        ]),
        action('Write your review', `${ctx.publicBaseUrl}${reviewPath(b.bookingId, b.bookingKey)}`),
      ]);
    }
    case 'proposal_received': {
      const b = notificationPayloads.proposal_received.parse(rawPayload);
      const rows: [string, string][] = [['Destination', b.destination]];
      if (b.startDate) rows.push(['Dates', b.endDate ? `${travelDateLabel(b.startDate)} – ${travelDateLabel(b.endDate)}` : travelDateLabel(b.startDate)]);
      if (b.adults !== undefined) rows.push(['Travellers', partyLabel(b.adults, b.children ?? 0)]);
      return email('We received your custom safari request', `Dear ${b.name},`, [
        p('Thank you for telling us about the safari you have in mind. A safari planner is putting together an itinerary for you.'),
        facts(rows),
        p(`${SITE.responsePromise} If anything changes, simply reply to this e-mail.`),
      ]);
    }
    case 'contact_received': {
      const b = notificationPayloads.contact_received.parse(rawPayload);
      return email(`We received your message: ${b.subject}`, `Dear ${b.name},`, [
        p(`Thanks for writing to ${SITE.name}. ${SITE.responsePromise}`),
        facts([['Your message', b.message]]),
      ]);
    }
    case 'password_reset': {
      const b = notificationPayloads.password_reset.parse(rawPayload);
      return email(`Reset your ${SITE.name} password`, `Dear ${b.name || 'traveller'},`, [
        p(`Somebody (hopefully you) asked to reset the password of your ${SITE.name} account. The link works for ${b.expiresInMinutes} minutes.`),
        action('Choose a new password', absolute(b.resetUrl, ctx)),
        p('If you did not ask for this, ignore this e-mail: your password stays as it is.'),
      ]);
    }
    case 'newsletter_welcome': {
      const b = notificationPayloads.newsletter_welcome.parse(rawPayload);
      return email(`Welcome to ${SITE.name}`, `Dear ${b.name},`, [
        p(`Thank you for joining the ${SITE.name} newsletter. We will write now and then with safari stories, travel tips and seasonal offers from East Africa.`),
        action('Browse our safaris', absolute('/tours', ctx)),
        p('Not for you after all? You can unsubscribe at any time with the link below.'),
        action('Unsubscribe', absolute(b.unsubscribePath, ctx)),
      ]);
    }
    case 'email_verification': {
      const b = notificationPayloads.email_verification.parse(rawPayload);
      return email(`Confirm your e-mail for ${SITE.name}`, `Dear ${b.name || 'traveller'},`, [
        p(`Welcome to ${SITE.name}! Please confirm that this is your e-mail address. Bookings you made earlier with it then appear in My Trips.`),
        action('Confirm my e-mail', absolute(b.verifyUrl, ctx)),
        p(`The link works for ${b.expiresInHours} hours. If you did not create an account, ignore this e-mail.`),
      ]);
    }
    case 'email_changed': {
      const b = notificationPayloads.email_changed.parse(rawPayload);
      return email(`Your ${SITE.name} e-mail address was changed`, `Dear ${b.name || 'traveller'},`, [
        p(`The e-mail address of your ${SITE.name} account was changed to ${b.newEmail}. Sign-in and the account's e-mails now use the new address; this is the last e-mail to this one.`),
        p(`If you made this change, there is nothing more to do. If you did not, call ${SITE.phone} or reply to this e-mail at once: someone who knows your password may have signed in as you.`),
      ]);
    }
    case 'signup_attempt': {
      const b = notificationPayloads.signup_attempt.parse(rawPayload);
      return email(`Someone tried to sign up with your e-mail at ${SITE.name}`, `Dear ${b.name || 'traveller'},`, [
        p(`Someone (perhaps you) just tried to register a new ${SITE.name} account with this e-mail address. You already have an account, so no second one was made.`),
        p('If it was you, sign in, or choose a new password if you have forgotten it.'),
        action('Sign in', absolute('/login', ctx)),
        action('Reset my password', absolute('/forgot-password', ctx)),
        p('If it was not you, ignore this e-mail: nothing has changed in your account.'),
      ]);
    }
    case 'waitlist_offer': {
      const b = notificationPayloads.waitlist_offer.parse(rawPayload);
      const seats = `${b.party} ${b.party === 1 ? 'seat' : 'seats'}`;
      const until = Number.isNaN(Date.parse(b.expiresAt))
        ? `the next ${Math.round(b.holdMinutes)} minutes`
        : new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(b.expiresAt)) + ' (Nairobi time)';
      return email(`Seats free: ${b.tourName} on ${travelDateLabel(b.date)}`, `Dear ${b.name},`, [
        p(`Good news: ${seats} opened up on the ${b.tourName} departure you are waiting for. We are holding them for you until ${until}.`),
        facts([
          ['Safari', b.tourName],
          ['Departure', travelDateLabel(b.date)],
          ['Seats held', String(b.party)],
        ]),
        action('Book your seats', absolute(b.offerPath, ctx)),
        p('If you do not book by then, the seats are offered to the next traveller on the waitlist.'),
      ]);
    }
    // Staff console: enquiries inbox.
    case 'inbox_reply': {
      const b = notificationPayloads.inbox_reply.parse(rawPayload);
      const blocks = b.message.split(/\n\s*\n/).map((paragraph) => p(paragraph.trim())).filter((block) => block.kind === 'p' && block.text !== '');
      if (b.quote && b.quote.text.trim()) blocks.push(facts([[b.quote.label, b.quote.text]]));
      blocks.push(p(`Reply to this e-mail, call ${SITE.phone} or write to us on WhatsApp.`));
      return email(b.subject, `Dear ${b.name || 'traveller'},`, blocks);
    }
    case 'chat_reply': {
      const b = notificationPayloads.chat_reply.parse(rawPayload);
      const blocks = b.message.split(/\n\s*\n/).map((paragraph) => p(paragraph.trim())).filter((block) => block.kind === 'p' && block.text !== '');
      return email(`${b.by || 'A safari planner'} replied to your chat with ${SITE.name}`, `Dear ${b.name || 'traveller'},`, [
        p(`${b.by || 'A safari planner'} answered your message in our chat:`),
        ...blocks,
        action('Open the chat', absolute(b.chatPath, ctx)),
        p('The link opens the conversation on our site, where you can write back. Keep it to yourself: anyone with it can read the chat.'),
      ]);
    }
    case 'staff_alert': {
      const b = notificationPayloads.staff_alert.parse(rawPayload);
      const rows: [string, string][] = b.events.map((event) => [
        `${formatOfficeDateTime(event.at, event.at)} (Nairobi)`,
        [STAFF_ALERT_LINES[event.kind as StaffEventKind] ?? 'Alert', event.reference, event.name, event.tour, event.amount && event.currency ? `${event.currency} ${event.amount}` : undefined, event.preview]
          .filter(Boolean)
          .join(' · '),
      ]);
      const count = b.events.length + b.more;
      const subject = b.mode === 'hourly' ? `Hourly digest: ${count} new ${count === 1 ? 'alert' : 'alerts'}` : count === 1 ? `${STAFF_ALERT_LINES[(b.events[0]?.kind ?? '') as StaffEventKind] ?? 'New alert'}: ${b.events[0]?.name ?? ''}`.trim() : `${count} new alerts`;
      return email(subject, `Hello ${b.name || 'there'},`, [
        p(b.mode === 'hourly' ? 'Here is what came in during the last hour:' : 'This just came in:'),
        facts(rows),
        ...(b.more > 0 ? [p(`And ${b.more} more: the console lists them all.`)] : []),
        action('Open the console', absolute('/admin', ctx)),
        p('You receive these because you chose e-mail alerts in your profile in the console; change or stop them there.'),
      ]);
    }
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown notification kind: ${String(unknown)}`);
    }
  }
}
