import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema generator: the API builds the OpenAPI document with it; the browser never calls it. */
const JSON_SCHEMA_MODULE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/** The names a module exports with `export const|function|class NAME` and `export { a as b, c }`. */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export\s+(?:const|let|var|function\*?|async\s+function|class)\s+([\w$]+)/gm)) names.add(match[1] ?? '');
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}\s*;?\s*$/gm)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  names.delete('');
  return [...names].sort();
}

/**
 * A module with the same exports, each a function that says why it cannot run here. The `create…`
 * factories return that function instead: zod calls them when a schema's `~standard` is read.
 */
export function stubFor(source: string): string {
  return [
    'function unavailable() { throw new Error("zod JSON Schema generation is left out of the browser build (pwa/build/zod-without-json-schema.ts)"); }',
    ...exportedNames(source).map((name) => `export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`),
  ].join('\n');
}

/**
 * Leaves zod's JSON Schema generator out of the browser build.
 * zod's classic schemas import it at the top level, so every route that validates a form paid for it.
 * Schema objects keep their `toJSONSchema` and `~standard.jsonSchema` members; calling one throws.
 * The stub exports the same names the real module has, read from that file at build time.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'safari-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const [file = id] = id.split('?');
      if (!JSON_SCHEMA_MODULE.test(file)) return null;
      return { code: stubFor(readFileSync(file, 'utf8')), moduleSideEffects: false };
    },
  };
}
