/**
 * The PWA's own pictures (pwa/public/images, served at /images and cached for a year) are named by
 * their content, and every /images address in the app names a file that is there.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const pwa = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'pwa');
const imagesDir = path.join(pwa, 'public', 'images');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(tsx?|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('pictures under /images', () => {
  it('when a picture is in pwa/public/images, then its name carries the first 16 hex digits of its SHA-256', () => {
    const files = readdirSync(imagesDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const hash = createHash('sha256').update(readFileSync(path.join(imagesDir, file))).digest('hex').slice(0, 16);
      expect(file, 'rename it to <name>.<hash>.<ext> and update its references').toMatch(new RegExp(`^[\\w-]+\\.${hash}\\.[a-z0-9]+$`));
    }
  });

  it('when the app or index.html names an /images file, then that file exists', () => {
    const files = new Set(readdirSync(imagesDir));
    const referenced = [path.join(pwa, 'index.html'), ...sources(path.join(pwa, 'src'))].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\/images\/([\w.-]+)/g)].map((match) => ({ file: path.relative(pwa, file), name: match[1] ?? '' })),
    );
    expect(referenced.length).toBeGreaterThan(0);
    for (const { file, name } of referenced) expect(files.has(name), `${file} names /images/${name}`).toBe(true);
  });
});
