/**
 * The audit trail as staff read it: a record's own history (`AuditHistory`, for view dialogs) and the
 * before / after of one entry (`AuditChanges`, for the trail's row view).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import {
  auditActionLabel,
  auditFieldLabel,
  auditValuePair,
  changedFields,
  type AuditActor,
  type AuditEntity,
  type AuditEntry,
} from '@safari/shared/admin-audit';
import { auditDeed, auditNote } from '@safari/shared/audit-sentence';
import { formatUsd } from '@safari/shared/format';
import { formatOfficeDateTime, OFFICE_TIME_LABEL } from '@safari/shared/local-time';
import { useId, useState } from 'react';
import { useAuditHistory } from '../api/audit-api';
import { LoadError, visuallyHidden } from './panel-states';

/** '23 Nov 2026 16:20', in the office's time (Nairobi), whatever the tablet's time zone. */
export function formatAuditTime(iso: string): string {
  return formatOfficeDateTime(iso);
}

/** Who made a write: their name, or what is left once the account is deleted. */
export function actorName(actor: AuditActor): string {
  return actor.name?.trim() || actor.email || 'Deleted account';
}

// The console's palette has contrast-checked success, error and warning colours (MUI's info blue has not).
const ACTION_COLORS: Record<string, 'success' | 'error' | 'warning'> = {
  create: 'success',
  upload: 'success',
  delete: 'error',
  unpublish: 'warning',
  hide: 'warning',
};

/** The action as a small chip: created green, deleted red, hidden or unpublished amber, anything else neutral. */
export function ActionChip({ action }: { action: string }) {
  return <Chip size="small" variant="outlined" color={ACTION_COLORS[action] ?? 'default'} label={auditActionLabel(action)} sx={{ fontWeight: 600 }} />;
}

const MONEY_FIELDS = new Set(['price', 'amount', 'total', 'paid']);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** Bookkeeping every write changes: left out of a history item's short list (the full view keeps it). */
const QUIET_FIELDS = new Set(['updatedAt']);

/** Before and after of one field as short texts (money as dollars, moments in Nairobi time, long texts cut around the change). */
function valuePair(field: string, before: unknown, after: unknown, max?: number) {
  const shown = (value: unknown) =>
    MONEY_FIELDS.has(field) && typeof value === 'number' ? formatUsd(value) : typeof value === 'string' && INSTANT.test(value) ? formatOfficeDateTime(value) : value;
  return auditValuePair(shown(before), shown(after), max);
}

const changedSx = (kind: 'before' | 'after') => (theme: Theme) => ({
  bgcolor: alpha(kind === 'before' ? theme.palette.error.main : theme.palette.success.main, theme.palette.mode === 'dark' ? 0.22 : 0.1),
  borderRadius: 1,
  px: 0.75,
  py: 0.25,
  display: 'inline',
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
});

/**
 * One entry's before and after, field by field. On an update the changed fields are highlighted
 * (with a switch for the unchanged ones); a create shows what was set, a delete what was removed.
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const [showAll, setShowAll] = useState(false);
  const { before, after } = entry;
  const changed = changedFields(before, after);
  if (!before && !after) return <Typography sx={{ color: 'text.secondary' }}>No record was kept for this change.</Typography>;

  // A create or a delete: one side only.
  if (!before || !after) {
    const side = after ?? before ?? {};
    return (
      <Table size="small" aria-label={after ? 'Values set' : 'Values removed'}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '30%' }}>Field</TableCell>
            <TableCell>{after ? 'Set to' : 'Was'}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changed.map((field) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                {auditFieldLabel(field)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>{valuePair(field, side[field], side[field]).after}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  const fields = showAll ? [...new Set([...Object.keys(before), ...Object.keys(after)])] : changed;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          {changed.length === 0 ? 'No field changed.' : `${changed.length} ${changed.length === 1 ? 'field' : 'fields'} changed`}
        </Typography>
        <FormControlLabel control={<Switch size="small" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />} label="Show unchanged fields" />
      </Box>
      {fields.length > 0 && (
        <Table size="small" aria-label="Changes" sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '24%' }}>Field</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => {
              const isChanged = changed.includes(field);
              const pair = valuePair(field, before[field], after[field]);
              return (
                <TableRow
                  key={field}
                  data-changed={isChanged || undefined}
                  sx={isChanged ? (theme) => ({ boxShadow: `inset 3px 0 0 ${theme.palette.warning.main}` }) : { '& td, & th': { color: 'text.secondary' } }}
                >
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                    {auditFieldLabel(field)}
                    {isChanged && (
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        (changed)
                      </Box>
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                    {isChanged ? (
                      <Box component="span" sx={changedSx('before')}>
                        {pair.before}
                      </Box>
                    ) : (
                      pair.before
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                    {isChanged ? (
                      <Box component="span" sx={changedSx('after')}>
                        {pair.after}
                      </Box>
                    ) : (
                      pair.after
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** How many changed fields one history item lists before '+ n more'. */
const COMPACT_FIELDS = 4;
const COMPACT_VALUE_MAX = 70;

