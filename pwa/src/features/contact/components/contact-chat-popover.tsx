import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CHAT_REPLY_DELAY_MS } from '@safari/shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { brand } from '../../../lib/theme';
import { openChat } from '../../../lib/open-chat';

export interface QuickQuestion {
  label: string;
  subject: string;
  message: string;
}

/** The contact page's three quick topics; each fills in the form for the visitor. */
export const QUICK_QUESTIONS: readonly QuickQuestion[] = [
  { label: 'Plan a custom safari', subject: 'Custom safari itinerary', message: 'Hello! I would like help planning a custom safari. ' },
  { label: 'Best time to visit', subject: 'Best time to visit', message: 'Hello! When is the best time to visit Kenya for the wildlife and the migration? ' },
  { label: 'Group & family rates', subject: 'Group and family rates', message: 'Hello! Do you offer rates for groups or families with children? ' },
];

export const QUICK_REPLY = 'Thanks! A safari planner will respond shortly. I’ve put your question in the form: add your details and press Send.';

interface ContactChatPopoverProps {
  onPick: (question: QuickQuestion) => void;
}

/**
 * A small chat-style popover with three quick chips. A chip answers with the canned reply and fills
 * in the contact form, so the question reaches a planner with the visitor's details; 'Open live
 * chat' opens the site's chat widget.
 */
export function ContactChatPopover({ onPick }: ContactChatPopoverProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<QuickQuestion | null>(null);
  const [replied, setReplied] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  useEffect(() => {
    if (!asked) return;
    const timer = window.setTimeout(() => setReplied(true), CHAT_REPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [asked]);

  const pick = (question: QuickQuestion) => {
    setReplied(false);
    setAsked(question);
    onPick(question);
  };

  return (
    <Box ref={rootRef} sx={{ position: 'relative' }}>
      <Button
        ref={buttonRef}
        variant="outlined"
        fullWidth
        aria-expanded={open}
        aria-controls={panelId}
        startIcon={<ChatBubbleOutlineIcon aria-hidden="true" />}
        onClick={() => setOpen((value) => !value)}
        sx={{ minHeight: 48, borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } }}
      >
        Quick questions
      </Button>
      {open && (
        <Box
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label="Quick questions"
          tabIndex={-1}
          sx={{
            position: 'absolute',
            zIndex: 20,
            left: 0,
            right: 0,
            bottom: 'calc(100% + 10px)',
            borderRadius: 4,
            bgcolor: '#FFFFFF',
            boxShadow: '0 18px 48px rgba(15,42,31,0.22), 0 2px 8px rgba(15,42,31,0.12)',
            overflow: 'hidden',
            outline: 'none',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.25, bgcolor: brand.green, color: '#FFFFFF' }}>
            <Typography sx={{ fontWeight: 600, fontSize: 15 }}>Safari planner</Typography>
            <Box
              component="button"
              type="button"
              aria-label="Close quick questions"
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
              sx={{ display: 'grid', placeItems: 'center', width: 32, height: 32, border: 0, borderRadius: 2, bgcolor: 'transparent', color: '#FFFFFF', cursor: 'pointer', '&:focus-visible': { outline: `3px solid ${brand.goldLight}` } }}
            >
              <CloseIcon aria-hidden="true" fontSize="small" />
            </Box>
          </Box>
          <Box sx={{ p: 2, display: 'grid', gap: 1.25, bgcolor: '#FAF6EE' }} aria-live="polite">
            <Bubble from="bot">Jambo! 👋 What would you like to ask?</Bubble>
            {asked && <Bubble from="me">{asked.label}</Bubble>}
            {asked && replied && <Bubble from="bot">{QUICK_REPLY}</Bubble>}
          </Box>
          <Box sx={{ p: 2, pt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {QUICK_QUESTIONS.map((question) => (
              <Box
                key={question.label}
                component="button"
                type="button"
                onClick={() => pick(question)}
                sx={{
                  px: 1.5,
                  py: 0.75,
                  minHeight: 36,
                  borderRadius: 999,
                  border: `1.5px solid ${brand.green}`,
                  bgcolor: '#FFFFFF',
                  color: brand.green,
                  font: 'inherit',
                  fontSize: 14,
                  fontWeight: 600,
                  cursor: 'pointer',
                  '&:hover': { bgcolor: '#EEF4F0' },
                }}
              >
                {question.label}
              </Box>
            ))}
          </Box>
          <Box sx={{ px: 2, pb: 2 }}>
            <Button
              size="small"
              onClick={() => {
                setOpen(false);
                openChat();
              }}
            >
              Open live chat
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

function Bubble({ from, children }: { from: 'me' | 'bot'; children: string }) {
  const me = from === 'me';
  return (
    <Box
      sx={{
        justifySelf: me ? 'end' : 'start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 3,
        borderBottomRightRadius: me ? 4 : undefined,
        borderBottomLeftRadius: me ? undefined : 4,
        bgcolor: me ? brand.green : '#FFFFFF',
        color: me ? '#FFFFFF' : 'text.primary',
        fontSize: 14.5,
        lineHeight: 1.45,
        boxShadow: me ? 'none' : '0 1px 2px rgba(30,36,32,0.08)',
      }}
    >
      {children}
    </Box>
  );
}
