import Box from '@mui/material/Box';
import type { Tour } from '@safari/shared/tour';
import { brand } from '../../lib/theme';

type Flags = Pick<Tour, 'isPopular' | 'isExclusive' | 'isFeatured'>;

const BADGES = [
  { flag: 'isPopular', label: 'Popular', bg: brand.terracotta, fg: '#FFFFFF' },
  { flag: 'isExclusive', label: 'Exclusive', bg: brand.gold, fg: brand.charcoal },
  { flag: 'isFeatured', label: 'Featured', bg: brand.green, fg: '#FFFFFF' },
] as const;

/** The Popular, Exclusive and Featured badges of a tour; only the true ones are shown. */
export function TourBadges({ tour }: { tour: Flags }) {
  const shown = BADGES.filter((badge) => tour[badge.flag]);
  if (shown.length === 0) return null;
  return (
    <Box component="ul" aria-label="Tour badges" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
      {shown.map((badge) => (
        <Box
          component="li"
          key={badge.flag}
          sx={{
            bgcolor: badge.bg,
            color: badge.fg,
            px: 1.25,
            py: 0.35,
            borderRadius: 999,
            fontSize: 12,
            fontWeight: 700,
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            boxShadow: '0 2px 6px rgba(0,0,0,0.18)',
          }}
        >
          {badge.label}
        </Box>
      ))}
    </Box>
  );
}
