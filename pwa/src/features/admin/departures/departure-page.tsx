import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import CancelIcon from '@mui/icons-material/EventBusyOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { partyLabel } from '@safari/shared/booking-rules';
import type { AdminDepartureDetail, DepartureBooking } from '@safari/shared/departures';
import { formatDate, formatUsd } from '@safari/shared/format';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { PaymentStatusChip } from '../bookings/status-chips';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadError } from '../components/panel-states';
import { useSession } from '../../../lib/session';
import { readDraft } from '../lib/drafts';
import { touchTargets } from '../lib/touch-targets';
import { departureState } from './calendar';
import { DepartureEditDialog, EDIT_FORM } from './departure-edit-dialog';
import { useDeparture, useDepartureMutations } from './departures-api';
import { MoveDialog } from './move-dialog';
import { WaitlistSection } from './waitlist-section';

/** Money was received: a cancelled departure owes it back. */
const PAID: ReadonlySet<string> = new Set(['paid', 'deposit paid', 'partially paid', 'partially refunded']);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" sx={{ fontSize: 13, color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function BookingsSection({ departure, onMove }: { departure: AdminDepartureDetail; onMove: (booking: DepartureBooking) => void }) {
  const { bookings } = departure;
  const movable = departure.status !== 'cancelled';
  return (
    <Box component="section" aria-labelledby="departure-bookings">
      <Typography id="departure-bookings" variant="h2" sx={{ mb: 1.5 }}>
        Bookings ({bookings.length})
      </Typography>
      <Card>
        <Table aria-label="Bookings on this departure">
          <TableHead>
            <TableRow>
              <TableCell>Reference</TableCell>
              <TableCell>Lead traveller</TableCell>
              <TableCell>Party</TableCell>
              <TableCell>Payment</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Details</TableCell>
              {movable && <TableCell align="right">Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {bookings.map((booking) => (
              <TableRow key={booking.id} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {booking.reference}
                </TableCell>
                <TableCell>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {booking.customer}
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {booking.phone || booking.email || 'No contact'}
                  </Box>
                </TableCell>
                <TableCell>{partyLabel(booking.adults, booking.children)}</TableCell>
                <TableCell>
                  <PaymentStatusChip status={booking.paymentStatus} />
                  {booking.status === 'pending' && booking.seats > 0 && (
                    <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
                      Seats held
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {booking.travellersFilled} of {booking.adults + booking.children}
                </TableCell>
                {movable && (
                  <TableCell align="right">
                    <Button onClick={() => onMove(booking)} aria-label={`Move ${booking.reference}`}>
                      Move
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {bookings.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}>
                  No bookings yet.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}

type Modal = { kind: 'edit' } | { kind: 'cancel' } | { kind: 'move'; booking: DepartureBooking } | null;

/** `/admin/departures/:id`: one departure, its bookings and waitlist; edit, cancel, move, manifest. */
export default function DeparturePage() {
  const { id = '' } = useParams();
  const query = useDeparture(id);
  const { cancel } = useDepartureMutations();
  // Typed work in Edit departure survives the console going offline: the dialog opens again with it.
  const user = useSession()?.user.id ?? 'signed-out';
  // A draft kept on this tablet (a reload, a crash): the form opens again and offers it.
  const [modal, setModal] = useState<Modal>(() => (readDraft({ user, form: EDIT_FORM, record: id }) ? { kind: 'edit' } : null));
  const departure = query.data;
  const back = departure ? `/admin/departures?month=${departure.date.slice(0, 7)}` : '/admin/departures';

  async function confirmCancel(current: AdminDepartureDetail) {
    try {
      const result = await cancel.mutateAsync(current.id);
      const cancelled = `${result.bookingsCancelled} ${result.bookingsCancelled === 1 ? 'booking' : 'bookings'} cancelled and the travellers e-mailed`;
      const owed = result.refundOwed.length ? `. Refund owed: ${result.refundOwed.map((booking) => booking.reference).join(', ')}` : '';
      showToast(`Departure cancelled: ${cancelled}${owed}`, { severity: result.refundOwed.length ? 'info' : 'success', durationMs: 8_000 });
      setModal(null);
    } catch (error) {
      showToast(messageOf(error, 'The departure could not be cancelled. Try again.'), { severity: 'error', durationMs: 5_000 });
    }
  }

  const header = (
    <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 1.5 }}>
      All departures
    </Button>
  );
  if (query.error && !departure) {
    return (
      <Box sx={touchTargets}>
        {header}
        <LoadError error={query.error} what="the departure" onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  if (!departure) {
    return (
      <Box sx={{ ...touchTargets, display: 'grid', justifyItems: 'start' }}>
        {header}
        <CircularProgress aria-label="Loading the departure" sx={{ justifySelf: 'center', my: 6 }} />
      </Box>
    );
  }

  const state = departureState(departure);
  const cancelled = departure.status === 'cancelled';
  const paid = departure.bookings.filter((booking) => PAID.has(booking.paymentStatus)).length;
  const pickup = [departure.pickup, departure.pickupTime].filter(Boolean).join(' at ');

  return (
    <Box sx={{ ...touchTargets, display: 'grid', gap: 3 }}>
      <Box>
        {header}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
            <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {departure.tourName}
            </Typography>
            <Typography sx={{ mt: 0.5, fontSize: 17, fontWeight: 600 }}>
              {formatDate(departure.date, { weekday: true })}{' '}
              <Chip size="small" color={state.color} variant={state.color === 'default' ? 'outlined' : 'filled'} label={state.label} sx={{ ml: 1, verticalAlign: 'middle' }} />
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setModal({ kind: 'edit' })} disabled={cancelled}>
              Edit
            </Button>
            <Button variant="outlined" startIcon={<PrintIcon />} component={RouterLink} to={`/admin/departures/${departure.id}/manifest`}>
              Manifest
            </Button>
            {!cancelled && (
              <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setModal({ kind: 'cancel' })}>
                Cancel departure
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      {cancelled && <Alert severity="warning">This departure is cancelled: it is not sold, and its bookings were cancelled.</Alert>}

      <Card component="dl" sx={{ m: 0, p: 2.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
        <Fact label="Seats">{departure.seats}</Fact>
        <Fact label="Sold">{departure.sold}</Fact>
        <Fact label="Held (awaiting payment)">{departure.held}</Fact>
        <Fact label="Free">{departure.free}</Fact>
        <Fact label="Price per adult">{departure.price === null ? 'The tour’s price' : formatUsd(departure.price)}</Fact>
        <Fact label="Pickup">{pickup || 'Not set'}</Fact>
        <Fact label="Guide">{departure.guide ? [departure.guide.name, departure.guide.phone].filter(Boolean).join(' · ') : 'Not assigned'}</Fact>
        <Fact label="Vehicle">{departure.vehicle ? `${departure.vehicle.name} · ${departure.vehicle.seats} seats` : 'Not assigned'}</Fact>
        {departure.notes && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Fact label="Notes">
              <Box component="span" sx={{ whiteSpace: 'pre-line', fontWeight: 400 }}>
                {departure.notes}
              </Box>
            </Fact>
          </Box>
        )}
      </Card>

      <BookingsSection departure={departure} onMove={(booking) => setModal({ kind: 'move', booking })} />
      <WaitlistSection departureId={departure.id} />

      {modal?.kind === 'edit' && <DepartureEditDialog departure={departure} onClose={() => setModal(null)} />}
      {modal?.kind === 'move' && (
        <MoveDialog
          booking={{ ...modal.booking, tourId: departure.tourId, departureId: departure.id, date: departure.date }}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'cancel' && (
        <ConfirmDialog title="Cancel this departure?" confirmLabel="Cancel departure" cancelLabel="Keep departure" busy={cancel.isPending} onConfirm={() => void confirmCancel(departure)} onClose={() => setModal(null)}>
          {departure.tourName} on {formatDate(departure.date, { weekday: true })} will no longer be sold.
          {departure.bookings.length > 0
            ? ` Its ${departure.bookings.length} ${departure.bookings.length === 1 ? 'booking' : 'bookings'} will be cancelled and every traveller e-mailed; paid bookings${paid ? ` (${paid})` : ''} will be marked refund owed.`
            : ' It has no bookings.'}
        </ConfirmDialog>
      )}
    </Box>
  );
}
