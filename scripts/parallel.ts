/**
 * `tsx scripts/parallel.ts typecheck lint`: runs the named npm scripts at the same time and fails
 * when any of them fails. Each one's output is printed whole when it ends, not interleaved with the
 * others'. The type check and the linter each use one core, and `npm test` on a two-core machine
 * has a time limit to keep.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) throw new Error('Usage: tsx scripts/parallel.ts <npm script>...');

const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise<number>((resolve) => {
        const output: Buffer[] = [];
        const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
        child.on('error', (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          resolve(1);
        });
        child.on('close', (code) => {
          process.stdout.write(Buffer.concat(output));
          if (code !== 0) process.stdout.write(`\n${name} failed (exit code ${code})\n`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
