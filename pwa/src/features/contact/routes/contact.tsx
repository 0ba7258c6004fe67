import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { telHref, whatsappLink } from '@safari/shared/site-links';
import { useState } from 'react';
import { FloatingWhatsApp } from '../../../components/floating-whatsapp';
import { brand } from '../../../lib/theme';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ContactChatPopover, type QuickQuestion } from '../components/contact-chat-popover';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { NairobiMap } from '../components/nairobi-map';
import { PageBand } from '../../../components/layout/page-band';
import { EMPTY_CONTACT, type ContactFormValues } from '../lib/contact-form';
import { useSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';

const quickActionSx = {
  color: '#FFFFFF',
  borderColor: 'rgba(255,255,255,0.55)',
  borderWidth: 1.5,
  '&:hover': { borderColor: '#FFFFFF', borderWidth: 1.5, bgcolor: 'rgba(255,255,255,0.08)' },
} as const;

/** /contact — the contact form, our details, a map of Nairobi and quick ways to reach a planner. */
export default function ContactPage() {
  const site = useSite();
  usePageTitle('/contact');
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT);
  // A signed-in traveller's name and e-mail fill the fields still empty, after hydration (the server
  // renders the form empty) and after what was typed before the app started was taken over.
  const user = useSession()?.user;
  const [filledFor, setFilledFor] = useState('');
  if (user && filledFor !== user.id) {
    setFilledFor(user.id);
    setValues((current) => ({ ...current, name: current.name || user.name, email: current.email || user.email }));
  }

  const pickQuestion = (question: QuickQuestion) => {
    setValues((current) => ({
      ...current,
      subject: current.subject.trim() ? current.subject : question.subject,
      message: current.message.trim() ? current.message : question.message,
    }));
  };

  return (
    <>
      <PageBand
        crumb="Contact"
        overline="Contact us"
        title="Let’s plan your safari together"
        lead={`Questions about dates, parks or prices? Write to us, call or send a WhatsApp message. ${site.responsePromise}`}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
          <Button href={telHref(site.phone)} variant="contained" color="secondary" startIcon={<PhoneIcon aria-hidden="true" />}>
            Call {site.phone}
          </Button>
          <Button href={whatsappLink(undefined, site)} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<WhatsAppIcon aria-hidden="true" />} sx={quickActionSx}>
            WhatsApp
          </Button>
          <Button href={`mailto:${site.email}`} variant="outlined" startIcon={<MailOutlinedIcon aria-hidden="true" />} sx={quickActionSx}>
            Email
          </Button>
        </Box>
      </PageBand>
      <Container maxWidth="lg" sx={{ mt: { xs: -3, md: -4 }, position: 'relative', pb: { xs: 12, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
          <Box
            component="section"
            aria-labelledby="contact-form-title"
            sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 5, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider', boxShadow: '0 1px 2px rgba(30,36,32,0.06), 0 12px 32px rgba(30,36,32,0.08)' }}
          >
            <Typography id="contact-form-title" component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 24, md: 28 } }}>
              Send us a message
            </Typography>
            <Typography sx={{ mt: 0.75, mb: 3, color: 'text.secondary', fontSize: 15.5, lineHeight: 1.55 }}>
              Tell us a little about your trip and a planner will reply by e-mail.
            </Typography>
            <ContactForm values={values} onValuesChange={setValues} />
          </Box>
          <Box component="aside" aria-label="Other ways to reach us" sx={{ display: 'grid', gap: 3 }}>
            <ContactDetails>
              <ContactChatPopover onPick={pickQuestion} />
            </ContactDetails>
          </Box>
        </Box>
        <Box
          component="section"
          aria-labelledby="contact-map-title"
          sx={{ mt: { xs: 5, md: 8 }, display: 'grid', gap: { xs: 2.5, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }, alignItems: 'center' }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: brand.goldDark }}>
              Visit us
            </Typography>
            <Typography id="contact-map-title" component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 26, md: 32 }, lineHeight: 1.2 }}>
              Find us in Nairobi
            </Typography>
            <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: 16, lineHeight: 1.65 }}>
              Our planners work from Westlands, a short drive from the city centre. Visits are by appointment: call ahead and we will have the
              kettle on, or meet you at your hotel.
            </Typography>
          </Box>
          <NairobiMap />
        </Box>
      </Container>
      <FloatingWhatsApp />
    </>
  );
}
