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
/** When the toast on screen came. */
let currentSince = 0;
/** Background toasts waiting for the one on screen to go. */
const waiting: Toast[] = [];
/** News is on screen at least this long before newer news replaces it. */
export const NEWS_MIN_MS = 1_000;
/** The newest news waiting for that, and its timer. */
let nextNews: Toast | undefined;
let newsTimer: ReturnType<typeof setTimeout> | undefined;
/** Whether any toast was asked for yet: the host's code loads with the first one. */
let wanted = false;
let nextId = 1;
const listeners = new Set<() => void>();

function set(toast: Toast | null): void {
  current = toast;
  currentSince = Date.now();
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

/** Hides news on screen or waiting (the alerts list that shows it all was opened); an answer stays. */
export function dismissNews(): void {
  nextNews = undefined;
  for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]?.background) waiting.splice(i, 1);
  if (current?.background) dismissToast();
}

/**
 * Shows a toast for `durationMs` (the spec's 2.5 s by default), replacing any toast on screen. A
 * `background` toast instead waits while an answer to what someone did is on screen (at most 3 wait;
 * older news goes), and replaces one that is news itself once that has been up NEWS_MIN_MS: the
 * newest alert shows within a second, and older news it skips stays in the bell.
 */
export function showToast(message: string, options: { severity?: ToastSeverity; durationMs?: number; background?: boolean } = {}): void {
  const toast = { id: nextId++, message, severity: options.severity ?? 'info', durationMs: options.durationMs ?? TOAST_MS, background: options.background };
  if (!toast.background || !current) return set(toast);
  if (!current.background) return wait(toast);
  const left = NEWS_MIN_MS - (Date.now() - currentSince);
  if (left <= 0) return set(toast);
  nextNews = toast;
  newsTimer ??= setTimeout(() => {
    newsTimer = undefined;
    const news = nextNews;
    nextNews = undefined;
    if (!news) return;
    if (current && !current.background) wait(news);
    else set(news);
  }, left);
}

function wait(toast: Toast): void {
  waiting.push(toast);
  if (waiting.length > 3) waiting.shift();
}
