import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../../lib/theme';

interface SectionHeadingProps {
  /** Id of the heading; the section is labelled by it (`<section id>-title`). */
  id: string;
  overline: string;
  title: string;
  subtitle?: ReactNode;
  /** A link or button shown beside the heading on wide screens and below it on phones. */
  action?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'start' | 'center';
}

/** The heading block every home section opens with: overline, title, optional subtitle and action. */
export function SectionHeading({ id, overline, title, subtitle, action, tone = 'light', align = 'start' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  const centered = align === 'center';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: centered ? 'column' : 'row' },
        alignItems: centered ? 'center' : { md: 'flex-end' },
        justifyContent: 'space-between',
        textAlign: centered ? 'center' : 'start',
        gap: 2,
        mb: { xs: 4, md: 5 },
      }}
    >
      <Box sx={{ maxWidth: 680 }}>
        <Typography variant="overline" component="p" sx={{ color: dark ? brand.goldLight : brand.goldDark }}>
          {overline}
        </Typography>
        <Typography id={id} variant="h2" sx={{ mt: 0.5, color: dark ? '#FFFFFF' : 'text.primary', textWrap: 'balance' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography
            component="div"
            sx={{ mt: 1.5, fontSize: 17, lineHeight: 1.6, color: dark ? 'rgba(255,255,255,0.82)' : 'text.secondary' }}
          >
            {subtitle}
          </Typography>
        )}
      </Box>
      {action && <Box sx={{ flexShrink: 0, alignSelf: centered ? 'center' : { xs: 'flex-start', md: 'auto' } }}>{action}</Box>}
    </Box>
  );
}
