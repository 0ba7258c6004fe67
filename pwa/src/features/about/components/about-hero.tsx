import Typography from '@mui/material/Typography';
import { brand } from '../../../lib/theme';
import { ScenicHero } from '../../../components/ui/scenic-hero';

export function AboutHero() {
  return (
    <ScenicHero
      titleId="about-title"
      title="Safaris with a pulse, planned by people who live here"
      kicker={
        <Typography variant="overline" component="p" sx={{ color: brand.goldLight, mb: 1 }}>
          About us
        </Typography>
      }
      titleSx={{ fontSize: 'clamp(2.2rem, 1.5rem + 3.2vw, 3.75rem)' }}
      lead="A Kenyan-owned team of guides and planners crafting honest, unhurried journeys across Kenya, Tanzania, Uganda and Rwanda."
      leadSx={{ fontSize: { xs: 17, md: 19 }, lineHeight: 1.6 }}
      primary={{ href: '/tours', label: 'Browse Our Safaris' }}
      secondary={{ href: '#our-story', label: 'Read Our Story' }}
      imageAlt=""
      imagePosition={{ xs: '60% 40%', md: 'center 60%' }}
      shade={{
        xs: 'linear-gradient(180deg, rgba(14,9,12,0.3) 0%, rgba(14,9,12,0.45) 40%, rgba(14,9,12,0.9) 100%)',
        md: 'linear-gradient(90deg, rgba(14,9,12,0.85) 0%, rgba(14,9,12,0.55) 45%, rgba(14,9,12,0.1) 80%), linear-gradient(0deg, rgba(14,9,12,0.5) 0%, rgba(14,9,12,0) 40%)',
      }}
      sx={{ minHeight: { xs: 440, md: 500 }, alignItems: 'flex-end' }}
    />
  );
}
