import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportedNames, stubFor } from './zod-without-json-schema';

const zodRoot = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const LEFT_OUT = ['to-json-schema.js', 'json-schema-processors.js'].map((file) => path.join(zodRoot, 'v4', 'core', file));

async function importStub(file: string): Promise<Record<string, unknown>> {
  const stub = path.join(mkdtempSync(path.join(tmpdir(), 'zod-stub-')), 'stub.mjs');
  writeFileSync(stub, stubFor(readFileSync(file, 'utf8')));
  return (await import(pathToFileURL(stub).href)) as Record<string, unknown>;
}

describe('zod without its JSON Schema generator (browser build)', () => {
  it.each(LEFT_OUT)('when %s is replaced, then the stub exports exactly the names the real module exports', async (file) => {
    const real = Object.keys(await import(pathToFileURL(file).href)).sort();
    expect(real.length).toBeGreaterThan(3);
    expect(exportedNames(readFileSync(file, 'utf8'))).toEqual(real);
    expect(Object.keys(await importStub(file)).sort()).toEqual(real);
  });

  it('when a schema reads its ~standard, then the factories give a function, and only calling that throws', async () => {
    const stub = await importStub(LEFT_OUT[0]!);
    const make = stub.createStandardJSONSchemaMethod as (...args: unknown[]) => () => unknown;
    const method = make({}, 'input');
    expect(typeof method).toBe('function');
    expect(() => method()).toThrow(/left out of the browser build/);
    expect(() => (stub.finalize as () => unknown)()).toThrow(/left out of the browser build/);
  });

  it('when a module uses export lists with renames, then the exported names are the outer ones', () => {
    expect(exportedNames('export function a() {}\nexport const b = 1;\nexport { c as d, e };\nexport class F {}')).toEqual(['F', 'a', 'b', 'd', 'e']);
  });
});
