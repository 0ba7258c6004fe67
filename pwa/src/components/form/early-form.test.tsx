// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_FORM, useEarlyForm } from './early-form';

interface Values {
  name: string;
  size: string;
  agree: boolean;
  note: string;
}

const EMPTY: Values = { name: '', size: 'small', agree: false, note: '' };

/** A controlled form as the app's forms are: its values in state, sent by onSubmit. */
function Harness({ onSend }: { onSend: (values: Values) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [, setRenders] = useState(0);
  const ref = useEarlyForm();
  const set = (next: Partial<Values>) => setValues((last) => ({ ...last, ...next }));
  return (
    <form
      ref={ref}
      {...APP_FORM}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <input aria-label="Name" value={values.name} onChange={(event) => set({ name: event.target.value })} />
      <select aria-label="Size" value={values.size} onChange={(event) => set({ size: event.target.value })}>
        <option value="small">Small</option>
        <option value="large">Large</option>
      </select>
      <input type="checkbox" aria-label="Agree" checked={values.agree} onChange={(event) => set({ agree: event.target.checked })} />
      <textarea aria-label="Note" value={values.note} onChange={(event) => set({ note: event.target.value })} />
      {/* Any later render of the form (another state) would put the state's values back. */}
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Render again
      </button>
      <button type="submit">Send</button>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/** The server's HTML, typed into (and optionally submitted, as form-guard.js keeps it) before hydration. */
async function typeThenHydrate(onSend: (values: Values) => void, submitted: boolean) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Harness onSend={onSend} />);
  document.body.append(container);
  const form = container.querySelector('form') as HTMLFormElement & { __heldSubmit?: { submitter: HTMLElement | null } };
  (container.querySelector('[aria-label="Name"]') as HTMLInputElement).value = 'Akinyi';
  (container.querySelector('[aria-label="Size"]') as HTMLSelectElement).value = 'large';
  (container.querySelector('[aria-label="Agree"]') as HTMLInputElement).checked = true;
  (container.querySelector('[aria-label="Note"]') as HTMLTextAreaElement).value = 'Early words';
  if (submitted) form.__heldSubmit = { submitter: container.querySelector('button[type="submit"]') };
  await act(async () => {
    root = hydrateRoot(container!, <Harness onSend={onSend} />);
  });
  return form;
}

const TYPED: Values = { name: 'Akinyi', size: 'large', agree: true, note: 'Early words' };

describe('useEarlyForm', () => {
  it('when the visitor typed before hydration, then the typed values become the state and survive a later render', async () => {
    const form = await typeThenHydrate(() => undefined, false);
    await waitFor(() => expect(JSON.parse(form.querySelector('output')!.textContent!)).toEqual(TYPED));
    act(() => (form.querySelector('button[type="button"]') as HTMLButtonElement).click());
    expect((form.querySelector('[aria-label="Name"]') as HTMLInputElement).value).toBe('Akinyi');
    expect((form.querySelector('[aria-label="Agree"]') as HTMLInputElement).checked).toBe(true);
  });

  it('when a submit was held before hydration, then it is carried out once, with the typed values', async () => {
    const onSend = vi.fn();
    const form = await typeThenHydrate(onSend, true);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith(TYPED);
    expect(form.__heldSubmit).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('when the visitor typed but pressed nothing, then nothing is sent', async () => {
    const onSend = vi.fn();
    const form = await typeThenHydrate(onSend, false);
    await waitFor(() => expect(JSON.parse(form.querySelector('output')!.textContent!)).toEqual(TYPED));
    expect(onSend).not.toHaveBeenCalled();
  });
});
