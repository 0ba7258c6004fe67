import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import Box from '@mui/material/Box';
import { brand } from '../../../lib/theme';
import { readTimeLabel } from '../lib/format';

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: 1.25,
  py: 0.4,
  borderRadius: 999,
  fontSize: 12.5,
  fontWeight: 700,
  lineHeight: 1.4,
  boxShadow: '0 2px 6px rgba(0,0,0,0.16)',
} as const;

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Box component="span" sx={{ ...pill, bgcolor: brand.gold, color: brand.charcoal, letterSpacing: '0.02em' }}>
      {category}
    </Box>
  );
}

export function ReadTimeBadge({ minutes }: { minutes: number | null }) {
  return (
    <Box component="span" sx={{ ...pill, bgcolor: 'rgba(15,42,31,0.88)', color: '#FFFFFF' }}>
      <AccessTimeOutlinedIcon sx={{ fontSize: 15 }} aria-hidden="true" />
      {readTimeLabel(minutes)}
    </Box>
  );
}

/** A round badge with a person's initials. */
export function Initials({ name, text, size = 36 }: { name: string; text: string; size?: number }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={name}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'inline-grid',
        placeItems: 'center',
        bgcolor: '#E8F0EA',
        color: brand.green,
        fontWeight: 700,
        fontSize: size * 0.38,
        letterSpacing: '0.02em',
      }}
    >
      {text}
    </Box>
  );
}
