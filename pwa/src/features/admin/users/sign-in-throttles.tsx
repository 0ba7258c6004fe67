import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SIGN_IN_THROTTLE_STATE_LABELS, type SignInThrottle } from '@safari/shared/admin-sign-in-throttles';
import { useId } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { useClearSignInThrottle, useSignInThrottles } from '../api/sign-in-throttles-api';
import { AdminTable } from '../components/admin-table';
import { useLocalPaging } from '../lib/list-params';
import { formatOfficeTime } from '@safari/shared/local-time';

const STATE_COLORS: Record<SignInThrottle['state'], 'default' | 'warning' | 'error'> = { counting: 'default', slowed: 'warning', refused: 'error' };

/** Who a throttle holds back, in words: the account and the address it counts, or 'any'. */
export function throttleSubject(throttle: Pick<SignInThrottle, 'email' | 'address'>): string {
  return `${throttle.email ?? 'any account'} from ${throttle.address ?? 'any address'}`;
}

/**
 * The Users screen's section on failed sign-ins: which accounts and addresses are slowed or
 * refused, until when, and a Clear button that lets the next sign-in through at once (for a member
 * of staff who mistyped, once they are known to be who they say).
 */
export function SignInThrottles() {
  const headingId = useId();
  const paging = useLocalPaging('sign-in-throttles');
  const { page, onPage: setPage } = paging;
  const list = useSignInThrottles(page, paging.pageSize);
  const clear = useClearSignInThrottle();

  async function clearOne(throttle: SignInThrottle) {
    try {
      const { message } = await clear.mutateAsync(throttle.id);
      showToast(message, { severity: 'success' });
      if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      showToast(messageOf(failure, 'Failed to clear the throttle.'), { severity: 'error', durationMs: 5_000 });
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5, '& .MuiButton-root': { minHeight: 44 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Sign-in throttles
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: 760 }}>
        After a few wrong passwords, sign-ins of an account from one address wait longer each time, and after ten they are refused there for 15 minutes. The
        account's owner elsewhere is not held back.
      </Typography>
      <AdminTable
        label="Sign-in throttles"
        loadingLabel="Loading sign-in throttles"
        what="the sign-in throttles"
        emptyText="Nobody's sign-in is held back."
        columns={[
          { key: 'account', header: 'Account', rowHeader: true, sx: { overflowWrap: 'anywhere' }, cell: (throttle) => throttle.email ?? 'Any account' },
          { key: 'address', header: 'Address', sx: { overflowWrap: 'anywhere' }, cell: (throttle) => throttle.address ?? 'Any address' },
          { key: 'failed', header: 'Failed', align: 'right', cell: (throttle) => throttle.failures },
          {
            key: 'status',
            header: 'Status',
            sx: { whiteSpace: 'nowrap' },
            cell: (throttle) => (
              <>
                <Chip size="small" label={SIGN_IN_THROTTLE_STATE_LABELS[throttle.state]} color={STATE_COLORS[throttle.state]} variant="outlined" />
                {throttle.blockedUntil && (
                  <Box component="span" sx={{ ml: 1, fontSize: 14, color: 'text.secondary' }}>
                    until {formatOfficeTime(throttle.blockedUntil)}
                  </Box>
                )}
              </>
            ),
          },
        ]}
        actions={(throttle) => (
          <Button variant="outlined" onClick={() => void clearOne(throttle)} disabled={clear.isPending} aria-label={`Clear the throttle of ${throttleSubject(throttle)}`}>
            Clear
          </Button>
        )}
        query={list}
        paging={paging}
      />
    </Box>
  );
}
