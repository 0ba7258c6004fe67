/**
 * The waitlist of a full departure: name, e-mail, phone and party size. Loaded with the booking form
 * only when a departure is full. The answer gives the traveller's place in the queue; offline, the
 * request waits in the outbox and the form says so.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { WAITLIST_MESSAGES, waitlistPositionMessage } from '@safari/shared/waitlist';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextInput } from '../../../components/form/form-field';
import { useOutboxItem } from '../../../offline/outbox-hooks';
import { joinWaitlist, outcomeOf, type WaitlistOutcome, type WaitlistValues } from '../api/join-waitlist';
import { resultOf } from '../../../offline/submit';

interface WaitlistFormProps {
  departureId: string;
  /** 'Tour name · 5 Jun 2027', for the outbox. */
  summary: string;
  initial: WaitlistValues;
}

function Joined({ position }: { position: number }) {
  return (
    <Box role="status" data-testid="waitlist-joined" sx={{ p: 2, borderRadius: 3, bgcolor: '#E7F1EC', color: '#1B4332' }}>
      <Typography sx={{ fontWeight: 700, fontSize: 17 }}>{waitlistPositionMessage(position)}</Typography>
      <Typography sx={{ mt: 0.5, fontSize: 15 }}>{WAITLIST_MESSAGES.joined}</Typography>
    </Box>
  );
}

/** A queued request, followed until the server answers (then the place in the queue shows). */
function Queued({ id, message }: { id: string; message: string }) {
  const item = useOutboxItem(id);
  if (item?.state === 'sent' || item?.state === 'failed') {
    const outcome = outcomeOf(resultOf(item), (body) => {
      const position = (body as { position?: unknown } | null)?.position;
      return typeof position === 'number' ? { success: true, data: { position } } : { success: false };
    });
    if (outcome.status === 'joined') return <Joined position={outcome.position} />;
    if (outcome.status === 'failed') return <Box role="alert" sx={{ p: 2, borderRadius: 3, bgcolor: '#FDECEA', color: '#7A1D16', fontWeight: 600 }}>{outcome.message}</Box>;
  }
  return (
    <Box role="status" sx={{ p: 2, borderRadius: 3, bgcolor: '#FFF6E2', color: '#4A3208' }}>
      <Typography sx={{ fontWeight: 700 }}>{message}</Typography>
      <Typography sx={{ mt: 0.5, fontSize: 14.5 }}>
        Your waitlist request is in your{' '}
        <Box component={RouterLink} to="/outbox" sx={{ color: 'inherit', fontWeight: 600 }}>
          outbox
        </Box>
        ; we tell you your place once it reaches us.
      </Typography>
    </Box>
  );
}

export default function WaitlistForm({ departureId, summary, initial }: WaitlistFormProps) {
  const [values, setValues] = useState<WaitlistValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<WaitlistOutcome | null>(null);

  if (outcome?.status === 'joined') return <Joined position={outcome.position} />;
  if (outcome?.status === 'queued') return <Queued id={outcome.id} message={outcome.message} />;

  // Not a <form>: it sits inside the booking form, and forms do not nest.
  const onSubmit = () => {
    setBusy(true);
    joinWaitlist(departureId, values, summary)
      .then((next) => {
        if (next.status === 'invalid' || next.status === 'failed') setErrors(next.fields);
        setOutcome(next);
      })
      .catch((error: unknown) => {
        console.error('Waitlist request failed:', error);
        setOutcome({ status: 'failed', message: 'We could not save your request. Please try again.', fields: {} });
      })
      .finally(() => setBusy(false));
  };
  const field = (key: keyof WaitlistValues) => ({
    value: values[key],
    error: errors[key],
    required: true,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <Box
      role="group"
      aria-label="Join the waitlist"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          onSubmit();
        }
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {outcome?.status === 'failed' && (
        <Box role="alert" sx={{ p: 1.5, borderRadius: 2, bgcolor: '#FDECEA', color: '#7A1D16', fontWeight: 600 }}>
          {outcome.message}
        </Box>
      )}
      <TextInput label="Full name" autoComplete="name" {...field('name')} />
      <TextInput label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr) 96px' }}>
        <TextInput label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+254 712 345 678" {...field('phone')} />
        <TextInput label="Party size" inputMode="numeric" {...field('party')} />
      </Box>
      <Button type="button" onClick={onSubmit} variant="contained" size="large" disabled={busy} endIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}>
        {busy ? 'Joining…' : 'Join the waitlist'}
      </Button>
    </Box>
  );
}
