// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { currentToast, dismissToast } from '../toast/toast';
import { errorsFrom, useForm, zodCheck } from './use-form';

const FIELDS = ['name', 'email'] as const;
const schema = z.object({ name: z.string().trim().min(1, 'Name is required.'), email: z.email('Valid email required.') });
const check = zodCheck(FIELDS, () => Promise.resolve(schema));

function Harness({ send }: { send: (data: z.infer<typeof schema>) => Promise<void> }) {
  const [values, setValues] = useState({ name: '', email: '' });
  const form = useForm({ fields: FIELDS, values, check, send, invalidToast: { message: 'Please fix the highlighted fields.' } });
  return (
    <form {...form.props}>
      {FIELDS.map((key) => {
        const { name, error, onBlur } = form.field(key);
        return (
          <div key={key}>
            <label>
              {key}
              <input
                name={name}
                value={values[key]}
                aria-invalid={error ? true : undefined}
                onBlur={onBlur}
                onChange={(event) => {
                  const next = { ...values, [key]: event.target.value };
                  setValues(next);
                  form.changed(next, key);
                }}
              />
            </label>
            {error && <span role="note">{error}</span>}
          </div>
        );
      })}
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  dismissToast();
});

describe('useForm', () => {
  it('when a field is left empty, then its message shows and it is marked invalid; untouched fields stay quiet', async () => {
    render(<Harness send={vi.fn()} />);
    fireEvent.blur(screen.getByLabelText('name'));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByLabelText('name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Valid email required.')).toBeNull();
  });

  it('when a shown error is corrected, then it goes away as the visitor types', async () => {
    render(<Harness send={vi.fn()} />);
    fireEvent.blur(screen.getByLabelText('name'));
    await screen.findByText('Name is required.');
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Amani' } });
    await waitFor(() => expect(screen.queryByText('Name is required.')).toBeNull());
  });

  it('when submitted with errors, then all show, the first is focused, the toast says so and nothing is sent', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<Harness send={send} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Amani' } });
    fireEvent.click(screen.getByText('Send'));
    expect(await screen.findByText('Valid email required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(currentToast()?.message).toBe('Please fix the highlighted fields.');
    expect(send).not.toHaveBeenCalled();
  });

  it('when submitted valid, then send gets the parsed data once, even on a double submit', async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness send={send} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '  Amani ' } });
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'amani@example.com' } });
    fireEvent.click(screen.getByText('Send'));
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Amani', email: 'amani@example.com' });
    await act(async () => finish());
    expect(currentToast()).toBeNull();
  });
});

describe('errorsFrom', () => {
  it('when the API names fields, then the first message of each known field is kept', () => {
    expect(errorsFrom(FIELDS, [['email', 'Taken.'], ['email', 'Other.'], ['role', 'x']])).toEqual({ email: 'Taken.' });
  });
});
