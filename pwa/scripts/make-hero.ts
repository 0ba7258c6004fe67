/**
 * Renders the home hero scene (a Kenyan savanna at sunset with Kilimanjaro behind) to WebP.
 * No image comes from the internet: the scene is drawn as SVG and rasterised with sharp.
 * Run once after changing the drawing: `npx tsx pwa/scripts/make-hero.ts`; the WebP files are committed.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

/** A small deterministic PRNG so the grass and the herd land in the same place on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function acacia(x: number, baseY: number, size: number, fill: string): string {
  const s = size / 100;
  return `<g transform="translate(${x} ${baseY}) scale(${s})" fill="${fill}">
    <path d="M-4 0 C-3 -30 -4 -48 -14 -62 L-10 -65 C-3 -56 0 -50 1 -44 C3 -54 10 -62 22 -70 L25 -66 C14 -58 8 -48 6 -34 C5 -20 5 -10 6 0 Z"/>
    <path d="M-62 -70 C-58 -82 -40 -88 -22 -86 C-12 -98 12 -100 26 -94 C40 -102 62 -98 72 -88 C86 -86 96 -78 92 -70 C84 -64 60 -66 46 -66 C30 -62 4 -62 -12 -64 C-30 -62 -50 -62 -62 -70 Z"/>
  </g>`;
}

function giraffe(x: number, baseY: number, size: number, fill: string, flip = false): string {
  const s = size / 140;
  return `<g transform="translate(${x} ${baseY}) scale(${flip ? -s : s} ${s}) translate(-50 -140)" fill="${fill}">
    <path d="M18 66 C22 56 40 50 62 48 C70 40 76 26 82 12 C84 6 88 2 94 3 C99 4 102 8 100 11 C97 12 93 12 91 14 C86 30 80 46 74 58 C74 66 70 74 64 76 L60 76 L62 140 L57 140 L54 80 L48 80 L45 140 L40 140 L38 80 L30 80 L26 140 L21 140 L22 82 C18 80 14 76 16 70 C12 74 8 84 6 92 L4 91 C6 80 10 70 18 66 Z"/>
    <path d="M92 3 L91 -3 L93 -3 L94 3 Z M96 4 L96 -2 L98 -2 L98 4 Z"/>
  </g>`;
}

function bird(x: number, y: number, w: number, fill: string): string {
  return `<path d="M${x} ${y} q${w * 0.25} ${-w * 0.22} ${w * 0.5} 0 q${w * 0.25} ${-w * 0.22} ${w * 0.5} 0" stroke="${fill}" stroke-width="${Math.max(1.5, w * 0.07)}" fill="none" stroke-linecap="round"/>`;
}

/** The scene at any aspect ratio: layers are placed relative to the frame. */
export function heroSvg(width: number, height: number): string {
  const rnd = random(7);
  const horizon = height * (width > height ? 0.8 : 0.52);
  const unit = Math.max(width, height * 1.2) / 1600;
  const sunX = width * (width > height ? 0.66 : 0.6);
  const sunR = 130 * unit;

  const grass: string[] = [];
  const blades = Math.round(width / 3);
  for (let i = 0; i < blades; i += 1) {
    const gx = (i / blades) * width + rnd() * 6;
    const gh = (14 + rnd() * 46) * unit;
    const lean = (rnd() - 0.5) * 18 * unit;
    const gy = height - (height - horizon) * 0.22 + rnd() * 10 * unit;
    grass.push(`M${gx.toFixed(1)} ${gy.toFixed(1)} q${(lean / 2).toFixed(1)} ${(-gh / 2).toFixed(1)} ${lean.toFixed(1)} ${(-gh).toFixed(1)} q${(-lean / 3).toFixed(1)} ${(gh / 2).toFixed(1)} ${(3 * unit).toFixed(1)} ${gh.toFixed(1)} Z`);
  }

  const mountainW = 1100 * unit;
  const mx = width * (width > height ? 0.3 : 0.25) - mountainW / 2;
  const mBase = horizon + 4 * unit;
  const mTop = horizon - 210 * unit;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#1C1530"/>
      <stop offset="0.34" stop-color="#4E2440"/>
      <stop offset="0.6" stop-color="#A9442F"/>
      <stop offset="0.82" stop-color="#E98B3A"/>
      <stop offset="1" stop-color="#F9CF78"/>
    </linearGradient>
    <radialGradient id="glow" cx="${sunX}" cy="${horizon}" r="${sunR * 6}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#FFE3A0" stop-opacity="0.75"/>
      <stop offset="0.35" stop-color="#F7A64A" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#F7A64A" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="plain" x1="0" y1="${horizon}" x2="0" y2="${height}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#3A1E24"/>
      <stop offset="0.4" stop-color="#22131A"/>
      <stop offset="1" stop-color="#0E0A0E"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-200%" width="140%" height="500%">
      <feGaussianBlur stdDeviation="${5 * unit}"/>
    </filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3" stitchTiles="stitch"/>
      <feColorMatrix type="saturate" values="0"/>
      <feComponentTransfer><feFuncA type="linear" slope="0.07"/></feComponentTransfer>
    </filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g opacity="0.6" fill="#F4A55A" filter="url(#soft)">
    <ellipse cx="${width * 0.18}" cy="${horizon * 0.42}" rx="${260 * unit}" ry="${14 * unit}"/>
    <ellipse cx="${width * 0.3}" cy="${horizon * 0.47}" rx="${180 * unit}" ry="${9 * unit}"/>
    <ellipse cx="${width * 0.8}" cy="${horizon * 0.56}" rx="${300 * unit}" ry="${12 * unit}"/>
    <ellipse cx="${width * 0.72}" cy="${horizon * 0.62}" rx="${160 * unit}" ry="${8 * unit}"/>
  </g>
  <circle cx="${sunX}" cy="${horizon - sunR * 0.35}" r="${sunR}" fill="#FFE6A8"/>
  <path fill="#7C3443" opacity="0.9" d="M${mx} ${mBase} C${mx + mountainW * 0.18} ${mBase - 40 * unit} ${mx + mountainW * 0.3} ${mTop + 70 * unit} ${mx + mountainW * 0.42} ${mTop + 8 * unit} L${mx + mountainW * 0.58} ${mTop} C${mx + mountainW * 0.7} ${mTop + 70 * unit} ${mx + mountainW * 0.82} ${mBase - 50 * unit} ${mx + mountainW} ${mBase} Z"/>
  <path fill="#E7B9A4" opacity="0.85" d="M${mx + mountainW * 0.405} ${mTop + 22 * unit} L${mx + mountainW * 0.42} ${mTop + 8 * unit} L${mx + mountainW * 0.58} ${mTop} L${mx + mountainW * 0.6} ${mTop + 16 * unit} L${mx + mountainW * 0.56} ${mTop + 30 * unit} L${mx + mountainW * 0.52} ${mTop + 20 * unit} L${mx + mountainW * 0.48} ${mTop + 34 * unit} L${mx + mountainW * 0.45} ${mTop + 22 * unit} Z"/>
  <path fill="#5A2637" d="M0 ${horizon - 18 * unit} C${width * 0.12} ${horizon - 40 * unit} ${width * 0.22} ${horizon - 10 * unit} ${width * 0.36} ${horizon - 22 * unit} C${width * 0.5} ${horizon - 34 * unit} ${width * 0.62} ${horizon - 6 * unit} ${width * 0.78} ${horizon - 26 * unit} C${width * 0.88} ${horizon - 36 * unit} ${width * 0.95} ${horizon - 20 * unit} ${width} ${horizon - 24 * unit} V${height} H0 Z"/>
  <rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#plain)"/>
  <g fill="#2A161D">${Array.from({ length: 26 }, (_, i) => `<ellipse cx="${((i + rnd()) / 26) * width}" cy="${horizon + (2 + rnd() * 8) * unit}" rx="${(10 + rnd() * 26) * unit}" ry="${(4 + rnd() * 7) * unit}"/>`).join('')}</g>
  ${acacia(width * 0.08, horizon + 6 * unit, 120 * unit, '#2A161D')}
  ${acacia(width * 0.47, horizon + 2 * unit, 70 * unit, '#3A1E26')}
  ${acacia(width * 0.86, horizon + 10 * unit, 190 * unit, '#1C1016')}
  ${giraffe(width * 0.56, horizon + 8 * unit, 120 * unit, '#1E1218')}
  ${giraffe(width * 0.61, horizon + 10 * unit, 96 * unit, '#1E1218')}
  ${giraffe(width * 0.22, horizon + 4 * unit, 64 * unit, '#2C171F', true)}
  ${acacia(width * 0.3, height - (height - horizon) * 0.18, 260 * unit, '#0F0A0D')}
  <path fill="#0E090C" d="${grass.join(' ')}"/>
  <rect x="0" y="${height - (height - horizon) * 0.24}" width="${width}" height="${height}" fill="#0E090C"/>
  <g>
    ${bird(width * 0.62, horizon * 0.36, 26 * unit, '#2A1626')}
    ${bird(width * 0.66, horizon * 0.33, 20 * unit, '#2A1626')}
    ${bird(width * 0.69, horizon * 0.38, 16 * unit, '#2A1626')}
  </g>
  <rect width="${width}" height="${height}" filter="url(#grain)"/>
</svg>`;
}

const VARIANTS = [
  { name: 'hero-savanna-1280w', width: 1280, height: 800 },
  { name: 'hero-savanna-1920w', width: 1920, height: 1080 },
  { name: 'hero-savanna-portrait-600w', width: 600, height: 1000 },
  // A 412 px phone at 1.75x and a 390 px one at 2x need about 720–780 px.
  { name: 'hero-savanna-portrait-800w', width: 800, height: 1333 },
  { name: 'hero-savanna-portrait-1080w', width: 1080, height: 1800 },
];

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const variant of VARIANTS) {
    const file = path.join(outDir, `${variant.name}.webp`);
    await sharp(Buffer.from(heroSvg(variant.width, variant.height))).webp({ quality: 70, effort: 6 }).toFile(file);
    console.log('wrote', path.relative(process.cwd(), file));
  }
}

await main();
