import { z } from 'zod';

/** Body of every error answer of the API: a message, and per-field messages for a 400. */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
