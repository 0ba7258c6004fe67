import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NEWSLETTER_MESSAGE_MS } from '@safari/shared/constants';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { APP_FORM, useEarlyForm } from '../../../components/form/early-form';
import { brand } from '../../../lib/theme';
import { useOutboxItem } from '../../../offline/outbox-hooks';
import { subscribe } from '../api/subscribe';

export const NEWSLETTER_ERROR = 'Please enter a valid name and email.';
export const NEWSLETTER_SUCCESS = 'Thanks for subscribing! 🎉';
export const NEWSLETTER_FAILURE = 'We couldn’t subscribe you right now. Please try again.';

type Message = { kind: 'success' | 'error' | 'queued'; text: string } | null;
type Field = 'name' | 'email';

const fieldSx = {
  width: '100%',
  minHeight: 48,
  px: 2,
  borderRadius: 2.5,
  border: '1px solid rgba(255,255,255,0.28)',
  bgcolor: 'rgba(255,255,255,0.08)',
  color: '#FFFFFF',
  font: 'inherit',
  fontSize: 16,
  '&::placeholder': { color: 'rgba(255,255,255,0.6)' },
  '&:hover': { borderColor: 'rgba(255,255,255,0.5)' },
  '&:focus': { borderColor: brand.goldLight, bgcolor: 'rgba(255,255,255,0.12)' },
  '&[aria-invalid="true"]': { borderColor: '#FFB4A9', borderWidth: 2 },
} as const;

const labelSx = { display: 'block', fontSize: 13, fontWeight: 600, mb: 0.75, color: 'rgba(255,255,255,0.85)' } as const;

/**
 * Newsletter sign-up in the footer. Validation follows the spec (name ≥ 2 characters, simple e-mail)
 * with the shared schema, then the sign-up is sent to the API. The thanks clear after 3.5 s; an
 * error stays until the visitor edits a field or tries again.
 */
export function NewsletterForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [sending, setSending] = useState(false);
  // A sign-up saved offline: its outcome shows here once the outbox has sent it.
  const [queuedId, setQueuedId] = useState<string | null>(null);
  const queued = useOutboxItem(queuedId);
  const nameId = useId();
  const emailId = useId();
  const messageId = useId();
  const earlyForm = useEarlyForm();

  // The outbox reported the outcome of a queued sign-up: show the real result.
  if (queuedId && queued && (queued.state === 'sent' || queued.state === 'failed')) {
    setQueuedId(null);
    const failure = (queued.fields ? Object.values(queued.fields)[0] : undefined) ?? queued.error ?? NEWSLETTER_FAILURE;
    setMessage(queued.state === 'sent' ? { kind: 'success', text: NEWSLETTER_SUCCESS } : { kind: 'error', text: failure });
  }

  useEffect(() => {
    if (message?.kind !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), NEWSLETTER_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const edit = (field: Field, value: string) => {
    (field === 'name' ? setName : setEmail)(value);
    if (message?.kind === 'error') setMessage(null);
    if (invalid.has(field)) setInvalid(new Set([...invalid].filter((item) => item !== field)));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // The shared schema (and zod) load on the first submit, not with every page.
    const { newsletterSchema } = await import('@safari/shared/newsletter');
    const result = newsletterSchema.safeParse({ name, email });
    if (!result.success) {
      setInvalid(new Set(result.error.issues.map((issue) => issue.path[0]).filter((key): key is Field => key === 'name' || key === 'email')));
      setMessage({ kind: 'error', text: NEWSLETTER_ERROR });
      return;
    }
    setInvalid(new Set());
    setMessage(null);
    setSending(true);
    try {
      const outcome = await subscribe(result.data);
      if (outcome.status === 'failed') {
        setMessage({ kind: 'error', text: (outcome.fields ? Object.values(outcome.fields)[0] : undefined) ?? outcome.message });
        return;
      }
      setName('');
      setEmail('');
      if (outcome.status === 'sent') {
        setMessage({ kind: 'success', text: NEWSLETTER_SUCCESS });
      } else {
        setQueuedId(outcome.id);
        // Worded for the cause: offline, or online with our server not answering.
        setMessage({ kind: 'queued', text: outcome.message });
      }
    } catch (error) {
      console.error('Newsletter sign-up failed:', error);
      setMessage({ kind: 'error', text: NEWSLETTER_FAILURE });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' }, alignItems: 'center' }}>
      <Box>
        <Typography component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 26, md: 30 }, lineHeight: 1.2 }}>
          Safari stories in your inbox
        </Typography>
        <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.8)', fontSize: 15, lineHeight: 1.6 }}>
          Migration updates, seasonal offers and field notes from our guides. No spam, unsubscribe anytime.
        </Typography>
      </Box>
      <Box component="form" ref={earlyForm} {...APP_FORM} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Newsletter" aria-describedby={messageId}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'end' }}>
          <Box>
            <Box component="label" htmlFor={nameId} sx={labelSx}>
              Name
            </Box>
            <Box component="input" id={nameId} name="name" autoComplete="name" value={name} onChange={(event) => edit('name', event.target.value)} aria-invalid={invalid.has('name') || undefined} placeholder="Your name" sx={fieldSx} />
          </Box>
          <Box>
            <Box component="label" htmlFor={emailId} sx={labelSx}>
              Email
            </Box>
            <Box
              component="input"
              id={emailId}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => edit('email', event.target.value)}
              aria-invalid={invalid.has('email') || undefined}
              placeholder="you@example.com"
              sx={fieldSx}
            />
          </Box>
          <Button type="submit" variant="contained" color="secondary" size="large" aria-disabled={sending || undefined} sx={{ minHeight: 48, opacity: sending ? 0.75 : 1 }}>
            {sending ? 'Subscribing…' : 'Subscribe'}
          </Button>
        </Box>
        <Typography
          id={messageId}
          role="status"
          sx={{ mt: 1.25, minHeight: 24, fontSize: 15, fontWeight: 600, color: message?.kind === 'error' ? '#FFB4A9' : brand.goldLight }}
        >
          {message?.text}
        </Typography>
      </Box>
    </Box>
  );
}
