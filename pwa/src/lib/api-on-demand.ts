/**
 * The API client's JSON calls with the client itself (ky and its setup) loaded by the
 * first call rather than with the screen: a server-rendered screen has its data already, and a
 * reader who never likes, comments or pages through the list never needs it.
 */
import type { Options } from 'ky';
import type { Parser } from './api-client';

const client = () => import('./api-client');

/** `getJson` of lib/api-client.ts. */
export async function getJson<T>(path: string, loadSchema: () => Promise<Parser<T>>, options?: Options): Promise<T> {
  return (await client()).getJson(path, loadSchema, options);
}

/** `sendJson` of lib/api-client.ts. */
export async function sendJson<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, json: unknown, loadSchema: () => Promise<Parser<T>>): Promise<T> {
  return (await client()).sendJson(method, path, json, loadSchema);
}
