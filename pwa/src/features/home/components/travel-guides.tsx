import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatDate } from '@safari/shared/format';
import { GUIDE_TEASER_TAGS, guideHref, type Guide } from '@safari/shared/guide';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../lib/theme';
import { Skeleton } from '../../../components/ui/skeleton';
import { TourImage } from '../../../components/tours/tour-image';
import { useHomeGuides } from '../api/get-guides';
import { SectionHeading } from './section-heading';

const GUIDE_SKELETONS = 3;


function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .map((part) => part[0]?.toUpperCase() ?? '');
  return (letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : (letters[0] ?? '?')).slice(0, 2);
}

/** The guide's title as its one link, stretched over the whole card so a tap anywhere opens it. */
function GuideLink({ guide, children }: { guide: Guide; children: string }) {
  const href = guideHref(guide);
  const stretched = {
    color: 'inherit',
    textDecoration: 'none',
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit', zIndex: 1 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${brand.focus}`, outlineOffset: 2 },
  } as const;
  if (/^https?:\/\//i.test(href)) {
    return (
      <Box component="a" href={href} target="_blank" rel="noopener noreferrer" sx={stretched}>
        {children}
      </Box>
    );
  }
  if (href === '#') {
    return (
      <Box component="a" href="#" sx={stretched}>
        {children}
      </Box>
    );
  }
  return (
    <Box component={RouterLink} to={href} sx={stretched}>
      {children}
    </Box>
  );
}

function Meta({ guide, light = false }: { guide: Guide; light?: boolean }) {
  const parts = [guide.date && formatDate(guide.date, { fallback: guide.date })].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, fontSize: 13.5, color: light ? 'rgba(255,255,255,0.85)' : 'text.secondary' }}>
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
      {guide.readTime !== null && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <AccessTimeIcon aria-hidden="true" sx={{ fontSize: 15 }} />
          {guide.readTime} min read
        </Box>
      )}
    </Box>
  );
}

function CategoryBadge({ category }: { category: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.4,
        borderRadius: 999,
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: '0.02em',
        color: brand.charcoal,
        bgcolor: brand.goldLight,
      }}
    >
      {category}
    </Box>
  );
}

function FeaturedGuide({ guide }: { guide: Guide }) {
  const tags = guide.tags.slice(0, GUIDE_TEASER_TAGS);
  return (
    <Card
      component="article"
      data-guide="featured"
      sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', '@media (hover: hover)': { '&:hover img': { transform: 'scale(1.03)' } } }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', overflow: 'hidden', bgcolor: brand.sandDeep }}>
        <TourImage
          image={guide.image}
          alt=""
          sizes="(min-width: 1200px) 680px, (min-width: 900px) 58vw, 100vw"
          loading="lazy"
          decoding="async"
          width={800}
          height={450}
          style={{ width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 400ms ease' }}
        />
        <Box sx={{ position: 'absolute', top: 14, left: 14 }}>
          <CategoryBadge category={guide.category} />
        </Box>
      </Box>
      <Box sx={{ p: { xs: 2.5, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1 }}>
        <Meta guide={guide} />
        <Typography variant="h3" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, lineHeight: 1.2 }}>
          <GuideLink guide={guide}>{guide.title}</GuideLink>
        </Typography>
        {guide.excerpt && (
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {guide.excerpt}
          </Typography>
        )}
        {tags.length > 0 && (
          <Box component="ul" aria-label="Tags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
            {tags.map((tag) => (
              <Box component="li" key={tag} sx={{ fontSize: 12, fontWeight: 600, color: brand.green, bgcolor: '#E8F0EA', px: 1.25, py: 0.4, borderRadius: 999 }}>
                {tag}
              </Box>
            ))}
          </Box>
        )}
        <Box sx={{ mt: 'auto', pt: 1.75, borderTop: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <Box
            aria-hidden="true"
            sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: brand.green, color: '#FFFFFF', fontWeight: 700, fontSize: 14, flexShrink: 0 }}
          >
            {initials(guide.author.name)}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.3 }}>{guide.author.name}</Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary', lineHeight: 1.3 }}>{guide.author.title}</Typography>
          </Box>
        </Box>
      </Box>
    </Card>
  );
}

