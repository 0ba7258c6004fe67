import { z } from 'zod';
import { AUTH_MESSAGES, newPasswordSchema, USER_NAME_MAX } from './auth';
import { BOOKING_STATUSES, PAY_MODES, PAYMENT_METHODS, PAYMENT_STATUSES, ROLES } from './enums';
import { CURRENCIES } from './money-rules';

/** Longest phone number kept on an account (the same limit as a booking's). */
export const ACCOUNT_PHONE_MAX = 40;
/** Most tours a wishlist merge carries at once. */
export const WISHLIST_MERGE_MAX = 200;

/** Messages of the traveller's own account screens. */
export const ACCOUNT_MESSAGES = {
  phoneInvalid: 'Enter a valid phone number.',
  currentPassword: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  samePassword: 'Choose a password different from the current one.',
  profileSaved: 'Your details have been saved.',
  passwordChanged: 'Your password has been changed.',
  tourIds: 'Unknown tour.',
  tooManyTours: `At most ${WISHLIST_MERGE_MAX} tours at once.`,
} as const;

/** Digits with the usual separators, 7 to 15 digits (E.164 allows up to 15). */
function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The signed-in traveller's own details (`GET /api/users/me/profile`). */
export const accountProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  avatar: z.string(),
  emailVerified: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** Account Settings and `PATCH /api/users/me`: name required, phone optional ('' clears it). */
export const updateProfileSchema = z.object({
  name: z.string({ error: AUTH_MESSAGES.name }).trim().min(1, AUTH_MESSAGES.name).max(USER_NAME_MAX, AUTH_MESSAGES.nameTooLong),
  phone: z
    .string({ error: ACCOUNT_MESSAGES.phoneInvalid })
    .trim()
    .max(ACCOUNT_PHONE_MAX, ACCOUNT_MESSAGES.phoneInvalid)
    .refine((value) => value === '' || isPhoneNumber(value), ACCOUNT_MESSAGES.phoneInvalid)
    .default(''),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** `PUT /api/users/me/password`: the current password proves it is the owner. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: ACCOUNT_MESSAGES.currentPassword }).min(1, ACCOUNT_MESSAGES.currentPassword).max(1_000, ACCOUNT_MESSAGES.currentPassword),
    newPassword: newPasswordSchema,
  })
  .refine((value) => value.currentPassword !== value.newPassword, { message: ACCOUNT_MESSAGES.samePassword, path: ['newPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** One of the traveller's bookings, as the dashboard lists it (`GET /api/users/me/bookings`). */
export const myBookingSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  tour: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  /** Travel date, YYYY-MM-DD. */
  date: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The price, in the booking's own currency (USD, or KES for a resident or citizen price). */
  amount: z.number().nonnegative(),
  currency: z.enum(CURRENCIES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  payMode: z.enum(PAY_MODES).nullable(),
  /** The deposit asked at booking (0: paid in full or later), in the booking's currency. */
  depositAmount: z.number().nonnegative(),
  /** When the balance is due, YYYY-MM-DD. */
  balanceDueDate: z.string(),
  /** What the booking's ledger adds up to, in the booking's currency (no balance once cancelled). */
  totals: z.object({ paid: z.number(), balance: z.number(), refunded: z.number(), currency: z.enum(CURRENCIES) }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MyBooking = z.infer<typeof myBookingSchema>;
export const myBookingsSchema = z.array(myBookingSchema);

/** One saved tour. */
export const wishlistItemSchema = z.object({
  tourId: z.uuid(),
  /** ISO 8601. */
  addedAt: z.iso.datetime({ offset: true }),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
/** The whole wishlist, newest first. */
export const wishlistSchema = z.array(wishlistItemSchema);

/** `POST /api/users/me/wishlist`: tours saved on this device, added to the account's list (repeatable). */
export const wishlistMergeSchema = z.object({
  tourIds: z
    .array(z.uuid(ACCOUNT_MESSAGES.tourIds), { error: ACCOUNT_MESSAGES.tourIds })
    .max(WISHLIST_MERGE_MAX, ACCOUNT_MESSAGES.tooManyTours),
});
export type WishlistMergeInput = z.infer<typeof wishlistMergeSchema>;
