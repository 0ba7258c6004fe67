import ChatIcon from '@mui/icons-material/Chat';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { forwardRef } from 'react';
import { floatingHiddenSx, useFloatingHidden } from '../../../components/layout/floating-actions';
import { brand } from '../../../lib/theme';
import { badgeText, launcherLabel } from '../lib/chat-labels';
import type { ChatView } from '../lib/chat-state';

interface ChatLauncherProps {
  view: Exclude<ChatView, 'open'>;
  unread: number;
  onOpen: () => void;
}

/**
 * The floating button at the bottom right: a round icon when the chat is closed, a labelled pill
 * when it is minimised, with the number of unread replies in a badge (and in its name).
 */
export const ChatLauncher = forwardRef<HTMLButtonElement, ChatLauncherProps>(function ChatLauncher({ view, unread, onOpen }, ref) {
  const minimised = view === 'minimised';
  // Steps aside while a form is in view under it (components/layout/floating-actions.ts).
  const hidden = useFloatingHidden();
  return (
    <ButtonBase
      ref={ref}
      onClick={onOpen}
      aria-label={launcherLabel(unread)}
      aria-haspopup="dialog"
      data-floating="chat"
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        zIndex: 1250,
        height: 60,
        minWidth: 60,
        px: minimised ? 2.5 : 0,
        gap: 1,
        borderRadius: 999,
        bgcolor: brand.green,
        color: '#FFFFFF',
        fontWeight: 600,
        fontSize: 15,
        boxShadow: '0 10px 28px rgba(15,42,31,0.35), 0 2px 6px rgba(15,42,31,0.25)',
        ...floatingHiddenSx(hidden),
        '&:hover': { bgcolor: brand.greenLight, transform: 'translateY(-2px)' },
        '@media print': { display: 'none' },
      }}
    >
      <ChatIcon aria-hidden="true" sx={{ fontSize: 28 }} />
      {minimised && <span aria-hidden="true">Open chat</span>}
      {unread > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="chat-unread-badge"
          sx={{
            position: 'absolute',
            top: -4,
            right: -4,
            minWidth: 24,
            height: 24,
            px: 0.75,
            borderRadius: 999,
            bgcolor: '#B3261E',
            color: '#FFFFFF',
            border: '2px solid #FFFFFF',
            fontSize: 12.5,
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {badgeText(unread)}
        </Box>
      )}
    </ButtonBase>
  );
});
