/**
 * The lint rules that hold the architecture (README 'Architecture') must really fire: each case
 * writes a deliberate violation into the tree, lints it with the project's own config, and removes it.
 * A clean twin of each case shows that the rule is not simply failing everything.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const probeName = '__lint_probe__';

/** Probe files, relative to the repository root, with their source. */
const probes: Record<string, string> = {
  // A cycle inside api/src/lib.
  [`api/src/lib/${probeName}/cycle-a.ts`]: "import { b } from './cycle-b';\nexport const a = (): number => b() + 1;\n",
  [`api/src/lib/${probeName}/cycle-b.ts`]: "import { a } from './cycle-a';\nexport const b = (): number => (Math.random() > 2 ? a() : 0);\n",
  // One API feature reaching into another, and lib reaching up into a feature.
  [`api/src/features/blog/${probeName}.ts`]: 'export const blogProbe = 1;\n',
  [`api/src/features/tours/${probeName}.ts`]: `import { blogProbe } from '../blog/${probeName}';\nexport const toursProbe = blogProbe;\n`,
  [`api/src/lib/${probeName}/upward.ts`]: `import { blogProbe } from '../../features/blog/${probeName}';\nexport const upward = blogProbe;\n`,
  // The same walls in the PWA, and a feature importing the app shell.
  [`pwa/src/features/blog/${probeName}.ts`]: 'export const blogProbe = 1;\n',
  [`pwa/src/features/tours/${probeName}.ts`]: `import { blogProbe } from '../blog/${probeName}';\nexport const toursProbe = blogProbe;\n`,
  [`pwa/src/lib/${probeName}.ts`]: `import { blogProbe } from '../features/blog/${probeName}';\nexport const upward = blogProbe;\n`,
  [`pwa/src/app/${probeName}.ts`]: 'export const appProbe = 1;\n',
  [`pwa/src/features/home/${probeName}.ts`]: `import { appProbe } from '../../app/${probeName}';\nexport const homeProbe = appProbe;\n`,
  // Clean twins: a feature may import its own files and the shared layers.
  [`pwa/src/features/blog/${probeName}-own.ts`]: `import { blogProbe } from './${probeName}';\nexport const own = blogProbe;\n`,
  [`pwa/src/app/${probeName}-composes.ts`]: `import { blogProbe } from '../features/blog/${probeName}';\nexport const composed = blogProbe;\n`,
  [`api/src/features/tours/${probeName}-lib.ts`]: "import { NotFoundError } from '../../lib/errors';\nexport const notFound = new NotFoundError('x');\n",
};

let results: Map<string, string[]>;

beforeAll(async () => {
  for (const [file, source] of Object.entries(probes)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const eslint = new ESLint({ cwd: root });
  const linted = await eslint.lintFiles(Object.keys(probes));
  results = new Map(linted.map((r) => [path.relative(root, r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]));
}, 180_000);

afterAll(() => {
  for (const file of Object.keys(probes)) rmSync(path.join(root, file), { force: true });
  rmSync(path.join(root, 'api/src/lib', probeName), { recursive: true, force: true });
});

function rulesOf(file: string): string[] {
  const rules = results.get(file);
  if (!rules) throw new Error(`${file} was not linted`);
  return rules;
}

describe('architecture lint', () => {
  it('when two modules import each other, then lint reports the cycle', () => {
    expect(rulesOf(`api/src/lib/${probeName}/cycle-a.ts`)).toContain('import-x/no-cycle');
  });

  it('when an API feature imports another feature, then lint fails', () => {
    expect(rulesOf(`api/src/features/tours/${probeName}.ts`)).toContain('import-x/no-restricted-paths');
  });

  it('when api/src/lib imports a feature, then lint fails', () => {
    expect(rulesOf(`api/src/lib/${probeName}/upward.ts`)).toContain('import-x/no-restricted-paths');
  });

  it('when a PWA feature imports another feature, then lint fails', () => {
    expect(rulesOf(`pwa/src/features/tours/${probeName}.ts`)).toContain('import-x/no-restricted-paths');
  });

  it('when shared PWA code imports a feature, or a feature imports the app shell, then lint fails', () => {
    expect(rulesOf(`pwa/src/lib/${probeName}.ts`)).toContain('import-x/no-restricted-paths');
    expect(rulesOf(`pwa/src/features/home/${probeName}.ts`)).toContain('import-x/no-restricted-paths');
  });

  it('when imports follow the layers, then lint passes them', () => {
    expect(rulesOf(`pwa/src/features/blog/${probeName}-own.ts`)).toEqual([]);
    expect(rulesOf(`pwa/src/app/${probeName}-composes.ts`)).toEqual([]);
    expect(rulesOf(`api/src/features/tours/${probeName}-lib.ts`)).toEqual([]);
  });
});
