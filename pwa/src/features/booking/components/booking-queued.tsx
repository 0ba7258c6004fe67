/**
 * A booking saved on the phone and not accepted by the server yet: why it waits (no signal, or our
 * server did not take it), what happens next for the chosen pay mode, and what the traveller can do.
 */
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import CloudSyncIcon from '@mui/icons-material/CloudSyncOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PayMode } from '@safari/shared/enums';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../lib/theme';
import { queuedCause, queuedMessage } from '../../../offline/messages';
import type { OutboxItem } from '../../../offline/types';

interface BookingQueuedProps {
  item: OutboxItem;
  online: boolean;
  payMode: PayMode;
  email: string;
  busy: boolean;
  onRetry: () => void;
  onChange: () => void;
}

export function BookingQueued({ item, online, payMode, email, busy, onRetry, onChange }: BookingQueuedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sending = item.state === 'sending';
  const cause = queuedCause(item, online);

  // Brought into view and announced once: on a phone the form's end is far below the fold.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [item.id]);

  const title = sending ? 'Sending your booking…' : cause === 'offline' ? 'Waiting for a connection' : 'Booking not sent yet';
  const Icon = cause === 'offline' ? CloudOffIcon : CloudSyncIcon;
  return (
    <Box
      data-testid="booking-queued"
      data-state={item.state}
      sx={{ p: { xs: 2.25, sm: 3 }, borderRadius: 4, bgcolor: '#FFF6E2', border: '1px solid #E9C77F', color: '#4A3208' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box aria-hidden="true" sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#FBE3B0', color: '#6B4408' }}>
          {sending ? <CircularProgress size={20} color="inherit" /> : <Icon />}
        </Box>
        <Box role="status" sx={{ minWidth: 0 }}>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 21, lineHeight: 1.25, outline: 'none', scrollMarginTop: 96 }}
          >
            {title}
          </Typography>
          <Typography sx={{ mt: 0.75, fontWeight: 600, fontSize: 15.5, lineHeight: 1.5 }}>{queuedMessage(cause)}</Typography>
          <Typography sx={{ mt: 0.75, fontSize: 14.5, lineHeight: 1.55, color: '#5C4314' }}>
            {payMode !== 'later'
              ? 'Payments need a connection, so nothing is charged yet. Once your booking reaches us we’ll take you to the payment if this page is still open, and e-mail you a link to pay with M-Pesa, card or PayPal.'
              : `Once it reaches us, your booking is reserved and we’ll e-mail a payment link to ${email}.`}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, pl: { sm: 6.5 } }}>
        {online && !sending && (
          <Button variant="contained" onClick={onRetry} disabled={busy}>
            Try again now
          </Button>
        )}
        <Button variant="outlined" onClick={onChange} disabled={busy || sending} sx={{ bgcolor: '#FFFFFF', borderColor: brand.green }}>
          Change booking
        </Button>
        <Button component={RouterLink} to="/outbox" sx={{ color: '#4A3208' }}>
          Open outbox
        </Button>
      </Box>
    </Box>
  );
}
