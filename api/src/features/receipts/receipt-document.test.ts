/**
 * What a receipt says, without the database: both currencies whichever the row was paid in, and
 * the PDF still made when a name holds letters the PDF's standard font cannot write.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf';
import { receiptDocument } from './receipt-document';
import { receiptPdf } from './receipt-pdf';
import type { ReceiptRecord } from './receipts.repo';

const record: ReceiptRecord = {
  receiptNo: 7,
  kind: 'payment',
  amount: 500,
  currency: 'USD',
  rate: 129.5,
  rateDate: '2026-11-20',
  usd: 500,
  method: 'paypal',
  reference: '9XK21',
  note: '',
  recordedBy: null,
  issuedOn: '2026-11-26',
  booking: { id: 'b', reference: 'SAF-7K3Q9', tourName: 'Amboseli', travelDate: '2027-02-14', travellerName: 'Amina Wanjiru', amount: 130000, currency: 'KES', userId: null, accessKey: 'k' },
};

const rowsOf = (doc: ReturnType<typeof receiptDocument>) => Object.fromEntries(doc.sections.flatMap((section) => section.rows));

describe('receipt document', () => {
  it('when a shilling booking is paid in dollars, then the receipt gives the shillings at the row’s rate and the rate with its date', () => {
    const doc = receiptDocument(record);
    expect(doc).toMatchObject({ title: 'Payment received', issuedOn: '26 Nov 2026', amount: { label: 'Amount received', value: '$500' }, filename: 'receipt-7.pdf' });
    expect(rowsOf(doc)).toMatchObject({
      'Booking total': 'KSh 130,000',
      'Shilling equivalent': 'KSh 64,750',
      'Exchange rate': 'KSh 129.50 per US$ on 20 Nov 2026',
      Method: 'PayPal',
      'Provider or bank reference': '9XK21',
    });
  });

  it('when a refund is printed, then it reads as a refund of the unsigned amount', () => {
    const doc = receiptDocument({ ...record, kind: 'refund', amount: -65000, currency: 'KES', rate: 130, usd: -500 });
    expect(doc).toMatchObject({ title: 'Refund', amount: { label: 'Amount refunded', value: 'KSh 65,000' } });
    expect(rowsOf(doc)).toMatchObject({ 'Refunded to': 'Amina Wanjiru', 'US dollar equivalent': '$500', 'Exchange rate': 'KSh 130.00 per US$ on 20 Nov 2026' });
  });
});

describe('receipt PDF', () => {
  it('when names hold letters Helvetica cannot write, then the PDF is still made, accents dropped and the rest as ?', async () => {
    const doc = receiptDocument({ ...record, booking: { ...record.booking, travellerName: 'Łucja Zoë Ngũgĩ 王芳' } });
    const pdf = await receiptPdf(doc);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Lucja Zoë Ngugi ??');
  });
});
