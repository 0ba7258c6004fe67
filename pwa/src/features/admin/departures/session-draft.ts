/**
 * A form's typed values kept in sessionStorage while it is open. Going offline replaces the whole
 * console with its offline notice (and a reload starts it again): when the screen comes back, the
 * form opens again with what was typed instead of losing it.
 */
import { useEffect, useState } from 'react';

const PREFIX = 'safari.admin.draft.';

export function loadDraft<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}

/**
 * The form's values, starting from a kept draft when there is one; `dirty` when they differ from
 * `initial` (and only then are they kept). Call `clearDraft(key)` once saved or discarded.
 */
export function useSessionDraft<T>(key: string, initial: T): { draft: T; setDraft: (update: (current: T) => T) => void; dirty: boolean } {
  const [draft, setDraft] = useState<T>(() => ({ ...initial, ...(loadDraft<Partial<T>>(key) ?? {}) }));
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useEffect(() => {
    try {
      if (dirty) sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
      else sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Storage refused or full: the form still works, it just is not kept.
    }
  }, [key, draft, dirty]);
  return { draft, setDraft, dirty };
}
