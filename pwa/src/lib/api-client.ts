import { API_TIMEOUT_MS } from '@safari/shared/constants';
import ky, { HTTPError, type Options } from 'ky';
import { env } from '../config/env';
import { TOKEN_KEY } from './storage-keys';
import { nextTask } from './next-task';

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): act signed out.
    return null;
  }
}

/** The app's one API client: `/api` base, 10 s timeout, bearer token when signed in. */
export const api = ky.create({
  prefixUrl: env.apiUrl,
  timeout: API_TIMEOUT_MS,
  // TanStack Query owns retries (and skips them for 4xx), so the client does not retry on its own.
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = readToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [
      (error) => {
        console.error(`API ${error.request.method} ${error.request.url} failed with ${error.response.status}`);
        return error;
      },
    ],
  },
});

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Anything with zod's `parse`: the shared schemas. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * A shared schema from its loader, in steps of a task each: zod itself, then the schema module
 * (building the schemas), so that neither is one long task with the other (together they took a
 * slow phone 60-80 ms on the first call). The first step waits for a task of its own too: a module
 * already fetched is built in the task that imports it, which was the caller's (after the offline
 * store's reads, say).
 */
async function loadInSteps<T>(loadSchema: () => Promise<Parser<T>>): Promise<Parser<T>> {
  await nextTask();
  await import('./zod-ready');
  await nextTask();
  return loadSchema();
}

/**
 * GETs JSON and validates it with a shared schema. The schema comes from a loader so that zod
 * downloads in parallel with the request instead of before the first paint. The answer is checked
 * in a task of its own (a long list is a long task on a slow phone). Every failure (HTTP
 * status, network, timeout, an answer of the wrong shape) is logged and rethrown.
 */
export async function getJson<T>(path: string, loadSchema: () => Promise<Parser<T>>, options?: Options): Promise<T> {
  try {
    const [data, schema] = await Promise.all([api.get(path, options).json<unknown>(), loadInSteps(loadSchema)]);
    await nextTask();
    return schema.parse(data);
  } catch (error) {
    // HTTP errors were already logged by the beforeError hook; a cancelled query is not a failure.
    if (!(error instanceof HTTPError) && !isAbort(error)) console.error(`API GET ${path} failed:`, error);
    throw error;
  }
}

/** Sends JSON and validates the JSON answer with a lazily loaded shared schema; failures are ky's (HTTPError has the response). */
export async function sendJson<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, json: unknown, loadSchema: () => Promise<Parser<T>>): Promise<T> {
  const [data, schema] = await Promise.all([api(path, { method, ...(json === undefined ? {} : { json }) }).json<unknown>(), loadInSteps(loadSchema)]);
  return schema.parse(data);
}

/** As sendJson, for forms: any failure becomes a RequestFailedError (lib/api-errors) with the API's message and fields with the API's message and fields. */
export async function send<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, loadSchema: () => Promise<Parser<T>>, json?: unknown): Promise<T> {
  try {
    return await sendJson(method, path, json, loadSchema);
  } catch (error) {
    // The mapping (and the error schema) loads only when a call has failed.
    const { toRequestFailed } = await import('./api-failure');
    throw await toRequestFailed(error);
  }
}
