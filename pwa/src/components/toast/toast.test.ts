import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast, dismissNews, dismissToast, NEWS_MIN_MS, showToast } from './toast';

afterEach(() => {
  for (let i = 0; i < 5 && currentToast(); i++) dismissToast();
});

describe('toast', () => {
  it('when a live alert arrives while an action says how it went, then the alert waits for it', () => {
    showToast('Departure canceled. 2 travellers e-mailed.', { severity: 'success' });
    showToast('New booking: Amina', { background: true });
    expect(currentToast()?.message).toBe('Departure canceled. 2 travellers e-mailed.');
    dismissToast(currentToast()?.id);
    expect(currentToast()?.message).toBe('New booking: Amina');
  });

  it('when live alerts arrive while another shows, then the newest replaces it once it has been up a second', () => {
    vi.useFakeTimers();
    try {
      showToast('New booking: Amina', { background: true });
      vi.advanceTimersByTime(300);
      showToast('New enquiry: Otieno', { background: true });
      showToast('New chat message: Wanjiku', { background: true });
      expect(currentToast()?.message).toBe('New booking: Amina');
      vi.advanceTimersByTime(NEWS_MIN_MS - 300);
      expect(currentToast()?.message).toBe('New chat message: Wanjiku');
      vi.advanceTimersByTime(NEWS_MIN_MS);
      showToast('New review: Baraka', { background: true });
      expect(currentToast()?.message).toBe('New review: Baraka');
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the alerts list is opened, then the alerts’ toasts go and an answer on screen stays', () => {
    showToast('New booking: Amina', { background: true });
    dismissNews();
    expect(currentToast()).toBeNull();
    showToast('Saved.', { severity: 'success' });
    showToast('New enquiry: Otieno', { background: true });
    dismissNews();
    expect(currentToast()?.message).toBe('Saved.');
    dismissToast();
    expect(currentToast()).toBeNull();
  });

  it('when an action answers while a live alert shows, then the answer replaces it', () => {
    showToast('New enquiry: Otieno', { background: true });
    showToast('Saved.', { severity: 'success' });
    expect(currentToast()?.message).toBe('Saved.');
  });
});
