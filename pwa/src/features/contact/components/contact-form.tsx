import SendIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CONTACT_SEND_DELAY_MS, TOAST_MS } from '@safari/shared/constants';
import { useEffect } from 'react';
import { ConsentCheckbox } from '../../../components/form/choice-fields';
import { TextArea, TextInput } from '../../../components/form/form-field';
import { QueuedNotice } from '../../../components/form/queued-notice';
import { useForm } from '../../../components/form/use-form';
import { useOutboxOutcome } from '../../../components/form/use-outbox-outcome';
import { showToast } from '../../../components/toast/toast';
import { sendContactMessage } from '../api/send-contact';
import {
  CONTACT_FAILURE,
  CONTACT_FIELDS,
  CONTACT_SUCCESS,
  checkContact,
  contactErrorsFrom,
  EMPTY_CONTACT,
  preloadContactSchema,
  type ContactFormValues,
} from '../lib/contact-form';
import { useSite } from '../../../lib/site';

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
  const site = useSite();
  const outbox = useOutboxOutcome({
    // A message saved offline reached the server (or was refused): show the real outcome.
    sent: () => showToast(CONTACT_SUCCESS, { severity: 'success', durationMs: TOAST_MS }),
    refused: (item) => {
      form.showErrors(contactErrorsFrom(Object.entries(item.fields ?? {})), { focus: false, toast: false });
      showToast(item.error || CONTACT_FAILURE, { severity: 'error', durationMs: TOAST_MS });
    },
  });

  const form = useForm({
    fields: CONTACT_FIELDS,
    values,
    check: checkContact,
    touchOnChange: ['consent'],
    send: async (enquiry) => {
      try {
        // The bar stays long enough to be seen (the spec's 700 ms) even on a fast connection.
        const [result] = await Promise.all([sendContactMessage(enquiry), wait(CONTACT_SEND_DELAY_MS)]);
        if (result.status === 'failed') {
          const found = contactErrorsFrom(Object.entries(result.fields ?? {}));
          form.showErrors(found, { toast: false });
          showToast(Object.keys(found).length ? result.message || CONTACT_FAILURE : CONTACT_FAILURE, { severity: 'error', durationMs: TOAST_MS });
          return;
        }
        onValuesChange(EMPTY_CONTACT);
        form.reset();
        if (result.status === 'sent') {
          outbox.follow(null);
          showToast(CONTACT_SUCCESS, { severity: 'success', durationMs: TOAST_MS });
        } else {
          outbox.follow({ id: result.id, message: result.message });
        }
      } catch (error) {
        console.error('Contact message failed:', error);
        showToast(CONTACT_FAILURE, { severity: 'error', durationMs: TOAST_MS });
      }
    },
  });
  const sending = form.submitting;

  useEffect(() => {
    preloadContactSchema();
    void import('../../../offline/submit');
  }, []);

  const change = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => {
    const next = { ...values, [key]: value };
    onValuesChange(next);
    if (key !== 'honeypot') form.changed(next, key as Exclude<K, 'honeypot'>);
  };

  return (
    <Box component="form" {...form.props} aria-label="Contact form" aria-busy={sending || undefined}>
      <Box sx={{ display: 'grid', gap: 2.25 }}>
        <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput label="Name" autoComplete="name" value={values.name} required {...form.field('name')} onChange={(event) => change('name', event.target.value)} />
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            required
            {...form.field('email')}
            onChange={(event) => change('email', event.target.value)}
          />
        </Box>
        <TextInput
          label="Subject"
          value={values.subject}
          required
          placeholder="e.g. Migration dates in August"
          {...form.field('subject')}
          onChange={(event) => change('subject', event.target.value)}
        />
        <TextArea
          label="Message"
          rows={6}
          value={values.message}
          required
          placeholder="Tell us about your travel dates, group and what you would love to see."
          {...form.field('message')}
          onChange={(event) => change('message', event.target.value)}
        />
        {/* Hidden from people and from assistive technology: only bots fill it. */}
        <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 0, width: '1px', height: '1px', overflow: 'hidden' }}>
          <label>
            Leave this field empty
            <input type="text" name="honeypot" tabIndex={-1} autoComplete="off" value={values.honeypot} onChange={(event) => change('honeypot', event.target.value)} />
          </label>
        </Box>
        <ConsentCheckbox checked={values.consent} {...form.field('consent')} onChange={(checked) => change('consent', checked)}>
          I agree that {site.name} may contact me by e-mail or phone about this message.
        </ConsentCheckbox>

        {outbox.queued && <QueuedNotice title="Message saved on your phone" message={outbox.queued.message} />}

        <Box>
          <Box sx={{ height: 4, mb: 2, borderRadius: 2, overflow: 'hidden', visibility: sending ? 'visible' : 'hidden' }}>
            {sending && <LinearProgress aria-label="Sending your message" sx={{ height: 4 }} />}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 2 }}>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{site.responsePromise}</Typography>
            <Button type="submit" variant="contained" size="large" disabled={sending} endIcon={<SendIcon aria-hidden="true" />} sx={{ minWidth: { sm: 220 } }}>
              {sending ? 'Sending…' : 'Send Message'}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
