/**
 * 'Request a change' and 'Request cancellation': a message to the office about the trip, sent through
 * the outbox (kept on the phone and sent once when offline), and the requests already sent.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TRIP_MESSAGES, TRIP_REQUEST_LABELS, TRIP_REQUEST_MESSAGE_MAX, type TripRequest, type TripRequestKind } from '@safari/shared/trip';
import { useState, type FormEvent } from 'react';
import { TextArea } from '../../../components/form/form-field';
import { QueuedNotice } from '../../../components/form/queued-notice';
import { useOutboxOutcome } from '../../../components/form/use-outbox-outcome';
import { useOutboxItems } from '../../../offline/outbox-hooks';
import { sendTripRequest } from '../api/trip-api';
import { formatOfficeDateTime } from '@safari/shared/local-time';

const PROMPTS: Record<TripRequestKind, string> = {
  change: 'What would you like to change? Dates, travellers, rooms, meals…',
  cancellation: 'Tell us why you would like to cancel. The office answers with what the cancellation terms mean for your payments.',
};

export function TripRequests({ bookingId, reference, requests, canceled, onSent }: { bookingId: string; reference: string; requests: TripRequest[]; canceled: boolean; onSent: () => void }) {
  const [kind, setKind] = useState<TripRequestKind | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const outbox = useOutboxOutcome({
    sent: () => {
      setDone(TRIP_MESSAGES.sent);
      onSent();
    },
    refused: (item) => setError(item.error ?? 'The office could not take this message.'),
  });
  // Requests about this trip still on the phone (sent from another visit of this screen too).
  const waiting = useOutboxItems()?.filter((item) => item.url.includes(`/bookings/${bookingId}/requests`) && item.state !== 'sent') ?? [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!kind || sending) return;
    const text = message.trim();
    if (!text) return setError(TRIP_MESSAGES.message);
    if (text.length > TRIP_REQUEST_MESSAGE_MAX) return setError(TRIP_MESSAGES.messageTooLong);
    setSending(true);
    setError('');
    try {
      const result = await sendTripRequest(bookingId, reference, { kind, message: text });
      if (result.status === 'failed') {
        setError(result.fields?.message ?? result.message);
        return;
      }
      setKind(null);
      setMessage('');
      if (result.status === 'sent') {
        setDone(TRIP_MESSAGES.sent);
        onSent();
      } else outbox.follow({ id: result.id, message: result.message });
    } catch {
      setError('Your message could not be saved on this phone. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {outbox.queued && <QueuedNotice title="Your message is saved on this phone" message={outbox.queued.message} />}
      {done && !outbox.queued && (
        <Typography role="status" sx={{ p: 1.5, borderRadius: 2, bgcolor: '#E3F1E8', color: '#17472F', fontWeight: 600 }}>
          {done}
        </Typography>
      )}
      {!kind ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {(canceled ? (['change'] as const) : (['change', 'cancellation'] as const)).map((option) => (
            <Button
              key={option}
              variant={option === 'change' ? 'contained' : 'outlined'}
              color={option === 'change' ? 'primary' : 'inherit'}
              onClick={() => {
                setKind(option);
                setDone('');
                setError('');
              }}
              sx={{ minHeight: 44, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              {TRIP_REQUEST_LABELS[option]}
            </Button>
          ))}
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={TRIP_REQUEST_LABELS[kind]} sx={{ display: 'grid', gap: 1.5 }}>
          <TextArea
            label={`${TRIP_REQUEST_LABELS[kind]}: your message`}
            hint={PROMPTS[kind]}
            required
            value={message}
            maxLength={TRIP_REQUEST_MESSAGE_MAX}
            error={error || undefined}
            onChange={(event) => {
              setMessage(event.target.value);
              if (error) setError('');
            }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={sending} sx={{ minHeight: 44 }}>
              Send to the office
            </Button>
            <Button type="button" onClick={() => setKind(null)} sx={{ minHeight: 44 }}>
              Cancel
            </Button>
          </Box>
        </Box>
      )}
      {(requests.length > 0 || waiting.length > 0) && (
        <Box component="ul" aria-label="Messages sent to the office" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
          {waiting.map((item) => (
            <Box component="li" key={item.id} sx={{ p: 1.5, borderRadius: 2, bgcolor: '#FFF9EC', border: '1px solid #E9C77F', fontSize: 14.5 }}>
              <Box component="span" sx={{ fontWeight: 700 }}>{item.label}</Box> · {item.state === 'failed' ? (item.error ?? 'Not accepted') : 'Waiting to send'}
            </Box>
          ))}
          {requests.map((request) => (
            <Box component="li" key={request.id} sx={{ p: 1.5, borderRadius: 2, bgcolor: '#F7F3EA', fontSize: 14.5 }}>
              <Box sx={{ fontWeight: 700 }}>
                {TRIP_REQUEST_LABELS[request.kind]} · {formatOfficeDateTime(request.sentAt)}
              </Box>
              <Box sx={{ color: 'text.secondary' }}>{request.answered ? 'Answered by the office' : 'Sent, waiting for an answer'}</Box>
              <Box sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.message}</Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
