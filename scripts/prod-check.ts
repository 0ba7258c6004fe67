/**
 * `npm run check:prod`: proves the production build runs without the sources or devDependencies.
 * Builds dist/server/start.js, copies it with the files it reads (db/migrations, pwa/dist) and the
 * package manifests into an empty folder, installs production dependencies only
 * (`npm ci --omit=dev`, as the Docker image does), and starts it with plain `node` in production
 * mode (embedded Postgres, a fresh DATA_DIR). Passes when /api/health answers ok and the home page
 * is served; then stops it. The same layout as the Dockerfile's final stage.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@safari/db/embedded';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['shared', 'db', 'api', 'pwa', 'tests'];

function step(command: string, args: string[], cwd: string): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function main(): Promise<void> {
  step('npx', ['tsx', 'scripts/build-server.ts'], root);
  if (!existsSync(path.join(root, 'pwa', 'dist', 'index.html'))) step('npm', ['run', 'build'], root);

  const app = mkdtempSync(path.join(os.tmpdir(), 'safari-prod-'));
  try {
    for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(root, file), path.join(app, file));
    for (const workspace of WORKSPACES) {
      mkdirSync(path.join(app, workspace), { recursive: true });
      cpSync(path.join(root, workspace, 'package.json'), path.join(app, workspace, 'package.json'));
    }
    step('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], app);
    cpSync(path.join(root, 'dist', 'server'), path.join(app, 'dist', 'server'), { recursive: true });
    cpSync(path.join(root, 'db', 'migrations'), path.join(app, 'db', 'migrations'), { recursive: true });
    cpSync(path.join(root, 'pwa', 'dist'), path.join(app, 'pwa', 'dist'), { recursive: true });
    const dev = ['typescript', 'tsx', 'vitest', 'eslint', 'vite', 'supertest', 'fast-check'].filter((name) => existsSync(path.join(app, 'node_modules', name)));
    if (dev.length > 0) throw new Error(`devDependencies were installed: ${dev.join(', ')}`);
    if (readdirSync(path.join(app, 'api')).some((name) => name !== 'package.json')) throw new Error('API sources were copied');

    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/start.js'], {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        SKIP_PWA_BUILD: '1',
        PORT: String(port),
        DATA_DIR: path.join(app, 'data'),
        PUBLIC_BASE_URL: `http://localhost:${port}`,
        JWT_SECRET: 'prod-check-secret-0123456789abcdefghijklmnopqrstuvwxyz',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'a-long-admin-password',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const until = Date.now() + 120_000;
      let health: unknown;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`);
          health = await res.json();
          if (res.ok) break;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      if (!health || (health as { status?: string }).status !== 'ok') throw new Error(`/api/health never said ok: ${JSON.stringify(health)}`);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      const html = await home.text();
      if (!home.ok || !html.includes('id="root"')) throw new Error(`the home page answered ${home.status}`);
      const tours = await fetch(`http://127.0.0.1:${port}/api/tours`);
      if (!tours.ok) throw new Error(`/api/tours answered ${tours.status}`);
      console.log(`The compiled server runs from ${app} with production dependencies only: health ok, home page ${home.status}, tours ${tours.status}.`);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
