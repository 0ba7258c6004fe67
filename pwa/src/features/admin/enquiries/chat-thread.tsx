import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chatReplyInputSchema, inboxItemSchema, type ChatReplyInput, type InboxItem } from '@safari/shared/admin-inbox';
import { CHAT_AWAY_AFTER_MS } from '@safari/shared/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MutableRefObject } from 'react';
import { showToast } from '../../../components/toast/toast';
import { holdAlerts, onNewAlerts } from '../alerts/alerts-store';
import { call, messageOf, WRITE } from '../api/admin-api';
import { inboxItemQuery } from '../api/inbox-api';
import { useFormGuard } from '../components/form-guard';
import { touchTargets } from '../lib/touch-targets';
import { formatOfficeDateTime } from '@safari/shared/local-time';

const when = (iso: string) => formatOfficeDateTime(iso);

const sendChatReply = (id: string, input: ChatReplyInput): Promise<InboxItem> =>
  call('post', `admin/enquiries/chat/${encodeURIComponent(id)}/reply`, inboxItemSchema, { json: input });

/**
 * Keeps the chat's item fresh while it is open: a `chat.message` alert for this chat (the console's
 * event stream) fetches it again, so the traveller's new messages appear as they are written.
 */
function useLiveThread(id: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const release = holdAlerts();
    const stop = onNewAlerts((alerts) => {
      if (alerts.some((alert) => alert.kind === 'chat.message' && alert.recordId === id)) {
        void client.invalidateQueries({ queryKey: inboxItemQuery('chat', id).queryKey });
      }
    });
    return () => {
      stop();
      release();
    };
  }, [client, id]);
}

function Bubble({ message }: { message: NonNullable<InboxItem['thread']>[number] }) {
  const staff = message.from === 'staff';
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: staff ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.75,
          py: 1.1,
          borderRadius: 3,
          borderBottomRightRadius: staff ? 4 : undefined,
          borderBottomLeftRadius: staff ? undefined : 4,
          bgcolor: staff ? 'primary.main' : 'background.paper',
          color: staff ? 'primary.contrastText' : 'text.primary',
          border: staff ? 'none' : 1,
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.5,
        }}
      >
        {message.text}
      </Box>
      <Typography sx={{ mt: 0.5, px: 0.5, fontSize: 12.5, color: 'text.secondary' }}>
        {staff ? `${message.by || 'Staff'} · ` : 'Traveller · '}
        <time dateTime={message.at}>{when(message.at)}</time>
        {message.emailed && ' · also e-mailed'}
      </Typography>
    </Box>
  );
}

interface ReplyProps {
  item: InboxItem;
  /** The dialog asks the reply box before it closes (something typed is not lost). */
  closeRef: MutableRefObject<(() => void) | null>;
  onClose: () => void;
  onSent: () => void;
}

function ChatReply({ item, closeRef, onClose, onSent }: ReplyProps) {
  const client = useQueryClient();
  const [initial] = useState<ChatReplyInput>(() => ({ via: 'chat', message: '' }));
  const [values, setValues] = useState<ChatReplyInput>(initial);
  const [error, setError] = useState('');
  const send = useMutation({
    ...WRITE,
    mutationFn: (input: ChatReplyInput) => sendChatReply(item.id, input),
    onSuccess: async (next) => {
      client.setQueryData(inboxItemQuery('chat', item.id).queryKey, next);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'inbox', 'list'] }),
        client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        // The dialog's history lists the reply.
        client.invalidateQueries({ queryKey: ['admin', 'audit', 'history'] }),
      ]);
    },
  });
  const guard = useFormGuard({ form: 'chat-reply', record: item.id, initial, values, onRestore: setValues, onClose, submitting: send.isPending });
  useEffect(() => {
    closeRef.current = guard.requestClose;
    return () => {
      closeRef.current = null;
    };
  }, [closeRef, guard.requestClose]);

  const submit = async (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    const parsed = chatReplyInputSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Message is required.');
      return;
    }
    setError('');
    try {
      const next = await guard.save(() => send.mutateAsync(parsed.data));
      const emailed = next.thread?.at(-1)?.emailed;
      showToast(emailed ? 'Reply sent in the chat and by e-mail.' : 'Reply sent in the chat.', { severity: 'success' });
      onSent();
    } catch (failure) {
      setError(messageOf(failure, 'The reply could not be sent. Check the connection and try again.'));
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} aria-label="Reply in the chat" sx={{ display: 'grid', gap: 1.25, ...touchTargets }}>
      {guard.waitingNote}
      <TextField
        label="Reply in the chat"
        multiline
        minRows={2}
        value={values.message}
        onChange={(event) => {
          setValues({ via: 'chat', message: event.target.value });
          if (error) setError('');
        }}
        onKeyDown={(event) => {
          // Ctrl/⌘ + Enter sends, as in other chat tools; Enter alone makes a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
        }}
        error={Boolean(error)}
        helperText={error || ' '}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={send.isPending} startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}>
          Send in the chat
        </Button>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', flex: '1 1 220px' }}>{presenceNote(item)}</Typography>
      </Box>
      {guard.dialogs}
    </Box>
  );
}

/** Whether the traveller will see the reply in the widget now, or (also) by e-mail. */
function presenceNote(item: InboxItem): string {
  const seen = item.chatSeenAt ? Date.parse(item.chatSeenAt) : Number.NaN;
  const here = Number.isFinite(seen) && Date.now() - seen < CHAT_AWAY_AFTER_MS;
  if (here) return 'The traveller has the site open: the reply shows in their chat within seconds.';
  if (item.email) return `The traveller has left the site: the reply shows in their chat when they come back, and is e-mailed to ${item.email}.`;
  return 'The traveller has left the site and gave no e-mail: the reply shows in their chat when they come back.';
}

/** A chat's conversation in the enquiry dialog: the thread, live, and a box to reply in it. */
export function ChatThread({ item, closeRef, onClose }: { item: InboxItem; closeRef: MutableRefObject<(() => void) | null>; onClose: () => void }) {
  useLiveThread(item.id);
  const [sent, setSent] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);
  const thread = item.thread ?? [];
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [thread.length]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="ol"
        ref={listRef}
        aria-label="Chat messages"
        aria-live="polite"
        sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'grid', gap: 1.5, borderRadius: 2, bgcolor: 'action.hover', maxHeight: { xs: 'none', md: 360 }, overflowY: 'auto' }}
      >
        {thread.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </Box>
      {item.meta.page && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>Started on {item.meta.page}.</Typography>}
      {item.conversation ? (
        <ChatReply key={sent} item={item} closeRef={closeRef} onClose={onClose} onSent={() => setSent((count) => count + 1)} />
      ) : (
        <Alert severity="info">This chat was sent before chats became conversations: the traveller cannot read a reply in the chat. Reply by e-mail below.</Alert>
      )}
    </Box>
  );
}
