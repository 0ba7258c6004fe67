import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ItineraryItem } from '@safari/shared/tour';
import { brand } from '../../../lib/theme';

/** The itinerary as a vertical timeline: period, then the day's activity. */
export function ItineraryTimeline({ items }: { items: ItineraryItem[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}>
      {items.map((item, index) => (
        <Box
          component="li"
          key={`${index}-${item.period}`}
          sx={{
            position: 'relative',
            pl: 5,
            pb: index === items.length - 1 ? 0 : 3.5,
            // The line between this stop and the next.
            '&::before':
              index === items.length - 1
                ? undefined
                : { content: '""', position: 'absolute', left: 13, top: 30, bottom: 0, width: 2, bgcolor: 'rgba(27,67,50,0.18)' },
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: 0,
              top: 0,
              width: 28,
              height: 28,
              borderRadius: '50%',
              bgcolor: brand.green,
              color: '#FFFFFF',
              display: 'grid',
              placeItems: 'center',
              fontSize: 13,
              fontWeight: 700,
              boxShadow: `0 0 0 4px ${brand.sand}`,
            }}
          >
            {index + 1}
          </Box>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 13.5, letterSpacing: '0.1em', textTransform: 'uppercase', color: '#8A5A12', lineHeight: '28px' }}>
            {item.period || `Stop ${index + 1}`}
          </Typography>
          <Typography sx={{ mt: 0.5, lineHeight: 1.7, fontSize: 16 }}>{item.activity}</Typography>
        </Box>
      ))}
    </Box>
  );
}
