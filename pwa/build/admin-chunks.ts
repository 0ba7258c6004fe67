import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ADMIN_SOURCE = /(^|\/)src\/features\/admin\//;

function closure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * Files of the build that only the admin area loads (its lazy routes and the chunks nothing public
 * imports), read from the Vite manifest. The admin area is online-only, so the service worker does
 * not precache them: visitors never download staff code.
 */
export function adminOnlyFiles(distDir: string): Set<string> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const keys = Object.keys(manifest);
  const isAdmin = (key: string) => ADMIN_SOURCE.test(manifest[key]?.src ?? key);
  const admin = closure(manifest, keys.filter((key) => manifest[key]?.isDynamicEntry && isAdmin(key)));
  const publicChunks = closure(
    manifest,
    keys.filter((key) => manifest[key]?.isEntry || (manifest[key]?.isDynamicEntry && !isAdmin(key))),
  );
  return new Set([...admin].filter((key) => !publicChunks.has(key)).flatMap((key) => manifest[key]?.file ?? []));
}
