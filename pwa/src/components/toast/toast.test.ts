import { afterEach, describe, expect, it } from 'vitest';
import { currentToast, dismissToast, showToast } from './toast';

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

  it('when a live alert arrives while another shows, then the newer one shows at once', () => {
    showToast('New booking: Amina', { background: true });
    showToast('New enquiry: Otieno', { background: true });
    expect(currentToast()?.message).toBe('New enquiry: Otieno');
  });

  it('when an action answers while a live alert shows, then the answer replaces it', () => {
    showToast('New enquiry: Otieno', { background: true });
    showToast('Saved.', { severity: 'success' });
    expect(currentToast()?.message).toBe('Saved.');
  });
});
