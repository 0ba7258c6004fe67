import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import type { Form } from '../../../components/form/use-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { touchTargets } from '../lib/touch-targets';

interface FormDialogProps<V, D, F extends string> {
  title: string;
  form: Form<V, D, F>;
  /** The values differ from what was there: closing asks first. */
  dirty: boolean;
  /** The server's refusal, above the fields. */
  failure: string;
  submitLabel: string;
  /** Closes for good (after a discard, or with nothing typed). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A console form in a dialog, tablet-sized (44 px controls). Closing it with changes (Escape, a tap
 * outside, Close or Cancel) asks before discarding them; nothing closes it while it saves.
 */
export function FormDialog<V, D, F extends string>({ title, form, dirty, failure, submitLabel, onClose, children }: FormDialogProps<V, D, F>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const { submitting } = form;
  const requestClose = () => {
    if (submitting) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  return (
    <Dialog open onClose={requestClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId} scroll="paper" sx={touchTargets}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {title}
        </Box>
        <IconButton aria-label="Close" onClick={requestClose} disabled={submitting}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box component="form" {...form.props} sx={{ display: 'contents' }}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' }, alignContent: 'start' }}>
          {failure && (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={requestClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
      {asking && (
        <ConfirmDialog
          title="Discard changes?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          busy={false}
          onConfirm={() => {
            setAsking(false);
            onClose();
          }}
          onClose={() => setAsking(false)}
        >
          What you typed in {title} is not saved yet.
        </ConfirmDialog>
      )}
    </Dialog>
  );
}

/** 'span N' of the dialog's six columns, from the small-tablet width up. */
export const span = (columns: number) => ({ gridColumn: { sm: `span ${columns}` } });
