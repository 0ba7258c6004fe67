import { useEffect, useRef, useState } from 'react';
import { useOutboxItem } from '../../offline/outbox-hooks';
import type { OutboxItem } from '../../offline/types';

/**
 * Follows a submission the outbox kept for later (offline, or the server was in trouble): calls
 * `sent` or `refused` once, when the real answer arrives, so the form can show it.
 *
 *   const outbox = useOutboxOutcome({ sent: () => showToast(SUCCESS), refused: (item) => form.showErrors(…) });
 *   if (result.status === 'queued') outbox.follow({ id: result.id, message: result.message });
 *   {outbox.queued && <QueuedNotice message={outbox.queued.message} />}
 */
export function useOutboxOutcome(handlers: { sent: (item: OutboxItem) => void; refused: (item: OutboxItem) => void }) {
  const [queued, setQueued] = useState<{ id: string; message: string } | null>(null);
  const item = useOutboxItem(queued?.id ?? null);
  const latest = useRef(handlers);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    latest.current = handlers;
  });
  const settled = item && (item.state === 'sent' || item.state === 'failed') ? item : null;

  useEffect(() => {
    if (!settled || handled.current === settled.id) return;
    handled.current = settled.id;
    setQueued(null);
    if (settled.state === 'sent') latest.current.sent(settled);
    else latest.current.refused(settled);
  }, [settled]);

  return {
    /** The submission waiting in the outbox, with the words that say so. */
    queued,
    /** Starts following a queued submission (replacing any other); null stops. */
    follow: setQueued,
  };
}
