import {
  bookingUpdateInputSchema,
  newBookingInputSchema,
  recordPaymentInputSchema,
  type AdminBooking,
  type BookingUpdateInput,
  type NewBookingInput,
  type RecordPaymentInput,
} from '@safari/shared/admin-bookings';
import { bookingAmount, bookingUnitPrice } from '@safari/shared/booking-rules';
import { balanceDueInputSchema, refundInputSchema, type BalanceDueInput, type RefundInput } from '@safari/shared/money';
import type { Tour } from '@safari/shared/tour';
import { zodCheck, type CheckResult } from '../../../components/form/use-form';

/** What the Add / Edit Booking form edits (numbers as typed). */
export interface BookingDraft {
  customer: string;
  email: string;
  phone: string;
  tour: string;
  date: string;
  adults: string;
  children: string;
  price: string;
  status: string;
  notes: string;
}

export const BOOKING_FIELDS = ['customer', 'email', 'phone', 'tour', 'date', 'adults', 'children', 'price', 'status', 'notes'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export function emptyBookingDraft(): BookingDraft {
  return { customer: '', email: '', phone: '', tour: '', date: '', adults: '1', children: '0', price: '', status: 'pending', notes: '' };
}

export function bookingDraftOf(booking: AdminBooking): BookingDraft {
  return {
    customer: booking.customer,
    email: booking.email,
    phone: booking.phone,
    tour: booking.tourId,
    date: booking.date,
    adults: String(booking.adults),
    children: String(booking.children),
    price: String(booking.price),
    status: booking.status,
    notes: booking.notes,
  };
}

/** The tour's price for the party (adults × price + children × 60 %), or null when the tour or party is unknown. */
export function suggestedPrice(tour: Pick<Tour, 'price' | 'pricing'> | undefined, draft: Pick<BookingDraft, 'adults' | 'children'>): number | null {
  if (!tour) return null;
  const unit = bookingUnitPrice(tour);
  const adults = Number(draft.adults);
  const children = draft.children.trim() === '' ? 0 : Number(draft.children);
  if (unit === null || !Number.isInteger(adults) || adults < 1 || !Number.isInteger(children) || children < 0) return null;
  return bookingAmount(unit, adults, children);
}

const addParser = Promise.resolve(newBookingInputSchema);
const editParser = Promise.resolve(bookingUpdateInputSchema);

/** The kit's check: the shared schema of the Add (pending or confirmed) or the Edit form (all three statuses). */
export function bookingCheck(editing: boolean): (draft: BookingDraft) => Promise<CheckResult<NewBookingInput | BookingUpdateInput, BookingField>> {
  return editing
    ? zodCheck<BookingDraft, BookingUpdateInput, BookingField>(BOOKING_FIELDS, () => editParser)
    : zodCheck<BookingDraft, NewBookingInput, BookingField>(BOOKING_FIELDS, () => addParser);
}

/** The Record a payment form. */
export interface PaymentDraft {
  method: string;
  amount: string;
  currency: string;
  reference: string;
}
export const PAYMENT_FIELDS = ['method', 'amount', 'currency', 'reference'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export const paymentCheck = zodCheck<PaymentDraft, RecordPaymentInput, PaymentField>(PAYMENT_FIELDS, () => Promise.resolve(recordPaymentInputSchema));

/** The Record refund form. */
export interface RefundDraft {
  amount: string;
  currency: string;
  method: string;
  reference: string;
  note: string;
}
export const REFUND_FIELDS = ['amount', 'currency', 'method', 'reference', 'note'] as const;
export type RefundField = (typeof REFUND_FIELDS)[number];

export const refundCheck = zodCheck<RefundDraft, RefundInput, RefundField>(REFUND_FIELDS, () => Promise.resolve(refundInputSchema));

/** The balance's new due date. */
export interface DueDateDraft {
  balanceDueDate: string;
}
export const DUE_DATE_FIELDS = ['balanceDueDate'] as const;
export const dueDateCheck = zodCheck<DueDateDraft, BalanceDueInput, 'balanceDueDate'>(DUE_DATE_FIELDS, () => Promise.resolve(balanceDueInputSchema));
