import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './enums';

/** Months shown by the overview charts, the current one included. */
export const DASHBOARD_MONTHS = 6;
export const DASHBOARD_LATEST_BOOKINGS = 5;

/** One month of the Bookings Trend and Revenue Growth charts. */
export const dashboardMonthSchema = z.object({
  /** 'YYYY-MM' (UTC). */
  month: z.string(),
  /** Short English month name: 'Jun'. */
  label: z.string(),
  /** Bookings created that month (any status). */
  bookings: z.number().int().nonnegative(),
  /** USD: money received that month less money refunded (the ledger's USD equivalents). */
  revenue: z.number(),
});
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;

export const dashboardBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  tourName: z.string(),
  customerName: z.string(),
  email: z.string(),
  /** 'YYYY-MM-DD'. */
  travelDate: z.string(),
  /** USD. */
  amount: z.number().nonnegative(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});
export type DashboardBooking = z.infer<typeof dashboardBookingSchema>;

/** Answer of `GET /api/dashboard` (admin only), computed from the database. */
export const dashboardSchema = z.object({
  totals: z.object({
    /** Accounts of every role. */
    users: z.number().int().nonnegative(),
    /** Tours not deleted, published or not. */
    tours: z.number().int().nonnegative(),
    /** Bookings of every status. */
    bookings: z.number().int().nonnegative(),
    /** USD: every payment received less every refund (the sum of the ledger's USD equivalents). */
    revenue: z.number(),
  }),
  /** The last 6 months, oldest first, months without bookings as zeros. */
  months: z.array(dashboardMonthSchema),
  /** The 5 newest bookings. */
  latestBookings: z.array(dashboardBookingSchema),
  /** Enquiries not yet handled. */
  unansweredEnquiries: z.number().int().nonnegative(),
  /** Bookings whose balance is past its due date after a deposit. */
  overdueBalances: z.number().int().nonnegative(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
