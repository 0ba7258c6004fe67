import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PARTNERS_AUTOPLAY_MS } from '@safari/shared/constants';
import { imageUrl } from '@safari/shared/format';
import type { Partner } from '@safari/shared/partner';
import { useState } from 'react';
import { Carousel } from '../../../components/carousel/carousel';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePartners } from '../api/get-partners';
import { PARTNER_BREAKPOINTS } from '../lib/carousel-breakpoints';
import { SectionHeading } from './section-heading';
import { SectionError } from './section-status';

/** Generic logo, labelled 'Partner', for a partner whose logo is missing or broken. */
export const PARTNER_PLACEHOLDER = '/uploads/partner-placeholder.webp';
/** Seed logos are 400 × 200. */
const LOGO_WIDTH = 400;
const LOGO_HEIGHT = 200;

const tileSx = {
  position: 'relative',
  display: 'block',
  height: { xs: 104, md: 112 },
  borderRadius: 3,
  bgcolor: '#FFFFFF',
  border: '1px solid rgba(30,36,32,0.08)',
  boxShadow: '0 1px 2px rgba(30,36,32,0.04)',
} as const;

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

function PartnerLogo({ partner }: { partner: Partner }) {
  const [broken, setBroken] = useState(false);
  const src = broken ? PARTNER_PLACEHOLDER : imageUrl(partner.image, PARTNER_PLACEHOLDER);
  const logo = (
    <Box
      component="img"
      src={src}
      alt={broken ? 'Partner' : partner.name}
      title={partner.name}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      decoding="async"
      draggable={false}
      onError={() => setBroken(true)}
      sx={{ position: 'absolute', inset: '12px 16px', width: 'calc(100% - 32px)', height: 'calc(100% - 24px)', objectFit: 'contain', userSelect: 'none' }}
    />
  );
  if (!isExternal(partner.url)) return <Box sx={tileSx}>{logo}</Box>;
  return (
    <Box
      component="a"
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${partner.name} (opens in a new tab)`}
      sx={{ ...tileSx, transition: 'border-color 200ms ease, box-shadow 200ms ease', '&:hover': { borderColor: 'rgba(27,67,50,0.35)', boxShadow: '0 6px 18px rgba(30,36,32,0.08)' } }}
    >
      {logo}
    </Box>
  );
}

/** The partner logos: a carousel of the partners from the API. */
export default function PartnersSection() {
  const { data, isPending, isError, refetch, isRefetching } = usePartners();
  const partners = data ?? [];
  // Nothing to show and nothing going wrong: the section stays out of the way.
  if (!isPending && !isError && partners.length === 0) return null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
      <SectionHeading
        id="partners-title"
        overline="In good company"
        title="Our Partners"
        subtitle="Airlines, conservation bodies and travel companies we work with across East Africa."
        align="center"
      />
      {isPending ? (
        <Box aria-busy="true" aria-label="Loading partners" sx={{ display: 'flex', gap: 2, overflow: 'hidden' }}>
          {Array.from({ length: PARTNER_BREAKPOINTS.otherwise }, (_, index) => (
            <Box key={index} sx={{ flex: { xs: '0 0 100%', sm: '0 0 calc(50% - 8px)', md: '0 0 calc(20% - 12.8px)' } }}>
              <Skeleton variant="block" height={112} radius={12} />
            </Box>
          ))}
        </Box>
      ) : isError ? (
        <SectionError message="We couldn’t load our partners right now." onRetry={() => void refetch()} retrying={isRefetching} />
      ) : (
        <Carousel
          items={partners}
          getKey={(partner) => partner.id}
          renderItem={(partner) => <PartnerLogo partner={partner} />}
          label="Our partners"
          noun="partners"
          breakpoints={PARTNER_BREAKPOINTS}
          autoplayMs={PARTNERS_AUTOPLAY_MS}
          gap={16}
        />
      )}
    </Container>
  );
}
