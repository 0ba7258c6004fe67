import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json: each emitted JS chunk and the source modules inside it,
 * so the size guard can tell which code a public route downloads.
 */
export function chunkReport(): Plugin {
  let outDir = 'dist';
  return {
    name: 'safari-chunk-report',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') report[file] = Object.keys(output.modules);
      }
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, '.vite', 'chunk-modules.json'), JSON.stringify(report, null, 1));
    },
  };
}
