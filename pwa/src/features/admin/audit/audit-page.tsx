import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityLabel, auditSummary, isAuditEntity, type AuditEntry } from '@safari/shared/admin-audit';
import { useState } from 'react';
import { useAudit, useAuditActors } from '../api/audit-api';
import { AdminTable } from '../components/admin-table';
import { ActionChip, actorName, formatAuditTime } from '../components/audit-history';
import { FilterSelect } from '../components/list-toolbar';
import { useListParams, useListSearch } from '../lib/list-params';
import { AuditEntryDialog } from './audit-entry-dialog';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RANGE_MESSAGE = 'The end date must not be before the start date.';

/** `/admin/audit` (admins): every staff write, newest first, filtered by user, record and dates, with a row view. */
export default function AuditPage() {
  const { values, page, pageSize, paging, update } = useListParams('audit', ['q', 'actor', 'entity', 'from', 'to'] as const);
  const from = DAY.test(values.from) ? values.from : '';
  const to = DAY.test(values.to) ? values.to : '';
  const rangeError = from !== '' && to !== '' && to < from;
  const entity = isAuditEntity(values.entity) ? values.entity : undefined;
  const list = useAudit({
    page,
    pageSize,
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
        columns={[
          { key: 'when', header: 'When', sx: { whiteSpace: 'nowrap' }, cell: (entry) => <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time> },
          {
            key: 'who',
            header: 'Who',
            sx: { maxWidth: 200 },
            cell: (entry) => (
              <>
                <Typography sx={{ fontWeight: 600, fontSize: 14, fontStyle: entry.actor.id ? undefined : 'italic', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {actorName(entry.actor)}
                </Typography>
                {entry.actor.email && entry.actor.name && (
                  <Typography sx={{ fontSize: 12, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: { xs: 'none', lg: 'block' } }}>
                    {entry.actor.email}
                  </Typography>
                )}
              </>
            ),
          },
          { key: 'action', header: 'Action', cell: (entry) => <ActionChip action={entry.action} /> },
          { key: 'record', header: 'Record', landscapeOnly: true, sx: { whiteSpace: 'nowrap' }, cell: (entry) => auditEntityLabel(entry.entity) },
          {
            key: 'summary',
            header: 'Summary',
            rowHeader: true,
            sx: { maxWidth: { xs: 150, lg: 320 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
            cell: (entry) => <span title={auditSummary(entry)}>{auditSummary(entry) || '—'}</span>,
          },
        ]}
        actions={(entry) => (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setOpen(entry)}
            aria-label={`View ${auditActionLabel(entry.action).toLowerCase()} of ${auditEntityLabel(entry.entity).toLowerCase()} ${auditSummary(entry)}`.trim()}
          >
            View
          </Button>
        )}
        query={list}
        paging={paging}
      />
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
