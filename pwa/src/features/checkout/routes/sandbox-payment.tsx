import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatAmount, PAYMENT_MESSAGES } from '@safari/shared/booking-rules';
import { PAYMENT_METHOD_LABELS } from '@safari/shared/enums';
import { CURRENCIES, type Currency } from '@safari/shared/money-rules';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { apiErrorOf, cancelSandbox, completeSandbox, sandboxSessionQueryOptions } from '../api/checkout-api';
import { useOnline } from '../lib/use-online';
import { moneyText } from '../../../lib/money-text';

const STRIPES = 'repeating-linear-gradient(-45deg, #F3D08A 0 14px, #E9BE62 14px 28px)';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: '#ECEEF0', display: 'flex', flexDirection: 'column' }}>
      <Box role="note" sx={{ background: STRIPES, color: '#3B2A06', textAlign: 'center', py: 1.25, px: 2, fontWeight: 800, fontSize: { xs: 14.5, sm: 16 }, letterSpacing: '0.02em' }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, bgcolor: 'rgba(255,255,255,0.75)', px: 1.5, py: 0.5, borderRadius: 999 }}>
          <ScienceOutlinedIcon aria-hidden="true" sx={{ fontSize: 20 }} />
          {PAYMENT_MESSAGES.sandboxBanner}
        </Box>
      </Box>
      <Box sx={{ flex: 1, display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Box
          sx={{
            width: '100%',
            maxWidth: 440,
            bgcolor: '#FFFFFF',
            borderRadius: 4,
            border: '1px solid #D5D9DE',
            boxShadow: '0 10px 40px rgba(20,30,40,0.12)',
            overflow: 'hidden',
            fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: '1px solid #EEF0F2', fontSize: 15 }}>
      <Box component="dt" sx={{ color: '#5A6470' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', color: '#1C2430', minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * /checkout/:id/sandbox?method=&session= — the built-in test provider's page, used while a real
 * payment provider is not configured. Pay makes the sandbox send its signed notification to the
 * API (which confirms the booking); Cancel cancels the attempt. Either way it returns to the shop.
 */
export default function SandboxPaymentPage() {
  useDocumentTitle('Sandbox payment');
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const session = query.get('session') ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const details = useQuery({ ...sandboxSessionQueryOptions(session), enabled: session !== '' });
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string>();

  const act = async (kind: 'pay' | 'cancel') => {
    setBusy(kind);
    setFailure(undefined);
    try {
      const result = await (kind === 'pay' ? completeSandbox(session) : cancelSandbox(session));
      void navigate(result.returnUrl, { replace: true });
    } catch (error) {
      setFailure((await apiErrorOf(error))?.error ?? 'The test provider could not be reached. Please try again.');
      setBusy(null);
    }
  };

  if (!session || details.isError || (details.data && details.data.bookingId !== id)) {
    return (
      <Frame>
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <Typography component="h1" sx={{ fontWeight: 700, fontSize: 22 }}>
            This test payment link is not valid
          </Typography>
          <Button href={`/checkout/${id}`} variant="contained" sx={{ mt: 3 }}>
            Back to checkout
          </Button>
        </Box>
      </Frame>
    );
  }
  if (!details.data) {
    return (
      <Frame>
        <Box role="status" aria-label="Loading the test payment" sx={{ p: 6, display: 'grid', placeItems: 'center' }}>
          <CircularProgress />
        </Box>
      </Frame>
    );
  }

  const payment = details.data;
  const amount = (CURRENCIES as readonly string[]).includes(payment.currency)
    ? moneyText(payment.amount, payment.currency as Currency)
    : formatAmount(payment.amount, payment.currency);
  const methodLabel = PAYMENT_METHOD_LABELS[payment.method];
  return (
    <Frame>
      <Box sx={{ px: 3, py: 2.25, bgcolor: '#1C2430', color: '#FFFFFF', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" sx={{ fontWeight: 700, fontSize: 18 }}>
          {methodLabel} <Box component="span" sx={{ fontWeight: 500, color: '#C7CED6' }}>· test mode</Box>
        </Typography>
        <Box component="span" sx={{ fontSize: 12, fontWeight: 700, letterSpacing: '0.1em', textTransform: 'uppercase', px: 1, py: 0.25, borderRadius: 1, border: '1px solid #F3D08A', color: '#F3D08A' }}>
          Sandbox
        </Box>
      </Box>
      <Box sx={{ p: 3 }}>
        <Typography sx={{ color: '#5A6470', fontSize: 14 }}>Pay {payment.merchant}</Typography>
        <Typography sx={{ mt: 0.5, fontSize: 40, fontWeight: 800, color: '#1C2430', letterSpacing: '-0.01em' }}>{amount}</Typography>
        <Box component="dl" sx={{ m: 0, mt: 2 }}>
          <Line label="Booking" value={payment.reference} />
          <Line label="Safari" value={payment.tourName} />
          <Line label="Method" value={methodLabel} />
        </Box>
        {payment.status !== 'pending' ? (
          <Box sx={{ mt: 3 }}>
            <Box role="status" sx={{ p: 2, borderRadius: 2, bgcolor: '#F1F3F5', color: '#1C2430', fontSize: 15 }}>
              This test payment is already {payment.status === 'succeeded' ? 'paid' : 'closed'}.
            </Box>
            <Button href={`/checkout/${payment.bookingId}/return?payment=${payment.paymentId}`} variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
              Return to {payment.merchant}
            </Button>
          </Box>
        ) : (
          <Box sx={{ mt: 3, display: 'grid', gap: 1.25 }}>
            {failure && (
              <Box role="alert" sx={{ p: 1.75, borderRadius: 2, bgcolor: '#FDECEA', color: '#7A1D16', fontSize: 14.5 }}>
                {failure}
              </Box>
            )}
            {!online && (
              <Box role="status" sx={{ p: 1.75, borderRadius: 2, bgcolor: '#FBF1DC', color: '#5C3B09', fontSize: 14.5 }}>
                {PAYMENT_MESSAGES.offline}
              </Box>
            )}
            <Button
              variant="contained"
              size="large"
              disabled={busy !== null || !online}
              onClick={() => void act('pay')}
              startIcon={busy === 'pay' ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
              sx={{ bgcolor: '#1C2430', '&:hover': { bgcolor: '#0F151D' } }}
            >
              {busy === 'pay' ? 'Paying…' : `Pay ${amount}`}
            </Button>
            <Button variant="text" size="large" disabled={busy !== null} onClick={() => void act('cancel')} sx={{ color: '#3A4654' }}>
              Cancel
            </Button>
          </Box>
        )}
        <Typography sx={{ mt: 2.5, fontSize: 13, color: '#5A6470', lineHeight: 1.55 }}>
          This page stands in for {methodLabel} because no real payment provider is configured. Pressing Pay marks the booking as paid for testing;
          no money moves and no card or phone is charged.
        </Typography>
      </Box>
    </Frame>
  );
}
