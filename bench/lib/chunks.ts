/**
 * Which built JS files hold code a public page must never download: the staff console (its own
 * code, the Slate editor, MUI X Charts) and checkout. Reads the chunk → module report of the build
 * (pwa/build/chunk-report.ts); chunk names are a fallback when the report is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Source modules that are staff-console, editor, chart or checkout code. */
export const FORBIDDEN_MODULE =
  /[\\/]src[\\/]features[\\/](admin|checkout)[\\/]|[\\/]node_modules[\\/](slate|slate-react|slate-dom|slate-history|@mui[\\/]x-charts[^\\/]*)[\\/]/;
/** Chunk names of the staff console (vite.config.ts names them admin-…) and of checkout. */
export const FORBIDDEN_FILE = /(^|\/)(admin|checkout)-[^/]*\.js$/;

const KINDS: [RegExp, string][] = [
  [/[\\/]features[\\/]admin[\\/]/, 'admin'],
  [/[\\/]features[\\/]checkout[\\/]/, 'checkout'],
  [/[\\/]node_modules[\\/]slate/, 'Slate'],
  [/[\\/]node_modules[\\/]@mui[\\/]x-charts/, 'charts'],
];

/** Why a file is forbidden ('admin', 'Slate', 'charts', 'checkout'), or null when a public page may load it. */
export type ChunkClassifier = (file: string) => string | null;

export function chunkClassifier(distDir: string): ChunkClassifier {
  const reportFile = path.join(distDir, '.vite', 'chunk-modules.json');
  const modules: Record<string, string[]> = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, string[]>) : {};
  return (file) => {
    const key = file.replace(/^\/+/, '');
    const kinds = new Set<string>();
    for (const id of modules[key] ?? []) {
      if (!FORBIDDEN_MODULE.test(id)) continue;
      for (const [pattern, kind] of KINDS) if (pattern.test(id)) kinds.add(kind);
    }
    const byName = FORBIDDEN_FILE.exec(key)?.[2];
    if (byName) kinds.add(byName);
    return kinds.size ? [...kinds].sort().join('+') : null;
  };
}
