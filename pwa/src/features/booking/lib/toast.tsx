/**
 * Toasts that outlive the page that raised them: 'Booking reserved …' is shown while the visitor
 * is already taken Home. The host renders in a small React root of its own on document.body, so no
 * layout has to mount it; it is created on the first toast. Announced by screen readers (a polite
 * status for news, an alert for errors).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { TOAST_MS } from '@safari/shared/constants';

export type ToastSeverity = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  durationMs: number;
}

let current: Toast | null = null;
let nextId = 1;
let mounted = false;
const listeners = new Set<() => void>();

function set(toast: Toast | null) {
  current = toast;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const COLORS: Record<ToastSeverity, { bg: string; accent: string }> = {
  success: { bg: '#12372A', accent: '#7FD4A0' },
  error: { bg: '#7A1D16', accent: '#FFB4A9' },
  info: { bg: '#1E2420', accent: '#F3D08A' },
};

const ICONS: Record<ToastSeverity, string> = { success: '✓', error: '!', info: 'i' };

function ToastHost() {
  const toast = useSyncExternalStore(subscribe, () => current);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => {
      if (current?.id === toast.id) set(null);
    }, toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const colors = COLORS[toast?.severity ?? 'info'];
  return (
    // Both live regions exist before any message, so screen readers announce the first one too.
    <div
      data-toast-region=""
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        display: 'flex',
        justifyContent: 'center',
        padding: '0 16px',
        zIndex: 1500,
        pointerEvents: 'none',
      }}
    >
      <div role="status" aria-live="polite" aria-atomic="true" style={{ display: 'contents' }}>
        {toast && toast.severity !== 'error' && <ToastCard toast={toast} colors={colors} />}
      </div>
      <div role="alert" aria-atomic="true" style={{ display: 'contents' }}>
        {toast && toast.severity === 'error' && <ToastCard toast={toast} colors={colors} />}
      </div>
    </div>
  );
}

function ToastCard({ toast, colors }: { toast: Toast; colors: { bg: string; accent: string } }) {
  return (
    <div
      data-toast={toast.severity}
      style={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        maxWidth: 560,
        padding: '14px 16px 14px 14px',
        borderRadius: 14,
        background: colors.bg,
        color: '#FFFFFF',
        font: '500 15px/1.45 Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
        boxShadow: '0 12px 32px rgba(0,0,0,0.28), 0 2px 6px rgba(0,0,0,0.18)',
      }}
    >
      <span
        aria-hidden="true"
        style={{
          flex: '0 0 auto',
          width: 26,
          height: 26,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          background: colors.accent,
          color: colors.bg,
          fontWeight: 800,
          fontSize: 14,
        }}
      >
        {ICONS[toast.severity]}
      </span>
      <span>{toast.message}</span>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => set(null)}
        style={{
          marginLeft: 4,
          flex: '0 0 auto',
          width: 32,
          height: 32,
          border: 0,
          borderRadius: 8,
          background: 'transparent',
          color: 'rgba(255,255,255,0.85)',
          fontSize: 20,
          lineHeight: 1,
          cursor: 'pointer',
        }}
      >
        ×
      </button>
    </div>
  );
}

/**
 * Mounts the (empty) toast host. Pages that will toast call it early, so the live regions exist
 * before their first message and screen readers announce it.
 */
export function ensureToastHost(): boolean {
  if (mounted || typeof document === 'undefined') return false;
  mounted = true;
  const host = document.createElement('div');
  host.setAttribute('data-toast-host', '');
  // Phones: above the floating WhatsApp and chat buttons; wider screens: near the bottom edge.
  const style = document.createElement('style');
  style.textContent =
    '[data-toast-region]{bottom:calc(88px + env(safe-area-inset-bottom))}@media (min-width:900px){[data-toast-region]{bottom:32px}}';
  const mount = document.createElement('div');
  host.append(style, mount);
  document.body.appendChild(host);
  createRoot(mount).render(<ToastHost />);
  return true;
}

/** Shows a toast for `durationMs` (the spec's 2.5 s by default), replacing any toast on screen. */
export function showToast(message: string, options: { severity?: ToastSeverity; durationMs?: number } = {}): void {
  const toast = { id: nextId++, message, severity: options.severity ?? 'info', durationMs: options.durationMs ?? TOAST_MS };
  // A host created just now gets a moment to render its empty live regions first.
  if (ensureToastHost()) window.setTimeout(() => set(toast), 60);
  else set(toast);
}