function SideGuide({ guide }: { guide: Guide }) {
  return (
    <Card
      component="article"
      data-guide="side"
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: '112px 1fr', sm: '168px 1fr' },
        alignItems: 'stretch',
        height: '100%',
        transition: 'box-shadow 200ms ease',
        '@media (hover: hover)': { '&:hover': { boxShadow: '0 2px 4px rgba(30,36,32,0.06), 0 14px 34px rgba(30,36,32,0.12)' } },
      }}
    >
      <Box sx={{ position: 'relative', minHeight: { xs: 112, sm: 124 }, bgcolor: brand.sandDeep, overflow: 'hidden' }}>
        <TourImage
          image={guide.image}
          alt=""
          sizes="168px"
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <Box sx={{ p: { xs: 1.75, sm: 2.25 }, display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
        <Typography component="p" sx={{ fontSize: 12, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: brand.goldDark }}>
          {guide.category}
        </Typography>
        <Typography
          variant="h3"
          sx={{ fontSize: { xs: '1.02rem', sm: '1.12rem' }, lineHeight: 1.3, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          <GuideLink guide={guide}>{guide.title}</GuideLink>
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <Meta guide={guide} />
        </Box>
      </Box>
    </Card>
  );
}

const layoutSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
  alignItems: 'stretch',
} as const;

const sideListSx = { display: 'grid', gap: { xs: 2, md: 2.5 }, gridAutoRows: '1fr', m: 0, p: 0, listStyle: 'none' } as const;

/** 'travel-guides': the newest guides, 1 featured and 3 beside it; the sample guides when the API fails. */
export default function TravelGuides() {
  const { guides, isLoading } = useHomeGuides();
  const [featured, ...side] = guides;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
      <SectionHeading
        id="travel-guides-title"
        overline="Travel guides"
        title="Safari Guides & Travel Tips"
        subtitle="Straight answers from our planners and guides: when to go, what to pack, and how to travel well."
        action={
          <Button href="/blog" variant="outlined" endIcon={<ArrowForwardIcon aria-hidden="true" />} sx={{ borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } }}>
            Read the Blog
          </Button>
        }
      />
      {isLoading || !featured ? (
        <Box sx={layoutSx} aria-busy="true" aria-label="Loading travel guides">
          <Card aria-hidden="true" data-guide-skeleton="">
            <Skeleton variant="block" radius={0} height="auto" sx={{ aspectRatio: '16 / 9' }} />
            <Box sx={{ p: 3 }}>
              <Skeleton width="35%" />
              <Skeleton width="90%" height="1.6em" />
              <Skeleton />
              <Skeleton width="75%" />
            </Box>
          </Card>
          <Box sx={sideListSx}>
            {Array.from({ length: GUIDE_SKELETONS - 1 }, (_, index) => (
              <Card key={index} aria-hidden="true" data-guide-skeleton="" sx={{ display: 'grid', gridTemplateColumns: { xs: '112px 1fr', sm: '168px 1fr' } }}>
                <Skeleton variant="block" radius={0} height="100%" sx={{ minHeight: 124 }} />
                <Box sx={{ p: 2.25 }}>
                  <Skeleton width="40%" />
                  <Skeleton width="90%" height="1.3em" />
                  <Skeleton width="50%" />
                </Box>
              </Card>
            ))}
          </Box>
        </Box>
      ) : (
        <Box sx={layoutSx}>
          <FeaturedGuide guide={featured} />
          {side.length > 0 && (
            <Box component="ul" aria-label="More guides" sx={sideListSx}>
              {side.map((guide, index) => (
                <li key={guide.id || `${guide.title}-${index}`}>
                  <SideGuide guide={guide} />
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Container>
  );
}
