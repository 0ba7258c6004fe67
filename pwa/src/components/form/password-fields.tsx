import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { TextInput } from './form-field';
import { fieldErrors } from './form-errors';

type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/**
 * A form that chooses a password: the schema's parse, plus `confirm` when the second entry differs
 * from the first. The errors are the schema's per field and the mismatch, all shown at once.
 */
export function checkWithConfirm<T>(parsed: z.ZodSafeParseResult<T>, password: string, confirm: string): Checked<T> {
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (password !== confirm) errors.confirm = 'Passwords do not match!';
  if (!parsed.success || errors.confirm) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}

interface NewPasswordFieldsProps {
  /** The new password's field name, also the key of its error. */
  name: string;
  label: string;
  confirmLabel: string;
  hint?: string;
  password: string;
  confirm: string;
  onPasswordChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onConfirmChange: (event: ChangeEvent<HTMLInputElement>) => void;
  errors: Record<string, string>;
}

/** A new password and its confirmation (error key `confirm`), both filled in by the browser's password manager. */
export function NewPasswordFields({ name, label, confirmLabel, hint, password, confirm, onPasswordChange, onConfirmChange, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextInput
        label={label}
        type="password"
        name={name}
        autoComplete="new-password"
        required
        // The rule shows once: as the hint, or in its place as the error that quotes it.
        hint={errors[name] ? undefined : hint}
        value={password}
        onChange={onPasswordChange}
        error={errors[name]}
      />
      <TextInput
        label={confirmLabel}
        type="password"
        name="confirm"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={onConfirmChange}
        error={errors.confirm}
      />
    </>
  );
}
