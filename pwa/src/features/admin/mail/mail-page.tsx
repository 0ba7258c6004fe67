import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MAIL_STATUSES, type MailStatus } from '@safari/shared/admin-mail';
import { formatOfficeDate, formatOfficeDateTime, formatOfficeTime } from '@safari/shared/local-time';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { useMail, useResendMail } from '../api/mail-api';
import { AdminTable, RowButtons } from '../components/admin-table';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { useListParams, useListSearch } from '../lib/list-params';
import { MailDialog } from './mail-dialog';
import { kindLabel, STATUS_COLORS, statusLabel } from './mail-labels';

/** Shown from the md breakpoint up (a tablet in landscape), and the stand-in below it. */
const narrow = { display: { xs: 'block', md: 'none' } } as const;

/** `/admin/mail` (admins): the notifications outbox, paged on the server, filtered by status and kind. */
export default function MailPage() {
  const { values, page, pageSize, paging, update } = useListParams('mail', ['q', 'status', 'kind'] as const);
  const status = (MAIL_STATUSES as readonly string[]).includes(values.status) ? (values.status as MailStatus) : undefined;
  const list = useMail({ page, pageSize, q: values.q || undefined, status, kind: values.kind || undefined });
  const [search, setSearch] = useListSearch(values.q, update);
  const [open, setOpen] = useState<string | null>(null);
  const resend = useResendMail();
  const kinds = list.data?.kinds ?? (values.kind ? [values.kind] : []);

  async function sendAgain(id: string) {
    try {
      await resend.mutateAsync(id);
      showToast('Queued to be sent again.', { severity: 'success' });
    } catch (failure) {
      showToast(messageOf(failure, 'The e-mail could not be queued again. Try again.'), { severity: 'error', durationMs: 3_000 });
    }
  }

  return (
    <Box>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search e-mails..."
        filters={
          <>
            <FilterSelect label="Status" value={status ?? ''} onChange={(value) => update({ status: value })} width={160} emptyLabel="All statuses" options={MAIL_STATUSES} optionLabel={statusLabel} />
            <FilterSelect label="Kind" value={values.kind} onChange={(value) => update({ kind: value })} width={220} emptyLabel="All kinds" options={kinds} optionLabel={kindLabel} />
          </>
        }
        addLabel="Refresh"
        onAdd={() => void list.refetch()}
      />
      <AdminTable
        label="Mail outbox"
        loadingLabel="Loading the outbox"
        what="the mail outbox"
        emptyText="No e-mails match these filters."
        columns={[
          {
            key: 'queued',
            header: 'Queued',
            landscapeOnly: true,
            sx: { whiteSpace: 'nowrap' },
            cell: (mail) => (
              <>
                {formatOfficeDate(mail.createdAt)}
                <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                  {formatOfficeTime(mail.createdAt)}
                </Box>
              </>
            ),
          },
          {
            key: 'kind',
            header: 'Kind',
            sx: { whiteSpace: 'nowrap' },
            cell: (mail) => (
              <>
                {kindLabel(mail.kind)}
                {/* Narrow screens drop the Queued column: the time goes under the kind. */}
                <Typography component="span" sx={{ ...narrow, fontSize: 12, color: 'text.secondary' }}>
                  {formatOfficeDateTime(mail.createdAt)}
                </Typography>
              </>
            ),
          },
          {
            key: 'recipient',
            header: 'Recipient',
            rowHeader: true,
            sx: { maxWidth: { xs: 200, lg: 240 } },
            cell: (mail) => (
              <>
                <Typography sx={{ fontWeight: 600, fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{mail.recipient}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{mail.subject}</Typography>
              </>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            sx: { whiteSpace: 'nowrap' },
            cell: (mail) => (
              <>
                <Chip size="small" label={statusLabel(mail.status)} color={STATUS_COLORS[mail.status]} variant="outlined" sx={{ fontWeight: 600, minWidth: 72 }} />
                <Typography component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary', mt: 0.25 }}>
                  {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
                </Typography>
                {/* A failed send waits (doubling each time) before the next try: say when. */}
                {mail.status === 'pending' && mail.attempts > 0 && (
                  <Typography component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
                    next try {formatOfficeDateTime(mail.nextAttemptAt)}
                  </Typography>
                )}
                {mail.lastError && (
                  <Typography component="span" sx={{ ...narrow, fontSize: 12, color: 'error.main', maxWidth: 130, overflow: 'hidden', textOverflow: 'ellipsis' }} title={mail.lastError}>
                    {mail.lastError}
                  </Typography>
                )}
              </>
            ),
          },
          {
            key: 'error',
            header: 'Last error',
            landscapeOnly: true,
            sx: { maxWidth: 150, fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
            cell: (mail) => (
              <Box component="span" title={mail.lastError ?? undefined} sx={{ color: mail.lastError ? 'error.main' : 'text.secondary' }}>
                {mail.lastError ?? '—'}
              </Box>
            ),
          },
        ]}
        actions={(mail) => (
          <RowButtons>
            {mail.status === 'failed' && (
              <Button size="small" variant="outlined" onClick={() => void sendAgain(mail.id)} disabled={resend.isPending} aria-label={`Send again to ${mail.recipient}`}>
                Send again
              </Button>
            )}
            <Button size="small" variant="outlined" onClick={() => setOpen(mail.id)} aria-label={`View e-mail to ${mail.recipient}: ${mail.subject}`}>
              View
            </Button>
          </RowButtons>
        )}
        query={list}
        paging={paging}
      />
      {open && <MailDialog id={open} onClose={() => setOpen(null)} onResend={(id) => void sendAgain(id)} resending={resend.isPending} />}
    </Box>
  );
}
