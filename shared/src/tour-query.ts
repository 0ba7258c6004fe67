import { z } from 'zod';

/* The API's query of the tours list, apart from ./tour, which the public pages load to check tours. */

const departDay = (description: string) => z.iso.date({ error: 'Use a date as YYYY-MM-DD.' }).optional().meta({ description });

/** Query of `GET /api/tours`. */
export const tourListQuerySchema = z
  .object({
    updatedSince: z.iso.datetime({ offset: true }).optional(),
    departFrom: departDay('Only tours with an open departure with seats left on or after this day (YYYY-MM-DD)'),
    departTo: departDay('Only tours with an open departure with seats left on or before this day (YYYY-MM-DD)'),
  })
  .refine((query) => !query.departFrom || !query.departTo || query.departFrom <= query.departTo, {
    path: ['departTo'],
    error: 'departTo must not be before departFrom.',
  });
export type TourListQuery = z.infer<typeof tourListQuerySchema>;

