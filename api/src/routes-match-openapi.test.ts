/**
 * Every API route is defined once, with `defineRoute` (lib/route.ts), which registers the Express route
 * and its OpenAPI entry together. This test holds that: it lists every (method, path) the real app's
 * router answers under /api and every operation of the OpenAPI document, and finds them equal. A route
 * registered with a plain `router.get(…)` is missing from the document and fails here; so does a
 * document entry without a route.
 *
 * Out of scope, because they are not the JSON API: the pages, assets, /uploads, robots.txt and the
 * sitemap (the web feature, mounted beside /api), and the fast lane, which answers a catalogue URL it
 * answered before from memory ahead of the router: it only repeats what the routes listed here answer.
 * Middleware mounted with `use` (guards over a prefix, the JSON parser, the 404) is not a route either.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';

/** The parts of Express's router (the `router` package) this test reads. */
interface RouterLayer {
  rawPath?: string | RegExp | (string | RegExp)[];
  route?: { path: string | RegExp | (string | RegExp)[]; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
}

let db: TestDatabase;
let app: express.Express;

beforeAll(async () => {
  db = await createTestDatabase();
  app = createTestApp({ pool: db.pool }).app;
});

afterAll(async () => {
  await db?.drop();
});

const show = (path: unknown) => (typeof path === 'string' ? path : String(path));

/** `METHOD /path` of every route in a router stack, sub-routers included, in OpenAPI's `{name}` style. */
function routesOf(stack: RouterLayer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = `${prefix}${show(layer.route.path)}`.replace(/:(\w+)/g, '{$1}');
      return Object.keys(layer.route.methods).map((method) => `${method === '_all' ? 'ALL' : method.toUpperCase()} ${path}`);
    }
    if (!layer.handle.stack) return [];
    const mount = layer.rawPath === undefined || layer.rawPath === '/' ? '' : show(layer.rawPath);
    return routesOf(layer.handle.stack, `${prefix}${mount}`);
  });
}

describe('the API routes and the OpenAPI document', () => {
  it('when the real app is built, then every route under /api is in the document and every documented operation is a route', async () => {
    const doc = (await request(app).get('/api/docs').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));

    const router = (app as unknown as { router: { stack: RouterLayer[] } }).router;
    const routes = routesOf(router.stack).filter((route) => /^\S+ \/api(\/|$)/.test(route));

    expect(documented.length).toBeGreaterThan(80);
    // Each route once: a second registration of the same method and path is a second definition.
    expect(routes.filter((route, index) => routes.indexOf(route) !== index), 'routes registered twice').toEqual([]);
    expect(routes.filter((route) => !documented.includes(route)), 'routes missing from the document (registered outside defineRoute)').toEqual([]);
    expect(documented.filter((operation) => !routes.includes(operation)), 'documented operations without a route').toEqual([]);
  });
});
