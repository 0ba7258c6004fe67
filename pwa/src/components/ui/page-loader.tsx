import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { brand } from '../../lib/theme';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Shown while a page's code loads: a thin moving bar, and room so the footer does not jump up. */
export function PageLoader() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ minHeight: '70vh' }}>
      <Box sx={{ height: 3, overflow: 'hidden', bgcolor: 'rgba(217,164,65,0.25)' }}>
        <Box sx={{ width: '40%', height: '100%', bgcolor: brand.gold, animation: `${slide} 1.1s ease-in-out infinite` }} />
      </Box>
    </Box>
  );
}
