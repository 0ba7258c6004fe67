import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { signInPath } from '../../../lib/session';

/** Asks a signed-out visitor to sign in, and brings them back to this page afterwards. */
export function SignInPrompt({ message, action = 'Sign in' }: { message: string; action?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 2, borderRadius: 3, bgcolor: '#EEF4EF', border: '1px solid rgba(27,67,50,0.18)' }}
    >
      <Typography sx={{ flex: '1 1 200px', fontWeight: 600 }}>{message}</Typography>
      <Button href={signInPath(`${pathname}${search}`)} variant="contained" size="small">
        {action}
      </Button>
    </Box>
  );
}
