/**
 * The console's form logic in one place (until the shared form kit lands): parse form values with a
 * shared zod schema into the API's input or one message per field, and check chosen image files.
 */
import { UPLOAD_MAX_BYTES } from '@safari/shared/upload';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function parseForm<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
    // A row's message also counts for its list (shown beside the list).
    const top = String(issue.path[0] ?? 'form');
    errors[top] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The first problem of a chosen image file, in the form's own words; null when it may be uploaded. */
export function imageFileProblem(file: File, messages: { notImage: string; tooLarge: string }): string | null {
  if (!file.type.startsWith('image/')) return messages.notImage;
  if (file.size > UPLOAD_MAX_BYTES) return messages.tooLarge;
  return null;
}
