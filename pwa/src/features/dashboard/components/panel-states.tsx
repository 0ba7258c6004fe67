import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../../lib/theme';

export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, md: 7 }, px: 3, borderRadius: 3, bgcolor: '#FFFFFF', border: `1px dashed ${brand.sandDeep}` }}>
      <Typography component="h3" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 22, color: brand.green }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, mx: 'auto', maxWidth: 480, color: 'text.secondary', lineHeight: 1.6 }}>{children}</Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}

export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ p: 2.5, borderRadius: 3, bgcolor: '#FDECEA', color: '#8E1B12', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
      {message}
      <Button variant="outlined" color="inherit" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
