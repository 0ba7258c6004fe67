import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import { Breadcrumbs } from '../ui/breadcrumbs';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../lib/theme';

interface PageBandProps {
  /** The page's name in the breadcrumb trail. */
  crumb: string;
  overline: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The title band of the contact and request pages: deep green with a soft savanna glow. */
export function PageBand({ crumb, overline, title, lead, children }: PageBandProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#FFFFFF',
        bgcolor: brand.green,
        backgroundImage: `radial-gradient(70% 120% at 100% 0%, rgba(217,164,65,0.32) 0%, rgba(217,164,65,0) 60%), radial-gradient(60% 90% at 0% 100%, rgba(45,106,79,0.9) 0%, rgba(45,106,79,0) 70%)`,
        '--focus-ring': brand.focusOnDark,
      }}
    >
      {/* Acacia and horizon silhouette along the bottom edge. */}
      <Box component="svg" aria-hidden="true" viewBox="0 0 1200 120" preserveAspectRatio="none" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, width: '100%', height: { xs: 48, md: 72 }, opacity: 0.35 }}>
        <path d="M0 96c120-10 260-24 420-18s300 26 460 20 250-24 320-28v70H0z" fill="#0F2A1F" />
        <path d="M930 60c14-8 46-10 62-2-14 2-24 6-30 12h-4c-6-6-16-8-28-10zm30 10v30" stroke="#0F2A1F" strokeWidth="4" fill="#0F2A1F" />
        <path d="M180 74c10-6 34-8 46-2-10 2-18 5-22 9h-3c-4-4-12-6-21-7zm22 7v20" stroke="#0F2A1F" strokeWidth="3" fill="#0F2A1F" />
      </Box>
      <Container maxWidth="lg" sx={{ position: 'relative', pt: { xs: 3, md: 4.5 }, pb: { xs: 6, md: 8 } }}>
        <Breadcrumbs
          aria-label="Breadcrumb"
          separator={<NavigateNextIcon fontSize="small" aria-hidden="true" />}
          sx={{ fontSize: 14, color: 'rgba(255,255,255,0.75)', '& a': { color: brand.goldLight, fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } }}
        >
          <RouterLink to="/">Home</RouterLink>
          <Typography component="span" aria-current="page" sx={{ fontSize: 14, color: 'inherit' }}>
            {crumb}
          </Typography>
        </Breadcrumbs>
        <Typography variant="overline" component="p" sx={{ mt: { xs: 2, md: 3 }, color: brand.goldLight }}>
          {overline}
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, maxWidth: 760, fontSize: 'clamp(2.1rem, 1.5rem + 2.8vw, 3.5rem)' }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 640, fontSize: { xs: 17, md: 19 }, lineHeight: 1.6, color: 'rgba(255,255,255,0.88)' }}>{lead}</Typography>
        {children && <Box sx={{ mt: 3 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
