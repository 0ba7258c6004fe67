/**
 * The only place that reads `import.meta.env`. Parsed by hand rather than with zod: even zod/mini
 * brings the zod core into every route that talks to the API, for four values.
 */

/** The build's environment as Vite provides it; each value is checked before use. */
type RawEnv = Record<string, unknown>;

function requireString(raw: RawEnv, name: string): string {
  const value = raw[name];
  if (typeof value !== 'string') throw new Error(`Invalid environment: ${name} must be a string`);
  return value;
}

function requireBoolean(raw: RawEnv, name: string): boolean {
  const value = raw[name];
  if (typeof value !== 'boolean') throw new Error(`Invalid environment: ${name} must be a boolean`);
  return value;
}

/** Base of the API; relative so the same build works behind nginx and from the one-process server. */
function apiUrl(raw: RawEnv): string {
  const value = raw.VITE_API_URL ?? '/api';
  if (typeof value !== 'string' || value.length < 1) throw new Error('Invalid environment: VITE_API_URL must be a non-empty string');
  return value.replace(/\/+$/, '');
}

export function parseEnv(raw: RawEnv) {
  return {
    mode: requireString(raw, 'MODE'),
    isDev: requireBoolean(raw, 'DEV'),
    isProd: requireBoolean(raw, 'PROD'),
    apiUrl: apiUrl(raw),
  } as const;
}

export const env = parseEnv(import.meta.env as unknown as RawEnv);
