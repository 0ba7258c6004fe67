import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import SendIcon from '@mui/icons-material/Send';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../lib/theme';
import { useOnline } from '../../../offline/outbox-hooks';
import { CHAT_NOTE, QUICK_REPLIES } from '../lib/chat-content';
import { formatChatTime, type ChatMessage } from '../lib/chat-state';

export interface ChatDetails {
  name: string;
  email: string;
}

interface ChatPanelProps {
  id: string;
  messages: ChatMessage[];
  typing: boolean;
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: (text: string, fromDraft: boolean) => void;
  onRetry: (message: ChatMessage) => void;
  onMinimise: () => void;
  onClose: () => void;
  details: ChatDetails;
  onDetailsChange: (details: ChatDetails) => void;
  detailsOpen: boolean;
  onDetailsOpenChange: (open: boolean) => void;
  emailError: string | null;
  messageError: string | null;
  /** Outside office hours: when a planner will answer. */
  officeNote?: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  emailRef: RefObject<HTMLInputElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
}

const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const smallInputSx = {
  width: '100%',
  minHeight: 40,
  px: 1.25,
  borderRadius: 2,
  border: '1px solid rgba(30,36,32,0.25)',
  bgcolor: '#FFFFFF',
  font: 'inherit',
  fontSize: 16,
  color: 'text.primary',
  '&[aria-invalid="true"]': { borderColor: 'error.main', borderWidth: 2 },
} as const;

