import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import ExploreIcon from '@mui/icons-material/Explore';
import FacebookIcon from '@mui/icons-material/Facebook';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ForestIcon from '@mui/icons-material/Forest';
import GroupsIcon from '@mui/icons-material/Groups';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MapIcon from '@mui/icons-material/Map';
import PetsIcon from '@mui/icons-material/Pets';
import PhoneIcon from '@mui/icons-material/Phone';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { telHref, whatsappLink } from '@safari/shared/site-links';
import type { ComponentType, ReactNode } from 'react';
import { brand } from '../../../lib/theme';
import { aboutFaq, keyDestinations, missionAndVision, ourStory, processSteps, whatWeDoBest } from '../../../content/about';
import { usePageTitle } from '../../../hooks/use-page-title';
import { AboutHero } from '../components/about-hero';
import type { LcpImages } from '../../../lib/page-head';
import { SCENIC_HERO_PRELOADS } from '../../../components/ui/scenic-hero';
import { FaqAccordion } from '../components/faq-accordion';
import { StatsCounters } from '../components/stats-counters';
import { useSite } from '../../../lib/site';

/** Icons named in the About copy (content/about.ts). */
const STRENGTH_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  Map: MapIcon,
  Explore: ExploreIcon,
  Pets: PetsIcon,
  Groups: GroupsIcon,
  Forest: ForestIcon,
  SupportAgent: SupportAgentIcon,
};

/** The social links (their addresses are settings). */
const SOCIALS = [
  { label: 'Instagram', key: 'instagram', Icon: InstagramIcon },
  { label: 'Facebook', key: 'facebook', Icon: FacebookIcon },
  { label: 'X', key: 'x', Icon: XIcon },
  { label: 'YouTube', key: 'youtube', Icon: YouTubeIcon },
] as const;

const overlineSx = { color: brand.goldDark } as const;

function Section({ id, overline, title, intro, tone = 'plain', children }: { id: string; overline: string; title: string; intro?: string; tone?: 'plain' | 'sand' | 'white'; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ py: { xs: 7, md: 10 }, bgcolor: tone === 'white' ? '#FFFFFF' : tone === 'sand' ? brand.sandDeep : 'transparent' }}>
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 720, mb: { xs: 4, md: 5 } }}>
          <Typography variant="overline" component="p" sx={overlineSx}>
            {overline}
          </Typography>
          <Typography id={`${id}-title`} variant="h2" sx={{ mt: 0.5 }}>
            {title}
          </Typography>
          {intro && <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: 17, lineHeight: 1.65 }}>{intro}</Typography>}
        </Box>
        {children}
      </Container>
    </Box>
  );
}

function IconBadge({ children }: { children: ReactNode }) {
  return (
    <Box aria-hidden="true" sx={{ width: 48, height: 48, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: '#E8F0EA', color: brand.green, flexShrink: 0 }}>
      {children}
    </Box>
  );
}

const cardSx = { p: { xs: 2.5, md: 3 }, borderRadius: 4, bgcolor: '#FFFFFF', border: '1px solid', borderColor: 'divider', boxShadow: '0 1px 2px rgba(30,36,32,0.04), 0 8px 24px rgba(30,36,32,0.05)' } as const;

