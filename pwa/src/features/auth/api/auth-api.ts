/**
 * The account calls of the sign-in, sign-up and password screens. Online-only: they need a live
 * answer. The HTTP client and the schemas load beside the request, not with the screen.
 */
import type { Parser } from '../../../lib/api-client';
import type { AuthMessage, AuthSession, ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyEmailResult } from '@safari/shared/auth';

const client = () => import('../../../lib/api-client');
const authSchemas = () => import('@safari/shared/auth');

/** Sends through the app's API client, loaded beside the first request. */
async function send<T>(method: 'post', path: string, loadSchema: () => Promise<Parser<T>>, json?: unknown): Promise<T> {
  return (await client()).send(method, path, loadSchema, json);
}

const session = () => authSchemas().then((m) => m.authSessionSchema);
const message = () => authSchemas().then((m) => m.authMessageSchema);

export const login = (input: LoginInput): Promise<AuthSession> => send('post', 'auth/login', session, input);
/** Answers 'Check your e-mail' (new address or registered one alike); the e-mailed link makes the account. */
export const register = (input: RegisterInput): Promise<AuthMessage> => send('post', 'auth/register', message, input);
export const forgotPassword = (input: ForgotPasswordInput): Promise<AuthMessage> => send('post', 'auth/forgot-password', message, input);
export const resetPassword = (input: ResetPasswordInput): Promise<AuthMessage> => send('post', 'auth/reset-password', message, input);
export const verifyEmail = (token: string): Promise<VerifyEmailResult> =>
  send('post', 'auth/verify-email', () => authSchemas().then((m) => m.verifyEmailResultSchema), { token });
