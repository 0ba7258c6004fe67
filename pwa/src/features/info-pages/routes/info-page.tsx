import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ChatIcon from '@mui/icons-material/Chat';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../lib/theme';
import type { InfoPage as InfoPageContent, InfoPageSlug } from '../../../content/pages';
import { usePageTitle } from '../../../hooks/use-page-title';
import { openChat } from '../../../lib/open-chat';
import { destinationOf, sectionId } from '../lib/info-page-slug';
import { useSite } from '../../../lib/site';

// The route's loader (app/routes.tsx) takes the page's copy from here: the index comes with the screen.
export { loadInfoPage } from '../../../content/pages';

// Below the text and heavy (the catalogue client and tour cards): it loads after the page.
const DestinationTours = lazy(() => import('../components/destination-tours'));

const LEGAL = new Set(['privacy', 'terms', 'cookies']);

/** Unique anchor ids for the sections, in order. */
function sectionIds(page: InfoPageContent): string[] {
  const seen = new Map<string, number>();
  return page.sections.map((section) => {
    const base = sectionId(section.heading);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

function PageHeader({ slug, page }: { slug: string; page: InfoPageContent }) {
  return (
    <Box component="header" sx={{ position: 'relative', overflow: 'hidden', bgcolor: brand.sandDeep, pt: { xs: 4, md: 6 }, pb: { xs: 5, md: 7 } }}>
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', inset: 0, background: 'radial-gradient(55% 80% at 100% 0%, rgba(217,164,65,0.28) 0%, rgba(217,164,65,0) 70%), radial-gradient(40% 60% at 0% 100%, rgba(45,106,79,0.12) 0%, rgba(45,106,79,0) 70%)' }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Breadcrumbs aria-label="Breadcrumb" separator={<NavigateNextIcon fontSize="small" aria-hidden="true" />} sx={{ fontSize: 14, '& a': { color: brand.green, fontWeight: 600 } }}>
          <RouterLink to="/">Home</RouterLink>
          {slug.startsWith('destinations/') && (
            <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
              Destinations
            </Typography>
          )}
          <Typography component="span" aria-current="page" sx={{ fontSize: 14, color: 'text.secondary' }}>
            {page.title}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h1" sx={{ mt: { xs: 2.5, md: 3 }, maxWidth: 880, fontSize: 'clamp(2.1rem, 1.4rem + 3vw, 3.5rem)' }}>
          {page.title}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 780, fontSize: { xs: 17, md: 19 }, lineHeight: 1.65, color: 'text.secondary' }}>{page.intro}</Typography>
        {slug === 'live-chat' && (
          <Button onClick={openChat} variant="contained" size="large" startIcon={<ChatIcon aria-hidden="true" />} sx={{ mt: 3 }}>
            Start a chat now
          </Button>
        )}
      </Container>
    </Box>
  );
}

function Contents({ page, ids }: { page: InfoPageContent; ids: string[] }) {
  return (
    <Box component="nav" aria-label="On this page" sx={{ position: 'sticky', top: 112 }}>
      <Typography component="p" sx={{ fontSize: 13, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', color: '#8A5A12', mb: 1.5 }}>
        On this page
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider' }}>
        {page.sections.map((section, index) => (
          <li key={ids[index]}>
            <Box
              component="a"
              href={`#${ids[index]}`}
              sx={{ display: 'block', py: 0.75, pl: 2, ml: '-2px', borderLeft: '2px solid transparent', color: 'text.secondary', fontSize: 14.5, lineHeight: 1.45, textDecoration: 'none', '&:hover': { color: brand.green, borderLeftColor: brand.gold } }}
            >
              {section.heading}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function PageFooter({ slug }: { slug: string }) {
  const site = useSite();
  if (LEGAL.has(slug)) {
    return (
      <Typography sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
        Questions about this policy? Write to{' '}
        <Box component="a" href={`mailto:${site.email}`} sx={{ color: brand.green, fontWeight: 600 }}>
          {site.email}
        </Box>{' '}
        or call {site.phone}.
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: { xs: 6, md: 8 }, p: { xs: 3, md: 4 }, borderRadius: 4, bgcolor: brand.green, color: '#FFFFFF', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 2.5, '--focus-ring': brand.focusOnDark }}>
      <Box>
        <Typography component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 22, md: 26 } }}>
          Let’s plan your safari
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'rgba(255,255,255,0.85)' }}>{site.responsePromise} No obligation, no call centre.</Typography>
      </Box>
      <Button href="/request-experience" variant="contained" color="secondary" size="large" endIcon={<ArrowForwardIcon aria-hidden="true" />} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
        Request a Custom Itinerary
      </Button>
    </Box>
  );
}

/**
 * One screen for the simple information pages (destinations, accommodations, team, FAQs,
 * testimonials, responsible travel, insurance, live chat and the legal pages); each page's route
 * hands it that page's copy (app/routes.tsx).
 */
export default function InfoPage({ slug, page }: { slug: InfoPageSlug; page: InfoPageContent }) {
  usePageTitle(`/${slug}`);

  const ids = sectionIds(page);
  const destination = destinationOf(slug);
  const showContents = page.sections.length >= 3;

  return (
    <Box component="article">
      <PageHeader slug={slug} page={page} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { md: 8 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: showContents ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)' } }}>
          {showContents && (
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <Contents page={page} ids={ids} />
            </Box>
          )}
          <Box sx={{ maxWidth: 780 }}>
            {page.sections.map((section, index) => (
              <Box component="section" key={ids[index]} id={ids[index]} aria-labelledby={`${ids[index]}-title`} sx={{ '& + &': { mt: { xs: 4.5, md: 5.5 } } }}>
                <Typography id={`${ids[index]}-title`} variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.7rem' }, mb: 1.5 }}>
                  {section.heading}
                </Typography>
                {section.body.map((paragraph) => (
                  <Typography key={paragraph.slice(0, 48)} sx={{ fontSize: 17, lineHeight: 1.75, color: 'text.primary', '& + &': { mt: 1.75 } }}>
                    {paragraph}
                  </Typography>
                ))}
                {section.bullets && section.bullets.length > 0 && (
                  <Box component="ul" sx={{ mt: 2, mb: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
                    {section.bullets.map((bullet) => (
                      <Box component="li" key={bullet.slice(0, 48)} sx={{ position: 'relative', pl: 3.5, fontSize: 16.5, lineHeight: 1.65 }}>
                        <Box aria-hidden="true" sx={{ position: 'absolute', left: 6, top: '0.6em', width: 8, height: 8, borderRadius: '50%', bgcolor: brand.gold }} />
                        {bullet}
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        </Box>
        {destination && (
          <Suspense fallback={null}>
            <DestinationTours destination={destination} />
          </Suspense>
        )}
        <PageFooter slug={slug} />
      </Container>
    </Box>
  );
}
