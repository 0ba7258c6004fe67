/**
 * A server-rendered form works before the app's code has arrived (DESIGN.md, 'Pages that work
 * before their code arrives'): the visitor may type into it, and press its submit, meanwhile.
 *
 * - React hydrates a controlled control without touching what was typed, but its state still holds
 *   the server's value, and the control's next render would put that back. Once the form is
 *   hydrated, each control whose value differs from the one React rendered is handed to its
 *   onChange, as if typed now.
 * - A form the app sends carries APP_FORM. pwa/start/form-guard.js holds its submit (a plain
 *   submission would put what was typed in the address, and send nothing) and keeps it on the form
 *   until this hook takes the form over; the hook then presses it again, once, with the typed values
 *   in place. The outbox's idempotency key makes the one send count once on the server.
 *
 * Search and filter forms are real GET forms (an `action`): before the app starts the browser goes
 * to their URL and the server renders the answer; they use this hook only to keep typed text.
 */
import { useCallback, type RefCallback, type RefObject } from 'react';

/** Spread on a form the app must send (contact, booking, …): see the module comment. */
export const APP_FORM = { 'data-app-form': '' } as const;

/** What form-guard.js keeps on a held form, and the mark that the app has taken the form over. */
interface GuardedForm extends HTMLFormElement {
  __heldSubmit?: { submitter: HTMLElement | null };
  __formLive?: boolean;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control's state as the visitor left it. */
interface Typed {
  control: Control;
  value: string;
  checked: boolean;
}

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** The value React rendered a select with: its option marked selected, else its first one. */
function renderedSelectValue(select: HTMLSelectElement): string | undefined {
  const options = Array.from(select.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value;
}

/** Controls whose state differs from what React rendered (React keeps its value as the default). */
function typedControls(form: HTMLFormElement): Typed[] {
  const typed: Typed[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.disabled || NOT_TYPED.has(element.type)) continue;
      // A radio group's choice is carried by the option now checked (checking it unchecks the other).
      const changed =
        element.type === 'radio'
          ? element.checked && !element.defaultChecked
          : element.type === 'checkbox'
            ? element.checked !== element.defaultChecked
            : element.value !== element.defaultValue;
      if (changed) {
        typed.push({ control: element, value: element.value, checked: element.checked });
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (!element.disabled && element.value !== element.defaultValue) typed.push({ control: element, value: element.value, checked: false });
    } else if (element instanceof HTMLSelectElement) {
      if (!element.disabled && !element.multiple && element.value !== renderedSelectValue(element)) typed.push({ control: element, value: element.value, checked: false });
    }
  }
  return typed;
}

/**
 * Hands one typed state to React as a change. React notices a change by comparing the control with
 * the value it last tracked: the tracked setter (the element's own `value`/`checked`) records what
 * React rendered, the prototype's setter puts the typed value back without telling the tracker,
 * and the event then reads as the visitor's edit.
 */
function replay({ control, value, checked }: Typed): void {
  if (!control.isConnected) return;
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.defaultChecked === checked) return;
    control.checked = !checked;
    control.click();
    return;
  }
  // The DOM may have been reset to React's value by a render in between: the typed value still counts.
  const now = control.value !== control.defaultValue ? control.value : value;
  if (now === control.defaultValue) return;
  control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, now);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Takes `form` over (see the module comment); the returned function cancels what is still to come. */
function takeOver(form: GuardedForm): () => void {
  // Read now, before any render can reset the controls; handed over after this commit's work,
  // outside React's commit (a change dispatched inside it would not be rendered before the next).
  const typed = typedControls(form);
  const timer = window.setTimeout(() => {
    for (const item of typed) replay(item);
    form.__formLive = true;
    const held = form.__heldSubmit;
    if (!held || !form.isConnected) return;
    delete form.__heldSubmit;
    const submitter = held.submitter?.isConnected && (held.submitter as HTMLButtonElement).form === form ? held.submitter : null;
    form.requestSubmit(submitter);
  }, 0);
  return () => window.clearTimeout(timer);
}

/**
 * The form element's ref: takes a server-rendered form over once hydrated, so what was typed before
 * the app started goes into its state, and a submit pressed then is carried out (see the module
 * comment). `formRef`, when given, is kept pointing at the form too.
 */
export function useEarlyForm(formRef?: RefObject<HTMLFormElement | null>): RefCallback<HTMLFormElement> {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (formRef) formRef.current = form;
      if (!form) return;
      const cancel = takeOver(form);
      return () => {
        cancel();
        if (formRef) formRef.current = null;
      };
    },
    [formRef],
  );
}
