// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Booking } from '@safari/shared/booking';
import type { Payment, PaymentStarted, StartPaymentRequest } from '@safari/shared/payment';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';
import { createQueryClient } from '../lib/query-client';
import CheckoutPage from '../features/checkout/routes/checkout';

const api = vi.hoisted(() => ({
  getBooking: vi.fn<(id: string) => Promise<Booking>>(),
  getPayment: vi.fn<(id: string) => Promise<Payment>>(),
  startPayment: vi.fn<(id: string, request: StartPaymentRequest) => Promise<PaymentStarted>>(),
  verifyPayment: vi.fn<(id: string) => Promise<Payment>>(),
  cancelPayment: vi.fn<(id: string) => Promise<Payment>>(),
  payLater: vi.fn<(id: string) => Promise<Booking>>(),
}));

vi.mock('../features/checkout/api/checkout-api', () => ({
  bookingQueryOptions: (id: string) => ({ queryKey: ['bookings', 'detail', id], queryFn: () => api.getBooking(id), staleTime: 0 }),
  paymentQueryOptions: (id: string) => ({ queryKey: ['payments', 'detail', id], queryFn: () => api.getPayment(id), staleTime: 0 }),
  startPayment: (id: string, request: StartPaymentRequest) => api.startPayment(id, request),
  verifyPayment: (id: string) => api.verifyPayment(id),
  cancelPayment: (id: string) => api.cancelPayment(id),
  payLater: (id: string) => api.payLater(id),
  apiErrorOf: () => Promise.resolve(null),
  statusOf: () => null,
}));
// The summary's photo comes from the offline catalogue, which jsdom does not have.
vi.mock('../lib/tours/get-tour', () => ({ useTour: () => ({ data: undefined, isPending: true, isError: false }) }));

const booking: Booking = {
  id: '5b3d3c1e-2f4a-4c5b-9d6e-7f8a9b0c1d2e',
  reference: 'SAF-7K3Q9',
  status: 'pending',
  paymentStatus: 'unpaid',
  amount: 2600,
  currency: 'USD',
  depositAmount: 0,
  balanceDueDate: '2099-05-15',
  residency: 'nonResident',
  displayCurrency: 'USD',
  departureId: null,
  tour: { id: '0b7f3c52-8f7e-4d8e-9a57-1a0c7f0d2e11', name: 'Masai Mara Classic' },
  date: '2099-07-14',
  adults: 2,
  children: 1,
  payMode: 'now',
  method: 'mpesa',
  contact: { name: 'Amina Wanjiru', email: 'amina@example.com' },
  createdAt: '2026-01-01T10:00:00.000Z',
};

function payment(status: Payment['status'], change: Partial<Payment> = {}): Payment {
  return {
    id: '9c1e2d3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
    bookingId: booking.id,
    provider: 'mpesa',
    method: 'mpesa',
    status,
    amount: 336700,
    currency: 'KES',
    createdAt: '2026-01-01T10:01:00.000Z',
    booking: status === 'succeeded' ? { ...booking, status: 'confirmed', paymentStatus: 'paid' } : booking,
    ...change,
  };
}

function renderCheckout() {
  const router = createMemoryRouter([{ path: '/checkout/:id', element: <CheckoutPage /> }], {
    initialEntries: [{ pathname: `/checkout/${booking.id}`, search: '?method=mpesa', state: { phone: '0712 345 678' } }],
  });
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

beforeEach(() => {
  api.getBooking.mockResolvedValue(booking);
  api.verifyPayment.mockImplementation(() => api.getPayment(''));
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.clearAllMocks();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('checkout with M-Pesa', () => {
  it('when the traveller pays with M-Pesa, then the phone is prompted, the screen waits and shows the confirmation when it arrives', async () => {
    api.startPayment.mockResolvedValue({ payment: payment('pending'), action: { kind: 'stk', checkoutRequestId: 'ws_CO_1', message: 'Success. Request accepted for processing' } });
    let arrived = false;
    api.getPayment.mockImplementation(() => Promise.resolve(payment(arrived ? 'succeeded' : 'pending')));
    // Fake timers that still run: the 3-second poll can be skipped ahead instead of waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCheckout();

    expect(await screen.findByText(/Booking SAF-7K3Q9 · Masai Mara Classic/)).toBeTruthy();
    expect((screen.getByLabelText(/M-Pesa phone number/) as HTMLInputElement).value).toBe('0712 345 678');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $2,600' }));

    expect(await screen.findByRole('heading', { name: 'Check your phone to approve the payment' })).toBeTruthy();
    expect(api.startPayment).toHaveBeenCalledWith(booking.id, { method: 'mpesa', phone: '0712 345 678' });
    expect(screen.getByText(/Enter your M-Pesa PIN on your phone to pay KES\s336,700/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment confirmed' })).toBeNull();
    arrived = true;
    await vi.advanceTimersByTimeAsync(3_500);
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeTruthy();
    expect(screen.getAllByText('SAF-7K3Q9').length).toBeGreaterThan(0);
  }, 20_000);

  it('when the traveller cancels the prompt on the phone, then the reason shows with Try again, which returns to the form', async () => {
    api.startPayment.mockResolvedValue({ payment: payment('pending'), action: { kind: 'stk', checkoutRequestId: 'ws_CO_1', message: '' } });
    api.getPayment.mockResolvedValue(payment('canceled', { failureReason: 'The M-Pesa request was cancelled on your phone.' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $2,600' }));
    await screen.findByRole('heading', { name: 'Check your phone to approve the payment' });
    await vi.advanceTimersByTimeAsync(3_500);

    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText('The M-Pesa request was cancelled on your phone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $2,600' })).toBeTruthy();
  }, 20_000);

  it('when the number is not an M-Pesa number, then it is refused before anything is sent', async () => {
    renderCheckout();
    const phone = (await screen.findByLabelText(/M-Pesa phone number/)) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $2,600' }));
    expect(await screen.findByText('Enter your M-Pesa number, e.g. 0712 345 678.')).toBeTruthy();
    expect(api.startPayment).not.toHaveBeenCalled();
  });

  it('when the traveller is offline, then paying is disabled with a clear message and nothing is queued', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    renderCheckout();
    expect(await screen.findByText('You’re offline. Payments need an internet connection: reconnect and try again, or choose Pay later.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay $2,600' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.startPayment).not.toHaveBeenCalled();
  });

  it('when the booking is already paid, then the confirmation shows instead of the payment form', async () => {
    api.getBooking.mockResolvedValue({ ...booking, status: 'confirmed', paymentStatus: 'paid' });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pay \$/ })).toBeNull());
  });
});
