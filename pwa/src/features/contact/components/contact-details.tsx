import AccessTimeIcon from '@mui/icons-material/AccessTime';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { telHref, whatsappLink } from '@safari/shared/site-links';
import type { ReactNode } from 'react';
import { brand } from '../../../lib/theme';
import { useSite } from '../../../lib/site';

/** The social links (their addresses are settings). */
const SOCIALS = [
  { label: 'Instagram', key: 'instagram', Icon: InstagramIcon },
  { label: 'Facebook', key: 'facebook', Icon: FacebookIcon },
  { label: 'X', key: 'x', Icon: XIcon },
  { label: 'YouTube', key: 'youtube', Icon: YouTubeIcon },
] as const;

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.75, alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ flexShrink: 0, width: 42, height: 42, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(217,164,65,0.16)', color: brand.goldDark }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontSize: 13, fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase', color: 'text.secondary' }}>{title}</Typography>
        <Box sx={{ mt: 0.25, fontSize: 16, fontWeight: 600, lineHeight: 1.45, overflowWrap: 'anywhere', '& a': { color: brand.green, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}

/** The operator's phone, WhatsApp, e-mail, office and hours, and the social links. */
export function ContactDetails({ children }: { children?: ReactNode }) {
  const site = useSite();
  return (
    <Box
      component="section"
      aria-labelledby="contact-details-title"
      sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: 5, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider', boxShadow: '0 1px 2px rgba(30,36,32,0.06), 0 8px 24px rgba(30,36,32,0.06)' }}
    >
      <Typography id="contact-details-title" component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 24 }}>
        Contact details
      </Typography>
      <Typography sx={{ mt: 0.75, color: 'text.secondary', fontSize: 15, lineHeight: 1.55 }}>Planners on call every day. {site.responsePromise}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 2.25 }}>
        <Row icon={<PhoneIcon />} title="Phone">
          <a href={telHref(site.phone)}>{site.phone}</a>
        </Row>
        <Row icon={<WhatsAppIcon />} title="WhatsApp">
          <a href={whatsappLink(undefined, site)} target="_blank" rel="noopener noreferrer">
            Chat on WhatsApp
          </a>
        </Row>
        <Row icon={<MailOutlinedIcon />} title="Email">
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </Row>
        <Row icon={<PlaceOutlinedIcon />} title="Office">
          {site.address}
        </Row>
        <Row icon={<AccessTimeIcon />} title="Phone line hours">
          {site.officeHours.text}
        </Row>
      </Box>
      <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
        <Typography component="h3" sx={{ fontSize: 14, fontWeight: 600, color: 'text.secondary' }}>
          Follow our safaris
        </Typography>
        <Box component="ul" aria-label="Social media" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.25, display: 'flex', gap: 1 }}>
          {SOCIALS.map(({ label, key, Icon }) => (
            <li key={label}>
              <Box
                component="a"
                href={site.social[key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  color: brand.green,
                  bgcolor: '#EEF4F0',
                  transition: 'background-color 150ms ease, color 150ms ease',
                  '&:hover': { bgcolor: brand.green, color: '#FFFFFF' },
                }}
              >
                <Icon aria-hidden="true" sx={{ fontSize: 22 }} />
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      {children && <Box sx={{ mt: 3 }}>{children}</Box>}
    </Box>
  );
}
