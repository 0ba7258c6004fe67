/**
 * Draws the toast of toast.ts. The app mounts it once (lazily, beside every page). Announced by
 * screen readers: a polite status for news, an alert for errors.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentToast, dismissToast, subscribeToast, type Toast, type ToastSeverity } from './toast';

const COLORS: Record<ToastSeverity, { bg: string; accent: string }> = {
  success: { bg: '#12372A', accent: '#7FD4A0' },
  error: { bg: '#7A1D16', accent: '#FFB4A9' },
  info: { bg: '#1E2420', accent: '#F3D08A' },
};

const ICONS: Record<ToastSeverity, string> = { success: '✓', error: '!', info: 'i' };

// Phones: above the floating WhatsApp and chat buttons; wider screens: near the bottom edge. News
// nobody asked for (the console's live alerts) shows at the top instead, under the app bar and its
// bell (on the right from 900 px): at the bottom it covered a list's pages and a dialog's buttons.
const REGION_CSS =
  '[data-toast-region]{bottom:calc(88px + env(safe-area-inset-bottom))}@media (min-width:900px){[data-toast-region]{bottom:32px}}' +
  '[data-toast-region][data-toast-place=top]{top:72px;bottom:auto}@media (min-width:900px){[data-toast-region][data-toast-place=top]{top:76px;bottom:auto;justify-content:flex-end!important}}';

/** Space kept between a field an error talks about and the toast above it. */
const FIELD_GAP = 16;

/**
 * An error toast must not hide the field it talks about: the focused field (forms focus the first
 * invalid one), else the first invalid field on screen, is scrolled up until it clears the toast.
 */
function uncoverField(card: HTMLElement): void {
  const active = document.activeElement;
  const field =
    active instanceof HTMLElement && active !== document.body && active.closest('form')
      ? active
      : document.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  const toastTop = card.getBoundingClientRect().top;
  const box = field.getBoundingClientRect();
  if (box.bottom + FIELD_GAP <= toastTop || box.top >= window.innerHeight) return;
  window.scrollBy({ top: box.bottom + FIELD_GAP - toastTop, behavior: 'auto' });
}

/** How long the empty live regions stand before a first toast fills them, so it is announced. */
const REGIONS_FIRST_MS = 60;

export default function ToastHost() {
  const latest = useSyncExternalStore(subscribeToast, currentToast, () => null);
  const [ready, setReady] = useState(false);
  const toast = ready ? latest : null;

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), REGIONS_FIRST_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (toast?.severity !== 'error') return;
    // After the form has moved focus to its first invalid field (its own effect, same commit or next frame).
    const frame = window.requestAnimationFrame(() => {
      const card = regionRef.current?.querySelector<HTMLElement>('[data-toast]');
      if (card) uncoverField(card);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [toast]);

  const colors = COLORS[toast?.severity ?? 'info'];
  return (
    // Both live regions exist before any message, so screen readers announce the first one too.
    <div
      ref={regionRef}
      data-toast-region=""
      data-toast-place={toast?.background ? 'top' : undefined}
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
      <style>{REGION_CSS}</style>
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
        onClick={() => dismissToast(toast.id)}
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
