import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { INBOX_STATUS_LABELS, INBOX_STATUSES, INBOX_TAB_LABELS, INBOX_TABS, type InboxStatus, type InboxSummary, type InboxTab } from '@safari/shared/admin-inbox';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { downloadInboxCsv, useInbox } from '../api/inbox-api';
import { AdminTable } from '../components/admin-table';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { visuallyHidden } from '../components/panel-states';
import { useListParams, useListSearch } from '../lib/list-params';
import { EnquiryDialog } from './enquiry-dialog';
import { StatusChip } from './status-chip';
import { formatOfficeDate, formatOfficeDateTime, formatOfficeTime } from '@safari/shared/local-time';


/** Shown from the md breakpoint up (a tablet in landscape), and the stand-in below it. */
const narrow = { display: { xs: 'block', md: 'none' } } as const;

const SUBJECT_HEADER: Record<InboxTab, string> = { contact: 'Subject and message', chat: 'Message', proposals: 'Trip', newsletter: 'Subscription' };
const EMPTY: Record<InboxTab, string> = {
  contact: 'No contact messages match these filters.',
  chat: 'No chat messages match these filters.',
  proposals: 'No itinerary requests match these filters.',
  newsletter: 'No subscribers match these filters.',
};

/** A tab's name and its count of new items ('Contact 3', read as 'Contact, 3 new'). */
function TabLabel({ tab, count }: { tab: InboxTab; count: number | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {INBOX_TAB_LABELS[tab]}
      {count !== undefined && count > 0 && (
        <Box
          component="span"
          data-testid={`count-${tab}`}
          sx={{ minWidth: 22, height: 22, px: 0.75, borderRadius: 11, display: 'inline-grid', placeItems: 'center', fontSize: 12, fontWeight: 700, bgcolor: 'warning.main', color: 'warning.contrastText' }}
        >
          {count}
          <Box component="span" sx={visuallyHidden}>
            {' '}new
          </Box>
        </Box>
      )}
    </Box>
  );
}

function Subject({ item }: { item: InboxSummary }) {
  if (item.tab === 'newsletter') {
    return <Box component="span" sx={{ color: item.unsubscribed ? 'text.secondary' : undefined }}>{item.unsubscribed ? 'Unsubscribed' : 'Subscribed'}</Box>;
  }
  return (
    <>
      {item.subject && <Typography sx={{ fontWeight: 600, fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.subject}</Typography>}
      <Typography sx={{ fontSize: 14, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.preview || '—'}</Typography>
    </>
  );
}

const whoOf = (item: InboxSummary) => item.name || item.email || 'Anonymous visitor';

/** `/admin/enquiries`: contact and chat messages, itinerary requests and subscribers, a tab each, paged on the server. */
export default function EnquiriesPage() {
  const { values, page, pageSize, paging, update } = useListParams('enquiries', ['tab', 'q', 'status'] as const);
  const tab: InboxTab = (INBOX_TABS as readonly string[]).includes(values.tab) ? (values.tab as InboxTab) : 'contact';
  const status = (INBOX_STATUSES as readonly string[]).includes(values.status) ? (values.status as InboxStatus) : undefined;
  const list = useInbox(tab, { page, pageSize, q: values.q || undefined, status });
  const [search, setSearch] = useListSearch(values.q, update);
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const counts = list.data?.counts;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadInboxCsv(tab, { q: values.q || undefined, status });
    } catch (failure) {
      showToast(messageOf(failure, 'The CSV could not be downloaded. Check the connection and try again.'), { severity: 'error', durationMs: 3_000 });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, next: InboxTab) => update({ tab: next === 'contact' ? '' : next })} aria-label="Inbox" variant="scrollable" allowScrollButtonsMobile>
          {INBOX_TABS.map((name) => (
            <Tab key={name} value={name} label={<TabLabel tab={name} count={counts?.[name]} />} sx={{ minHeight: 52, fontWeight: 600 }} />
          ))}
        </Tabs>
      </Box>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search enquiries..."
        filters={
          <FilterSelect
            label="Status"
            value={status ?? ''}
            onChange={(value) => update({ status: value })}
            width={170}
            emptyLabel="All statuses"
            options={INBOX_STATUSES}
            optionLabel={(value) => INBOX_STATUS_LABELS[value]}
          />
        }
        addLabel={exporting ? 'Exporting…' : 'Export CSV'}
        onAdd={() => void exportCsv()}
      />
      <AdminTable
        label={`${INBOX_TAB_LABELS[tab]} inbox`}
        loadingLabel="Loading the inbox"
        what="the inbox"
        emptyText={EMPTY[tab]}
        columns={[
          {
            key: 'received',
            header: 'Received',
            landscapeOnly: true,
            sx: { whiteSpace: 'nowrap' },
            cell: (item) => (
              <>
                {formatOfficeDate(item.receivedAt)}
                <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                  {formatOfficeTime(item.receivedAt)}
                </Typography>
              </>
            ),
          },
          {
            key: 'from',
            header: 'From',
            rowHeader: true,
            sx: { maxWidth: { xs: 170, lg: 220 } },
            cell: (item) => (
              <>
                <Typography sx={{ fontWeight: item.status === 'new' ? 700 : 600, fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{whoOf(item)}</Typography>
                {item.email && item.name && (
                  <Typography sx={{ fontSize: 13, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.email}</Typography>
                )}
              </>
            ),
          },
          { key: 'subject', header: SUBJECT_HEADER[tab], sx: { minWidth: 160, maxWidth: { xs: 230, lg: 380 } }, cell: (item) => <Subject item={item} /> },
          {
            key: 'status',
            header: 'Status',
            sx: { whiteSpace: 'nowrap' },
            cell: (item) => (
              <>
                <StatusChip status={item.status} />
                {/* Narrow screens drop the Received column: the date goes under the status. */}
                <Typography component="span" sx={{ ...narrow, fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
                  {formatOfficeDateTime(item.receivedAt)}
                </Typography>
              </>
            ),
          },
        ]}
        actions={(item) => (
          <Button size="small" variant="outlined" onClick={() => setOpen(item.id)} aria-label={`Open ${INBOX_TAB_LABELS[tab].toLowerCase()} item from ${whoOf(item)}`}>
            Open
          </Button>
        )}
        query={list}
        paging={paging}
      />
      {open && <EnquiryDialog tab={tab} id={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
