// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Booking, BookingDetail } from '@safari/shared/booking';
import type { Payment, PaymentStarted, StartPaymentRequest } from '@safari/shared/payment';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';
import { createQueryClient } from '../lib/query-client';
import CheckoutPage from '../features/checkout/routes/checkout';

const api = vi.hoisted(() => ({
  getBooking: vi.fn<(id: string) => Promise<BookingDetail>>(),
  getPayment: vi.fn<(id: string) => Promise<Payment>>(),
  startPayment: vi.fn<(id: string, request: StartPaymentRequest) => Promise<PaymentStarted>>(),
  verifyPayment: vi.fn<(id: string) => Promise<Payment>>(),
}));

vi.mock('../features/checkout/api/checkout-api', () => ({
  bookingQueryOptions: (id: string) => ({ queryKey: ['bookings', 'detail', id], queryFn: () => api.getBooking(id), staleTime: 0 }),
  paymentQueryOptions: (id: string) => ({ queryKey: ['payments', 'detail', id], queryFn: () => api.getPayment(id), staleTime: 0 }),
  startPayment: (id: string, request: StartPaymentRequest) => api.startPayment(id, request),
  verifyPayment: (id: string) => api.verifyPayment(id),
  cancelPayment: vi.fn(),
  payLater: vi.fn(),
  apiErrorOf: () => Promise.resolve(null),
  statusOf: () => null,
}));
// The tour from the offline catalogue: its cancellation policy is shown with the booking.
vi.mock('../lib/tours/get-tour', () => ({
  useTour: () => ({ data: { image: '', cancellationPolicy: [{ daysBefore: 45, percent: 100 }, { daysBefore: 14, percent: 25 }] }, isPending: false, isError: false }),
}));
// The office's rate as the header's currency module gives it.
vi.mock('../lib/currency', () => ({ useDisplayCurrency: () => ({ currency: 'KES', setCurrency: () => undefined, rate: { rate: 129.5, asOf: '2026-11-26' } }) }));

// A 30 % deposit of a $1,950 safari, nothing paid yet.
const booking = {
  id: '5b3d3c1e-2f4a-4c5b-9d6e-7f8a9b0c1d2e',
  reference: 'SAF-7K3Q9',
  status: 'pending',
  paymentStatus: 'unpaid',
  hold: null,
  amount: 1950,
  currency: 'USD',
  depositAmount: 585,
  balanceDueDate: '2026-12-31',
  residency: 'nonResident',
  displayCurrency: 'KES',
  departureId: null,
  tour: { id: '0b7f3c52-8f7e-4d8e-9a57-1a0c7f0d2e11', name: 'Masai Mara Great Migration Safari' },
  date: '2027-03-01',
  adults: 1,
  children: 0,
  payMode: 'deposit',
  method: 'mpesa',
  contact: { name: 'Amina Wanjiru', email: 'amina@example.com' },
  createdAt: '2026-11-26T10:00:00.000Z',
  paid: 0,
  balance: 1950,
  refunded: 0,
  totals: { paid: 0, balance: 1950, refunded: 0, currency: 'USD' },
  dueNow: 585,
  ledger: [],
} as BookingDetail;

// A payment's booking is the plain Booking (the API's payment answer has no ledger totals).
const { paid: _paid, balance: _balance, refunded: _refunded, totals: _totals, dueNow: _dueNow, ledger: _ledger, ...plain } = booking;
const plainBooking: Booking = plain;

function payment(change: Partial<Payment>): Payment {
  return {
    id: '9c1e2d3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
    bookingId: booking.id,
    provider: 'mpesa',
    method: 'mpesa',
    status: 'pending',
    amount: 75_758,
    currency: 'KES',
    createdAt: '2026-11-26T10:01:00.000Z',
    booking: plainBooking,
    ...change,
  };
}

function renderCheckout(search = '') {
  const router = createMemoryRouter([{ path: '/checkout/:id', element: <CheckoutPage /> }], {
    initialEntries: [{ pathname: `/checkout/${booking.id}`, search, state: { phone: '0712 345 678' } }],
  });
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.clearAllMocks();
});

describe('checkout of a deposit with M-Pesa', () => {
  it('when the checkout opens, then it charges the deposit, keeps the method chosen when booking and names the shillings before the prompt', async () => {
    api.getBooking.mockResolvedValue(booking);
    renderCheckout();

    expect(await screen.findByRole('button', { name: 'Pay $585' })).toBeTruthy();
    expect(screen.getByText('Deposit now: $585 of $1,950. The balance of $1,365 is due by 31 Dec 2026.')).toBeTruthy();
    // Asked once, on the booking form: here it is shown as chosen, and may be changed.
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['mpesa']);
    expect((screen.getByRole('radio', { name: /^M-Pesa/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('mpesa-amount').textContent).toMatch(/^You will be asked to approve KSh\u00A075,758 on your phone\./);
    fireEvent.click(screen.getByRole('button', { name: 'Use another method' }));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    // The tour's cancellation policy, in words, before paying.
    expect(screen.getByText('100 % refunded when cancelling 45 days or more before travel; 25 % at 14–44 days; none after.')).toBeTruthy();
  });

  it('when M-Pesa’s answer is late, then the screen says it is still checking (not failed), keeps asking, and shows the balance left once confirmed', async () => {
    api.getBooking.mockResolvedValue(booking);
    api.startPayment.mockResolvedValue({ payment: payment({}), action: { kind: 'stk', checkoutRequestId: 'ws_CO_1', message: '' } });
    const unknown = payment({ status: 'failed', state: 'unknown', stateMessage: 'No answer from M-Pesa yet. We are checking with M-Pesa and will update this page; please do not pay again meanwhile.' });
    let settled = false;
    api.getPayment.mockImplementation(() =>
      Promise.resolve(settled ? payment({ status: 'succeeded', state: 'confirmed', booking: { ...plainBooking, status: 'confirmed', paymentStatus: 'deposit paid' } }) : unknown),
    );
    api.verifyPayment.mockImplementation(() => api.getPayment(''));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $585' }));
    await vi.advanceTimersByTimeAsync(3_500);

    expect(await screen.findByRole('heading', { name: 'We have not heard from M-Pesa yet — still checking' })).toBeTruthy();
    expect(screen.getByText(/No answer from M-Pesa yet\. We are checking with M-Pesa/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment failed' })).toBeNull();
    settled = true;
    await vi.advanceTimersByTimeAsync(3_500);

    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeTruthy();
    expect(screen.getByTestId('balance-left').textContent).toMatch(/^The balance of \$1,365 is due by 31 Dec 2026\./);
  }, 20_000);
});
