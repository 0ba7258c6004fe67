/**
 * Bookings saved on this phone that have not become bookings (yet): waiting for a connection, or
 * refused on delivery, e.g. a departure that filled while the phone was offline. My Trips lists them
 * above the booked trips so none is lost without a word.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { refusedSeatsOf } from '../../../lib/departures/refused-booking';
import { useOutboxItems } from '../../../offline/outbox-hooks';

export function UnsentBookings() {
  const items = useOutboxItems()?.filter((item) => item.kind === 'booking' && item.state !== 'sent') ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="unsent-bookings" sx={{ mb: 3 }}>
      <Typography id="unsent-bookings" component="h2" sx={{ fontWeight: 700, fontSize: 18, mb: 1.25 }}>
        Saved on this phone
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {items.map((item) => {
          const seats = refusedSeatsOf(item);
          const failed = item.state === 'failed';
          return (
            <Box
              component="li"
              key={item.id}
              aria-label={item.summary || item.label}
              sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3, bgcolor: failed ? '#FDF3F1' : '#FFF9EC', border: 1, borderColor: failed ? '#F1C4BC' : '#E9C77F' }}
            >
              <Typography sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}>{item.summary || item.label}</Typography>
              <Typography role={failed ? 'alert' : undefined} sx={{ mt: 0.5, fontSize: 15, fontWeight: 600, color: failed ? '#7A1F14' : '#6B4408' }}>
                {failed ? (item.error ?? 'Not accepted') : 'Waiting to send: it goes out by itself when you are back online.'}
              </Typography>
              {seats && (
                <Typography sx={{ mt: 0.5, fontSize: 14, color: 'text.secondary' }}>
                  The departure filled up before your booking reached us: nothing was booked or charged.
                </Typography>
              )}
              <Box sx={{ mt: 1.25, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {seats && (
                  <Button component={RouterLink} to={seats.waitlistPath} variant="contained" sx={{ minHeight: 44 }}>
                    Join the waitlist
                  </Button>
                )}
                <Button component={RouterLink} to="/outbox" variant="outlined" sx={{ minHeight: 44 }}>
                  Open outbox
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
