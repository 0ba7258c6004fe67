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
import { useId, type ReactNode } from 'react';
import type { Form } from '../../../components/form/use-form';
import type { FormGuard } from '../components/form-guard';
import { touchTargets } from '../lib/touch-targets';

interface FormDialogProps<V, D, F extends string> {
  title: string;
  form: Form<V, D, F>;
  /** Keeps a draft, asks before closing with changes, and waits for the connection to save. */
  guard: FormGuard;
  /** The server's refusal, above the fields. */
  failure: string;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A console form in a dialog, tablet-sized (44 px controls), guarded like every console form
 * (useFormGuard): a draft on the tablet, a question before closing with changes (Escape, a tap
 * outside, Close or Cancel), and a save that waits for the connection; nothing closes it while it saves.
 */
export function FormDialog<V, D, F extends string>({ title, form, guard, failure, submitLabel, children }: FormDialogProps<V, D, F>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { submitting } = form;
  const { requestClose } = guard;
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
          <Box sx={{ gridColumn: '1 / -1', '&:empty': { display: 'none' } }}>{guard.waitingNote}</Box>
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
      {guard.dialogs}
    </Dialog>
  );
}

/** 'span N' of the dialog's six columns, from the small-tablet width up. */
export const span = (columns: number) => ({ gridColumn: { sm: `span ${columns}` } });