function Bubble({ message, onRetry }: { message: ChatMessage; onRetry: (message: ChatMessage) => void }) {
  // Still waiting while online means our server did not take it, not that the phone lost signal.
  const online = useOnline();
  const mine = message.from === 'me';
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.75,
          py: 1.1,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? brand.green : '#FFFFFF',
          color: mine ? '#FFFFFF' : 'text.primary',
          border: mine ? 'none' : '1px solid rgba(30,36,32,0.1)',
          boxShadow: mine ? 'none' : '0 1px 2px rgba(30,36,32,0.06)',
          fontSize: 15,
          lineHeight: 1.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Box component="span" sx={srOnly}>
          {mine ? 'You: ' : message.from === 'staff' && message.by ? `${message.by}, safari planner: ` : 'Safari planner: '}
        </Box>
        {message.text}
        {message.link && (
          <Box component="span" sx={{ display: 'block', mt: 0.75 }}>
            <Box
              component={RouterLink}
              to={message.link.to}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 32, fontWeight: 700, color: brand.green, textDecoration: 'underline', textUnderlineOffset: '3px' }}
            >
              {message.link.label}
              <span aria-hidden="true">&nbsp;→</span>
            </Box>
          </Box>
        )}
      </Box>
      <Typography component="p" sx={{ mt: 0.5, px: 0.5, fontSize: 12, color: 'text.secondary' }}>
        {message.from === 'staff' && (
          <Box component="span" aria-hidden="true" sx={{ fontWeight: 600, color: brand.green }}>
            {message.by || 'Safari planner'}
            {' · '}
          </Box>
        )}
        <time dateTime={message.time}>{formatChatTime(message.time)}</time>
        {mine && message.delivery === 'queued' && (
          <>
            {' · '}
            <Box component="span" sx={{ fontWeight: 600 }}>
              {online ? 'Saved on your phone; we couldn’t reach our server, so we’ll keep trying.' : 'Saved on your phone, sends when you are back online.'}
            </Box>
          </>
        )}
        {mine && message.delivery === 'failed' && (
          <>
            {' · '}
            <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
              Not delivered.
            </Box>{' '}
            <ButtonBase onClick={() => onRetry(message)} sx={{ fontSize: 12, fontWeight: 700, textDecoration: 'underline', color: brand.green, borderRadius: 1, px: 0.5, minHeight: 24 }}>
              Retry
            </ButtonBase>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** The open chat: header with Minimise and Close, the messages, quick replies, the input and the note. */
export function ChatPanel(props: ChatPanelProps) {
  const { id, messages, typing, draft, onDraftChange, onSend, onRetry, onMinimise, onClose, details, onDetailsChange, detailsOpen, onDetailsOpenChange, emailError, messageError, officeNote, inputRef, emailRef, panelRef } = props;
  const titleId = useId();
  const detailsId = useId();
  const emailErrorId = useId();
  const messageErrorId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const visitorHasWritten = messages.some((message) => message.from === 'me');

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, typing]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onMinimise();
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend(draft, true);
  };

  return (
    <Box
      id={id}
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        zIndex: 1250,
        width: { xs: 'calc(100vw - 16px)', sm: 380 },
        height: { xs: 'min(620px, calc(100dvh - 16px))', sm: 'min(600px, calc(100dvh - 48px))' },
        display: 'flex',
        flexDirection: 'column',
        bgcolor: brand.sand,
        borderRadius: 4,
        overflow: 'hidden',
        boxShadow: '0 24px 60px rgba(15,42,31,0.35), 0 4px 14px rgba(15,42,31,0.2)',
        border: '1px solid rgba(30,36,32,0.1)',
        outline: 'none',
        '@media print': { display: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, bgcolor: brand.green, color: '#FFFFFF', '--focus-ring': brand.focusOnDark }}>
        <Box aria-hidden="true" sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,0.14)', color: brand.goldLight, flexShrink: 0 }}>
          <SupportAgentIcon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1.3 }}>
            Chat with a safari planner
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'rgba(255,255,255,0.82)' }}>Pulse of the Wild · Nairobi</Typography>
        </Box>
        <IconButton aria-label="Minimise chat" onClick={onMinimise} sx={{ color: '#FFFFFF' }}>
          <RemoveIcon />
        </IconButton>
        <IconButton aria-label="Close chat" onClick={onClose} sx={{ color: '#FFFFFF', mr: -1 }}>
          <CloseIcon />
        </IconButton>
      </Box>

      <Box
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        // Scrollable, so it must be reachable by keyboard to scroll.
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 2, overscrollBehavior: 'contain' }}
      >
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {messages.map((message) => (
            <Bubble key={message.id} message={message} onRetry={onRetry} />
          ))}
        </Box>
        {!visitorHasWritten && (
          <Box role="group" aria-label="Quick replies" sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {QUICK_REPLIES.map((reply) => (
              <ButtonBase
                key={reply.label}
                onClick={() => onSend(reply.message, false)}
                sx={{
                  minHeight: 40,
                  px: 1.75,
                  borderRadius: 999,
                  border: `1.5px solid ${brand.green}`,
                  color: brand.green,
                  bgcolor: '#FFFFFF',
                  fontWeight: 600,
                  fontSize: 14,
                  '&:hover': { bgcolor: '#E8F0EA' },
                }}
              >
                {reply.label}
              </ButtonBase>
            ))}
          </Box>
        )}
        {typing && (
          <Typography aria-hidden="true" sx={{ mt: 1.5, fontSize: 13, color: 'text.secondary', fontStyle: 'italic' }}>
            A planner is typing…
          </Typography>
        )}
      </Box>

      {officeNote && (
        <Typography role="status" sx={{ px: 2, py: 1, fontSize: 13.5, lineHeight: 1.45, bgcolor: '#FFF4D6', color: '#5C4300', borderTop: '1px solid rgba(92,67,0,0.15)' }}>
          {officeNote}
        </Typography>
      )}
      <Box sx={{ borderTop: '1px solid rgba(30,36,32,0.1)', bgcolor: '#FFFFFF', px: 1.5, pt: 1.25, pb: 1 }}>
        <Box component="form" onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box
            component="input"
            ref={inputRef}
            type="text"
            aria-label="Type your message"
            placeholder="Type your message…"
            autoComplete="off"
            enterKeyHint="send"
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? messageErrorId : undefined}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            sx={{ ...smallInputSx, flex: 1, minHeight: 46, borderRadius: 999, px: 2 }}
          />
          <IconButton type="submit" aria-label="Send message" disabled={draft.trim() === ''} sx={{ bgcolor: brand.green, color: '#FFFFFF', '&:hover': { bgcolor: brand.greenLight }, '&.Mui-disabled': { bgcolor: 'rgba(27,67,50,0.35)', color: '#FFFFFF' } }}>
            <SendIcon fontSize="small" />
          </IconButton>
        </Box>
        {messageError && (
          <Typography id={messageErrorId} role="alert" sx={{ mt: 0.5, px: 1, fontSize: 13, color: 'error.main', fontWeight: 600 }}>
            {messageError}
          </Typography>
        )}

        <ButtonBase
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          onClick={() => onDetailsOpenChange(!detailsOpen)}
          sx={{ mt: 0.75, px: 0.5, minHeight: 32, borderRadius: 1, fontSize: 13, fontWeight: 600, color: brand.green, textDecoration: 'underline', textUnderlineOffset: '3px' }}
        >
          {details.email.trim() ? `Replies also by e-mail to ${details.email.trim()}` : 'Get the reply by e-mail (optional)'}
        </ButtonBase>
        <Box id={detailsId} hidden={!detailsOpen} sx={{ display: detailsOpen ? 'grid' : 'none', gap: 1, gridTemplateColumns: '1fr 1fr', mt: 0.5 }}>
          <Box component="label" sx={{ fontSize: 12.5, fontWeight: 600, color: 'text.secondary' }}>
            Your name
            <Box component="input" type="text" autoComplete="name" value={details.name} onChange={(event) => onDetailsChange({ ...details, name: event.target.value })} sx={{ ...smallInputSx, mt: 0.5 }} />
          </Box>
          <Box component="label" sx={{ fontSize: 12.5, fontWeight: 600, color: 'text.secondary' }}>
            Your email
            <Box
              component="input"
              ref={emailRef}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={details.email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? emailErrorId : undefined}
              onChange={(event) => onDetailsChange({ ...details, email: event.target.value })}
              sx={{ ...smallInputSx, mt: 0.5 }}
            />
          </Box>
          {emailError && (
            <Typography id={emailErrorId} role="alert" sx={{ gridColumn: '1 / -1', fontSize: 13, color: 'error.main', fontWeight: 600 }}>
              {emailError}
            </Typography>
          )}
        </Box>

        <Typography sx={{ mt: 0.5, px: 0.5, fontSize: 12.5, color: 'text.secondary', lineHeight: 1.5 }}>
          {CHAT_NOTE}{' '}
          <Box component={RouterLink} to="/privacy" sx={{ color: brand.green, fontWeight: 600 }}>
            Privacy Policy
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}