function CompactChanges({ entry }: { entry: AuditEntry }) {
  const { before, after } = entry;
  if (!before || !after) return null;
  const changed = changedFields(before, after).filter((field) => !QUIET_FIELDS.has(field));
  if (changed.length === 0) return null;
  const shown = changed.slice(0, COMPACT_FIELDS);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}>
      {shown.map((field) => {
        const pair = valuePair(field, before[field], after[field], COMPACT_VALUE_MAX);
        return (
          <Box component="li" key={field} sx={{ fontSize: 13, lineHeight: 1.6, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {auditFieldLabel(field)}:
            </Box>{' '}
            <Box component="span" sx={changedSx('before')}>
              {pair.before}
            </Box>{' '}
            <Box component="span" aria-hidden="true">
              →
            </Box>
            <Box component="span" sx={visuallyHidden}>
              changed to
            </Box>{' '}
            <Box component="span" sx={changedSx('after')}>
              {pair.after}
            </Box>
          </Box>
        );
      })}
      {changed.length > shown.length && (
        <Box component="li" sx={{ fontSize: 13, color: 'text.secondary' }}>
          + {changed.length - shown.length} more {changed.length - shown.length === 1 ? 'field' : 'fields'}
        </Box>
      )}
    </Box>
  );
}

/** A record's history for its view dialog: newest first, five at a time, with before → after of changed fields. */
export function AuditHistory({ entity, entityId }: { entity: AuditEntity; entityId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching, refetch } = useAuditHistory(entity, entityId, page);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
          History
        </Typography>
        {isFetching && <CircularProgress size={14} aria-label="Loading the history" />}
      </Box>
      {error && !data && <LoadError error={error} what="the history" onRetry={() => void refetch()} />}
      {isPending && !error && <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>Loading the history…</Typography>}
      {data?.items.length === 0 && <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>Nothing recorded yet.</Typography>}
      {data && data.items.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 2, borderColor: 'divider', display: 'grid', gap: 1.5 }}>
          {data.items.map((entry) => (
            <Box component="li" key={entry.id} sx={{ pl: 1.5, position: 'relative' }}>
              <Typography sx={{ fontSize: 14, lineHeight: 1.5 }}>
                {auditDeed(entry)},{' '}
                <Box component="time" dateTime={entry.at} sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {formatAuditTime(entry.at)} ({OFFICE_TIME_LABEL})
                </Box>
              </Typography>
              {auditNote(entry) && <Typography sx={{ fontSize: 13, color: 'warning.main', fontWeight: 600 }}>{auditNote(entry)}</Typography>}
              <CompactChanges entry={entry} />
            </Box>
          ))}
        </Box>
      )}
      {data && data.pages > 1 && (
        <Box component="nav" aria-label="History pages" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {page} of {data.pages}
          </Typography>
          <Button size="small" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Box>
      )}
    </Box>
  );
}
