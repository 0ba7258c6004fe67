import { z } from 'zod';

/** Answer of `GET /api/health`: 200 when everything is up, 503 when the database is unreachable. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;
