import { z } from 'zod';
import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_CANCELLATION_POLICY, DEFAULT_DEPOSIT_PERCENT } from './money-rules';
import { cancellationBandSchema, seasonSchema, tourMoneyAnswerFields } from './tour-money';

/* The staff's input of a tour's money fields: the console's, never built by the public pages. */

/** The money fields of a tour (staff set them; the tour's answer carries them). */
export const tourMoneyFields = {
  /** Adult price in KES for East-African residents; null: they pay the USD price. */
  residentPriceKes: tourMoneyAnswerFields.residentPriceKes,
  /** Adult price in KES for East-African citizens; null: the resident price, else USD. */
  citizenPriceKes: tourMoneyAnswerFields.citizenPriceKes,
  depositPercent: z.number().int().min(1, 'Deposit must be 1–100 %').max(100, 'Deposit must be 1–100 %').default(DEFAULT_DEPOSIT_PERCENT),
  balanceDueDays: z.number().int().min(0, 'Days must be 0–365').max(365, 'Days must be 0–365').default(DEFAULT_BALANCE_DUE_DAYS),
  cancellationPolicy: z.array(cancellationBandSchema).max(10).default(DEFAULT_CANCELLATION_POLICY),
  seasons: z.array(seasonSchema).max(20).default([]),
};
