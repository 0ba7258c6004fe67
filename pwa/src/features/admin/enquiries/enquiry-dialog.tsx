import CallIcon from '@mui/icons-material/CallOutlined';
import CloseIcon from '@mui/icons-material/Close';
import MailIcon from '@mui/icons-material/MailOutlined';
import SendIcon from '@mui/icons-material/Send';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { INBOX_AUDIT_ENTITIES, INBOX_MESSAGES, inboxReplyInputSchema, INBOX_TAB_LABELS, replySubjectFor, whatsappNumber, type InboxItem, type InboxReplyInput, type InboxTab } from '@safari/shared/admin-inbox';
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorsFrom, useForm, zodCheck } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useInboxItem, useInboxMutations } from '../api/inbox-api';
import { LoadError } from '../components/panel-states';
import { muiField } from '../lib/form-kit';
import { StatusChip } from './status-chip';
import { ProposalDetails } from './proposal-details';
import { AuditHistory } from '../components/audit-history';
import { ChatThread } from './chat-thread';
import { formatOfficeDateTime } from '@safari/shared/local-time';


const REPLY_FIELDS = ['subject', 'message'] as const;
const replyCheck = zodCheck<InboxReplyInput, InboxReplyInput, (typeof REPLY_FIELDS)[number]>(REPLY_FIELDS, () => Promise.resolve(inboxReplyInputSchema));

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" sx={{ fontSize: 13, fontWeight: 700, letterSpacing: 0.4, textTransform: 'uppercase', color: 'text.secondary', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** E-mail, phone and WhatsApp of the traveller, each a link that opens the right app. */
function ContactLinks({ item }: { item: InboxItem }) {
  const phones = [item.phone, item.proposal?.contact.whatsapp ?? ''].filter(Boolean);
  const whatsapp = whatsappNumber(item.proposal?.contact.whatsapp || item.phone);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {item.email ? (
        <Button size="small" variant="outlined" startIcon={<MailIcon />} href={`mailto:${item.email}`} sx={{ textTransform: 'none' }}>
          {item.email}
        </Button>
      ) : (
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>No e-mail address given.</Typography>
      )}
      {phones.map((phone) => (
        <Button key={phone} size="small" variant="outlined" startIcon={<CallIcon />} href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={`Call ${phone}`}>
          {phone}
        </Button>
      ))}
      {whatsapp && (
        <Button size="small" variant="outlined" color="success" startIcon={<WhatsAppIcon />} href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </Button>
      )}
    </Box>
  );
}

function ReplyForm({ item, tab }: { item: InboxItem; tab: InboxTab }) {
  const [values, setValues] = useState<InboxReplyInput>(() => ({ subject: replySubjectFor(item), message: '' }));
  const [failure, setFailure] = useState('');
  const { reply } = useInboxMutations(tab, item.id);
  const form = useForm({
    fields: REPLY_FIELDS,
    values,
    mode: 'submit',
    check: replyCheck,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        await reply.mutateAsync(input);
        setValues((current) => ({ ...current, message: '' }));
        showToast(`Reply sent to ${item.email}.`, { severity: 'success' });
      } catch (error) {
        form.showErrors(error instanceof RequestFailedError ? errorsFrom(REPLY_FIELDS, Object.entries(error.fields)) : {}, { focus: false, toast: false });
        setFailure(messageOf(error, 'The reply could not be sent. Check the connection and try again.'));
      }
    },
  });
  const change = (key: keyof InboxReplyInput) => (event: { target: { value: string } }) => {
    const next = { ...values, [key]: event.target.value };
    setValues(next);
    form.changed(next, key);
  };

  if (!item.email) return <Alert severity="info">{INBOX_MESSAGES.noEmail} Use the phone or WhatsApp links above, when there are any.</Alert>;
  return (
    <Box component="form" {...form.props} aria-label="Reply by e-mail" sx={{ display: 'grid', gap: 1.5 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField label="To" value={item.email} slotProps={{ input: { readOnly: true } }} size="small" />
      <TextField label="Subject" required value={values.subject} onChange={change('subject')} {...muiField(form.field('subject'))} size="small" />
      <TextField label="Message" required multiline minRows={4} value={values.message} onChange={change('message')} {...muiField(form.field('message'))} />
      <Box>
        <Button type="submit" variant="contained" disabled={form.submitting} startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}>
          Reply by e-mail
        </Button>
      </Box>
    </Box>
  );
}

