import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { brand } from '../../../lib/theme';

interface ToursLoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** The tours could not be loaded: the spec's message and a Retry that asks again. */
export function ToursLoadError({ onRetry, retrying }: ToursLoadErrorProps) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 2,
        p: { xs: 2.5, md: 3 },
        borderRadius: 4,
        bgcolor: '#FBEAE7',
        color: '#7A1F14',
        border: '1px solid #F1C4BC',
      }}
    >
      <ErrorOutlineIcon aria-hidden="true" sx={{ fontSize: 28, flexShrink: 0 }} />
      <Typography sx={{ fontWeight: 600 }}>Failed to load tours. Please try again.</Typography>
      <Button
        variant="outlined"
        color="inherit"
        // Kept focusable while retrying (a disabled button would drop the keyboard focus).
        aria-disabled={retrying}
        onClick={() => {
          if (!retrying) onRetry();
        }}
        sx={{ gridColumn: { xs: 2, sm: 'auto' }, justifySelf: 'start', borderColor: 'currentcolor', minWidth: 112 }}
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Box>
  );
}

interface ToursEmptyProps {
  /** Whether filters are active: without any, the catalogue itself is empty. */
  filtered: boolean;
  onClear: () => void;
}

/** Nothing to show: with filters, the spec's message and a way out; without, the catalogue is empty. */
export function ToursEmpty({ filtered, onClear }: ToursEmptyProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 3,
        borderRadius: 4,
        bgcolor: '#FFFFFF',
        border: '1px dashed rgba(30,36,32,0.2)',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{ mx: 'auto', width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(217,164,65,0.18)', color: brand.goldDark }}
      >
        <SearchOffIcon sx={{ fontSize: 32 }} />
      </Box>
      <Typography variant="h2" sx={{ mt: 2.5, fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
        {filtered ? 'No tours match your filters' : 'No tours available right now'}
      </Typography>
      <Typography sx={{ mt: 1.25, mx: 'auto', maxWidth: 440, color: 'text.secondary', lineHeight: 1.6 }}>
        {filtered
          ? 'Try another location, a different length or price, or remove a filter to see more safaris.'
          : 'Please check back soon, or tell us what you dream of and we will plan it for you.'}
      </Typography>
      {filtered ? (
        <Button variant="contained" onClick={onClear} sx={{ mt: 3 }}>
          Clear filters
        </Button>
      ) : (
        <Button href="/request-experience" variant="contained" sx={{ mt: 3 }}>
          Request Quote
        </Button>
      )}
    </Box>
  );
}
