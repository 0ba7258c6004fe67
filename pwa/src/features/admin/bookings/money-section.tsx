import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminBooking } from '@safari/shared/admin-bookings';
import { formatDate } from '@safari/shared/format';
import { formatMoney, RESIDENCY_LABELS } from '@safari/shared/money';
import { useState, type ReactNode } from 'react';
import { errorsFrom, useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useBookingMutations } from '../api/bookings-api';
import { muiField } from '../lib/form-kit';
import { DUE_DATE_FIELDS, dueDateCheck, type DueDateDraft } from './booking-form';
import { bookingTotals, ledgerLine } from './booking-money';
import { PaymentStatusChip } from './status-chips';
import { Facts, Section } from './view-parts';

function Total({ label, value, tone }: { label: string; value: string; tone?: 'warning' }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: tone ? `${tone}.main` : 'divider', minWidth: 0, display: 'grid', gap: 0.25, alignContent: 'start' }}
    >
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontSize: 18, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** Give the traveller more time: a later balance due date (audited by the API; never an earlier one). */
function DueDateForm({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const [draft, setDraft] = useState<DueDateDraft>({ balanceDueDate: booking.balanceDueDate });
  const [failure, setFailure] = useState('');
  const { dueDate } = useBookingMutations();
  const form = useForm({
    fields: DUE_DATE_FIELDS,
    values: draft,
    mode: 'submit',
    check: dueDateCheck,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        const after = await dueDate.mutateAsync({ id: booking.id, input });
        showToast(`The balance is now due by ${formatDate(after.balanceDueDate)}.`, { severity: 'success' });
        onDone();
      } catch (error) {
        const fields = error instanceof RequestFailedError ? errorsFrom(DUE_DATE_FIELDS, Object.entries(error.fields)) : {};
        form.showErrors(fields, { focus: true, toast: false });
        if (!fields.balanceDueDate) setFailure(messageOf(error, 'The due date could not be changed. Try again.'));
      }
    },
  });
  return (
    <Box component="form" {...form.props} aria-label="Change the balance due date" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 1 }}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {failure}
        </Alert>
      )}
      <TextField
        type="date"
        label="New due date"
        value={draft.balanceDueDate}
        onChange={(event) => setDraft({ balanceDueDate: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: booking.balanceDueDate } }}
        {...muiField(form.field('balanceDueDate', formatDate(draft.balanceDueDate) || 'Not before the current date'))}
        sx={{ width: 200 }}
      />
      <Button type="submit" variant="contained" disabled={form.submitting} startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
        Save due date
      </Button>
      <Button onClick={onDone} disabled={form.submitting}>
        Back
      </Button>
    </Box>
  );
}

function Ledger({ booking }: { booking: AdminBooking }) {
  if (booking.ledger.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No money received or refunded yet.</Typography>;
  const second = { display: 'block', fontSize: 13, color: 'text.secondary', fontWeight: 400 } as const;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label="Ledger" sx={{ '& td, & th': { verticalAlign: 'top', px: 1.25 }, '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Entry</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">In USD</TableCell>
            <TableCell>Reference</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {booking.ledger.map((row) => {
            const line = ledgerLine(row);
            return (
              <TableRow key={line.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {line.date}
                  <Box component="span" sx={second}>
                    {line.receipt}
                  </Box>
                </TableCell>
                <TableCell>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {line.kind}
                  </Box>
                  <Box component="span" sx={second}>
                    {line.method}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {line.amount}
                  </Box>
                  {line.rate && (
                    <Box component="span" sx={second}>
                      {line.rate}
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {line.usd}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                  {line.reference}
                  <Box component="span" sx={second}>
                    {line.recordedBy}
                  </Box>
                  {line.note && (
                    <Box component="span" sx={{ ...second, fontStyle: 'italic' }}>
                      {line.note}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The booking's money: what was paid, is owed and was given back (in its currency, with the dollar
 * equivalents the ledger holds), the deposit and the balance's due date, and every ledger row.
 */
export function MoneySection({ booking, children }: { booking: AdminBooking; children?: ReactNode }) {
  const [extending, setExtending] = useState(false);
  const totals = bookingTotals(booking);
  const { currency } = booking.totals;
  const canceled = booking.status === 'canceled';
  const owesBalance = !canceled && booking.totals.balance > 0;
  const price = `${formatMoney(booking.price, booking.currency)}${booking.residency === 'nonResident' ? '' : ` · ${RESIDENCY_LABELS[booking.residency]} price`}`;

  return (
    <Section
      title="Money"
      aside={
        // A live region: after a payment or a refund, a screen reader hears what the booking now is.
        <Box role="status" aria-label="Payment status" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
          <PaymentStatusChip status={booking.paymentStatus} />
          {booking.overdue && <Chip size="small" color="error" label="Balance overdue" />}
        </Box>
      }
    >
      {canceled && booking.refundDue > 0 && (
        <Alert severity="warning">
          Cancelled: {formatMoney(booking.refundDue, currency)} is still owed back under the tour’s policy.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <Total label="Paid" value={totals.paid} />
        <Total label="Balance" value={totals.balance} tone={booking.overdue ? 'warning' : undefined} />
        <Total label="Refunded" value={totals.refunded} />
      </Box>
      <Facts
        rows={[
          ['Price', price],
          ['Deposit', booking.depositAmount > 0 ? formatMoney(booking.depositAmount, currency) : 'No deposit: paid in full'],
          [
            'Balance due',
            <Box key="due" component="span" sx={{ display: 'block' }}>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {formatDate(booking.balanceDueDate)}
                {!canceled && !extending && (
                  <Button size="small" variant="outlined" onClick={() => setExtending(true)}>
                    Extend due date
                  </Button>
                )}
              </Box>
              {extending && <DueDateForm booking={booking} onDone={() => setExtending(false)} />}
            </Box>,
          ],
          ...(owesBalance && booking.dueNow !== booking.totals.balance ? ([['Due now', formatMoney(booking.dueNow, currency)]] as [string, ReactNode][]) : []),
          ['Cancellation policy', booking.cancellationPolicy],
        ]}
      />
      <Ledger booking={booking} />
      {children}
    </Section>
  );
}
