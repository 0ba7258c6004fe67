import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MailDetail } from '@safari/shared/admin-mail';
import { formatOfficeDateTime, OFFICE_TIME_LABEL } from '@safari/shared/local-time';
import { useState } from 'react';
import { LoadError } from '../components/panel-states';
import { useMailItem } from '../api/mail-api';
import { kindLabel, STATUS_COLORS, statusLabel } from './mail-labels';

const dateTime = (iso: string) => `${formatOfficeDateTime(iso)} (${OFFICE_TIME_LABEL})`;

function Facts({ mail }: { mail: MailDetail }) {
  const rows: [string, string][] = [
    ['Kind', kindLabel(mail.kind)],
    ['To', mail.recipient],
    ['Subject', mail.rendered?.subject ?? mail.subject],
    ['Queued', dateTime(mail.createdAt)],
    ['Attempts', String(mail.attempts)],
  ];
  if (mail.sentAt) rows.push(['Sent', dateTime(mail.sentAt)]);
  else if (mail.status === 'pending') rows.push(['Next attempt', dateTime(mail.nextAttemptAt)]);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontSize: 14, color: 'text.secondary' }}>
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One e-mail of the outbox: its facts, its last error, and the message as HTML or plain text. */
export function MailDialog({ id, onClose, onResend, resending }: { id: string; onClose: () => void; onResend: (id: string) => void; resending: boolean }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { data: mail, error, refetch } = useMailItem(id);
  const [view, setView] = useState<'html' | 'text'>('html');

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="mail-title" scroll="paper">
      <DialogTitle id="mail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {mail ? (mail.rendered?.subject ?? mail.subject) || kindLabel(mail.kind) : 'E-mail'}
        </Box>
        {mail && <Chip size="small" label={statusLabel(mail.status)} color={STATUS_COLORS[mail.status]} variant="outlined" sx={{ fontWeight: 600 }} />}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {error && <LoadError error={error} what="this e-mail" onRetry={() => void refetch()} />}
        {!mail && !error && <CircularProgress aria-label="Loading the e-mail" sx={{ justifySelf: 'center' }} />}
        {mail && (
          <>
            <Facts mail={mail} />
            {mail.lastError && (
              <Alert severity={mail.status === 'failed' ? 'error' : 'warning'}>
                <strong>Last error:</strong> {mail.lastError}
              </Alert>
            )}
            {mail.renderError && <Alert severity="error">{mail.renderError}</Alert>}
            {mail.rendered && (
              <Box>
                <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
                  {mail.source === 'file' ? 'The message exactly as it was sent.' : 'Shown again from its template: a copy of the sent message is not kept, so small details may differ.'}
                </Typography>
                <Tabs value={view} onChange={(_, next: 'html' | 'text') => setView(next)} aria-label="Message view" sx={{ minHeight: 40, mb: 1 }}>
                  <Tab value="html" label="HTML" sx={{ minHeight: 40 }} />
                  <Tab value="text" label="Plain text" sx={{ minHeight: 40 }} />
                </Tabs>
                {view === 'html' ? (
                  // No scripts, no forms, no same origin: the message is shown, never run.
                  <Box component="iframe" title="Message as HTML" sandbox="" srcDoc={mail.rendered.html} sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: '#FAF6EE' }} />
                ) : (
                  <Box component="pre" data-testid="mail-text" sx={{ m: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14, fontFamily: 'inherit', maxHeight: 520, overflow: 'auto' }}>
                    {mail.rendered.text}
                  </Box>
                )}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {mail?.status === 'failed' && (
          <Button onClick={() => onResend(mail.id)} disabled={resending} startIcon={resending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Send again
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
