import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Last-resort screen when a page throws or its code cannot be loaded (e.g. offline after a deploy). */
/** `standalone` when rendered outside the shell (no surrounding <main>). */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);
  return (
    <Box component={standalone ? 'main' : 'div'} id={standalone ? 'main-content' : undefined} sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)' }}>
          Something went wrong
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary', lineHeight: 1.6 }}>
          This page could not be shown. Check your connection and try again.
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button href="/" variant="outlined">
            Go to Home
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
