import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityLabel, auditSummary, isAuditEntity, type AuditEntry } from '@safari/shared/admin-audit';
import { useState } from 'react';
import { useAudit, useAuditActors } from '../api/audit-api';
import { AdminTable } from '../components/admin-table';
import { ActionChip, actorName, formatAuditTime } from '../components/audit-history';
import { FilterSelect } from '../components/list-toolbar';
import { visuallyHidden } from '../components/panel-states';
import { useListParams, useListSearch } from '../lib/list-params';
import { AuditEntryDialog } from './audit-entry-dialog';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RANGE_MESSAGE = 'The end date must not be before the start date.';

/** `/admin/audit` (admins): every staff write, newest first, filtered by user, record and dates, with a row view. */
export default function AuditPage() {
  const { values, page, update } = useListParams(['q', 'actor', 'entity', 'from', 'to'] as const);
  const from = DAY.test(values.from) ? values.from : '';
  const to = DAY.test(values.to) ? values.to : '';
  const rangeError = from !== '' && to !== '' && to < from;
  const entity = isAuditEntity(values.entity) ? values.entity : undefined;
  const list = useAudit({
    page,
    q: values.q || undefined,
    actor: values.actor || undefined,
    entity,
    from: from || undefined,
    to: rangeError ? undefined : to || undefined,
  });
  const actors = useAuditActors();
  const [search, setSearch] = useListSearch(values.q, update);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const filtered = Boolean(values.q || values.actor || entity || from || to);
  const actorIds = actors.data?.map((actor) => actor.id) ?? [];
  // A filter link naming someone no longer in the list still shows who it is filtering by.
  if (values.actor && actors.data && !actorIds.includes(values.actor)) actorIds.push(values.actor);
  const actorLabel = (id: string) => {
    const actor = actors.data?.find((candidate) => candidate.id === id);
    return actor ? `${actor.name || actor.email}` : 'Unknown user';
  };

  return (
    <Box>
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search the audit trail..."
          slotProps={{
            htmlInput: { 'aria-label': 'Search the audit trail' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: '1 1 200px', maxWidth: { md: 280 } }}
        />
        <FilterSelect label="User" value={values.actor} onChange={(actor) => update({ actor })} width={170} emptyLabel="All staff" options={actorIds} optionLabel={actorLabel} />
        <FilterSelect
          label="Record"
          value={entity ?? ''}
          onChange={(value) => update({ entity: value })}
          width={170}
          emptyLabel="All records"
          options={AUDIT_ENTITIES}
          optionLabel={(value) => AUDIT_ENTITY_LABELS[value]}
        />
        <TextField type="date" label="From" value={from} onChange={(event) => update({ from: event.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }} sx={{ width: 160 }} />
        <TextField
          type="date"
          label="To"
          value={to}
          onChange={(event) => update({ to: event.target.value })}
          error={rangeError}
          helperText={rangeError ? RANGE_MESSAGE : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
          sx={{ width: 160 }}
        />
        {filtered && (
          <Button onClick={() => update({ q: '', actor: '', entity: '', from: '', to: '' })} sx={{ alignSelf: 'center' }}>
            Clear filters
          </Button>
        )}
      </Box>
      <AdminTable
        label="Audit trail"
        loadingLabel="Loading the audit trail"
        what="the audit trail"
        emptyText={filtered ? 'No changes match these filters.' : 'No staff changes recorded yet.'}
        columns={6}
        head={
          <>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Record</TableCell>
            <TableCell>Summary</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </>
        }
        renderRow={(entry) => {
          const summary = auditSummary(entry);
          return (
            <>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time>
              </TableCell>
              <TableCell sx={{ maxWidth: 200 }}>
                <Typography sx={{ fontWeight: 600, fontSize: 14, fontStyle: entry.actor.id ? undefined : 'italic', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {actorName(entry.actor)}
                </Typography>
                {entry.actor.email && entry.actor.name && (
                  <Typography sx={{ fontSize: 12, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: { xs: 'none', lg: 'block' } }}>
                    {entry.actor.email}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <ActionChip action={entry.action} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{auditEntityLabel(entry.entity)}</TableCell>
              <TableCell component="th" scope="row" sx={{ maxWidth: { xs: 150, lg: 320 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={summary}>
                {summary || '—'}
              </TableCell>
              <TableCell align="right" sx={{ pl: 1 }}>
                <Button size="small" onClick={() => setOpen(entry)} aria-label={`View ${auditActionLabel(entry.action).toLowerCase()} of ${auditEntityLabel(entry.entity).toLowerCase()} ${summary}`.trim()}>
                  View
                </Button>
              </TableCell>
            </>
          );
        }}
        query={list}
        page={page}
        onPage={(next) => update({ page: next })}
      />
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
