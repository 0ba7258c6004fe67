import { z } from 'zod';

/*
 * The money fields of a tour as the API answers them, apart from the rest of ./money (the ledger's
 * and the console's schemas, and the staff's input of these fields in ./tour-money-input): the
 * public pages check every tour they keep offline with these, and building schemas the public
 * never uses cost a slow phone one long task when the catalogue sync started.
 */

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const monthDay = (message: string) => z.string({ error: message }).trim().regex(MONTH_DAY, message);

/** A yearly season: 'MM-DD' to 'MM-DD' (inclusive; the end before the start spans New Year), with a USD price or a percentage. */
export const seasonSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the season').max(60, 'At most 60 characters'),
    from: monthDay('Use a day like 07-01'),
    to: monthDay('Use a day like 10-31'),
    price: z.number().min(0, 'Price must be ≥ 0').max(1_000_000).multipleOf(0.01).optional(),
    percent: z.number().min(-90, 'At least -90 %').max(500, 'At most 500 %').optional(),
  })
  .refine((season) => (season.price === undefined) !== (season.percent === undefined), { message: 'Give either a price or a percentage', path: ['price'] });

export const cancellationBandSchema = z.object({
  daysBefore: z.number().int().min(0, 'Days must be ≥ 0').max(365, 'At most 365 days'),
  percent: z.number().int().min(0, 'Percent must be 0–100').max(100, 'Percent must be 0–100'),
});

/** The same fields on a tour as the API answers it: optional, so a tour kept offline by an older app version still reads. */
export const tourMoneyAnswerFields = {
  /** Adult price in KES for East-African residents; null: they pay the USD price. */
  residentPriceKes: z.number().int('Whole shillings').min(0).max(100_000_000).nullable().optional(),
  /** Adult price in KES for East-African citizens; null: the resident price, else USD. */
  citizenPriceKes: z.number().int('Whole shillings').min(0).max(100_000_000).nullable().optional(),
  depositPercent: z.number().int().optional(),
  balanceDueDays: z.number().int().optional(),
  cancellationPolicy: z.array(cancellationBandSchema).optional(),
  seasons: z.array(seasonSchema).optional(),
};
