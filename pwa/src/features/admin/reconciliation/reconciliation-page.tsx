import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { MISSING_RECEIPT_LABELS, UNMATCHED_RECEIPT_LABELS, type MissingReceipt, type UnmatchedReceipt } from '@safari/shared/admin-reconciliation';
import { isIsoDate } from '@safari/shared/booking-rules';
import { PAYMENT_METHOD_LABELS } from '@safari/shared/enums';
import { formatDate } from '@safari/shared/format';
import { CURRENCIES, formatMoney, type Currency } from '@safari/shared/money';
import { ADMIN_PAGE_SIZE } from '@safari/shared/staff';
import { useState } from 'react';
import { Link } from 'react-router';
import { PaymentStatusChip } from '../bookings/status-chips';
import { AdminTable } from '../components/admin-table';
import { formatAuditTime } from '../components/audit-history';
import { visuallyHidden } from '../components/panel-states';
import { useReconciliation } from './reconciliation-api';

const cell = { px: 1.25 } as const;
const money = (amount: number, currency: string) => ((CURRENCIES as readonly string[]).includes(currency) ? formatMoney(amount, currency as Currency) : `${currency} ${amount}`);

/** One list of the single answer as a page of the console's table (paged here: the lists are short). */
function pageOf<T>(items: readonly T[] | undefined, page: number) {
  if (!items) return undefined;
  return { items: items.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE), total: items.length, pages: Math.ceil(items.length / ADMIN_PAGE_SIZE) };
}

function OpenBooking({ reference }: { reference: string }) {
  return (
    <TableCell align="right" sx={{ ...cell, whiteSpace: 'nowrap' }}>
      <Button size="small" component={Link} to={`/admin/bookings?q=${encodeURIComponent(reference)}`} aria-label={`Open booking ${reference}`}>
        Open booking
      </Button>
    </TableCell>
  );
}

/**
 * `/admin/reconciliation` (admins): what the providers report and what the ledgers hold, where they
 * disagree — receipts that match no booking, and bookings marked paid without a receipt.
 */
export default function ReconciliationPage() {
  const query = useReconciliation();
  const [receiptsPage, setReceiptsPage] = useState(1);
  const [bookingsPage, setBookingsPage] = useState(1);
  const receipts = { ...query, data: pageOf<UnmatchedReceipt>(query.data?.unmatchedReceipts, receiptsPage) };
  const bookings = { ...query, data: pageOf<MissingReceipt>(query.data?.paidWithoutReceipt, bookingsPage) };

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
          columns={6}
          head={
            <>
              <TableCell sx={cell}>When</TableCell>
              <TableCell sx={cell}>Booking</TableCell>
              <TableCell sx={cell}>Paid with</TableCell>
              <TableCell sx={cell}>Amount</TableCell>
              <TableCell sx={cell}>What is wrong</TableCell>
              <TableCell align="right" sx={cell}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </>
          }
          renderRow={(receipt) => (
            <>
              <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>
                <time dateTime={receipt.at}>{formatAuditTime(receipt.at)}</time>
              </TableCell>
              <TableCell component="th" scope="row" sx={{ ...cell, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {receipt.bookingReference}
              </TableCell>
              <TableCell sx={cell}>
                {receipt.method ? PAYMENT_METHOD_LABELS[receipt.method] : 'Provider'}
                {receipt.provider === 'sandbox' ? ' (test)' : ''}
                {receipt.receipt && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>Receipt {receipt.receipt}</Typography>}
              </TableCell>
              <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>{money(receipt.amount, receipt.currency)}</TableCell>
              <TableCell sx={{ ...cell, maxWidth: { xs: 220, lg: 380 } }}>
                <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{UNMATCHED_RECEIPT_LABELS[receipt.kind]}</Typography>
                {receipt.detail && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{receipt.detail}</Typography>}
              </TableCell>
              <OpenBooking reference={receipt.bookingReference} />
            </>
          )}
          query={receipts}
          page={receiptsPage}
          onPage={setReceiptsPage}
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
          columns={6}
          head={
            <>
              <TableCell sx={cell}>Booking</TableCell>
              <TableCell sx={cell}>Traveller and tour</TableCell>
              <TableCell sx={cell}>Payment</TableCell>
              <TableCell sx={cell}>Price</TableCell>
              <TableCell sx={cell}>What is wrong</TableCell>
              <TableCell align="right" sx={cell}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </>
          }
          renderRow={(booking) => (
            <>
              <TableCell component="th" scope="row" sx={{ ...cell, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {booking.reference}
              </TableCell>
              <TableCell sx={{ ...cell, maxWidth: 240 }}>
                <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{booking.customer}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {booking.tourName}, {isIsoDate(booking.travelDate) ? formatDate(booking.travelDate) : booking.travelDate}
                </Typography>
              </TableCell>
              <TableCell sx={cell}>
                <PaymentStatusChip status={booking.paymentStatus} />
              </TableCell>
              <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>{money(booking.amount, booking.currency)}</TableCell>
              <TableCell sx={{ ...cell, maxWidth: 260 }}>{MISSING_RECEIPT_LABELS[booking.kind]}</TableCell>
              <OpenBooking reference={booking.reference} />
            </>
          )}
          query={bookings}
          page={bookingsPage}
          onPage={setBookingsPage}
        />
      </Box>
    </Box>
  );
}
