import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SITE } from '@safari/shared/site';
import { brand } from '../../lib/theme';
import { CurrencySwitch } from './currency-switch';

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
  return (
    <Box sx={{ bgcolor: brand.greenDark, color: 'rgba(255,255,255,0.92)', fontSize: 13, '--focus-ring': brand.focusOnDark }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 34 }}>
        <Box component="p" sx={{ m: 0, fontWeight: 500, letterSpacing: '0.02em', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {SITE.tagline}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 2.5 }, flexShrink: 0 }}>
          <CurrencySwitch />
          <Box component="a" href={SITE.phoneHref} aria-label={`Call us: ${SITE.phone}`} sx={contactLinkSx}>
            <PhoneIcon sx={{ fontSize: 16, color: brand.goldLight }} aria-hidden="true" />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {SITE.phone}
            </Box>
          </Box>
          <Box component="a" href={`mailto:${SITE.email}`} aria-label={`E-mail us: ${SITE.email}`} sx={contactLinkSx}>
            <MailOutlinedIcon sx={{ fontSize: 16, color: brand.goldLight }} aria-hidden="true" />
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              {SITE.email}
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
