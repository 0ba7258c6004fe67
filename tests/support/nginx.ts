/**
 * Debian's real nginx with the repository's nginx.conf (and its header snippets), its
 * variables filled in as the docker image's envsubst does: only the listening port, the API replicas
 * and the build folder differ from production. Used by the nginx e2e tests and the replica
 * resilience test (api/resilience/replicas.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

/** nginx.conf with its `${NAME}` variables replaced; a variable without a value is an error, as in envsubst's use here. */
export function fillNginxConf(values: Record<string, string>): string {
  const template = readFileSync(path.join(root, 'nginx.conf'), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf needs ${name}`);
    return value;
  });
}

export interface RunningNginx {
  base: string;
  port: number;
  /** Stops nginx and, once it has exited, removes its folder. */
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** `host:port` of each API replica. */
  apiServers: string[];
  /** The port to listen on (default: a free one). */
  port?: number;
  /** The built PWA (default: pwa/dist of this checkout). */
  pwaRoot?: string;
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'safari-nginx-'));
  const port = options.port ?? (await freePort());
  const conf = fillNginxConf({
    LISTEN_PORT: `127.0.0.1:${port}`,
    API_SERVERS: options.apiServers.map((server) => `server ${server};`).join('\n    '),
    PWA_ROOT: options.pwaRoot ?? path.join(root, 'pwa', 'dist'),
  });
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  for (const snippet of ['nginx-security-headers.conf', 'nginx-subresource-headers.conf']) copyFileSync(path.join(root, snippet), path.join(dir, snippet));
  copyFileSync('/etc/nginx/mime.types', path.join(dir, 'mime.types'));
  const user = process.getuid?.() === 0 ? 'user root; ' : '';
  const nginx: ChildProcess = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', `${user}daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // nginx's own complaints are shown; an upstream it gives up on is expected in these tests.
  nginx.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (!/connect\(\) failed|upstream prematurely closed|no live upstreams|recv\(\) failed/.test(text)) process.stderr.write(text);
  });
  try {
    await waitForPort(port, 10_000);
  } catch (error) {
    nginx.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
