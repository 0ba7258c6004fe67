import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { refusedSeatsOf } from '../../../lib/departures/refused-booking';
import type { OutboxItem } from '../../../offline/types';

const STATE_TEXT: Record<OutboxItem['state'], string> = {
  queued: 'Waiting to send',
  sending: 'Sending…',
  sent: 'Sent',
  failed: 'Not accepted',
};

const STATE_STYLE: Record<OutboxItem['state'], { bgcolor: string; color: string }> = {
  queued: { bgcolor: '#FFF6E2', color: '#6B4408' },
  sending: { bgcolor: '#E7F1EC', color: '#1B4332' },
  sent: { bgcolor: '#E7F1EC', color: '#1B4332' },
  failed: { bgcolor: '#FBEAE7', color: '#7A1F14' },
};

const KIND_TEXT: Record<OutboxItem['kind'], string> = {
  booking: 'booking',
  contact: 'message',
  proposal: 'request',
  newsletter: 'sign-up',
  chat: 'chat message',
  comment: 'comment',
  waitlist: 'waitlist request',
};

function timeOf(epoch: number): string {
  return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(epoch));
}

function savedAt(epoch: number): string {
  return new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(epoch));
}

interface OutboxItemCardProps {
  item: OutboxItem;
  online: boolean;
  busy: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}

/** One submission in the outbox: what it is, where it stands, and Retry / Discard while it is not sent. */
export function OutboxItemCard({ item, online, busy, onRetry, onDiscard }: OutboxItemCardProps) {
  const [confirming, setConfirming] = useState(false);
  const open = item.state === 'queued' || item.state === 'failed';
  // The server asked for a pause (too many requests): Retry would only be refused again.
  const heldUntil = item.state === 'queued' ? item.holdUntil : undefined;
  const headingId = `outbox-item-${item.id}`;
  const seats = refusedSeatsOf(item);

  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-state={item.state}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3, bgcolor: '#FFFFFF', border: 1, borderColor: item.state === 'failed' ? '#F1C4BC' : 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
            {item.label}
          </Typography>
          {item.summary && (
            <Typography sx={{ mt: 0.25, color: 'text.secondary', fontSize: 15, overflowWrap: 'anywhere' }}>{item.summary}</Typography>
          )}
          <Typography sx={{ mt: 0.5, color: 'text.secondary', fontSize: 13 }}>Saved {savedAt(item.createdAt)}</Typography>
        </Box>
        <Box component="span" sx={{ ...STATE_STYLE[item.state], px: 1.25, py: 0.5, borderRadius: 999, fontSize: 13, fontWeight: 700, whiteSpace: 'nowrap' }}>
          {STATE_TEXT[item.state]}
        </Box>
      </Box>

      {item.state === 'queued' && heldUntil !== undefined && (
        <Typography sx={{ mt: 1.25, fontSize: 14, color: 'text.secondary' }}>
          The server asked us to wait before sending again. It goes out by itself after {timeOf(heldUntil)}.
        </Typography>
      )}
      {item.state === 'queued' && heldUntil === undefined && (
        <Typography sx={{ mt: 1.25, fontSize: 14, color: 'text.secondary' }}>
          {online ? 'We will try again shortly.' : 'It goes out by itself as soon as you are back online.'}
          {item.attempts > 0 && item.error ? ` Last try: ${item.error}` : ''}
        </Typography>
      )}
      {item.state === 'failed' && (
        <Box role="alert" sx={{ mt: 1.25, color: '#7A1F14', fontSize: 14 }}>
          <Typography sx={{ fontWeight: 600, fontSize: seats ? 16 : 14 }}>{item.error}</Typography>
          {seats && (
            <Typography sx={{ mt: 0.5, fontSize: 14 }}>
              The departure filled up before your booking reached us, so nothing was booked or charged. Join its waitlist and we e-mail you as soon as
              seats free up.
            </Typography>
          )}
          {item.fields && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {Object.entries(item.fields).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </Box>
          )}
        </Box>
      )}

      {open && (
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {confirming ? (
            <>
              <Typography sx={{ fontSize: 14, fontWeight: 600 }}>Discard this {KIND_TEXT[item.kind]}? It will not be sent.</Typography>
              <Button size="small" color="error" variant="contained" onClick={onDiscard}>
                Discard
              </Button>
              <Button size="small" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <>
              {seats && (
                <Button size="small" variant="contained" component={RouterLink} to={seats.waitlistPath}>
                  Join the waitlist
                </Button>
              )}
              <Button size="small" variant="outlined" onClick={onRetry} aria-disabled={busy || undefined} disabled={!online || heldUntil !== undefined}>
                {busy ? 'Sending…' : 'Retry'}
              </Button>
              <Button size="small" color="inherit" onClick={() => setConfirming(true)}>
                Discard
              </Button>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
