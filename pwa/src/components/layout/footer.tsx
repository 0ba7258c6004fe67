import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import ReviewsOutlinedIcon from '@mui/icons-material/ReviewsOutlined';
import StarIcon from '@mui/icons-material/Star';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { FooterBadgeIcon } from '@safari/shared/site-badges';
import { telHref, whatsappLink } from '@safari/shared/site-links';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../lib/theme';
import { belowFold } from '../ui/below-fold';
import { BrandLogo } from '../brand/brand-logo';
import { FLOATING_FOOTER_SPACE } from './floating-actions';
import { FOOTER_COLUMNS, LEGAL_LINKS } from './nav-links';
import { useSite, useSiteSettings } from '../../lib/site';

/** The social links (their addresses are settings). */
const SOCIALS = [
  { label: 'Instagram', key: 'instagram', Icon: InstagramIcon },
  { label: 'Facebook', key: 'facebook', Icon: FacebookIcon },
  { label: 'X', key: 'x', Icon: XIcon },
  { label: 'YouTube', key: 'youtube', Icon: YouTubeIcon },
] as const;

/** The footer badges' icons (the badges themselves are settings). */
const BADGE_ICONS: Record<FooterBadgeIcon, typeof StarIcon> = {
  verified: VerifiedOutlinedIcon,
  star: StarIcon,
  reviews: ReviewsOutlinedIcon,
  lock: LockOutlinedIcon,
};

const muted = 'rgba(255,255,255,0.78)';

/** The footer's height (newsletter, link columns, contacts, badges), measured at 390 px (1 771–1 843) and 1366 px (938). */
const FOOTER_HEIGHT = { xs: 1800, md: 940 };

const footerLinkSx = {
  color: muted,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 32,
  fontSize: 15,
  '&:hover': { color: '#FFFFFF', textDecoration: 'underline', textUnderlineOffset: '3px' },
} as const;

const headingSx = {
  fontFamily: 'Inter, system-ui, sans-serif',
  fontSize: 13,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: brand.goldLight,
  mb: 1.5,
} as const;

interface FooterProps {
  /** The newsletter form, owned by its feature. */
  newsletter: ReactNode;
}

export function Footer({ newsletter }: FooterProps) {
  const site = useSite();
  const badges = useSiteSettings().footerBadges;
  return (
    <Box component="footer" sx={{ bgcolor: brand.greenDark, color: '#FFFFFF', '--focus-ring': brand.focusOnDark, mt: 'auto', ...belowFold(FOOTER_HEIGHT) }}>
      <Box sx={{ background: `linear-gradient(135deg, ${brand.green} 0%, ${brand.greenDark} 100%)`, borderBottom: '1px solid rgba(255,255,255,0.08)' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 6 } }}>{newsletter}</Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: '1.3fr 2.7fr' },
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            <Box component={RouterLink} to="/" aria-label="Pulse of the Wild Safaris, home" sx={{ alignSelf: 'flex-start', textDecoration: 'none', borderRadius: 1 }}>
              <BrandLogo inverse />
            </Box>
            <Typography sx={{ color: muted, fontSize: 15, maxWidth: 340, lineHeight: 1.7 }}>
              Tailor-made safaris across Kenya and East Africa, planned by local specialists who know every track of the Mara.
            </Typography>
            <Box>
              <Typography component="h2" sx={headingSx}>
                24/7 Support
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
                <li>
                  <Box component="a" href={telHref(site.phone)} sx={footerLinkSx}>
                    <PhoneIcon fontSize="small" aria-hidden="true" sx={{ color: brand.goldLight }} />
                    {site.phone}
                  </Box>
                </li>
                <li>
                  <Box component="a" href={whatsappLink(undefined, site)} target="_blank" rel="noopener noreferrer" sx={footerLinkSx}>
                    <WhatsAppIcon fontSize="small" aria-hidden="true" sx={{ color: brand.goldLight }} />
                    Chat on WhatsApp
                  </Box>
                </li>
                <li>
                  <Box component="a" href={`mailto:${site.email}`} sx={{ ...footerLinkSx, wordBreak: 'break-all' }}>
                    <MailOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: brand.goldLight }} />
                    {site.email}
                  </Box>
                </li>
                <li>
                  <Box component={RouterLink} to="/live-chat" sx={footerLinkSx}>
                    <ChatOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: brand.goldLight }} />
                    Live chat
                  </Box>
                </li>
              </Box>
            </Box>
          </Box>

          <Box
            component="nav"
            aria-label="Footer"
            sx={{ display: 'grid', gap: { xs: 3.5, md: 4 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}
          >
            {FOOTER_COLUMNS.map((column) => (
              <Box key={column.title}>
                <Typography component="h2" sx={headingSx}>
                  {column.title}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Box component={RouterLink} to={link.to} sx={footerLinkSx}>
                        {link.label}
                      </Box>
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>

        <Box
          sx={{
            mt: { xs: 5, md: 6 },
            pt: 4,
            borderTop: '1px solid rgba(255,255,255,0.12)',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <Box component="ul" aria-label="Why travel with us" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
            {badges.map(({ label, icon }) => {
              const Icon = BADGE_ICONS[icon];
              return (
                <Box
                  component="li"
                  key={label}
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.75,
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 999,
                    border: '1px solid rgba(243,208,138,0.35)',
                    bgcolor: 'rgba(255,255,255,0.04)',
                    fontSize: 13,
                    fontWeight: 600,
                  }}
                >
                  <Icon sx={{ fontSize: 17, color: brand.goldLight }} aria-hidden="true" />
                  {label}
                </Box>
              );
            })}
          </Box>
          <Box component="ul" aria-label="Social media" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}>
            {SOCIALS.map(({ label, key, Icon }) => (
              <li key={label}>
                <IconButton
                  href={site.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  sx={{ color: '#FFFFFF', border: '1px solid rgba(255,255,255,0.25)', '&:hover': { bgcolor: 'rgba(255,255,255,0.1)', borderColor: brand.goldLight } }}
                >
                  <Icon fontSize="small" />
                </IconButton>
              </li>
            ))}
          </Box>
        </Box>
      </Container>

      {/* The room below the last row is the floating buttons' (WhatsApp, chat): nothing ends up under them. */}
      <Box sx={{ bgcolor: 'rgba(0,0,0,0.22)', pb: FLOATING_FOOTER_SPACE }}>
        <Container
          maxWidth="lg"
          sx={{ py: 2.5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography sx={{ fontSize: 14, color: muted }}>
            {`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`}
          </Typography>
          <Box component="ul" aria-label="Legal" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 2.5 }}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Box component={RouterLink} to={link.to} sx={{ ...footerLinkSx, fontSize: 14 }}>
                  {link.label}
                </Box>
              </li>
            ))}
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
