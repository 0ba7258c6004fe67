import { z } from 'zod';

/** Body of every error answer of the API: a message, and per-field messages for a 400. */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A departure that cannot take the party (409): the seats it has left. */
  seatsLeft: z.number().int().nonnegative().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
