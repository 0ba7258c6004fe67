/**
 * The production image, read from the Dockerfile (Docker is not needed to check it): compiled
 * JavaScript, production dependencies only, an unprivileged user. `npm run check:prod` runs the
 * same layout for real: the compiled server started by node with `npm ci --omit=dev` around it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Stage {
  from: string;
  name: string | undefined;
  lines: { instruction: string; args: string }[];
}

/** The Dockerfile's stages with their instructions (continuation lines joined, comments dropped). */
function stages(text: string): Stage[] {
  const result: Stage[] = [];
  const logical = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  for (const line of logical) {
    const [, instruction = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (instruction.toUpperCase() === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      result.push({ from, name, lines: [] });
    } else result.at(-1)?.lines.push({ instruction: instruction.toUpperCase(), args });
  }
  return result;
}

const dockerfile = stages(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
const api = dockerfile.find((stage) => stage.name === 'api');
const all = (stage: Stage | undefined, instruction: string) => stage?.lines.filter((line) => line.instruction === instruction).map((line) => line.args) ?? [];

describe('Dockerfile: the API image', () => {
  it('when it starts, then node runs the compiled server: no tsx, no TypeScript', () => {
    expect(api).toBeDefined();
    const cmd = all(api, 'CMD');
    expect(cmd).toEqual(['["node", "dist/server/start.js"]']);
    const entry = [...cmd, ...all(api, 'ENTRYPOINT')].join(' ');
    expect(entry).not.toMatch(/tsx|\.ts\b|--import|--loader|npx/);
  });

  it('when it is built, then its own stage installs production dependencies only and copies no sources', () => {
    expect(api!.from).toMatch(/^node:/);
    const runs = all(api, 'RUN');
    expect(runs.some((run) => /npm ci\b.*--omit=dev/.test(run))).toBe(true);
    expect(runs.filter((run) => /npm (ci|install)\b/.test(run)).every((run) => run.includes('--omit=dev'))).toBe(true);
    const copies = all(api, 'COPY');
    expect(copies).not.toContainEqual(expect.stringMatching(/^\.\s/));
    expect(copies.some((copy) => /--from=build \/app\/dist\/server/.test(copy))).toBe(true);
    for (const copy of copies.filter((line) => !line.startsWith('--from'))) expect(copy, copy).toMatch(/package(-lock)?\.json|db\/migrations/);
  });

  it('when it runs, then as the unprivileged node user, in production mode', () => {
    const users = all(api, 'USER');
    expect(users.at(-1)).toBe('node');
    // USER comes before CMD: nothing after it switches back.
    const order = api!.lines.map((line) => line.instruction);
    expect(order.lastIndexOf('USER')).toBeLessThan(order.indexOf('CMD'));
    expect(all(api, 'ENV').join(' ')).toMatch(/NODE_ENV=production/);
  });

  it('when the server is built, then the build stage compiles it (npm run build:server)', () => {
    const build = dockerfile.find((stage) => stage.name === 'build');
    expect(all(build, 'RUN').join(' ')).toMatch(/npm run build:server/);
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['build:server']).toBe('tsx scripts/build-server.ts');
  });
});

describe('CI', () => {
  it('when CI runs, then npm audit of the production dependencies (high and critical) runs before the tests', () => {
    const ci = readFileSync(path.join(root, '.ci', 'run'), 'utf8');
    const audit = ci.indexOf('npm audit --omit=dev --audit-level=high');
    expect(audit).toBeGreaterThan(-1);
    expect(audit).toBeLessThan(ci.indexOf('npm test'));
  });
});
