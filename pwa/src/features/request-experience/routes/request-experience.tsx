import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { telHref, whatsappLink } from '@safari/shared/site-links';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../lib/theme';
import { usePageTitle } from '../../../hooks/use-page-title';
import { PageBand } from '../../../components/layout/page-band';
import { ProposalForm } from '../components/proposal-form';
import { ProposalReceived, type ProposalSender } from '../components/proposal-received';
import { useSite } from '../../../lib/site';

const REASONS = [
  { title: 'Kenyan-owned specialists', text: 'Planners and guides who live here and know every park by season.' },
  { title: 'Tailored, never templated', text: 'Your dates, pace and budget shape the itinerary, not a brochure.' },
  { title: 'One free, detailed proposal', text: 'Day-by-day plan with lodges and a clear price. No obligation.' },
  { title: '24/7 support on safari', text: 'A real person on WhatsApp or phone from arrival to departure.' },
  { title: 'Rated 4.9/5 by travellers', text: 'More than 500 reviews from guests who travelled with us.' },
];

const WHATSAPP_MESSAGE = 'Hello! I would like help planning a custom safari.';

function WhyBookWithUs() {
  const site = useSite();
  return (
    <Box
      component="section"
      aria-labelledby="why-book-title"
      sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: 5, color: '#FFFFFF', bgcolor: brand.green, backgroundImage: 'radial-gradient(80% 60% at 100% 0%, rgba(217,164,65,0.3) 0%, rgba(217,164,65,0) 70%)', '--focus-ring': brand.focusOnDark }}
    >
      <Typography id="why-book-title" component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 24 }}>
        Why Book With Us?
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.25, display: 'grid', gap: 2 }}>
        {REASONS.map((reason) => (
          <Box component="li" key={reason.title} sx={{ display: 'flex', gap: 1.25 }}>
            <CheckCircleIcon aria-hidden="true" sx={{ color: brand.goldLight, fontSize: 22, mt: '1px', flexShrink: 0 }} />
            <Box>
              <Typography sx={{ fontWeight: 600, fontSize: 15.5 }}>{reason.title}</Typography>
              <Typography sx={{ mt: 0.25, fontSize: 14, lineHeight: 1.5, color: 'rgba(255,255,255,0.82)' }}>{reason.text}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 3, display: 'grid', gap: 1.25 }}>
        <Button component={RouterLink} to="/tours" variant="contained" color="secondary" size="large" endIcon={<ArrowForwardIcon aria-hidden="true" />}>
          Browse Sample Tours
        </Button>
        <Button
          href={whatsappLink(WHATSAPP_MESSAGE, site)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="large"
          startIcon={<WhatsAppIcon aria-hidden="true" />}
          sx={{ color: '#FFFFFF', borderColor: 'rgba(255,255,255,0.6)', borderWidth: 1.5, '&:hover': { borderColor: '#FFFFFF', borderWidth: 1.5, bgcolor: 'rgba(255,255,255,0.08)' } }}
        >
          Chat on WhatsApp
        </Button>
      </Box>
      <Typography sx={{ mt: 2, fontSize: 13.5, color: 'rgba(255,255,255,0.75)' }}>
        Prefer to talk? Call{' '}
        <Box component="a" href={telHref(site.phone)} sx={{ color: brand.goldLight, fontWeight: 600 }}>
          {site.phone}
        </Box>
        .
      </Typography>
    </Box>
  );
}

/** /request-experience — the custom-itinerary request (Request Quote). */
export default function RequestExperiencePage() {
  usePageTitle('/request-experience');
  // The request the server accepted last: its confirmation stays above the emptied form until closed.
  const [received, setReceived] = useState<ProposalSender | null>(null);
  return (
    <>
      <PageBand
        crumb="Request Quote"
        overline="Tailor-made safari"
        title="Request a Custom Experience"
        lead="Tell us how you dream of seeing East Africa. A planner will craft a day-by-day itinerary around you, free and without obligation."
      />
      <Container maxWidth="lg" sx={{ mt: { xs: -3, md: -4 }, position: 'relative', pb: { xs: 12, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
          <Box sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 5, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider', boxShadow: '0 1px 2px rgba(30,36,32,0.06), 0 12px 32px rgba(30,36,32,0.08)' }}>
            {received && <ProposalReceived sender={received} onClose={() => setReceived(null)} />}
            <ProposalForm onReceived={setReceived} />
          </Box>
          <Box component="aside" aria-label="Why book with us" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <WhyBookWithUs />
          </Box>
        </Box>
      </Container>
    </>
  );
}
