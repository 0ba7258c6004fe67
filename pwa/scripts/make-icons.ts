/**
 * Renders the PWA icons and the favicon from the emblem drawing.
 * Run once after changing the emblem: `npx tsx pwa/scripts/make-icons.ts`; the PNGs are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { emblemSvg } from '../src/components/brand/emblem';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const iconsDir = path.join(publicDir, 'icons');

interface IconSpec {
  file: string;
  size: number;
  radius: number;
  scale: number;
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, radius: 96, scale: 1 },
  { file: 'icon-512.png', size: 512, radius: 96, scale: 1 },
  // Maskable: full-bleed background, artwork inside the 80 % safe circle.
  { file: 'icon-maskable-512.png', size: 512, radius: 0, scale: 0.78 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, radius: 0, scale: 0.9 },
];

async function main(): Promise<void> {
  await mkdir(iconsDir, { recursive: true });
  for (const icon of ICONS) {
    const svg = emblemSvg({ radius: icon.radius, scale: icon.scale }, icon.size);
    await sharp(Buffer.from(svg), { density: 72 * (icon.size / 512) * 4 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: false })
      .toFile(path.join(iconsDir, icon.file));
    console.log('wrote', path.join('pwa/public/icons', icon.file));
  }
  await writeFile(path.join(publicDir, 'favicon.svg'), emblemSvg({ radius: 112, scale: 1 }, 64));
  console.log('wrote pwa/public/favicon.svg');
}

await main();
