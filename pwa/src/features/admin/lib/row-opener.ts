import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';

/**
 * Edit from a list row: the list holds summaries, so the full record is fetched first. The row
 * being opened is marked (its Edit button waits) and a failure shows as a toast.
 */
export function useRowOpener<T>(load: (id: string) => Promise<T>, onLoaded: (record: T) => void, failureText: string) {
  const [opening, setOpening] = useState<string | null>(null);

  async function open(id: string) {
    setOpening(id);
    try {
      onLoaded(await load(id));
    } catch (failure) {
      showToast(messageOf(failure, failureText), { severity: 'error', durationMs: 3_000 });
    } finally {
      setOpening(null);
    }
  }

  return { opening, open };
}
