import SendIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CONTACT_SEND_DELAY_MS, TOAST_MS } from '@safari/shared/constants';
import { SITE } from '@safari/shared/site';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useOutboxItem } from '../../../offline/outbox-hooks';
import { ConsentCheckbox, FieldError } from '../../../components/form/choice-fields';
import { showToast } from '../../../components/toast/toast';
import { TextArea, TextInput } from '../../../components/form/form-field';
import { sendContactMessage } from '../api/send-contact';
import {
  CONTACT_FAILURE,
  CONTACT_FIELDS,
  CONTACT_SUCCESS,
  checkContact,
  contactErrorsFrom,
  EMPTY_CONTACT,
  preloadContactSchema,
  type ContactErrors,
  type ContactField,
  type ContactFormValues,
} from '../lib/contact-form';
import { QueuedNotice } from '../../../components/form/queued-notice';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

interface ContactFormProps {
  values: ContactFormValues;
  onValuesChange: (values: ContactFormValues) => void;
}

/**
 * The contact form: checked with the shared schema on blur and on submit, sent through the outbox.
 * A progress bar shows while sending; the success toast only once the server has accepted it.
 */
export function ContactForm({ values, onValuesChange }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState<{ id: string; message: string } | null>(null);
  const queuedItem = useOutboxItem(queued?.id ?? null);

  useEffect(() => {
    preloadContactSchema();
    void import('../../../offline/submit');
  }, []);

  // A message saved offline reached the server (or was refused): show the real outcome.
  if (queued && queuedItem && (queuedItem.state === 'sent' || queuedItem.state === 'failed')) {
    setQueued(null);
    if (queuedItem.state === 'sent') {
      showToast(CONTACT_SUCCESS, { severity: 'success', durationMs: TOAST_MS });
    } else {
      setErrors(contactErrorsFrom(Object.entries(queuedItem.fields ?? {})));
      showToast(queuedItem.error || CONTACT_FAILURE, { severity: 'error', durationMs: TOAST_MS });
    }
  }

  const recheck = async (next: ContactFormValues, shown: ReadonlySet<ContactField>) => {
    const result = await checkContact(next);
    const all = result.ok ? {} : result.errors;
    const visible: ContactErrors = {};
    for (const field of shown) if (all[field]) visible[field] = all[field];
    setErrors(visible);
  };

  const change = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => {
    const next = { ...values, [key]: value };
    onValuesChange(next);
    if (key === 'honeypot') return;
    const field = key as ContactField;
    const shown = field === 'consent' && !touched.has(field) ? new Set([...touched, field]) : touched;
    if (shown !== touched) setTouched(shown);
    if (errors[field] || field === 'consent') void recheck(next, shown);
  };

  const blur = (field: ContactField) => {
    const shown = touched.has(field) ? touched : new Set([...touched, field]);
    setTouched(shown);
    void recheck(values, shown);
  };

  const focusFirstError = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setTouched(new Set(CONTACT_FIELDS));
    const check = await checkContact(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError(check.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      // The bar stays long enough to be seen (the spec's 700 ms) even on a fast connection.
      const [result] = await Promise.all([sendContactMessage(check.enquiry), wait(CONTACT_SEND_DELAY_MS)]);
      if (result.status === 'failed') {
        const found = contactErrorsFrom(Object.entries(result.fields ?? {}));
        setErrors(found);
        focusFirstError(found);
        showToast(Object.keys(found).length ? result.message || CONTACT_FAILURE : CONTACT_FAILURE, { severity: 'error', durationMs: TOAST_MS });
        return;
      }
      onValuesChange(EMPTY_CONTACT);
      setTouched(new Set());
      if (result.status === 'sent') {
        setQueued(null);
        showToast(CONTACT_SUCCESS, { severity: 'success', durationMs: TOAST_MS });
      } else {
        setQueued({ id: result.id, message: result.message });
      }
    } catch (error) {
      console.error('Contact message failed:', error);
      showToast(CONTACT_FAILURE, { severity: 'error', durationMs: TOAST_MS });
    } finally {
      setSending(false);
    }
  };

  const hint = (field: ContactField, text?: string) => (errors[field] ? <FieldError>{errors[field]}</FieldError> : text);

  return (
    <Box component="form" ref={formRef} noValidate aria-label="Contact form" aria-busy={sending || undefined} onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}>
      <Box sx={{ display: 'grid', gap: 2.25 }}>
        <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput
            label="Name"
            name="name"
            autoComplete="name"
            value={values.name}
            required
            aria-invalid={errors.name ? true : undefined}
            hint={hint('name')}
            onChange={(event) => change('name', event.target.value)}
            onBlur={() => blur('name')}
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            required
            aria-invalid={errors.email ? true : undefined}
            hint={hint('email')}
            onChange={(event) => change('email', event.target.value)}
            onBlur={() => blur('email')}
          />
        </Box>
        <TextInput
          label="Subject"
          name="subject"
          value={values.subject}
          required
          placeholder="e.g. Migration dates in August"
          aria-invalid={errors.subject ? true : undefined}
          hint={hint('subject')}
          onChange={(event) => change('subject', event.target.value)}
          onBlur={() => blur('subject')}
        />
        <TextArea
          label="Message"
          name="message"
          rows={6}
          value={values.message}
          required
          placeholder="Tell us about your travel dates, group and what you would love to see."
          aria-invalid={errors.message ? true : undefined}
          hint={hint('message')}
          onChange={(event) => change('message', event.target.value)}
          onBlur={() => blur('message')}
        />
        {/* Hidden from people and from assistive technology: only bots fill it. */}
        <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 0, width: '1px', height: '1px', overflow: 'hidden' }}>
          <label>
            Leave this field empty
            <input type="text" name="honeypot" tabIndex={-1} autoComplete="off" value={values.honeypot} onChange={(event) => change('honeypot', event.target.value)} />
          </label>
        </Box>
        <ConsentCheckbox name="consent" checked={values.consent} error={errors.consent} onChange={(checked) => change('consent', checked)} onBlur={() => blur('consent')}>
          I agree that {SITE.name} may contact me by e-mail or phone about this message.
        </ConsentCheckbox>

        {queued && <QueuedNotice title="Message saved on your phone" message={queued.message} />}

        <Box>
          <Box sx={{ height: 4, mb: 2, borderRadius: 2, overflow: 'hidden', visibility: sending ? 'visible' : 'hidden' }}>
            {sending && <LinearProgress aria-label="Sending your message" sx={{ height: 4 }} />}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 2 }}>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{SITE.responsePromise}</Typography>
            <Button type="submit" variant="contained" size="large" disabled={sending} endIcon={<SendIcon aria-hidden="true" />} sx={{ minWidth: { sm: 220 } }}>
              {sending ? 'Sending…' : 'Send Message'}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
