/** JSON over HTTP for the provider adapters: a timeout, and failures turned into ProviderError. */
import type { PaymentProviderName } from '@safari/shared/payment';
import { ProviderError } from './provider';

const TIMEOUT_MS = 20_000;

export interface JsonResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

export interface JsonRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON unless `form` is given. */
  json?: unknown;
  form?: Record<string, string>;
}

/** Sends a request and reads a JSON (or empty) answer; only a network failure or timeout throws. */
export async function requestJson(provider: PaymentProviderName, url: string, request: JsonRequest = {}): Promise<JsonResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: request.method ?? (body ? 'POST' : 'GET'), headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(provider, `${request.method ?? 'request'} ${new URL(url).pathname} failed: ${String(error)}`, { cause: error });
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { unparsed: text.slice(0, 500) };
    }
  }
  return { status: response.status, ok: response.ok, body: parsed };
}

/** A value at a path of an unknown JSON answer, when it is a string or a number. */
export function pick(value: unknown, ...path: (string | number)[]): string | number | undefined {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return typeof current === 'string' || typeof current === 'number' ? current : undefined;
}

export const pickString = (value: unknown, ...path: (string | number)[]): string | undefined => {
  const found = pick(value, ...path);
  return found === undefined ? undefined : String(found);
};

/** Caches a bearer token until shortly before it expires. */
export function tokenCache(fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>): () => Promise<string> {
  let cached: { token: string; until: number } | undefined;
  let inFlight: Promise<string> | undefined;
  return () => {
    if (cached && cached.until > Date.now()) return Promise.resolve(cached.token);
    inFlight ??= fetchToken()
      .then(({ token, expiresInSeconds }) => {
        // A minute of margin so a token never expires between our check and the provider's.
        cached = { token, until: Date.now() + Math.max(0, expiresInSeconds - 60) * 1000 };
        return token;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

/** Two amounts are the same payment when they agree to the cent. */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}
