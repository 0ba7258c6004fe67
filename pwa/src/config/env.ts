// zod/mini: the entry only needs a few checks, and the full zod stays out of the first load.
import * as z from 'zod/mini';

/** The only place that reads `import.meta.env`. */
const envSchema = z.object({
  MODE: z.string(),
  DEV: z.boolean(),
  PROD: z.boolean(),
  /** Base of the API; relative so the same build works behind nginx and from the one-process server. */
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/api'),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  mode: parsed.MODE,
  isDev: parsed.DEV,
  isProd: parsed.PROD,
  apiUrl: parsed.VITE_API_URL.replace(/\/+$/, ''),
} as const;
