import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A submission saved on the phone: what happens next, and where to follow it. */
export function QueuedNotice({ title, message }: { title: string; message: string }) {
  return (
    <Box
      role="status"
      data-testid="submission-queued"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: { xs: 2, sm: 2.5 }, borderRadius: 4, bgcolor: '#FFF6E2', border: '1px solid #E9C77F', color: '#4A3208' }}
    >
      <Box aria-hidden="true" sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#FBE3B0', color: '#6B4408' }}>
        <CloudOffIcon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 19, lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 0.5, fontWeight: 600, fontSize: 15, lineHeight: 1.5 }}>{message}</Typography>
        <Typography sx={{ mt: 0.5, fontSize: 14, lineHeight: 1.5 }}>
          You can close this page.{' '}
          <Box component={RouterLink} to="/outbox" sx={{ color: '#4A3208', fontWeight: 600 }}>
            See what is waiting
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}
