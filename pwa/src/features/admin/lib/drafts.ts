/**
 * Unsaved console forms, kept in this tablet's localStorage while they are typed: per staff member,
 * form and record ('new', or the id being edited), so a reload, a crash or a dropped session loses
 * nothing. Files chosen in a form are not kept (only what was typed).
 */

const PREFIX = 'safari.console.draft:';

export interface DraftKey {
  /** The staff member's id. */
  user: string;
  /** The form: 'tour', 'blog', 'booking', 'payment', … */
  form: string;
  /** The record edited; null for a new one. */
  record: string | null;
}

export interface StoredDraft<V> {
  savedAt: string;
  values: Partial<V>;
}

export function draftStorageKey({ user, form, record }: DraftKey): string {
  return `${PREFIX}${user}:${form}:${record ?? 'new'}`;
}

/**
 * JSON without files: a Blob is dropped from storage; compared, it counts as a change, and a row's
 * numeric `key` (its React identity, new each time a form opens) does not.
 */
function json(values: unknown, use: 'store' | 'compare'): string {
  return JSON.stringify(values, (key, value: unknown) => {
    if (value instanceof Blob) return use === 'store' ? undefined : `[file ${value.size}]`;
    return use === 'compare' && key === 'key' && typeof value === 'number' ? undefined : value;
  });
}

/** Whether `values` differ from what the form opened with. */
export function differs(values: unknown, initial: unknown): boolean {
  return json(values, 'compare') !== json(initial, 'compare');
}

export function readDraft<V>(key: DraftKey): StoredDraft<V> | null {
  try {
    const text = localStorage.getItem(draftStorageKey(key));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<StoredDraft<V>>;
    if (typeof parsed.savedAt !== 'string' || typeof parsed.values !== 'object' || parsed.values === null) return null;
    return { savedAt: parsed.savedAt, values: parsed.values };
  } catch {
    return null;
  }
}

export function writeDraft<V>(key: DraftKey, values: V, now = new Date()): void {
  try {
    localStorage.setItem(draftStorageKey(key), `{"savedAt":${JSON.stringify(now.toISOString())},"values":${json(values, 'store')}}`);
  } catch {
    // Storage refused or full: the form still works, it just is not kept.
  }
}

export function removeDraft(key: DraftKey): void {
  try {
    localStorage.removeItem(draftStorageKey(key));
  } catch {
    // Storage refused: nothing was kept.
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '26 Nov 15:08', in the tablet's time (the draft never left it). */
export function draftTimeLabel(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return 'earlier';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${time.getDate()} ${MONTHS[time.getMonth()]} ${pad(time.getHours())}:${pad(time.getMinutes())}`;
}
