import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../lib/theme';

const TONES = { success: ['#E3F1E7', '#1E6B3B'], error: ['#F8E4DE', '#9A3412'], neutral: ['rgba(217,164,65,0.18)', brand.goldDark] } as const;

/**
 * The whole answer of a page a link from an e-mail opens (done, not valid, waiting): an icon in a
 * tinted circle over a heading, announced as an alert when it is an error and as a status otherwise.
 */
export function StatusPanel({
  icon,
  tone,
  title,
  titleSize = 'clamp(1.9rem, 1.4rem + 2.5vw, 2.75rem)',
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  /** The heading's font size (CSS). */
  titleSize?: string;
  children?: ReactNode;
}) {
  const [background, colour] = TONES[tone];
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} sx={{ textAlign: 'center' }}>
      <Box aria-hidden="true" sx={{ mx: 'auto', width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: background, color: colour }}>
        {icon}
      </Box>
      <Typography variant="h1" sx={{ mt: 3, fontSize: titleSize }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
