/**
 * What the console's forms add to the shared form kit (components/form/use-form): MUI TextFields
 * instead of the kit's light controls, a row's message also shown beside its list, and the check of
 * a chosen image file.
 */
import { UPLOAD_MAX_BYTES } from '@safari/shared/upload';
import type { FocusEvent } from 'react';
import type { FieldProps } from '../../../components/form/use-form';

/** A field of the kit on an MUI TextField: its message as the helper text (MUI then sets aria-invalid and aria-describedby). */
export function muiField<F extends string>({ name, error, onBlur, hint }: FieldProps<F>) {
  return { name, error: Boolean(error), helperText: error ?? hint, onBlur };
}

/**
 * The same for a `select` TextField. Its named input is MUI's hidden native one: when the kit focuses
 * it (the first error), focus moves on to the visible combobox.
 */
export function muiSelectField<F extends string>(field: FieldProps<F>) {
  return {
    ...muiField(field),
    onFocusCapture: (event: FocusEvent<HTMLElement>) => {
      if (event.target instanceof HTMLInputElement && event.target.getAttribute('aria-hidden') === 'true') {
        event.currentTarget.querySelector<HTMLElement>('[role="combobox"]')?.focus();
      }
    },
  };
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
interface Parser<D> {
  safeParse(input: unknown): { success: true; data: D } | { success: false; error: { issues: readonly Issue[] } };
}

/** The schema for zodCheck, with a row's message also given to its list (`tags.2` → `tags`), shown beside the list. */
export function withListMessages<D>(schema: Parser<D>): Parser<D> {
  return {
    safeParse(input) {
      const result = schema.safeParse(input);
      if (result.success) return result;
      const issues = result.error.issues.flatMap((issue) => (issue.path.length > 1 ? [issue, { path: issue.path.slice(0, 1), message: issue.message }] : [issue]));
      return { success: false, error: { issues } };
    },
  };
}

/** The first problem of a chosen image file, in the form's own words; null when it may be uploaded. */
export function imageFileProblem(file: File, messages: { notImage: string; tooLarge: string }): string | null {
  if (!file.type.startsWith('image/')) return messages.notImage;
  if (file.size > UPLOAD_MAX_BYTES) return messages.tooLarge;
  return null;
}
