import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isClientError } from '../../../lib/query-client';
import { unsubscribeQueryOptions } from '../api/subscribe';

export const UNSUBSCRIBED = 'You have been unsubscribed.';
export const INVALID_LINK = 'This unsubscribe link is not valid or has expired.';
export const UNSUBSCRIBE_FAILED = 'We couldn’t reach our server to unsubscribe you. Please try again.';

/** The page an unsubscribe link in a newsletter e-mail opens: it unsubscribes at once and says so. */
export default function Unsubscribe() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data, error, isPending, isFetching, refetch } = useQuery({ ...unsubscribeQueryOptions(token), enabled: token !== '' });

  let content: ReactNode;
  if (token === '' || (error && isClientError(error))) {
    content = (
      <StatusPanel tone="error" icon={<ErrorOutlineIcon sx={{ fontSize: 38 }} />} title={INVALID_LINK}>
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 17, lineHeight: 1.6 }}>
          Please use the link from your most recent e-mail, or write to us and we will take you off the list.
        </Typography>
      </StatusPanel>
    );
  } else if (error) {
    content = (
      <StatusPanel tone="error" icon={<ErrorOutlineIcon sx={{ fontSize: 38 }} />} title={UNSUBSCRIBE_FAILED}>
        <Button variant="contained" size="large" sx={{ mt: 4 }} onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </StatusPanel>
    );
  } else if (isPending) {
    content = (
      <StatusPanel tone="neutral" icon={<CircularProgress size={34} color="inherit" aria-hidden="true" />} title="Unsubscribing…" />
    );
  } else {
    content = (
      <StatusPanel tone="success" icon={<CheckCircleOutlineIcon sx={{ fontSize: 38 }} />} title={data?.message ?? UNSUBSCRIBED}>
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 17, lineHeight: 1.6 }}>
          You will not receive our newsletter any more. Changed your mind? You can sign up again at the bottom of any page.
        </Typography>
      </StatusPanel>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, minHeight: '55vh' }}>
      {content}
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button href="/" variant="outlined" size="large">
          Back to the home page
        </Button>
      </Box>
    </Container>
  );
}
