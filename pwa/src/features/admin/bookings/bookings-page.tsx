import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMIN_BOOKING_MESSAGES,
  ADMIN_BOOKING_SORT_LABELS,
  ADMIN_BOOKING_SORTS,
  BOOKING_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type AdminBooking,
  type AdminBookingSort,
  type AdminBookingSummary,
} from '@safari/shared/admin-bookings';
import { isIsoDate, partyLabel } from '@safari/shared/booking-rules';
import { formatDate } from '@safari/shared/format';
import { formatMoney } from '@safari/shared/money';
import { BOOKING_STATUSES, PAYMENT_STATUSES, type BookingStatus, type PaymentStatus } from '@safari/shared/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { adminBookingQuery, downloadBookingsCsv, useAdminBookings, useBookingMutations } from '../api/bookings-api';
import { AdminTable, RowButtons } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { useListParams, useListSearch } from '../lib/list-params';
import { useRowOpener } from '../lib/row-opener';
import { ExchangeRatePanel } from '../rates/exchange-rate';
import { BookingFormDialog } from './booking-form-dialog';
import { BookingViewDialog } from './booking-view-dialog';
import { BookingStatusChip, PaymentStatusChip } from './status-chips';

type Modal = { kind: 'view'; id: string } | { kind: 'add' } | { kind: 'edit'; booking: AdminBooking } | { kind: 'cancel'; booking: AdminBookingSummary } | null;

/** Cells a little tighter than MUI's default, so seven columns fit a 10-inch tablet. */
const cell = { px: 1.25 } as const;
/** '7 Jan 2027' for a YYYY-MM-DD travel date (a calendar date: no time zone shift). */
const shortDate = (iso: string) => (isIsoDate(iso) ? formatDate(iso) : iso);
/** Money was received: cancelling leaves it recorded and may owe some back. */
const PAID_STATUSES: ReadonlySet<PaymentStatus> = new Set(['paid', 'deposit paid', 'partially paid', 'partially refunded']);

const oneOf = <T extends string>(choices: readonly T[], value: string): T | undefined => ((choices as readonly string[]).includes(value) ? (value as T) : undefined);

