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

/** The console's screens take it from here, as before. */
export { visuallyHidden } from '../../../components/ui/visually-hidden';
