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
}

let current: Toast | null = null;
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

/** Hides the toast `id` (or whichever is on screen), unless another one replaced it. */
export function dismissToast(id?: number): void {
  if (id === undefined || current?.id === id) set(null);
}

/** Shows a toast for `durationMs` (the spec's 2.5 s by default), replacing any toast on screen. */
export function showToast(message: string, options: { severity?: ToastSeverity; durationMs?: number } = {}): void {
  set({ id: nextId++, message, severity: options.severity ?? 'info', durationMs: options.durationMs ?? TOAST_MS });
}
