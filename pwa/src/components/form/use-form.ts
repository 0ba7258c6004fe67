/**
 * The form kit: the behaviour every form shares, public and staff.
 *
 *   const form = useForm({ fields: ['name', 'email'], values, check: checkContact, send: async (data) => { … },
 *     invalidToast: { message: 'Please fix the highlighted fields.' } });
 *   <Box component="form" {...form.props} aria-label="Contact form">
 *     <TextInput label="Name" {...form.field('name')} value={values.name}
 *       onChange={(e) => { const next = { ...values, name: e.target.value }; setValues(next); form.changed(next, 'name'); }} />
 *
 * - `check` validates with the shared zod schema (see zodCheck) and returns one message per field.
 * - A field's error shows once the visitor has left it (blur) and on submit, and is re-checked as
 *   it is corrected; choices (radios, checkboxes, counters) listed in `touchOnChange` show at once.
 * - Controls get their error through `field(name)`: the fields of components/form set
 *   `aria-invalid` and point `aria-describedby` at the message.
 * - A submit with errors focuses the first one (in `fields` order) and shows `invalidToast`.
 * - A valid submit runs `send` with the parsed data; while it runs `submitting` is true and
 *   further submits are ignored. Outbox forms report the server's refusal with `showErrors`, and
 *   follow a queued submission with useOutboxOutcome.
 *
 * The caller owns the values (a parent may keep them, or restore them after a reload).
 */
import { useCallback, useRef, useState, type FormEvent, type ReactNode, type RefCallback } from 'react';
import { showToast } from '../toast/toast';
import { APP_FORM, useEarlyForm } from './early-form';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type CheckResult<D, F extends string> = { ok: true; data: D } | { ok: false; errors: FieldErrors<F> };

export interface FormOptions<V, D, F extends string> {
  /** The fields in screen order (the first with an error gets focus); each is its control's `name`. */
  fields: readonly F[];
  /** The values as they are now. */
  values: V;
  /** Validates the values (the shared zod schema); one message per field. */
  check: (values: V) => Promise<CheckResult<D, F>>;
  /** Sends the valid data (through the outbox, or a plain request for online-only forms). */
  send: (data: D) => Promise<void> | void;
  /** Runs at every submit before the check (e.g. to clear the last answer's banner). */
  beforeSubmit?: () => void;
  /** A submit is ignored while this is true (e.g. a saved submission is waiting to be sent). */
  blocked?: boolean;
  /** Shown when a submit finds errors, e.g. 'Please fix the highlighted fields.' */
  invalidToast?: { message: string; durationMs?: number };
  /** Fields whose error shows as soon as they change (choices), not only once left. */
  touchOnChange?: readonly F[];
  /** Messages that are not about one field (e.g. the API's form-wide error): re-checks keep them. */
  keep?: readonly F[];
  /** 'blur' (default): errors also show as fields are left; 'submit': only after a submit. */
  mode?: 'blur' | 'submit';
  /** While typing, re-check a field that shows an error (default), or any field already left. */
  recheck?: 'error' | 'touched';
}

export interface FieldProps<F extends string> {
  name: F;
  error: string | undefined;
  onBlur: () => void;
  hint?: ReactNode;
}

export interface Form<V, D, F extends string> {
  /** The form element (pass as its `ref`): focus on the first error looks for controls in it. */
  /**
   * Spread on the form element: its ref, noValidate, onSubmit and the mark of a form the app sends
   * (what was typed and pressed before the app started is kept: early-form.ts).
   */
  props: { ref: RefCallback<HTMLFormElement>; noValidate: true; onSubmit: (event: FormEvent<HTMLFormElement>) => void } & typeof APP_FORM;
  /** The form element once mounted (to scroll to it, say). */
  formElement: () => HTMLFormElement | null;
  errors: FieldErrors<F>;
  /** True while the `send` of handleSubmit runs. */
  submitting: boolean;
  /** Props for a control of components/form: name, error, onBlur, and the hint unless an error replaces it. */
  field: (name: F, hint?: ReactNode) => FieldProps<F>;
  /** Call after a change with the new values: re-checks when the field shows an error or is a choice. */
  changed: (next: V, field: F, alsoTouch?: readonly F[]) => void;
  /** Call when a field is left (field() wires it for you). */
  blur: (field: F) => void;
  /** Checks everything as a submit does; resolves to the data, or null after showing the errors. */
  validate: () => Promise<D | null>;
  /** Shows errors found elsewhere (the server's refusal): all fields count as touched; focus and toast optional. */
  showErrors: (errors: FieldErrors<F>, options?: { focus?: boolean; toast?: boolean }) => void;
  /** Focuses the first field with an error; radios focus their first option. */
  focusFirstError: (errors: FieldErrors<F>) => void;
  /** Clears errors and touched state (after a successful send). */
  reset: () => void;
}

