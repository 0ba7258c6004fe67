import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import { whatsappLink } from '@safari/shared/site-links';
import { floatingHiddenSx, useFloatingHidden } from './layout/floating-actions';
import { useSite } from '../lib/site';

/** WhatsApp's own green, darkened so the white text and icon pass AA contrast. */
const WHATSAPP_GREEN = '#0F7A40';

interface FloatingWhatsAppProps {
  /** The prefilled message; the site's greeting by default. */
  message?: string;
}

/**
 * A round WhatsApp chat button fixed to the bottom-left corner (the chat widget owns the
 * bottom-right), clear of the page's content column on wide screens. Used on home, booking and contact.
 * It steps aside while a form is in view under it (layout/floating-actions.ts).
 */
export function FloatingWhatsApp({ message }: FloatingWhatsAppProps) {
  const site = useSite();
  const hidden = useFloatingHidden();
  return (
    <Box
      component="a"
      href={whatsappLink(message, site)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-floating="whatsapp"
      sx={{
        position: 'fixed',
        left: { xs: 16, md: 24 },
        // Above the page, below the sticky header (1100), menus and dialogs.
        zIndex: 1050,
        display: 'grid',
        placeItems: 'center',
        width: 56,
        height: 56,
        borderRadius: '50%',
        color: '#FFFFFF',
        bgcolor: WHATSAPP_GREEN,
        boxShadow: '0 6px 20px rgba(15,122,64,0.35), 0 2px 6px rgba(0,0,0,0.15)',
        ...floatingHiddenSx(hidden),
        '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 10px 26px rgba(15,122,64,0.42), 0 2px 6px rgba(0,0,0,0.15)' },
        '&:focus-visible': { outline: '3px solid #1B4332', outlineOffset: 3 },
        '@media print': { display: 'none' },
      }}
    >
      <WhatsAppIcon aria-hidden="true" sx={{ fontSize: 30 }} />
    </Box>
  );
}

export default FloatingWhatsApp;
