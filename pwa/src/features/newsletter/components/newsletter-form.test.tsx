// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '../api/subscribe';
import { QUEUED_MESSAGE } from '../../../offline/messages';
import { NEWSLETTER_ERROR, NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS, NewsletterForm } from './newsletter-form';

vi.mock('../api/subscribe', () => ({ subscribe: vi.fn() }));
const subscribeMock = vi.mocked(subscribe);

async function submit(name: string, email: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  // The schema module loads on the first submit; then the (mocked) request settles.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  subscribeMock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('NewsletterForm', () => {
  it('when the name is too short, then the error shows, the name is marked invalid, nothing is sent and the fields keep their values', async () => {
    render(<NewsletterForm />);
    await submit(' J ', 'amina@example.com');
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_ERROR);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('amina@example.com');
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it('when the name and e-mail are valid, then the trimmed lower-cased sign-up is sent, the thanks show, the fields clear, and the message goes after 3.5 s', async () => {
    subscribeMock.mockResolvedValue({ status: 'sent', id: 'key-1', response: { status: 200, body: { name: 'Amina', email: 'amina@example.com', subscribed: true } } });
    render(<NewsletterForm />);
    await submit(' Amina ', 'Amina@Example.com');
    expect(subscribeMock).toHaveBeenCalledWith({ name: 'Amina', email: 'amina@example.com' });
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_SUCCESS);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(3_499);
    });
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_SUCCESS);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when the sign-up is saved for later (offline), then the queued text shows instead of the thanks and the fields clear', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    subscribeMock.mockResolvedValue({ status: 'queued', id: 'key-2', message: QUEUED_MESSAGE });
    render(<NewsletterForm />);
    await submit('Amina', 'amina@example.com');
    expect(screen.getByRole('status').textContent).toBe(QUEUED_MESSAGE);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('status').textContent).toBe(QUEUED_MESSAGE);
  });

  it('when the server refuses the sign-up, then its field message shows and the fields keep their values', async () => {
    subscribeMock.mockResolvedValue({ status: 'failed', id: 'key-3', message: 'Invalid input', fields: { email: 'Enter a valid email address.' }, httpStatus: 400 });
    render(<NewsletterForm />);
    await submit('Amina', 'amina@example.com');
    expect(screen.getByRole('status').textContent).toBe('Enter a valid email address.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('amina@example.com');
  });

  it('when the sign-up cannot even be saved, then the failure message shows, the fields keep their values and the message stays', async () => {
    subscribeMock.mockRejectedValue(new Error('500'));
    render(<NewsletterForm />);
    await submit('Amina', 'amina@example.com');
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_FAILURE);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Amina');
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_FAILURE);
  });
});
