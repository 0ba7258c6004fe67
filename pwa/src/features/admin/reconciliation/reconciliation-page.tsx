import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MISSING_RECEIPT_LABELS, UNMATCHED_RECEIPT_LABELS, type MissingReceipt, type UnmatchedReceipt } from '@safari/shared/admin-reconciliation';
import { isIsoDate } from '@safari/shared/booking-rules';
import { PAYMENT_METHOD_LABELS } from '@safari/shared/enums';
import { formatDate } from '@safari/shared/format';
import { CURRENCIES, formatMoney, type Currency } from '@safari/shared/money';
import { Link } from 'react-router';
import { PaymentStatusChip } from '../bookings/status-chips';
import { AdminTable } from '../components/admin-table';
import { formatAuditTime } from '../components/audit-history';
import { type ListPaging, useLocalPaging } from '../lib/list-params';
import { useReconciliation } from './reconciliation-api';

const cell = { px: 1.25 } as const;
const money = (amount: number, currency: string) => ((CURRENCIES as readonly string[]).includes(currency) ? formatMoney(amount, currency as Currency) : `${currency} ${amount}`);

/** One list of the single answer as a page of the console's table (paged here: the lists are short). */
function pageOf<T>(items: readonly T[] | undefined, { page, pageSize }: ListPaging) {
  if (!items) return undefined;
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, pages: Math.ceil(items.length / pageSize) };
}

function OpenBooking({ reference }: { reference: string }) {
  return (
    <Button size="small" variant="outlined" component={Link} to={`/admin/bookings?q=${encodeURIComponent(reference)}`} aria-label={`Open booking ${reference}`} sx={{ whiteSpace: 'nowrap' }}>
      Open booking
    </Button>
  );
}

/**
 * `/admin/reconciliation` (admins): what the providers report and what the ledgers hold, where they
 * disagree — receipts that match no booking, and bookings marked paid without a receipt.
 */
export default function ReconciliationPage() {
  const query = useReconciliation();
  const receiptsPaging = useLocalPaging('unmatched-receipts');
  const bookingsPaging = useLocalPaging('paid-without-receipt');
  const receipts = { ...query, data: pageOf<UnmatchedReceipt>(query.data?.unmatchedReceipts, receiptsPaging) };
  const bookings = { ...query, data: pageOf<MissingReceipt>(query.data?.paidWithoutReceipt, bookingsPaging) };

  return (
    // Tablet first: every control of this screen is at least 44 px high.
    <Box sx={{ display: 'grid', gap: 4, '& .MuiButton-root': { minHeight: 44 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ color: 'text.secondary', maxWidth: 640 }}>
          What the payment providers report and what the bookings’ ledgers hold should agree. Anything listed here needs a look: trace the money, then refund it or record it on
          its booking.
        </Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          Check again
        </Button>
      </Box>

      <Box component="section" aria-labelledby="unmatched-receipts">
        <Typography component="h2" id="unmatched-receipts" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
          Receipts that match no booking
        </Typography>
        <AdminTable
          label="Receipts that match no booking"
          loadingLabel="Loading the receipts"
          what="the receipts"
          emptyText="Every provider receipt matches its booking."
          columns={[
            { key: 'when', header: 'When', sx: { ...cell, whiteSpace: 'nowrap' }, cell: (receipt) => <time dateTime={receipt.at}>{formatAuditTime(receipt.at)}</time> },
            { key: 'booking', header: 'Booking', rowHeader: true, sx: { ...cell, fontWeight: 600, whiteSpace: 'nowrap' }, cell: (receipt) => receipt.bookingReference },
            {
              key: 'method',
              header: 'Paid with',
              sx: cell,
              cell: (receipt) => (
                <>
                  {receipt.method ? PAYMENT_METHOD_LABELS[receipt.method] : 'Provider'}
                  {receipt.provider === 'sandbox' ? ' (test)' : ''}
                  {receipt.receipt && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>Receipt {receipt.receipt}</Typography>}
                </>
              ),
            },
            { key: 'amount', header: 'Amount', sx: { ...cell, whiteSpace: 'nowrap' }, cell: (receipt) => money(receipt.amount, receipt.currency) },
            {
              key: 'wrong',
              header: 'What is wrong',
              sx: { ...cell, maxWidth: { xs: 220, lg: 380 } },
              cell: (receipt) => (
                <>
                  <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{UNMATCHED_RECEIPT_LABELS[receipt.kind]}</Typography>
                  {receipt.detail && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{receipt.detail}</Typography>}
                </>
              ),
            },
          ]}
          actions={(receipt) => <OpenBooking reference={receipt.bookingReference} />}
          query={receipts}
          paging={receiptsPaging}
        />
      </Box>

      <Box component="section" aria-labelledby="paid-without-receipt">
        <Typography component="h2" id="paid-without-receipt" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
          Bookings marked paid without a receipt
        </Typography>
        <AdminTable
          label="Bookings marked paid without a receipt"
          loadingLabel="Loading the bookings"
          what="the bookings"
          emptyText="Every paid booking has a receipt in its ledger."
          columns={[
            { key: 'booking', header: 'Booking', rowHeader: true, sx: { ...cell, fontWeight: 600, whiteSpace: 'nowrap' }, cell: (booking) => booking.reference },
            {
              key: 'who',
              header: 'Traveller and tour',
              sx: { ...cell, maxWidth: 240 },
              cell: (booking) => (
                <>
                  <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{booking.customer}</Typography>
                  <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                    {booking.tourName}, {isIsoDate(booking.travelDate) ? formatDate(booking.travelDate) : booking.travelDate}
                  </Typography>
                </>
              ),
            },
            { key: 'payment', header: 'Payment', sx: cell, cell: (booking) => <PaymentStatusChip status={booking.paymentStatus} /> },
            { key: 'price', header: 'Price', sx: { ...cell, whiteSpace: 'nowrap' }, cell: (booking) => money(booking.amount, booking.currency) },
            { key: 'wrong', header: 'What is wrong', sx: { ...cell, maxWidth: 260 }, cell: (booking) => MISSING_RECEIPT_LABELS[booking.kind] },
          ]}
          actions={(booking) => <OpenBooking reference={booking.reference} />}
          query={bookings}
          paging={bookingsPaging}
        />
      </Box>
    </Box>
  );
}
