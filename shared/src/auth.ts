import { z } from 'zod';
import { ROLES } from './enums';
import { SIMPLE_EMAIL_PATTERN } from './newsletter';

/** Shortest password an account accepts. */
export const PASSWORD_MIN = 8;
/** bcrypt only reads the first 72 bytes; longer passwords would be silently cut. */
export const PASSWORD_MAX = 72;
export const USER_NAME_MAX = 200;
/** Longest e-mail address a mail system accepts (RFC 5321 path limit). */
export const ACCOUNT_EMAIL_MAX = 254;

/** Messages of the sign-in, sign-up and session flows (the login failure text is the spec's). */
export const AUTH_MESSAGES = {
  name: 'Name is required.',
  nameTooLong: `Please keep your name under ${USER_NAME_MAX} characters.`,
  email: 'Enter a valid email address.',
  emailRequired: 'Email is required.',
  password: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  invalidCredentials: 'Invalid credentials!',
  emailTaken: 'This e-mail is already registered.',
  /** The answer to every sign-up, new address or registered one alike: it tells nobody who has an account. */
  signupRequested: 'Check your e-mail: we have sent you a link to finish signing up.',
  signupCompleted: 'Welcome! Your e-mail address is verified and your account is ready.',
  signInRequired: 'Please sign in to continue.',
  accountDisabled: 'This account has been disabled. Please contact us.',
  resetRequested: 'If an account exists for that e-mail, we have sent it a link to choose a new password.',
  resetLinkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Thank you: your e-mail address is verified.',
  verificationSent: 'We have sent you a new verification link.',
} as const;

/** How long a password reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** How long an e-mail verification link works. */
export const VERIFY_TOKEN_TTL_HOURS = 48;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(ACCOUNT_EMAIL_MAX, AUTH_MESSAGES.email)
  .regex(SIMPLE_EMAIL_PATTERN, AUTH_MESSAGES.email);

/** Sign-in form and `POST /api/auth/login`: both fields required; the e-mail is compared in lowercase. */
export const loginSchema = z.object({
  email,
  // Never trimmed: a password may begin or end with a space.
  password: z.string({ error: AUTH_MESSAGES.password }).min(1, AUTH_MESSAGES.password).max(1_000, AUTH_MESSAGES.password),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A new password: at least 8 characters and at most 72 bytes (what bcrypt reads). */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.password })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .refine((value) => new TextEncoder().encode(value).length <= PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

/** Sign-up form and `POST /api/auth/register`: a name, an e-mail and a password of at least 8 characters. */
export const registerSchema = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.name })
    .trim()
    .min(1, AUTH_MESSAGES.name)
    .max(USER_NAME_MAX, AUTH_MESSAGES.nameTooLong),
  email,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The signed-in user as the API sends it and the PWA keeps it (localStorage key 'user'). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Image URL or data URL; '' shows the initials. */
  avatar: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Answer of `POST /api/auth/login` (and part of `POST /api/auth/verify-email` when the link finishes a sign-up). */
export const authSessionSchema = z.object({
  /** Bearer JWT for the Authorization header. */
  token: z.string(),
  user: sessionUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** `POST /api/auth/forgot-password`: the e-mail to send a reset link to. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A token from an e-mailed link (base64url, 43 characters for 32 random bytes). */
const linkToken = (message: string) =>
  z.string({ error: message }).trim().regex(/^[A-Za-z0-9_-]{20,200}$/, message);

/** `POST /api/auth/reset-password`: the token of the e-mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: linkToken(AUTH_MESSAGES.resetLinkInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** `POST /api/auth/verify-email`: the token of the e-mailed verification link. */
export const verifyEmailSchema = z.object({ token: linkToken(AUTH_MESSAGES.verifyLinkInvalid) });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** A plain confirmation the screen shows as it is. */
export const authMessageSchema = z.object({ message: z.string() });
export type AuthMessage = z.infer<typeof authMessageSchema>;

/** Answer of `POST /api/auth/verify-email`. */
export const verifyEmailResultSchema = z.object({
  message: z.string(),
  /** Bookings made earlier with this e-mail that now belong to the account. */
  linkedBookings: z.number().int().nonnegative(),
  /** When the link finished a sign-up: the new account, signed in. */
  session: authSessionSchema.optional(),
});
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;
