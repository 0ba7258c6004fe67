import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useOnline, useOutboxItems } from '../../../offline/outbox-hooks';
import { OutboxItemCard } from '../components/outbox-item-card';

const loadRuntime = () => import('../../../offline/outbox-runtime');

/**
 * /outbox — bookings, messages and sign-ups saved on this phone: what still waits for a connection,
 * what the server refused (with its message) and what went out recently. Retry and Discard per item.
 */
export default function Outbox() {
  useDocumentTitle('Outbox');
  const online = useOnline();
  const items = useOutboxItems();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const unsent = items?.filter((item) => item.state !== 'sent') ?? [];
  const sent = items?.filter((item) => item.state === 'sent') ?? [];
  const waiting = unsent.filter((item) => item.state === 'queued');
  // Items the server asked to hold back (too many requests): sending now would not send them.
  const sendable = waiting.filter((item) => item.holdUntil === undefined);

  const withBusy = async (id: string, task: () => Promise<unknown>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await task();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 }, minHeight: '60vh' }}>
      <Typography variant="overline" component="p" sx={{ color: '#8A5A12' }}>
        Saved on this device
      </Typography>
      <Typography variant="h1" sx={{ mt: 0.5, fontSize: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)' }}>
        Outbox
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: 17, lineHeight: 1.6, maxWidth: 620 }}>
        Bookings, messages and sign-ups you send without signal wait here and go out by themselves when you are back online.
      </Typography>

      <Box
        role="status"
        sx={{ mt: 3, p: 2, borderRadius: 3, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', bgcolor: online ? '#E7F1EC' : '#2B2F2C', color: online ? '#1B4332' : '#FFFFFF' }}
      >
        {online ? <CloudDoneIcon aria-hidden="true" /> : <CloudOffIcon aria-hidden="true" />}
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 200 }}>
          {online
            ? sendable.length > 0
              ? `You are online. ${sendable.length === 1 ? '1 item is' : `${sendable.length} items are`} about to be sent.`
              : waiting.length > 0
                ? 'You are online. The server asked us to wait a little; waiting items go out by themselves.'
                : 'You are online.'
            : 'You are offline. Waiting items are sent as soon as the connection returns.'}
        </Typography>
        {online && sendable.length > 0 && (
          <Button variant="contained" size="small" onClick={() => void loadRuntime().then((runtime) => runtime.replayOutbox({ ignoreBackoff: true }))}>
            Send now
          </Button>
        )}
      </Box>

      {items === undefined ? (
        <Typography sx={{ mt: 4, color: 'text.secondary' }} aria-busy="true">
          Loading…
        </Typography>
      ) : unsent.length === 0 ? (
        <Typography sx={{ mt: 4, fontSize: 17 }}>Nothing is waiting: everything you sent has reached us.</Typography>
      ) : (
        <Box component="ul" aria-label="Not sent yet" sx={{ listStyle: 'none', m: 0, mt: 3, p: 0, display: 'grid', gap: 1.5 }}>
          {unsent.map((item) => (
            <li key={item.id}>
              <OutboxItemCard
                item={item}
                online={online}
                busy={busy.has(item.id) || item.state === 'sending'}
                onRetry={() => void withBusy(item.id, () => loadRuntime().then((runtime) => runtime.retryItem(item.id)))}
                onDiscard={() => void withBusy(item.id, () => loadRuntime().then((runtime) => runtime.discardItem(item.id)))}
              />
            </li>
          ))}
        </Box>
      )}

      {sent.length > 0 && (
        <Box component="section" aria-labelledby="outbox-sent" sx={{ mt: 5 }}>
          <Typography id="outbox-sent" component="h2" variant="h3" sx={{ fontSize: '1.35rem' }}>
            Sent recently
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1.5 }}>
            {sent.map((item) => (
              <li key={item.id}>
                <OutboxItemCard item={item} online={online} busy={false} onRetry={() => undefined} onDiscard={() => undefined} />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}
