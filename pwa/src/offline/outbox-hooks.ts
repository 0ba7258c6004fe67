/** Live views of the outbox and of the connection, for the header indicator, /outbox and screens. */
import { useEffect, useSyncExternalStore } from 'react';
import { useLiveStoreQuery, whenStoreWanted } from './live';
import type { OfflineStore, OutboxItem } from './types';

async function readOutbox(store: OfflineStore): Promise<OutboxItem[]> {
  const items = await store.outbox.all();
  return items.sort((a, b) => b.createdAt - a.createdAt);
}

/** Every outbox item, newest first; undefined while the store loads (or is not wanted yet: no outbox can exist then). */
export function useOutboxItems(): OutboxItem[] | undefined {
  return useLiveStoreQuery(readOutbox, [], { deferred: true }).data;
}

/** One item as it changes (queued → sending → sent or failed); null when it does not exist. */
export function useOutboxItem(id: string | null): OutboxItem | null | undefined {
  const live = useLiveStoreQuery(async (store) => (id ? ((await store.outbox.get(id)) ?? null) : null), [id], { enabled: id !== null });
  return id === null ? null : live.data;
}

/** Items not sent yet: waiting, sending, or refused and waiting for the visitor. */
export function unsentCount(items: readonly OutboxItem[] | undefined): number {
  return items?.filter((item) => item.state !== 'sent').length ?? 0;
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );
}

/** Starts the outbox replay (app start, `online`, return to the tab, timer) once the page has rendered. */
export function useOutboxReplay(): void {
  useEffect(() => {
    // Nothing can wait in an outbox before the store is wanted (offline/live.ts): a submission opens it.
    void whenStoreWanted()
      .then(() => import('./outbox-runtime'))
      .then((runtime) => runtime.startOutbox());
  }, []);
}
