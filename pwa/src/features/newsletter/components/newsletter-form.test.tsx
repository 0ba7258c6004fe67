// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_ERROR, NEWSLETTER_SUCCESS, NewsletterForm } from './newsletter-form';

async function submit(name: string, email: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  // The schema module loads on the first submit.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NewsletterForm', () => {
  it('when the name is too short, then the error shows and the fields keep their values', async () => {
    render(<NewsletterForm />);
    await submit(' J ', 'amina@example.com');
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_ERROR);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('amina@example.com');
  });

  it('when the name and e-mail are valid, then the thanks show, the fields clear, and the message goes after 3.5 s', async () => {
    render(<NewsletterForm />);
    await submit('Amina', 'Amina@Example.com');
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_SUCCESS);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(3_499);
    });
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_SUCCESS);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
