/**
 * Names of the generated seed images and the scene behind each name. The seed
 * tours and partners take their file names from here, and the renderer
 * resolves each name back to its scene, so the two can never drift apart.
 */
import { TIMES_OF_DAY, type TimeOfDay } from './art-palettes';
import { hashString } from './art-random';
import { SHOT_TIMES, type SceneSpec, type Shot } from './art-scenes';

/** Size of the full tour pictures. */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1000;
/** Widths of the smaller copies written beside every tour picture (`<name>-800w.webp`). */
export const RESPONSIVE_WIDTHS = [800, 400] as const;
/** Size of the partner logos. */
export const LOGO_WIDTH = 400;
export const LOGO_HEIGHT = 200;

/** Stock picture for a broken or missing tour or blog image. */
export const FALLBACK_TOUR_IMAGE = 'fallback-safari.webp';
/** Generic logo, labelled Partner, for a broken partner logo. */
export const PARTNER_PLACEHOLDER_IMAGE = 'partner-placeholder.webp';

/** Each tour's pictures as shots, the cover first. */
export const TOUR_GALLERIES = {
  'masai-mara-migration': ['migration', 'acacia-sunset', 'balloon', 'game-drive', 'camp-night'],
  'masai-mara-camping': ['camp-night', 'game-drive', 'migration', 'acacia-sunset'],
  'masai-mara-fly-in': ['fly-in', 'balloon', 'lion-kopje', 'camp-night', 'elephants'],
  'kenya-family': ['giraffes', 'lake-boat', 'village', 'game-drive', 'camp-night'],
  'amboseli-kilimanjaro': ['kili-elephants', 'kili-dawn', 'elephants', 'game-drive'],
  'samburu-ol-pejeta': ['samburu-river', 'rhino', 'giraffes', 'acacia-sunset'],
  'tsavo-explorer': ['elephants', 'kili-dawn', 'lion-kopje', 'game-drive'],
  'nakuru-naivasha': ['flamingo-lake', 'rhino', 'lake-boat', 'giraffes'],
  'diani-beach': ['beach-palms', 'beach-dhow', 'beach-palms', 'beach-dhow'],
  'lamu-old-town': ['lamu-waterfront', 'beach-dhow', 'lamu-waterfront', 'beach-palms'],
  'serengeti-ngorongoro': ['lion-kopje', 'migration', 'crater', 'balloon', 'giraffes'],
  'bwindi-gorillas': ['gorilla', 'forest-mist', 'gorilla', 'forest-mist'],
  'volcanoes-gorillas': ['volcanoes', 'gorilla', 'forest-mist', 'volcanoes'],
  'laikipia-walking': ['walking', 'rhino', 'camp-night', 'acacia-sunset'],
  'mount-kenya-trek': ['mountain-peaks', 'mountain-trek', 'mountain-peaks', 'camp-night'],
  'grand-kenya': ['acacia-sunset', 'kili-elephants', 'flamingo-lake', 'beach-palms', 'balloon'],
  'lake-turkana': ['jade-sea', 'samburu-river', 'jade-sea', 'camp-night'],
} as const satisfies Record<string, readonly Shot[]>;
export type TourGallery = keyof typeof TOUR_GALLERIES;

/** Light of each cover, chosen so that a page of tour cards mixes dawn, day, dusk and night. */
const COVER_TIMES: Record<TourGallery, TimeOfDay> = {
  'masai-mara-migration': 'golden',
  'masai-mara-camping': 'night',
  'masai-mara-fly-in': 'morning',
  'kenya-family': 'dusk',
  'amboseli-kilimanjaro': 'morning',
  'samburu-ol-pejeta': 'golden',
  'tsavo-explorer': 'dusk',
  'nakuru-naivasha': 'morning',
  'diani-beach': 'tropical',
  'lamu-old-town': 'dusk',
  'serengeti-ngorongoro': 'golden',
  'bwindi-gorillas': 'mist',
  'volcanoes-gorillas': 'dawn',
  'laikipia-walking': 'golden',
  'mount-kenya-trek': 'dawn',
  'grand-kenya': 'dusk',
  'lake-turkana': 'golden',
};

function isGallery(key: string): key is TourGallery {
  return Object.hasOwn(TOUR_GALLERIES, key);
}

/** File name of picture `index` (0 = cover) of a tour gallery. */
export function tourImageName(gallery: TourGallery, index: number): string {
  return index === 0 ? `tour-${gallery}.webp` : `tour-${gallery}-${index + 1}.webp`;
}

/** A tour's cover and its extra pictures. */
export function tourImages(gallery: TourGallery): { image: string; images: string[] } {
  const names = TOUR_GALLERIES[gallery].map((_, index) => tourImageName(gallery, index));
  return { image: names[0] ?? '', images: names.slice(1) };
}

/** `tour-x.webp` → `tour-x-800w.webp`. */
export function variantName(name: string, width: number): string {
  return name.replace(/\.webp$/, `-${width}w.webp`);
}

/** File name of a partner's logo. */
export function partnerLogoName(slug: string): string {
  return `partner-${slug}.webp`;
}

/**
 * The time of day of a picture: covers use {@link COVER_TIMES}; the rest of a
 * gallery walks through the times its shots suit, offset per tour, so no two
 * neighbouring pictures feel the same.
 */
function timeFor(shot: Shot, gallery: TourGallery, index: number): TimeOfDay {
  const times = SHOT_TIMES[shot];
  const cover = COVER_TIMES[gallery];
  if (index === 0 && times.includes(cover)) return cover;
  return times[(hashString(gallery) + index) % times.length] ?? TIMES_OF_DAY[0];
}

/** The scene to draw for a tour picture or the fallback picture; null for any other name. */
export function sceneForImage(name: string): SceneSpec | null {
  if (name === FALLBACK_TOUR_IMAGE) return { shot: 'acacia-sunset', time: 'golden', seed: name };
  const match = /^tour-(.+?)(?:-(\d+))?\.webp$/.exec(name);
  if (!match) return null;
  const [, key = '', number] = match;
  if (!isGallery(key)) return null;
  const index = number === undefined ? 0 : Number(number) - 1;
  // The cover has no number, so `-1` names nothing.
  if (number !== undefined && index < 1) return null;
  const shot = TOUR_GALLERIES[key][index];
  return shot === undefined ? null : { shot, time: timeFor(shot, key, index), seed: name };
}
