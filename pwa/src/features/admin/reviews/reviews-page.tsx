import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type AdminReview, type ReviewStatus } from '@safari/shared/review';
import { useState } from 'react';
import { useAdminReviews } from '../api/reviews-api';
import { AdminTable } from '../components/admin-table';
import { visuallyHidden } from '../components/panel-states';
import { useListParams } from '../lib/list-params';
import { touchTargets } from '../lib/touch-targets';
import { ReviewDialog, Stars } from './review-dialog';
import { ReviewStatusChip } from './review-status-chip';
import { formatOfficeDate } from '@safari/shared/local-time';

type TabValue = ReviewStatus | 'all';
const TABS: readonly TabValue[] = [...REVIEW_STATUSES, 'all'];
const TAB_LABELS: Record<TabValue, string> = { ...REVIEW_STATUS_LABELS, all: 'All' };
const EMPTY: Record<TabValue, string> = {
  pending: 'No reviews are waiting. New ones appear here for you to approve or hide.',
  approved: 'No approved reviews yet.',
  hidden: 'No hidden reviews.',
  all: 'No reviews yet. Travellers are asked for one 2 days after their trip.',
};

function TabLabel({ tab, count }: { tab: TabValue; count: number | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {TAB_LABELS[tab]}
      {tab === 'pending' && count !== undefined && count > 0 && (
        <Box component="span" sx={{ minWidth: 22, height: 22, px: 0.75, borderRadius: 11, display: 'inline-grid', placeItems: 'center', fontSize: 12, fontWeight: 700, bgcolor: 'warning.main', color: 'warning.contrastText' }}>
          {count}
          <Box component="span" sx={visuallyHidden}>
            {' '}waiting
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** `/admin/reviews`: travellers' reviews by status, newest first; open one to approve, hide or reply. */
export default function ReviewsPage() {
  const { values, page, pageSize, paging, update } = useListParams('reviews', ['status'] as const);
  const tab: TabValue = (TABS as readonly string[]).includes(values.status) ? (values.status as TabValue) : 'pending';
  const list = useAdminReviews({ page, pageSize, ...(tab === 'all' ? {} : { status: tab }) });
  const [open, setOpen] = useState<AdminReview | null>(null);
  const counts = list.data?.counts;

  return (
    <Box sx={touchTargets}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, next: TabValue) => update({ status: next === 'pending' ? '' : next })} aria-label="Reviews by status" variant="scrollable" allowScrollButtonsMobile>
          {TABS.map((name) => (
            <Tab key={name} value={name} label={<TabLabel tab={name} count={counts?.pending} />} sx={{ minHeight: 52, fontWeight: 600 }} />
          ))}
        </Tabs>
      </Box>
      <AdminTable
        label={`${TAB_LABELS[tab]} reviews`}
        loadingLabel="Loading the reviews"
        what="the reviews"
        emptyText={EMPTY[tab]}
        columns={[
          {
            key: 'written',
            header: 'Written',
            landscapeOnly: true,
            sx: { whiteSpace: 'nowrap' },
            cell: (review) => formatOfficeDate(review.createdAt),
          },
          {
            key: 'review',
            header: 'Review',
            rowHeader: true,
            sx: { maxWidth: { xs: 240, lg: 320 } },
            cell: (review) => (
              <>
                <Stars stars={review.stars} />
                <Typography sx={{ fontWeight: 600, fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{review.title}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{review.text}</Typography>
              </>
            ),
          },
          {
            key: 'tour',
            header: 'Tour and traveller',
            sx: { maxWidth: { xs: 180, lg: 230 } },
            cell: (review) => (
              <>
                <Typography sx={{ fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{review.tourName}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {review.name} · {review.reference}
                </Typography>
              </>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            sx: { whiteSpace: 'nowrap' },
            cell: (review) => (
              <>
                <ReviewStatusChip status={review.status} />
                {review.reply && <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>Replied</Typography>}
              </>
            ),
          },
        ]}
        actions={(review) => (
          <Button size="small" variant="outlined" onClick={() => setOpen(review)} aria-label={`Open the review “${review.title}” by ${review.name}`}>
            Open
          </Button>
        )}
        query={list}
        paging={paging}
      />
      {open && <ReviewDialog key={open.id} review={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
