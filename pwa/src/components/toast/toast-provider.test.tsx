// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast, showToast } from './toast';
import { ToastProvider } from './toast-provider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Host() {
  return <p role="status">{currentToast()?.message}</p>;
}

describe('ToastProvider', () => {
  it('when the toast’s code fails to load offline, then the page stays, and the toast shows once the connection is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const loadHost = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: Host });
    render(
      <>
        <h1>Departures</h1>
        <ToastProvider loadHost={loadHost} />
      </>,
    );
    await act(async () => showToast('4 departures added', { severity: 'success' }));
    expect(loadHost).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Departures' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();

    online.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(loadHost).toHaveBeenCalledTimes(2);
    expect((await screen.findByRole('status')).textContent).toBe('4 departures added');
    expect(screen.getByRole('heading', { name: 'Departures' })).toBeTruthy();
  });
});
