import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { telHref, whatsappLink } from '@safari/shared/site-links';
import { Link, NavLink, useLocation } from 'react-router';
import { keyframes } from '@mui/material/styles';
import { brand } from '../../lib/theme';
import { useAccountLink } from './account-entry';
import { HeaderSearch } from './header-search';
import { isCurrentToursLink, MAIN_LINKS, REQUEST_QUOTE, TOURS_MENU, type NavLinkItem } from './nav-links';
import { useSite } from '../../lib/site';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const reveal = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const linkSx = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  px: 2,
  borderRadius: 2,
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: 17,
  '&:hover': { bgcolor: 'rgba(27,67,50,0.06)' },
  '&[aria-current="page"]': { color: brand.green, bgcolor: 'rgba(27,67,50,0.08)' },
} as const;

function MenuLink({ item, end }: { item: NavLinkItem; end?: boolean }) {
  return (
    <Box component="li">
      <Box component={NavLink} to={item.to} end={end} sx={linkSx}>
        {item.label}
      </Box>
    </Box>
  );
}

/** Tour list entries: NavLink ignores the query, so the tag decides which one is current. */
function ToursMenuLink({ item }: { item: NavLinkItem }) {
  const { pathname, search } = useLocation();
  return (
    <Box component="li">
      <Box
        component={Link}
        to={item.to}
        aria-current={isCurrentToursLink(item.to, pathname, search) ? 'page' : undefined}
        sx={{ ...linkSx, pl: 4, fontWeight: 500, fontSize: 16, minHeight: 44 }}
      >
        {item.label}
      </Box>
    </Box>
  );
}

/**
 * The phone menu: a collapsible panel under the header (a disclosure, not a modal, so the toggle
 * stays reachable) with the search, the links and the contacts. Using a link or a search closes it.
 */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const site = useSite();
  const account = useAccountLink();
  return (
    open && (
      <Box
        id={id}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        sx={{
          bgcolor: brand.sand,
          borderBottom: 1,
          borderColor: 'divider',
          boxShadow: '0 18px 30px rgba(30,36,32,0.14)',
          maxHeight: 'calc(100svh - 64px)',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          animation: `${reveal} 180ms ease-out`,
          display: { md: 'none' },
        }}
      >
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <HeaderSearch fullWidth onSearch={onClose} />
        </Box>
        <Box
          component="nav"
          aria-label="Mobile"
          // Any link inside closes the menu (the route changes underneath).
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) onClose();
          }}
          sx={{ px: 1 }}
        >
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            <MenuLink item={{ label: 'Home', to: '/' }} end />
            <Box
              component="li"
              aria-hidden="true"
              sx={{ px: 2, pt: 1.5, pb: 0.5, fontSize: 12, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', color: 'text.secondary' }}
            >
              Tours
            </Box>
            <Box component="li">
              <Box component="ul" aria-label="Tours" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {TOURS_MENU.map((item) => (
                  <ToursMenuLink key={item.to} item={item} />
                ))}
              </Box>
            </Box>
            {MAIN_LINKS.map((item) => (
              <MenuLink key={item.to} item={item} />
            ))}
            <MenuLink item={account} />
          </Box>
          <Box sx={{ px: 1, pt: 2 }}>
            <Button href={REQUEST_QUOTE.to} variant="contained" color="secondary" fullWidth size="large">
              {REQUEST_QUOTE.label}
            </Button>
          </Box>
        </Box>
        <Box sx={{ mt: 2, borderTop: 1, borderColor: 'divider', p: 1, pb: 2, display: 'grid', gap: 0.5 }}>
          <Box component="a" href={telHref(site.phone)} sx={{ ...linkSx, fontSize: 15, fontWeight: 500, gap: 1.25 }}>
            <PhoneIcon fontSize="small" aria-hidden="true" sx={{ color: brand.green }} /> {site.phone}
          </Box>
          <Box component="a" href={whatsappLink(undefined, site)} target="_blank" rel="noopener noreferrer" sx={{ ...linkSx, fontSize: 15, fontWeight: 500, gap: 1.25 }}>
            <WhatsAppIcon fontSize="small" aria-hidden="true" sx={{ color: '#128C4A' }} /> WhatsApp us
          </Box>
          <Box component="a" href={`mailto:${site.email}`} sx={{ ...linkSx, fontSize: 15, fontWeight: 500, gap: 1.25, wordBreak: 'break-all' }}>
            <MailOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: brand.green }} /> {site.email}
          </Box>
        </Box>
      </Box>
    )
  );
}
