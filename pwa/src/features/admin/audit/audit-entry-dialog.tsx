import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { auditEntityLabel, auditSummary, type AuditEntry } from '@safari/shared/admin-audit';
import { auditSentence } from '@safari/shared/audit-sentence';
import { OFFICE_TIME_LABEL } from '@safari/shared/local-time';
import type { ReactNode } from 'react';
import { actorName, AuditChanges, formatAuditTime } from '../components/audit-history';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" sx={{ fontSize: 12, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One entry of the trail: who, when, which record, and its before / after with the changed fields highlighted. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const summary = auditSummary(entry);
  // Named by the record; what was done to it is the sentence below.
  const title = summary ? `${auditEntityLabel(entry.entity)} ${summary}` : auditEntityLabel(entry.entity);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-entry-title" scroll="paper">
      <DialogTitle id="audit-entry-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2, fontSize: 17, lineHeight: 1.5 }}>{auditSentence(entry)}</Typography>
        <Box component="dl" sx={{ m: 0, mb: 2.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <Fact label="When">
            <time dateTime={entry.at}>
              {formatAuditTime(entry.at)} ({OFFICE_TIME_LABEL})
            </time>
          </Fact>
          <Fact label="Who">
            {actorName(entry.actor)}
            {entry.actor.email && entry.actor.name && (
              <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                {entry.actor.email}
              </Typography>
            )}
          </Fact>
          <Fact label="Record">
            {auditEntityLabel(entry.entity)}
            {summary && (
              <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                {summary}
              </Typography>
            )}
          </Fact>
        </Box>
        <AuditChanges entry={entry} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
