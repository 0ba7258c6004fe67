import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import ForestOutlinedIcon from '@mui/icons-material/ForestOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { brand } from '../../../lib/theme';
import { useSiteFigures } from '../../../lib/site-figures';
import { SectionHeading } from './section-heading';

/** One icon per claim, in the order of the copy (years, travellers, parks, rating). */
const ICONS: ComponentType<{ 'aria-hidden'?: 'true'; sx?: object }>[] = [
  EmojiEventsOutlinedIcon,
  GroupsOutlinedIcon,
  ForestOutlinedIcon,
  StarBorderIcon,
];

/** 'why-choose-us': the operator's claims (settings; seeded 10+ years, 5k+ travellers, 40+ parks, 4.9/5). */
export default function WhyChooseUs() {
  const figures = useSiteFigures().home;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 }, '--focus-ring': brand.focusOnDark }}>
      <SectionHeading
        id="why-choose-us-title"
        tone="dark"
        overline="Why choose us"
        title="Safari Experts Born in East Africa"
        subtitle="Our guides grew up beside these parks. We plan every trip ourselves, and we are on call 24/7 while you travel."
      />
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: { xs: 1.5, sm: 2.5, md: 3 },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {figures.map((item, index) => {
          const Icon = ICONS[index % ICONS.length] ?? StarBorderIcon;
          return (
            <Box
              component="li"
              key={item.label}
              sx={{
                p: { xs: 2, sm: 3 },
                borderRadius: 4,
                bgcolor: 'rgba(255,255,255,0.06)',
                border: '1px solid rgba(255,255,255,0.14)',
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
              }}
            >
              <Icon aria-hidden="true" sx={{ color: brand.goldLight, fontSize: 28 }} />
              <Typography component="p" sx={{ mt: 0.5, fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: '2rem', md: '2.6rem' }, lineHeight: 1, color: '#FFFFFF' }}>
                {item.value}
              </Typography>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: { xs: 14, sm: 16 }, color: brand.goldLight, letterSpacing: '0.02em' }}>
                {item.label}
              </Typography>
              <Typography sx={{ fontSize: { xs: 13.5, sm: 15 }, lineHeight: 1.55, color: 'rgba(255,255,255,0.8)' }}>{item.text}</Typography>
            </Box>
          );
        })}
      </Box>
    </Container>
  );
}
