/**
 * What a receipt says, once: the printable page (receipt-html.ts) and the PDF (receipt-pdf.ts)
 * lay out the same title, rows and amount, so the e-mailed PDF and the page always agree.
 */
import { travelDateLabel } from '@safari/shared/booking-rules';
import { formatDate } from '@safari/shared/format';
import { convert, formatMoney, LEDGER_METHOD_LABELS } from '@safari/shared/money';
import { SITE } from '@safari/shared/site';
import type { ReceiptRecord } from './receipts.repo';

export type ReceiptRows = [label: string, value: string][];

export interface ReceiptDocument {
  receiptNo: number;
  /** 'Payment received', 'Refund' or 'Adjustment'. */
  title: string;
  /** '26 Nov 2026': the day it was recorded, in Nairobi. */
  issuedOn: string;
  operator: { name: string; lines: string[] };
  /** The headline: 'Amount received' and 'KSh 104,000'. */
  amount: { label: string; value: string };
  sections: { heading: string; rows: ReceiptRows }[];
  /** The PDF's file name. */
  filename: string;
}

const TITLES = { payment: 'Payment received', refund: 'Refund', adjustment: 'Adjustment' } as const;
const AMOUNT_LABELS = { payment: 'Amount received', refund: 'Amount refunded', adjustment: 'Amount' } as const;

/** The file name of receipt `receiptNo`'s PDF (the route and the e-mail attachment). */
export const receiptFilename = (receiptNo: number) => `receipt-${receiptNo}.pdf`;

/** 'KSh 130.00 per US$ on 20 Nov 2026'. */
export function rateLabel(rate: number, rateDate: string): string {
  const shillings = rate.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `KSh ${shillings} per US$ on ${formatDate(rateDate)}`;
}

/**
 * Both currencies: a shilling row with its dollars, a dollar row with its shillings at the row's
 * rate (the office's rate of that day). Only a dollar row recorded before the office had any rate
 * (rate 1) has no shilling equivalent to show.
 */
function moneyRows(record: ReceiptRecord): ReceiptRows {
  const size = Math.abs(record.amount);
  const converted = record.currency === 'KES' || record.rate !== 1;
  if (!converted) return [['Exchange rate', 'None: paid in US dollars']];
  const other = record.currency === 'KES' ? formatMoney(Math.abs(record.usd), 'USD') : formatMoney(convert(size, 'USD', 'KES', record.rate), 'KES');
  return [
    [record.currency === 'KES' ? 'US dollar equivalent' : 'Shilling equivalent', other],
    ['Exchange rate', rateLabel(record.rate, record.rateDate)],
  ];
}

export function receiptDocument(record: ReceiptRecord): ReceiptDocument {
  const { booking } = record;
  // Signed only for an adjustment: the title already says which way a payment or refund went.
  const amount = formatMoney(record.kind === 'adjustment' ? record.amount : Math.abs(record.amount), record.currency);
  const money: ReceiptRows = [
    [AMOUNT_LABELS[record.kind], amount],
    ...moneyRows(record),
    ['Method', LEDGER_METHOD_LABELS[record.method]],
    ['Provider or bank reference', record.reference.trim() || 'None'],
  ];
  if (record.recordedBy) money.push(['Recorded by', record.recordedBy]);
  if (record.note.trim()) money.push(['Note', record.note.trim()]);
  return {
    receiptNo: record.receiptNo,
    title: TITLES[record.kind],
    issuedOn: formatDate(record.issuedOn),
    operator: { name: SITE.name, lines: [SITE.address, `${SITE.phone} · ${SITE.email}`] },
    amount: { label: AMOUNT_LABELS[record.kind], value: amount },
    sections: [
      {
        heading: 'Booking',
        rows: [
          ['Booking reference', booking.reference],
          [record.kind === 'refund' ? 'Refunded to' : 'Received from', booking.travellerName],
          ['Safari', booking.tourName],
          ['Travel date', travelDateLabel(booking.travelDate)],
          ['Booking total', formatMoney(booking.amount, booking.currency)],
        ],
      },
      { heading: record.kind === 'refund' ? 'Refund' : 'Payment', rows: money },
    ],
    filename: receiptFilename(record.receiptNo),
  };
}
