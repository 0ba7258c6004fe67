import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messageOf } from '../api/admin-api';

/** A list or panel that could not load: the server's words (or a plain one) and a way to try again. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {messageOf(error, `Could not load ${what}. Check the connection and try again.`)}
    </Alert>
  );
}

/** Text for screen readers only. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: -1,
} as const;
