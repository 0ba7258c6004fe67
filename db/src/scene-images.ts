/**
 * Generates every picture the seed data refers to: illustrated East African
 * landscapes for the tours and blog posts (SVG scenes drawn in code, rendered
 * to WebP with sharp, plus 800 and 400 pixel wide copies), the partner logos,
 * a fallback tour picture and a partner placeholder. Nothing is downloaded.
 */
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

/** One picture to draw and the files it becomes. */
interface Job {
  /** The files, full size first. */
  files: { name: string; width: number }[];
  svg: () => string;
}

function sceneJob(name: string, spec: SceneSpec): Job {
  return {
    files: [{ name, width: SCENE_WIDTH }, ...RESPONSIVE_WIDTHS.map((width) => ({ name: variantName(name, width), width }))],
    svg: () => sceneSvg(spec),
  };
}

function jobs(): Job[] {
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
    list.push({ files: [{ name: partner.image, width: LOGO_WIDTH }], svg: () => partnerLogoSvg(partner.name, style, LOGO_WIDTH, LOGO_HEIGHT) });
  }
  list.push({ files: [{ name: PARTNER_PLACEHOLDER_IMAGE, width: LOGO_WIDTH }], svg: () => placeholderLogoSvg(LOGO_WIDTH, LOGO_HEIGHT) });
  return list;
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
  let pixels = await sharp(Buffer.from(job.svg())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
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
