/**
 * Starting and stopping an API replica (`replica.ts`) as a process of its own, for the resilience
 * suites that run several on one database. A replica prints `ready <port>` once it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPLICA_SCRIPT = path.join(root, 'api', 'resilience', 'replica.ts');

export interface Replica {
  process: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
}

export function startReplica(env: Record<string, string>): Promise<Replica> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', REPLICA_SCRIPT], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`replica did not start: ${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /ready (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ process: child, port: Number(port), base: `http://127.0.0.1:${port}` });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`replica exited with ${code}: ${output}`));
    });
  });
}

export function stopReplica(replica: Replica): Promise<void> {
  if (replica.process.exitCode !== null || replica.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    replica.process.once('exit', () => resolve());
    replica.process.kill('SIGTERM');
  });
}
