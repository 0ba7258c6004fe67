/**
 * The account calls of the sign-in, sign-up and password screens. Online-only: they need a live
 * answer. The HTTP client and the schemas load beside the request, not with the screen.
 */
import type { AuthMessage, AuthSession, ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyEmailResult } from '@safari/shared/auth';
import type { Parser } from '../../../lib/api-client';

const client = () => import('../../../lib/api-client');
const authSchemas = () => import('@safari/shared/auth');

/** A refused call, in the words the screen shows: the API's message and one message per field. */
export class RequestFailedError extends Error {
  override name = 'RequestFailedError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What a visitor sees when the server cannot be reached at all. */
export const OFFLINE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

async function toFailure(error: unknown): Promise<RequestFailedError> {
  const response =
    typeof error === 'object' && error !== null && 'response' in error && (error as { response: unknown }).response instanceof Response
      ? (error as { response: Response }).response
      : null;
  if (!response) return new RequestFailedError(OFFLINE_MESSAGE, null);
  const { apiErrorSchema } = await import('@safari/shared/api-error');
  const parsed = apiErrorSchema.safeParse(await response.clone().json().catch(() => null));
  if (!parsed.success) return new RequestFailedError(response.status >= 500 ? 'Something went wrong on our side. Please try again.' : OFFLINE_MESSAGE, response.status);
  return new RequestFailedError(parsed.data.error, response.status, parsed.data.fields ?? {});
}

/** Sends JSON and parses the answer; any failure becomes a {@link RequestFailedError}. */
export async function send<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, loadSchema: () => Promise<Parser<T>>, json?: unknown): Promise<T> {
  try {
    const [{ api }, schema] = await Promise.all([client(), loadSchema()]);
    const data = await api(path, { method, ...(json === undefined ? {} : { json }) }).json<unknown>();
    return schema.parse(data);
  } catch (error) {
    throw await toFailure(error);
  }
}

const session = () => authSchemas().then((m) => m.authSessionSchema);
const message = () => authSchemas().then((m) => m.authMessageSchema);

export const login = (input: LoginInput): Promise<AuthSession> => send('post', 'auth/login', session, input);
export const register = (input: RegisterInput): Promise<AuthSession> => send('post', 'auth/register', session, input);
export const forgotPassword = (input: ForgotPasswordInput): Promise<AuthMessage> => send('post', 'auth/forgot-password', message, input);
export const resetPassword = (input: ResetPasswordInput): Promise<AuthMessage> => send('post', 'auth/reset-password', message, input);
export const verifyEmail = (token: string): Promise<VerifyEmailResult> =>
  send('post', 'auth/verify-email', () => authSchemas().then((m) => m.verifyEmailResultSchema), { token });
export const resendVerification = (): Promise<AuthMessage> => send('post', 'auth/resend-verification', message);
