import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { activeTourFilters, type TourFilterKey, type TourFilters } from '@safari/shared/tour-filters';
import { brand } from '../../../lib/theme';

interface TourFilterChipsProps {
  filters: TourFilters;
  onRemove: (key: TourFilterKey) => void;
}

/** One chip per active filter (search and tag included); each chip's × removes only its filter. */
export function TourFilterChips({ filters, onRemove }: TourFilterChipsProps) {
  const chips = activeTourFilters(filters);
  if (chips.length === 0) return null;
  return (
    <Box component="ul" aria-label="Active filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {chips.map((chip) => (
        <Box
          component="li"
          key={chip.key}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.25,
            minWidth: 0,
            maxWidth: '100%',
            minHeight: 36,
            pl: 1.75,
            pr: 0.5,
            borderRadius: 999,
            bgcolor: '#E8F0EA',
            border: '1px solid rgba(27,67,50,0.18)',
            color: brand.green,
            fontSize: 14,
            fontWeight: 600,
          }}
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {chip.label}
          </Box>
          <Box
            component="button"
            type="button"
            onClick={() => onRemove(chip.key)}
            aria-label={`Remove filter ${chip.label}`}
            sx={{
              flexShrink: 0,
              width: 30,
              height: 30,
              display: 'grid',
              placeItems: 'center',
              p: 0,
              border: 0,
              borderRadius: '50%',
              bgcolor: 'transparent',
              color: 'inherit',
              cursor: 'pointer',
              transition: 'background-color 150ms ease',
              '&:hover': { bgcolor: 'rgba(27,67,50,0.12)' },
            }}
          >
            <CloseIcon sx={{ fontSize: 18 }} aria-hidden="true" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
