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

/** Text for screen readers only (sizes as strings: in sx a bare 1 would mean 100%). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;
