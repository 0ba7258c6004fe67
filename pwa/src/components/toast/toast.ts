/**
 * The app's one toast: a message that outlives the page that raised it ('Booking reserved …' is
 * shown while the visitor is already taken Home). Any screen calls showToast(); the host that draws
 * it (toast-host.tsx) is mounted once by the app, in its own small chunk that loads with the first
 * toast, so a page that never raises one never runs it.
 */
import { TOAST_MS } from '@safari/shared/constants';

export type ToastSeverity = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  durationMs: number;
  /** News nobody asked for (a live alert): it waits for the answer to what someone did, never hides it. */
  background?: boolean;
}

let current: Toast | null = null;
/** Background toasts waiting for the one on screen to go. */
const waiting: Toast[] = [];
/** Whether any toast was asked for yet: the host's code loads with the first one. */
let wanted = false;
let nextId = 1;
const listeners = new Set<() => void>();

function set(toast: Toast | null): void {
  current = toast;
  if (toast) wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToast = (): Toast | null => current;
export const toastWanted = (): boolean => wanted;

/** Hides the toast `id` (or whichever is on screen), unless another one replaced it; a waiting one follows. */
export function dismissToast(id?: number): void {
  if (id === undefined || current?.id === id) set(waiting.shift() ?? null);
}

/**
 * Shows a toast for `durationMs` (the spec's 2.5 s by default), replacing any toast on screen. A
 * `background` toast instead waits while an answer to what someone did is on screen (at most 3 wait;
 * older news goes), and replaces one that is news itself: the newest alert shows at once (the bell
 * keeps them all).
 */
export function showToast(message: string, options: { severity?: ToastSeverity; durationMs?: number; background?: boolean } = {}): void {
  const toast = { id: nextId++, message, severity: options.severity ?? 'info', durationMs: options.durationMs ?? TOAST_MS, background: options.background };
  if (toast.background && current && !current.background) {
    waiting.push(toast);
    if (waiting.length > 3) waiting.shift();
    return;
  }
  set(toast);
}