export function useForm<V, D, F extends string>(options: FormOptions<V, D, F>): Form<V, D, F> {
  const { fields, values, check, send, beforeSubmit, blocked = false, invalidToast, touchOnChange = [], keep = [], mode = 'blur', recheck: recheckOn = 'error' } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const element = useEarlyForm(formRef);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  // The latest check wins: an older answer for other values is ignored.
  const run = useRef(0);

  const recheck = async (next: V, shown: ReadonlySet<F>) => {
    const id = ++run.current;
    const result = await check(next);
    if (id !== run.current) return;
    const all: FieldErrors<F> = result.ok ? {} : result.errors;
    setErrors((previous) => {
      const visible: FieldErrors<F> = {};
      for (const field of shown) if (all[field]) visible[field] = all[field];
      for (const field of keep) if (previous[field]) visible[field] = previous[field];
      return visible;
    });
  };

  const focusFirstError = useCallback(
    (found: FieldErrors<F>) => {
      const first = fields.find((field) => found[field]);
      const element = first ? formRef.current?.elements.namedItem(first) : null;
      const target = element instanceof RadioNodeList ? (element[0] as HTMLElement | undefined) : (element as HTMLElement | null | undefined);
      target?.focus();
    },
    [fields],
  );

  const showErrors: Form<V, D, F>['showErrors'] = (found, { focus = true, toast = true } = {}) => {
    run.current++;
    setTouched(new Set(fields));
    setErrors(found);
    if (toast && invalidToast) showToast(invalidToast.message, { severity: 'error', durationMs: invalidToast.durationMs });
    if (focus) focusFirstError(found);
  };

  const validate = async (): Promise<D | null> => {
    setTouched(new Set(fields));
    const id = ++run.current;
    const result = await check(values);
    if (id !== run.current) return null;
    if (!result.ok) {
      showErrors(result.errors);
      return null;
    }
    setErrors({});
    return result.data;
  };

  const blur = (field: F) => {
    if (mode === 'submit') return;
    const shown = touched.has(field) ? touched : new Set([...touched, field]);
    setTouched(shown);
    void recheck(values, shown);
  };

  const changed = (next: V, field: F, alsoTouch: readonly F[] = []) => {
    if (mode === 'submit') return;
    const choice = touchOnChange.includes(field);
    const adding = [...(choice ? [field] : []), ...alsoTouch].filter((item) => !touched.has(item));
    const shown = adding.length ? new Set([...touched, ...adding]) : touched;
    if (shown !== touched) setTouched(shown);
    const live = recheckOn === 'touched' ? touched.has(field) : Boolean(errors[field]);
    if (live || choice || alsoTouch.some((item) => errors[item] || adding.includes(item))) void recheck(next, shown);
  };

  const reset = () => {
    run.current++;
    setTouched(new Set());
    setErrors({});
  };

  const field = (name: F, hint?: ReactNode): FieldProps<F> => ({
    name,
    error: errors[name],
    onBlur: () => blur(name),
    ...(hint === undefined || errors[name] ? {} : { hint }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || blocked) return;
    busy.current = true;
    beforeSubmit?.();
    void (async () => {
      try {
        const data = await validate();
        if (data === null) return;
        setSubmitting(true);
        await send(data);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    })();
  };

  return {
    props: { ref: element, noValidate: true, onSubmit, ...APP_FORM },
    formElement: () => formRef.current,
    errors,
    submitting,
    field,
    changed,
    blur,
    validate,
    showErrors,
    focusFirstError,
    reset,
  };
}

/** One message per field from the schema's issues or the API's `fields` (the first of each; unknown keys dropped). */
export function errorsFrom<F extends string>(fields: readonly F[], entries: Iterable<readonly [string, string]>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [key, message] of entries) {
    if ((fields as readonly string[]).includes(key)) errors[key as F] ??= message;
  }
  return errors;
}

/** Anything with zod's safeParse: the shared schemas. */
interface SafeParser<D> {
  safeParse(input: unknown): { success: true; data: D } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A `check` from a shared zod schema, loaded on first use so zod does not weigh on the first paint.
 * `toInput` turns the form's values into what the schema parses; issue paths join with dots.
 */
export function zodCheck<V, D, F extends string>(
  fields: readonly F[],
  loadSchema: () => Promise<SafeParser<D>>,
  toInput: (values: V) => unknown = (values) => values,
): (values: V) => Promise<CheckResult<D, F>> {
  return async (values) => {
    const result = (await loadSchema()).safeParse(toInput(values));
    if (result.success) return { ok: true, data: result.data };
    return { ok: false, errors: errorsFrom(fields, result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const)) };
  };
}
