// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import type { SignInThrottleList } from '@safari/shared/admin-sign-in-throttles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../api/admin-api';
import type * as AdminApi from '../api/admin-api';
import { createAdminTheme } from '../lib/admin-theme';
import { SignInThrottles } from './sign-in-throttles';

vi.mock('../api/admin-api', async (original) => ({ ...(await original<typeof AdminApi>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const inTenMinutes = new Date(Date.now() + 10 * 60_000);
const page = (items: SignInThrottleList['items']): SignInThrottleList => ({ items, total: items.length, page: 1, pageSize: 5, pages: items.length ? 1 : 0 });
const refused = {
  id: 'r'.repeat(32),
  scope: 'account_address' as const,
  email: 'boss@office.example',
  address: '198.51.100.66',
  failures: 10,
  state: 'refused' as const,
  blockedUntil: inTenMinutes.toISOString(),
  windowEndsAt: inTenMinutes.toISOString(),
  lastFailureAt: new Date().toISOString(),
};
const addressWide = { ...refused, id: 'a'.repeat(32), scope: 'address' as const, email: null, failures: 12, state: 'counting' as const, blockedUntil: null };

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createAdminTheme(false)}>
        <SignInThrottles />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  callMock.mockReset();
});
afterEach(() => {
  cleanup();
});

describe('SignInThrottles', () => {
  it('when throttles are running, then each row says who, from where, how many failures and until when, in words', async () => {
    callMock.mockResolvedValue(page([refused, addressWide]));
    show();
    await settle();
    const table = screen.getByRole('table', { name: 'Sign-in throttles' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('boss@office.example');
    expect(first?.textContent).toContain('198.51.100.66');
    expect(first?.textContent).toContain('Refused');
    expect(first?.textContent).toMatch(/until \d{2}:\d{2}/);
    expect(second?.textContent).toContain('Any account');
    expect(second?.textContent).toContain('Counting');
    expect(second?.textContent).not.toContain('until');
    expect(table.textContent).not.toContain(refused.id);
    expect(table.textContent).not.toContain(refused.blockedUntil);
    expect(callMock).toHaveBeenCalledWith('get', 'admin/sign-in-throttles', expect.anything(), expect.objectContaining({ searchParams: new URLSearchParams({ page: '1', pageSize: '5' }) }));
  });

  it('when Clear is pressed, then that throttle is deleted and the list is fetched again', async () => {
    callMock.mockImplementation((method) => Promise.resolve(method === 'delete' ? { message: 'Sign-in throttle cleared.' } : page([refused])) as never);
    show();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the throttle of boss@office.example from 198.51.100.66' }));
    await settle();
    expect(callMock).toHaveBeenCalledWith('delete', `admin/sign-in-throttles/${refused.id}`, expect.anything());
    expect(callMock.mock.calls.filter(([method]) => method === 'get').length).toBeGreaterThanOrEqual(2);
  });

  it('when shown on a tablet, then every button of the section is at least 44 px tall', async () => {
    callMock.mockResolvedValue(page([refused]));
    show();
    await settle();
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const button of buttons) expect(parseFloat(getComputedStyle(button).minHeight), button.textContent ?? '').toBeGreaterThanOrEqual(44);
  });

  it('when nothing is held back, then the table says so', async () => {
    callMock.mockResolvedValue(page([]));
    show();
    await settle();
    expect(screen.getByText("Nobody's sign-in is held back.")).toBeTruthy();
  });
});
