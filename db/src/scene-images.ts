/**
 * Generates every picture the seed data refers to: illustrated East African
 * landscapes for the tours and blog posts (SVG scenes drawn in code, rendered
 * to WebP with sharp, plus 800 and 400 pixel wide copies), the partner logos,
 * a fallback tour picture and a partner placeholder. Nothing is downloaded.
 *
 * Files are named by their content (`tour-x.<hash>.webp`, `tour-x.<hash>-800w.webp`: the hash of
 * the drawing and how it is encoded), so they can be cached for a year: a changed picture is a new
 * name. The catalogue's plain names (`tour-x.webp`) map to them through {@link seedImageName}.
 */
import { createHash } from 'node:crypto';
import { access, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writeAtomically } from './atomic-write';
import { blogCoverScene } from './seed-data/art-blog-covers';
import { partnerLogoSvg, placeholderLogoSvg } from './seed-data/art-logos';
import { sceneSvg, type SceneSpec } from './seed-data/art-scenes';
import { blogCoverScenes } from './seed-data/blog-covers';
import { seedBlogPosts } from './seed-data/blog-posts';
import { partnerLogoStyles, seedPartners } from './seed-data/partners';
import {
  FALLBACK_TOUR_IMAGE,
  LOGO_HEIGHT,
  LOGO_WIDTH,
  PARTNER_PLACEHOLDER_IMAGE,
  RESPONSIVE_WIDTHS,
  SCENE_WIDTH,
  sceneForImage,
  variantName,
} from './seed-data/scene-catalog';
import { seedTours } from './seed-data/tours';

export {
  FALLBACK_TOUR_IMAGE,
  LOGO_HEIGHT,
  LOGO_WIDTH,
  PARTNER_PLACEHOLDER_IMAGE,
  RESPONSIVE_WIDTHS,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  partnerLogoName,
  tourImageName,
  tourImages,
  variantName,
} from './seed-data/scene-catalog';

const WEBP_QUALITY = 72;

/** Length of the content hash in seed and upload file names (hex). */
export const CONTENT_HASH_LENGTH = 16;

/** One picture to draw and the files it becomes. */
interface Job {
  /** The catalogue's name of the full-size picture (`tour-x.webp`). */
  plainName: string;
  /** The files, full size first, named by content. */
  files: { name: string; width: number }[];
  svg: string;
}

/** `tour-x.webp` → `tour-x.<hash>.webp`, the hash taken over everything that decides the files' bytes. */
function contentName(plainName: string, svg: string, widths: readonly number[]): string {
  const hash = createHash('sha256')
    .update(`webp q${WEBP_QUALITY} effort 2; widths ${widths.join(',')}\0`)
    .update(svg)
    .digest('hex')
    .slice(0, CONTENT_HASH_LENGTH);
  return plainName.replace(/\.webp$/, `.${hash}.webp`);
}

function job(plainName: string, widths: readonly number[], svg: string): Job {
  const name = contentName(plainName, svg, widths);
  const [full, ...variants] = widths;
  return {
    plainName,
    files: [{ name, width: full ?? SCENE_WIDTH }, ...variants.map((width) => ({ name: variantName(name, width), width }))],
    svg,
  };
}

function sceneJob(name: string, spec: SceneSpec): Job {
  return job(name, [SCENE_WIDTH, ...RESPONSIVE_WIDTHS], sceneSvg(spec));
}

let cachedJobs: Job[] | undefined;

/** Every picture, drawn once per process (the names need the drawings). */
function jobs(): Job[] {
  return (cachedJobs ??= makeJobs());
}

function makeJobs(): Job[] {
  const scenes = new Map<string, SceneSpec>();
  for (const name of [...seedTours.flatMap((tour) => [tour.image, ...tour.images]), FALLBACK_TOUR_IMAGE]) {
    const spec = sceneForImage(name);
    if (!spec) throw new Error(`No scene is defined for the seed image '${name}'`);
    scenes.set(name, spec);
  }
  for (const post of seedBlogPosts) scenes.set(post.coverImage, blogCoverScene(post.coverImage, blogCoverScenes[post.coverImage]));
  const list = [...scenes].map(([name, spec]) => sceneJob(name, spec));
  for (const partner of seedPartners) {
    const style = partnerLogoStyles.get(partner.image);
    if (!style) throw new Error(`No logo style is defined for the partner image '${partner.image}'`);
    list.push(job(partner.image, [LOGO_WIDTH], partnerLogoSvg(partner.name, style, LOGO_WIDTH, LOGO_HEIGHT)));
  }
  list.push(job(PARTNER_PLACEHOLDER_IMAGE, [LOGO_WIDTH], placeholderLogoSvg(LOGO_WIDTH, LOGO_HEIGHT)));
  return list;
}

/**
 * The file a seed picture is stored as: `tour-x.webp` → `tour-x.<hash>.webp` (the seed data names
 * pictures plainly; what is stored and linked is the content-named file). Other names are kept.
 */
export function seedImageName(plainName: string): string {
  return jobs().find((item) => item.plainName === plainName)?.files[0]?.name ?? plainName;
}

/** Every file name {@link renderSeedImages} produces, variants included. */
export function seedImageFiles(): string[] {
  return jobs().flatMap((job) => job.files.map((file) => file.name));
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function runJob(job: Job, dir: string): Promise<string[]> {
  const missing = new Set<string>();
  for (const file of job.files) if (!(await exists(path.join(dir, file.name)))) missing.add(file.name);
  if (missing.size === 0) return [];
  // Rasterise the SVG once; each smaller size is scaled from the one before it, which is cheaper than from the full picture.
  let pixels = await sharp(Buffer.from(job.svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (const file of job.files) {
    if (file.width !== pixels.info.width) {
      pixels = await sharp(pixels.data, { raw: pixels.info }).resize({ width: file.width }).raw().toBuffer({ resolveWithObject: true });
    }
    if (!missing.has(file.name)) continue;
    const webp = await sharp(pixels.data, { raw: pixels.info }).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer();
    await writeAtomically(path.join(dir, file.name), webp);
  }
  return job.files.filter((file) => missing.has(file.name)).map((file) => file.name);
}

/**
 * Generates every image referenced by the seed tours, blog posts and
 * partners, the fallback tour picture and the partner placeholder into
 * `uploadsDir`.
 * Files that already exist are left alone. Returns the names written.
 */
export async function renderSeedImages(uploadsDir: string): Promise<string[]> {
  await mkdir(uploadsDir, { recursive: true });
  const queue = jobs();
  const written: string[][] = queue.map(() => []);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < queue.length) {
      const index = next++;
      const job = queue[index];
      if (job) written[index] = await runJob(job, uploadsDir);
    }
  };
  const workers = Math.max(1, Math.min(4, availableParallelism()));
  await Promise.all(Array.from({ length: workers }, () => worker()));
  return written.flat();
}