/** `/admin/bookings`: bookings paged on the server, with search, filters, sort, CSV export, and View, Add, Edit, Cancel. */
export default function BookingsPage() {
  const { values, page, pageSize, paging, update } = useListParams('bookings', ['q', 'status', 'paymentStatus', 'from', 'to', 'sort', 'overdue'] as const);
  const status = oneOf<BookingStatus>(BOOKING_STATUSES, values.status);
  const paymentStatus = oneOf<PaymentStatus>(PAYMENT_STATUSES, values.paymentStatus);
  const sort = oneOf<AdminBookingSort>(ADMIN_BOOKING_SORTS, values.sort) ?? 'created-desc';
  const from = isIsoDate(values.from) ? values.from : undefined;
  const to = isIsoDate(values.to) ? values.to : undefined;
  const rangeError = from && to && to < from ? ADMIN_BOOKING_MESSAGES.dateRange : '';
  const overdue = values.overdue === '1' ? ('1' as const) : undefined;
  const filters = { q: values.q || undefined, status, paymentStatus, from, to: rangeError ? undefined : to, sort, overdue };
  const list = useAdminBookings({ page, pageSize, ...filters });
  const [search, setSearch] = useListSearch(values.q, update);
  const [modal, setModal] = useState<Modal>(null);
  const [exporting, setExporting] = useState(false);
  const client = useQueryClient();
  const { opening, open: openEdit } = useRowOpener((id) => client.fetchQuery(adminBookingQuery(id)), (booking) => setModal({ kind: 'edit', booking }), 'Could not open the booking. Try again.');
  const { cancel } = useBookingMutations();

  async function confirmCancel(booking: AdminBookingSummary) {
    try {
      const result = await cancel.mutateAsync(booking.id);
      showToast(result.message, result.refundOwed ? { severity: 'info', durationMs: 6_000 } : { severity: 'success' });
      setModal(null);
    } catch (failure) {
      showToast(messageOf(failure, 'The booking could not be canceled. Try again.'), { severity: 'error', durationMs: 3_000 });
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadBookingsCsv(filters);
    } catch (failure) {
      showToast(messageOf(failure, 'The export failed. Try again.'), { severity: 'error', durationMs: 3_000 });
    } finally {
      setExporting(false);
    }
  }

  const dateField = (key: 'from' | 'to', label: string, error = '') => (
    <TextField
      type="date"
      label={label}
      value={values[key]}
      onChange={(event) => update({ [key]: event.target.value })}
      error={Boolean(error)}
      helperText={error || undefined}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 170 }}
    />
  );

  return (
    <Box>
      <ExchangeRatePanel />
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search bookings..."
        filters={
          <>
            <FilterSelect label="Status" value={status ?? ''} onChange={(value) => update({ status: value })} width={150} emptyLabel="All statuses" options={BOOKING_STATUSES} optionLabel={(value) => BOOKING_STATUS_LABELS[value]} />
            <FilterSelect label="Payment" value={paymentStatus ?? ''} onChange={(value) => update({ paymentStatus: value })} width={160} emptyLabel="All payments" options={PAYMENT_STATUSES} optionLabel={(value) => PAYMENT_STATUS_LABELS[value]} />
            {dateField('from', 'Travel from')}
            {dateField('to', 'Travel to', rangeError)}
            <Button
              variant={overdue ? 'contained' : 'outlined'}
              color={overdue ? 'warning' : 'primary'}
              aria-pressed={Boolean(overdue)}
              onClick={() => update({ overdue: overdue ? '' : '1' })}
              startIcon={<ScheduleIcon />}
              sx={{ minHeight: 44 }}
            >
              Overdue balances
            </Button>
            <FilterSelect label="Sort" value={sort} onChange={(value) => update({ sort: value === 'created-desc' ? '' : value })} width={230} options={ADMIN_BOOKING_SORTS} optionLabel={(value) => ADMIN_BOOKING_SORT_LABELS[value]} />
            <Button variant="outlined" onClick={() => void exportCsv()} disabled={exporting} startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}>
              Export CSV
            </Button>
          </>
        }
        addLabel="+ Add Booking"
        onAdd={() => setModal({ kind: 'add' })}
      />
      <AdminTable
        label="Bookings"
        loadingLabel="Loading bookings"
        what="the bookings"
        emptyText="No bookings match these filters."
        columns={[
          {
            key: 'reference',
            header: 'Reference',
            rowHeader: true,
            sx: { ...cell, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
            cell: (booking) => (
              <>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {booking.reference}
                </Box>
                {/* On a portrait tablet the tour sits under the reference, so the row fits without scrolling. */}
                <Typography component="span" sx={{ display: { xs: 'block', md: 'none' }, fontSize: 13, fontWeight: 400, color: 'text.secondary', maxWidth: 150 }}>
                  {booking.tourName}
                </Typography>
              </>
            ),
          },
          { key: 'tour', header: 'Tour', landscapeOnly: true, sx: { ...cell, minWidth: 110, maxWidth: 170 }, cell: (booking) => booking.tourName },
          {
            key: 'traveller',
            header: 'Traveller',
            sx: { ...cell, minWidth: 130, maxWidth: 200 },
            cell: (booking) => (
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: 'inherit', overflowWrap: 'anywhere' }}>
                  {booking.customer}
                </Typography>
                <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {booking.email || 'No e-mail'}
                </Typography>
              </>
            ),
          },
          {
            key: 'date',
            header: 'Travel date',
            sx: cell,
            cell: (booking) => (
              <>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {shortDate(booking.date)}
                </Box>
                <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                  {partyLabel(booking.adults, booking.children)}
                </Typography>
              </>
            ),
          },
          { key: 'amount', header: 'Amount', align: 'right', sx: { ...cell, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, cell: (booking) => formatMoney(booking.price, booking.currency) },
          {
            key: 'status',
            header: 'Status',
            sx: cell,
            cell: (booking) => (
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                <BookingStatusChip status={booking.status} />
                <PaymentStatusChip status={booking.paymentStatus} />
                {booking.refundOwed && <Chip size="small" color="warning" label="Refund owed" />}
                {booking.overdue && <Chip size="small" color="error" label={`Overdue since ${shortDate(booking.balanceDueDate)}`} />}
              </Box>
            ),
          },
        ]}
        actions={(booking) => (
          <RowButtons>
            <Button size="small" variant="outlined" onClick={() => setModal({ kind: 'view', id: booking.id })} aria-label={`View ${booking.reference}`}>
              View
            </Button>
            {booking.status !== 'canceled' && (
              <>
                <Button size="small" variant="outlined" onClick={() => void openEdit(booking.id)} disabled={opening === booking.id} aria-label={`Edit ${booking.reference}`}>
                  Edit
                </Button>
                <Button size="small" variant="outlined" color="error" onClick={() => setModal({ kind: 'cancel', booking })} aria-label={`Cancel ${booking.reference}`}>
                  Cancel
                </Button>
              </>
            )}
          </RowButtons>
        )}
        query={list}
        paging={paging}
      />

      {modal?.kind === 'view' && <BookingViewDialog id={modal.id} onClose={() => setModal(null)} />}
      {(modal?.kind === 'add' || modal?.kind === 'edit') && <BookingFormDialog key={modal.kind === 'edit' ? modal.booking.id : 'add'} booking={modal.kind === 'edit' ? modal.booking : null} onClose={() => setModal(null)} />}
      {modal?.kind === 'cancel' && (
        <ConfirmDialog title="Cancel booking?" confirmLabel="Cancel booking" cancelLabel="Keep booking" busy={cancel.isPending} onConfirm={() => void confirmCancel(modal.booking)} onClose={() => setModal(null)}>
          <strong>{modal.booking.reference}</strong> for {modal.booking.customer} ({modal.booking.tourName}) will be canceled and the traveller e-mailed.
          {PAID_STATUSES.has(modal.booking.paymentStatus) && ' Money was paid: it stays recorded, and the tour’s cancellation policy says what is owed back (shown once it is canceled).'}
        </ConfirmDialog>
      )}
    </Box>
  );
}
