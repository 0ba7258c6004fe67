import StarIcon from '@mui/icons-material/Star';
import Typography from '@mui/material/Typography';
import { brand } from '../../../lib/theme';
import { ScenicHero } from '../../../components/ui/scenic-hero';
import { useSiteFigures } from '../../../lib/site-figures';

export function Hero() {
  const { heroBadge } = useSiteFigures();
  return (
    <ScenicHero
      titleId="hero-title"
      title="Feel the Pulse of the Wild"
      kicker={
        <Typography
          component="p"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            mb: 2.5,
            px: 1.5,
            py: 0.6,
            borderRadius: 999,
            bgcolor: 'rgba(255,255,255,0.12)',
            border: '1px solid rgba(255,255,255,0.22)',
            backdropFilter: 'blur(6px)',
            fontSize: 13,
            fontWeight: 600,
            letterSpacing: '0.04em',
          }}
        >
          <StarIcon aria-hidden="true" sx={{ fontSize: 16, color: brand.goldLight }} />
          {heroBadge}
        </Typography>
      }
      lead="Tailor-made Kenya safaris, from the great migration in the Masai Mara to elephants under Kilimanjaro."
      leadSx={{ fontSize: { xs: 17, md: 20 }, maxWidth: 540 }}
      primary={{ href: '/request-experience', label: 'Customize Your Adventure' }}
      secondary={{ href: '/tours', label: 'Explore Tours' }}
      imageAlt="Giraffes and acacia trees on the Kenyan savanna at sunset, with Kilimanjaro behind"
      imagePosition={{ xs: '55% 50%', md: 'center' }}
      shade={{
        xs: 'linear-gradient(180deg, rgba(14,9,12,0.35) 0%, rgba(14,9,12,0.1) 30%, rgba(14,9,12,0.55) 62%, rgba(14,9,12,0.88) 100%)',
        md: 'linear-gradient(90deg, rgba(14,9,12,0.78) 0%, rgba(14,9,12,0.5) 42%, rgba(14,9,12,0.05) 75%), linear-gradient(0deg, rgba(14,9,12,0.55) 0%, rgba(14,9,12,0) 35%)',
      }}
      sx={{
        minHeight: { xs: 'max(560px, calc(100svh - 150px))', md: 'min(calc(100svh - 72px), 760px)' },
        maxHeight: { xs: 760, md: 'none' },
        alignItems: { xs: 'flex-end', md: 'center' },
      }}
      titleSx={{ maxWidth: 640 }}
    />
  );
}