function OurStory() {
  return (
    <Box component="section" id="our-story" aria-labelledby="our-story-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 3, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' }, alignItems: 'start' }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 120 } }}>
          <Typography variant="overline" component="p" sx={overlineSx}>
            Since 2013
          </Typography>
          <Typography id="our-story-title" variant="h2" sx={{ mt: 0.5 }}>
            {ourStory.heading}
          </Typography>
          <Box aria-hidden="true" sx={{ mt: 2.5, width: 72, height: 4, borderRadius: 2, bgcolor: brand.gold }} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {ourStory.paragraphs.map((paragraph, index) => (
            <Typography key={paragraph.slice(0, 32)} sx={{ fontSize: index === 0 ? { xs: 18, md: 20 } : 17, lineHeight: 1.75, color: index === 0 ? 'text.primary' : 'text.secondary' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

function MissionVision() {
  const items = [
    { title: 'Our Mission', text: missionAndVision.mission, Icon: FlagOutlinedIcon },
    { title: 'Our Vision', text: missionAndVision.vision, Icon: VisibilityOutlinedIcon },
  ];
  return (
    <Section id="mission-vision" overline="What drives us" title="Mission and Vision" tone="white">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {items.map(({ title, text, Icon }) => (
          <Box key={title} sx={{ ...cardSx, bgcolor: brand.sand, borderTop: `4px solid ${brand.gold}` }}>
            <IconBadge>
              <Icon />
            </IconBadge>
            <Typography variant="h3" sx={{ mt: 2 }}>
              {title}
            </Typography>
            <Typography sx={{ mt: 1.25, color: 'text.secondary', fontSize: 17, lineHeight: 1.7 }}>{text}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function WhatWeDoBest() {
  return (
    <Section id="what-we-do-best" overline="Our strengths" title="What We Do Best">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {whatWeDoBest.map((item) => {
          const Icon = STRENGTH_ICONS[item.icon] ?? ExploreIcon;
          return (
            <Box component="li" key={item.title} sx={{ ...cardSx, height: '100%' }}>
              <IconBadge>
                <Icon />
              </IconBadge>
              <Typography variant="h3" sx={{ mt: 2, fontSize: '1.2rem' }}>
                {item.title}
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 16, lineHeight: 1.65 }}>{item.text}</Typography>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}

function KeyDestinations() {
  return (
    <Section id="key-destinations" overline="Where we travel" title="Key Destinations" tone="sand">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {keyDestinations.map((destination) => (
          <Box component="li" key={destination.country} sx={{ ...cardSx, height: '100%' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <LocationOnOutlinedIcon aria-hidden="true" sx={{ color: brand.gold }} />
              <Typography variant="h3">{destination.country}</Typography>
            </Box>
            <Typography sx={{ mt: 1.25, color: 'text.secondary', fontSize: 16, lineHeight: 1.7 }}>{destination.blurb}</Typography>
            <Box component="ul" aria-label={`Highlights in ${destination.country}`} sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {destination.highlights.map((highlight) => (
                <Box component="li" key={highlight} sx={{ px: 1.5, py: 0.5, borderRadius: 999, bgcolor: '#E8F0EA', color: brand.green, fontSize: 14, fontWeight: 600 }}>
                  {highlight}
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function Process() {
  return (
    <Section id="how-it-works" overline="How it works" title="Your safari in four steps" tone="white">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        {processSteps.map((step) => (
          <Box component="li" key={step.step} sx={{ ...cardSx, bgcolor: brand.sand, position: 'relative' }}>
            <Box aria-hidden="true" sx={{ width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: brand.green, color: '#FFFFFF', fontWeight: 700, fontSize: 18 }}>
              {step.step}
            </Box>
            <Typography variant="h3" sx={{ mt: 2, fontSize: '1.2rem' }}>
              <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {`Step ${step.step}: `}
              </Box>
              {step.title}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 16, lineHeight: 1.65 }}>{step.text}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function ContactAndSocial() {
  const site = useSite();
  const contacts = [
    { label: 'Call us', value: site.phone, href: telHref(site.phone), Icon: PhoneIcon },
    { label: 'Write to us', value: site.email, href: `mailto:${site.email}`, Icon: MailOutlinedIcon },
    { label: 'WhatsApp', value: 'Chat with a planner', href: whatsappLink(undefined, site), Icon: WhatsAppIcon, external: true },
    { label: 'Visit us', value: site.address, Icon: LocationOnOutlinedIcon },
    { label: 'Phone lines', value: site.officeHours.text, Icon: AccessTimeOutlinedIcon },
  ];
  return (
    <Section id="contact" overline="Get in touch" title="Talk to our team" intro={`${site.responsePromise} Call, write or message us on WhatsApp, whichever suits you.`}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' }, alignItems: 'stretch' }}>
        <Box component="ul" sx={{ ...cardSx, listStyle: 'none', m: 0, display: 'grid', gap: 2 }}>
          {contacts.map(({ label, value, href, Icon, external }) => (
            <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1.75 }}>
              <IconBadge>
                <Icon />
              </IconBadge>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontSize: 13, fontWeight: 600, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary' }}>{label}</Typography>
                {href ? (
                  <Box
                    component="a"
                    href={href}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    sx={{ color: brand.green, fontWeight: 600, fontSize: 17, textDecoration: 'none', overflowWrap: 'anywhere', '&:hover': { textDecoration: 'underline' } }}
                  >
                    {value}
                  </Box>
                ) : (
                  <Typography sx={{ fontWeight: 600, fontSize: 17 }}>{value}</Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ ...cardSx, bgcolor: brand.green, color: '#FFFFFF', border: 'none', display: 'flex', flexDirection: 'column', '--focus-ring': brand.focusOnDark }}>
          <Typography variant="h3" sx={{ color: '#FFFFFF' }}>
            Follow the journey
          </Typography>
          <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.85)', fontSize: 16, lineHeight: 1.65 }}>
            Migration updates, sightings from the field and behind-the-scenes stories from our guides.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2.5, p: 0, display: 'flex', gap: 1.25, flexWrap: 'wrap' }}>
            {SOCIALS.map(({ label, key, Icon }) => (
              <li key={label}>
                <IconButton
                  href={site.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${label}`}
                  sx={{ width: 48, height: 48, color: '#FFFFFF', border: '1px solid rgba(255,255,255,0.35)', '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' } }}
                >
                  <Icon />
                </IconButton>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Section>
  );
}

function CustomItineraryCta() {
  return (
    <Box component="section" aria-labelledby="about-cta-title" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 5,
            px: { xs: 3, md: 6 },
            py: { xs: 5, md: 6 },
            color: '#FFFFFF',
            background: `linear-gradient(120deg, ${brand.greenDark} 0%, ${brand.green} 60%, ${brand.greenLight} 100%)`,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
            '--focus-ring': brand.focusOnDark,
          }}
        >
          <Box sx={{ maxWidth: 620 }}>
            <Typography id="about-cta-title" variant="h2" sx={{ color: '#FFFFFF', fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.3rem)' }}>
              Ready to feel the pulse of the wild?
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 0.75 }}>
              {['Free, no-obligation proposal', 'A planner who answers within 24 hours', 'Every cost itemised, park fees included'].map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'rgba(255,255,255,0.9)' }}>
                  <CheckIcon aria-hidden="true" sx={{ color: brand.goldLight, fontSize: 20 }} />
                  {point}
                </Box>
              ))}
            </Box>
          </Box>
          <Button href="/request-experience" variant="contained" color="secondary" size="large" endIcon={<ArrowForwardIcon aria-hidden="true" />} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}>
            Start Your Custom Itinerary
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

/** About: hero, story, stats, mission and vision, strengths, destinations, process, FAQ, contacts. */
/** The savanna scene of the hero is the page's largest paint. */
export const lcpImages: LcpImages = () => SCENIC_HERO_PRELOADS;

export default function About() {
  usePageTitle('/about');
  return (
    <>
      <AboutHero />
      <OurStory />
      <StatsCounters />
      <MissionVision />
      <WhatWeDoBest />
      <KeyDestinations />
      <Process />
      <Section id="faq" overline="Good to know" title="Frequently Asked Questions" tone="sand">
        <Box sx={{ maxWidth: 860 }}>
          <FaqAccordion items={aboutFaq} />
        </Box>
      </Section>
      <ContactAndSocial />
      <CustomItineraryCta />
    </>
  );
}
