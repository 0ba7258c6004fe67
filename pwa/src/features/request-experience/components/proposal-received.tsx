import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ProposalRequest } from '@safari/shared/proposal';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../lib/theme';
import { useSite } from '../../../lib/site';

/** Who sent the request and how they want to hear back: what the confirmation repeats. */
export interface ProposalSender {
  name: string;
  email: string;
  prefer: ProposalRequest['contact']['prefer'];
}

export function senderOf(request: ProposalRequest): ProposalSender {
  return { name: request.contact.name, email: request.contact.email, prefer: request.contact.prefer };
}

/** How the planner will answer, in the traveller's words. */
function channelText(sender: ProposalSender): string {
  if (sender.prefer === 'whatsapp') return 'on WhatsApp';
  if (sender.prefer === 'phone') return 'with a phone call';
  return `by e-mail at ${sender.email}`;
}

/**
 * The confirmation after a proposal request reached us (at once, or later from the outbox): what
 * happens next and when, and something to do meanwhile. It stays until closed or a new request.
 */
export function ProposalReceived({ sender, onClose }: { sender: ProposalSender; onClose: () => void }) {
  const site = useSite();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [sender]);

  const steps = [
    'A planner reads your request and checks lodges and guides for your dates.',
    `${site.responsePromise.replace(/\.$/, '')} ${channelText(sender)}: a day-by-day itinerary with lodges and a clear price.`,
    'You adjust it with us until it is right. Nothing is booked or charged until you say so.',
  ];
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="proposal-received"
      sx={{ position: 'relative', mb: 4, p: { xs: 2.5, sm: 3 }, pr: { xs: 6, sm: 7 }, borderRadius: 4, bgcolor: '#EEF6F0', border: '1px solid #CFE3D6' }}
    >
      <IconButton aria-label="Close confirmation" onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <CheckCircleIcon aria-hidden="true" sx={{ color: '#1E6B3B', fontSize: 28, flexShrink: 0 }} />
        <Typography
          ref={headingRef}
          id={titleId}
          tabIndex={-1}
          component="h2"
          sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 22, sm: 24 }, lineHeight: 1.25, outline: 'none', scrollMarginTop: 96 }}
        >
          Request received, {sender.name.split(/\s+/)[0]}
        </Typography>
      </Box>
      <Typography sx={{ mt: 1.25, fontWeight: 600, fontSize: 16 }}>What happens next:</Typography>
      <Box component="ol" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {steps.map((step, index) => (
          <Box component="li" key={step} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', fontSize: 15.5, lineHeight: 1.5 }}>
            <Box
              component="span"
              aria-hidden="true"
              sx={{ flexShrink: 0, width: 26, height: 26, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: brand.green, color: '#FFFFFF', fontSize: 13, fontWeight: 700 }}
            >
              {index + 1}
            </Box>
            <span>{step}</span>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2.5, display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
        <Button component={RouterLink} to="/tours" variant="contained" endIcon={<ArrowForwardIcon aria-hidden="true" />}>
          Browse tours
        </Button>
      </Box>
    </Box>
  );
}
