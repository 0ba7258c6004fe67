import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Label and value pairs: two columns from a small tablet up, stacked on a phone. */
export function Facts({ rows, labelWidth = 160 }: { rows: [string, ReactNode][]; labelWidth?: number }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px minmax(0, 1fr)` }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0, alignItems: 'baseline' }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14, mt: { xs: 1, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A titled part of the booking view (a region named by its title). */
export function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h3">
          {title}
        </Typography>
        {aside}
      </Box>
      {children}
    </Box>
  );
}
