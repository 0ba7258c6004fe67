/**
 * Size guard: the JavaScript a public route downloads on first load (the entry, its static imports
 * and the route's lazy chunk with its static imports) must stay at or under 200 kB gzip, and no
 * admin, editor or chart code may be in it. Reads the Vite build manifest and the chunk → module
 * report written by the chunk-report plugin (pwa/build/chunk-report.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LIMIT_BYTES = 200 * 1000;
/** Module ids that must never be downloaded by a public route on first load. */
export const FORBIDDEN = /\/admin\/|[/\\]node_modules[/\\](slate|slate-react|slate-dom|slate-history|@mui[/\\]x-charts[^/\\]*)[/\\]/;

/** File names of the staff console's chunks (vite.config.ts), which the precache leaves out. */
export const ADMIN_CHUNK = /(^|\/)admin-[^/]*\.js$/;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk keys loaded by importing `key`: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export interface RouteCost {
  route: string;
  files: string[];
  gzipBytes: number;
  forbidden: string[];
}

/** The first-load cost of each public lazy chunk (admin chunks are not public). */
export function routeCosts(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  modulesOf: (file: string) => string[],
): RouteCost[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry');
  const entry = staticClosure(manifest, entryKey);
  const lazy = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && !/(^|\/)admin\//.test(manifest[key]?.src ?? key));
  return [entryKey, ...lazy].map((key) => {
    const keys = new Set([...entry, ...staticClosure(manifest, key)]);
    const files = [...keys].flatMap((k) => manifest[k]?.file ?? []).filter((file) => file.endsWith('.js'));
    return {
      route: manifest[key]?.src ?? key,
      files,
      gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
      // Admin chunks are left out of the service worker's precache by name: a public page must never need one.
      forbidden: [...files.filter((file) => ADMIN_CHUNK.test(file)).map((file) => `${file} (an admin chunk)`), ...files.flatMap((file) => modulesOf(file).filter((id) => FORBIDDEN.test(id)))],
    };
  });
}

function main(): void {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'pwa', 'dist');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const modulesFile = path.join(dist, '.vite', 'chunk-modules.json');
  for (const file of [manifestFile, modulesFile]) {
    if (!existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} is missing: run npm run build first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const modules = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, string[]>;
  const costs = routeCosts(
    manifest,
    (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    (file) => modules[file] ?? [],
  ).sort((a, b) => b.gzipBytes - a.gzipBytes);

  let failed = false;
  console.log('First-load JavaScript per public route (gzip):');
  for (const cost of costs) {
    const over = cost.gzipBytes > LIMIT_BYTES;
    failed ||= over || cost.forbidden.length > 0;
    console.log(`  ${(cost.gzipBytes / 1000).toFixed(1).padStart(7)} kB  ${over ? 'OVER ' : ''}${cost.route}`);
    for (const id of cost.forbidden) console.log(`      forbidden module on a public route: ${id}`);
  }
  console.log(`Limit: ${LIMIT_BYTES / 1000} kB gzip per route.`);
  if (failed) {
    console.error('Size guard failed: split routes and heavy components instead of raising the limit.');
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
