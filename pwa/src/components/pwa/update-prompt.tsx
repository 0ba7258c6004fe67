import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { activateWaiting } from './service-worker';

export const UPDATE_MESSAGE = 'A new version is available';

/**
 * 'A new version is available': shown (and its code loaded) only once a new version waits (see
 * service-worker.ts). Reload lets it take over and reloads the page once; Later keeps the page as it
 * is, so nothing is swapped under an open form without the visitor's word.
 */
export default function UpdatePrompt({ registration }: { registration: ServiceWorkerRegistration }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      message={UPDATE_MESSAGE}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      sx={{ bottom: { xs: 'calc(88px + env(safe-area-inset-bottom))', sm: 24 } }}
      action={
        <>
          <Button color="secondary" size="small" onClick={() => activateWaiting(registration)}>
            Reload
          </Button>
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            Later
          </Button>
        </>
      }
    />
  );
}
