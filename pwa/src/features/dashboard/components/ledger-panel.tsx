/**
 * A trip's payments and refunds as its ledger has them: date, how it was paid, the amount and the
 * receipt number. Loaded when the traveller opens it (it brings the booking's schema with it).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { formatOfficeDate } from '@safari/shared/local-time';
import { LEDGER_METHOD_LABELS, type LedgerRow } from '@safari/shared/money';
import { useMyBooking } from '../api/account-api';
import { moneyText } from '../../../lib/money-text';

export default function LedgerPanel({ userId, bookingId, id }: { userId: string; bookingId: string; id: string }) {
  const { data, error, isPending, refetch } = useMyBooking(userId, bookingId);
  if (isPending) return <Skeleton id={id} variant="rounded" height={56} aria-label="Loading the payments" />;
  if (error) {
    return (
      <Box id={id} role="alert" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', fontSize: 14.5, color: '#8E1B12' }}>
        We could not load the payments.
        <Button size="small" color="inherit" variant="outlined" onClick={() => void refetch()}>
          Try again
        </Button>
      </Box>
    );
  }
  return <LedgerList id={id} reference={data.reference} ledger={data.ledger} />;
}

/** The rows of a trip's ledger (its trip screen shows the same list); 'No payments yet.' without any. */
export function LedgerList({ id, reference, ledger }: { id?: string; reference: string; ledger: readonly LedgerRow[] }) {
  if (!ledger.length) {
    return (
      <Box id={id} sx={{ fontSize: 14.5, color: 'text.secondary' }}>
        No payments yet.
      </Box>
    );
  }
  return (
    <Box component="ul" id={id} aria-label={`Payments for ${reference}`} sx={{ m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {ledger.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{ listStyle: 'none', display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1.5, py: 1, px: 1.5, borderRadius: 2, bgcolor: '#F7F3EA', fontSize: 14.5 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {formatOfficeDate(row.at)} · {row.kind === 'refund' ? 'Refund, ' : ''}
              {LEDGER_METHOD_LABELS[row.method]}
            </Box>
            <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
              Receipt no. {row.receiptNo}
              {row.reference ? ` · ref. ${row.reference}` : ''}
            </Box>
          </Box>
          <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: row.amount < 0 ? '#8E1B12' : 'text.primary' }}>
            {moneyText(row.amount, row.currency)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
