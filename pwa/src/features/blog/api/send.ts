import type { Parser } from '../../../lib/api-client';
import { api } from '../../../lib/api-client';

/** Sends a JSON body and validates the JSON answer with a lazily loaded shared schema. */
export async function sendJson<T>(method: 'put' | 'post', path: string, body: unknown, loadSchema: () => Promise<Parser<T>>): Promise<T> {
  const [data, schema] = await Promise.all([api(path, { method, json: body }).json<unknown>(), loadSchema()]);
  return schema.parse(data);
}
