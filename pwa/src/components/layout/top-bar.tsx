import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { brand } from '../../lib/theme';
import { CurrencySwitch } from './currency-switch';
import { telHref } from '@safari/shared/site-links';
import { useSite } from '../../lib/site';

const contactLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  color: 'inherit',
  textDecoration: 'none',
  // Icon-only on phones: a full 44×44 px touch target (WCAG 2.5.5), centred on the icon.
  minHeight: { xs: 44, sm: 32 },
  minWidth: { xs: 44, sm: 0 },
  justifyContent: 'center',
  '&:hover': { color: brand.goldLight },
} as const;

/** The slim bar above the header: tagline, the currency switch, phone and e-mail. */
export function TopBar() {
  const site = useSite();
  return (
    <Box sx={{ bgcolor: brand.greenDark, color: 'rgba(255,255,255,0.92)', fontSize: 13, '--focus-ring': brand.focusOnDark }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 34 }}>
        <Box component="p" sx={{ m: 0, fontWeight: 500, letterSpacing: '0.02em', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {site.tagline}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 2.5 }, flexShrink: 0 }}>
          <CurrencySwitch />
          <Box component="a" href={telHref(site.phone)} aria-label={`Call us: ${site.phone}`} sx={contactLinkSx}>
            <PhoneIcon sx={{ fontSize: 16, color: brand.goldLight }} aria-hidden="true" />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {site.phone}
            </Box>
          </Box>
          <Box component="a" href={`mailto:${site.email}`} aria-label={`E-mail us: ${site.email}`} sx={contactLinkSx}>
            <MailOutlinedIcon sx={{ fontSize: 16, color: brand.goldLight }} aria-hidden="true" />
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              {site.email}
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