/** One inbox item in full, with the reply form, the replies sent, and archive / back to new. */
export function EnquiryDialog({ tab, id, onClose }: { tab: InboxTab; id: string; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { data: item, error, refetch } = useInboxItem(tab, id);
  const { status } = useInboxMutations(tab, id);
  // A chat's reply box asks before the dialog closes with something typed in it.
  const closeRef = useRef<(() => void) | null>(null);
  const requestClose = () => (closeRef.current ?? onClose)();

  async function setStatus(next: 'archived' | 'new') {
    try {
      await status.mutateAsync(next);
      showToast(next === 'archived' ? 'Archived.' : 'Moved back to new.', { severity: 'success' });
    } catch (failure) {
      showToast(messageOf(failure, 'The status could not be changed. Try again.'), { severity: 'error', durationMs: 3_000 });
    }
  }

  const title = item ? item.name || (item.email ? item.email : 'Anonymous visitor') : INBOX_TAB_LABELS[tab];
  return (
    <Dialog open onClose={requestClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="enquiry-title" scroll="paper">
      <DialogTitle id="enquiry-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
        </Box>
        {item && <StatusChip status={item.status} />}
        <IconButton aria-label="Close" onClick={requestClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        {error && <LoadError error={error} what="this item" onRetry={() => void refetch()} />}
        {!item && !error && <CircularProgress aria-label="Loading the item" sx={{ justifySelf: 'center' }} />}
        {item && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', color: 'text.secondary', fontSize: 14 }}>
              <Chip size="small" label={INBOX_TAB_LABELS[tab]} variant="outlined" />
              <span>Received {formatOfficeDateTime(item.receivedAt)}</span>
              {item.unsubscribed && <Chip size="small" color="warning" variant="outlined" label="Unsubscribed" />}
            </Box>
            <Block title="Traveller">
              <ContactLinks item={item} />
            </Block>
            {item.meta.bookingReference && (
              <Block title="Booking">
                {/* A request sent from My Trips: the booking it is about, opened in Bookings. */}
                <Button component={RouterLink} to={`/admin/bookings?q=${encodeURIComponent(item.meta.bookingReference)}`} variant="outlined" size="small" sx={{ minHeight: 44 }}>
                  {item.meta.bookingReference}
                </Button>
              </Block>
            )}
            {item.subject && tab === 'contact' && (
              <Block title="Subject">
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.subject}</Typography>
              </Block>
            )}
            {tab === 'chat' && item.thread && (
              <Block title="Conversation">
                <ChatThread item={item} closeRef={closeRef} onClose={onClose} />
              </Block>
            )}
            {(tab === 'contact' || (tab === 'chat' && !item.thread)) && (
              <Block title="Message">
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.6 }}>{item.message}</Typography>
                {(item.meta.page || item.meta.conversationId) && (
                  <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>
                    {item.meta.page && <>Sent from {item.meta.page}. </>}
                    {item.meta.conversationId && <>Conversation {item.meta.conversationId.slice(0, 8)}.</>}
                  </Typography>
                )}
              </Block>
            )}
            {item.proposal && (
              <Block title="Custom itinerary request">
                <ProposalDetails proposal={item.proposal} />
              </Block>
            )}
            {tab === 'newsletter' && (
              <Typography sx={{ color: 'text.secondary' }}>
                {item.unsubscribed ? 'This subscriber has left the newsletter.' : 'Subscribed to the newsletter; the welcome e-mail went out when they signed up.'}
              </Typography>
            )}
            {item.replies.length > 0 && (
              <Block title={`Replies sent (${item.replies.length})`}>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {item.replies.map((sent) => (
                    <Box component="li" key={sent.id} sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}>
                      <Typography sx={{ fontWeight: 600 }}>{sent.subject}</Typography>
                      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                        {formatOfficeDateTime(sent.at)} · to {sent.recipient}
                        {sent.by && <> · by {sent.by}</>}
                      </Typography>
                      <Typography sx={{ mt: 0.75, whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontSize: 14 }}>{sent.message}</Typography>
                    </Box>
                  ))}
                </Box>
              </Block>
            )}
            <Block title="Reply by e-mail">
              <ReplyForm key={item.id} item={item} tab={tab} />
            </Block>
            <AuditHistory entity={INBOX_AUDIT_ENTITIES[tab]} entityId={item.id} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        {item &&
          (item.status === 'archived' ? (
            <Button onClick={() => void setStatus('new')} disabled={status.isPending}>
              Move back to new
            </Button>
          ) : (
            <Button onClick={() => void setStatus('archived')} disabled={status.isPending}>
              Mark archived
            </Button>
          ))}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={requestClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
