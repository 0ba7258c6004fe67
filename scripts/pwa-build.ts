import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the PWA build reads; a change to any of it makes pwa/dist stale. */
const INPUTS = ['pwa/src', 'pwa/public', 'pwa/index.html', 'pwa/start', 'pwa/build', 'pwa/vite.config.ts', 'pwa/vite.ssr.config.ts', 'pwa/package.json', 'shared/src', 'package-lock.json'];
const STAMP = '.build-hash';

function filesUnder(target: string): string[] {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name)));
}

/** A digest of the build inputs' paths and contents. */
export function pwaSourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesUnder(path.join(root, input))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Builds the PWA when pwa/dist is missing or was built from other sources. */
export async function ensurePwaBuilt(root: string): Promise<void> {
  const dist = path.join(root, 'pwa', 'dist');
  const stampFile = path.join(dist, STAMP);
  const wanted = pwaSourceHash(root);
  if (existsSync(path.join(dist, 'index.html')) && existsSync(path.join(dist, '.ssr', 'entry-server.js')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) {
    return;
  }
  console.log('Building the PWA (pwa/dist is missing or stale)…');
  // A production build whatever the caller's NODE_ENV (a test runner sets 'test', which would make
  // Vite emit development JSX and React's development build).
  const result = spawnSync('npm', ['run', 'build', '-w', '@safari/pwa'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('The PWA build failed');
  writeFileSync(stampFile, wanted);
}
