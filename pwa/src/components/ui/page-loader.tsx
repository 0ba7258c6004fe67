import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a page's code loads: a thin bar, and room so the footer does not jump up. */
export function PageLoader() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ minHeight: '70vh' }}>
      <LinearProgress color="secondary" sx={{ height: 3 }} />
    </Box>
  );
}
