// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import type { MissingReceipt, Reconciliation, UnmatchedReceipt } from '@safari/shared/admin-reconciliation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../api/admin-api';
import type * as AdminApi from '../api/admin-api';
import { createAdminTheme } from '../lib/admin-theme';
import ReconciliationPage from './reconciliation-page';

vi.mock('../api/admin-api', async (original) => ({ ...(await original<typeof AdminApi>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const receipt = (n: number, change: Partial<UnmatchedReceipt> = {}): UnmatchedReceipt => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  bookingId: '11111111-1111-4111-8111-111111111111',
  bookingReference: `SAF-R${String(n).padStart(4, '0')}`,
  provider: 'mpesa',
  method: 'mpesa',
  amount: 141414,
  currency: 'KES',
  receipt: `QSHORT${n}`,
  kind: 'mismatch',
  detail: 'M-Pesa reported KSh 1; the attempt asked for KSh 141,414.',
  at: '2026-11-26T16:24:31.833Z',
  ...change,
});
const booking: MissingReceipt = {
  id: '22222222-2222-4222-8222-222222222222',
  reference: 'SAF-PAID1',
  customer: 'Amina Wanjiru',
  tourName: 'Masai Mara Classic',
  travelDate: '2099-07-14',
  paymentStatus: 'paid',
  amount: 2600,
  currency: 'USD',
  kind: 'no ledger entry',
};

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function show(answer: Reconciliation) {
  callMock.mockResolvedValue(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createAdminTheme(false)}>
        <MemoryRouter>
          <ReconciliationPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  await settle();
}

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

beforeEach(() => {
  callMock.mockReset();
});
afterEach(() => {
  cleanup();
});

describe('ReconciliationPage', () => {
  it('when receipts and bookings disagree, then each row says what is wrong in words and links to its booking, without ids or timestamps', async () => {
    await show({ unmatchedReceipts: [receipt(1)], paidWithoutReceipt: [booking] });
    expect(callMock).toHaveBeenCalledWith('get', 'admin/reconciliation', expect.anything(), expect.anything());

    const [paid] = rowsOf('Receipts that match no booking');
    expect(paid?.textContent).toContain('SAF-R0001');
    expect(paid?.textContent).toContain('M-Pesa');
    expect(paid?.textContent).toContain('Receipt QSHORT1');
    expect(paid?.textContent).toContain('KSh 141,414');
    expect(paid?.textContent).toContain('Does not match the booking');
    expect(paid?.textContent).toContain('the attempt asked for KSh 141,414');
    expect(within(paid as HTMLElement).getByRole('link', { name: 'Open booking SAF-R0001' }).getAttribute('href')).toBe('/admin/bookings?q=SAF-R0001');

    const [unreceipted] = rowsOf('Bookings marked paid without a receipt');
    expect(unreceipted?.textContent).toContain('Amina Wanjiru');
    expect(unreceipted?.textContent).toContain('14 Jul 2099');
    expect(unreceipted?.textContent).toContain('$2,600');
    expect(unreceipted?.textContent).toContain('Marked paid, but its ledger has no payment');

    const text = document.body.textContent ?? '';
    for (const hidden of [receipt(1).id, booking.id, receipt(1).at, booking.travelDate]) expect(text).not.toContain(hidden);
  });

  it('when everything agrees, then both lists say so', async () => {
    await show({ unmatchedReceipts: [], paidWithoutReceipt: [] });
    expect(screen.getByText('Every provider receipt matches its booking.')).toBeTruthy();
    expect(screen.getByText('Every paid booking has a receipt in its ledger.')).toBeTruthy();
  });

  it('when more than a page is listed, then five show at a time and Next shows the rest', async () => {
    await show({ unmatchedReceipts: Array.from({ length: 6 }, (_, i) => receipt(i + 1, { kind: i === 5 ? 'not in ledger' : 'mismatch', detail: '' })), paidWithoutReceipt: [] });
    expect(rowsOf('Receipts that match no booking')).toHaveLength(5);
    fireEvent.click(within(screen.getAllByRole('navigation', { name: 'Pages' })[0] as HTMLElement).getByRole('button', { name: 'Next' }));
    const rows = rowsOf('Receipts that match no booking');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Paid, but not in the booking’s ledger')]);
  });
});
