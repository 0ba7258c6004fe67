import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useOnline, useOutboxItems } from '../../offline/outbox-hooks';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What the indicator says; null when there is nothing to say (online, nothing waiting). */
export function indicatorText(online: boolean, waiting: number, failed: number): { short: string; label: string; tone: 'offline' | 'waiting' | 'failed' } | null {
  const unsent = waiting + failed;
  if (online && unsent === 0) return null;
  const parts: string[] = [];
  if (!online) parts.push('You are offline');
  if (waiting > 0) parts.push(`${plural(waiting, 'submission', 'submissions')} waiting to be sent`);
  if (failed > 0) parts.push(`${plural(failed, 'submission', 'submissions')} not accepted`);
  const tone = failed > 0 ? 'failed' : online ? 'waiting' : 'offline';
  const short = unsent > 0 ? (failed > 0 ? `${unsent} not sent` : `${unsent} waiting`) : 'Offline';
  return { short, label: `${parts.join('. ')}. Open the outbox`, tone };
}

const TONES = {
  offline: { bgcolor: '#2B2F2C', color: '#FFFFFF', borderColor: '#2B2F2C' },
  waiting: { bgcolor: '#FFF6E2', color: '#6B4408', borderColor: '#E9C77F' },
  failed: { bgcolor: '#FBEAE7', color: '#7A1F14', borderColor: '#F1C4BC' },
} as const;

/** Header pill: offline status and the number of submissions not sent yet; opens /outbox. */
export function ConnectionIndicator() {
  const online = useOnline();
  const items = useOutboxItems();
  const waiting = items?.filter((item) => item.state === 'queued' || item.state === 'sending').length ?? 0;
  const failed = items?.filter((item) => item.state === 'failed').length ?? 0;
  const text = indicatorText(online, waiting, failed);
  if (!text) return null;
  const Icon = text.tone === 'failed' ? ErrorOutlineIcon : online ? CloudUploadIcon : CloudOffIcon;

  return (
    <Box
      component={RouterLink}
      to="/outbox"
      aria-label={text.label}
      title={text.label}
      data-testid="connection-indicator"
      sx={{
        ...TONES[text.tone],
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        minHeight: 36,
        minWidth: 36,
        px: { xs: 1, md: 1.5 },
        borderRadius: 999,
        border: '1px solid',
        fontSize: 14,
        fontWeight: 600,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        textDecoration: 'none',
        flexShrink: 0,
        '&:hover': { filter: 'brightness(0.96)' },
      }}
    >
      <Icon aria-hidden="true" sx={{ fontSize: 20 }} />
      <Box component="span" aria-hidden="true" sx={{ display: { xs: text.short === 'Offline' ? 'none' : 'inline', sm: 'inline' } }}>
        {/* Phones show the count only; the full sentence is the link's name. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {text.short}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {waiting + failed > 0 ? waiting + failed : ''}
        </Box>
      </Box>
    </Box>
  );
}
