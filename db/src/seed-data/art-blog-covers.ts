/**
 * Turns the scene hints of the blog covers (./blog-covers.ts: a landscape kind
 * and a time of day) into one of our shots, picked per cover name so that
 * posts with the same hint still get different pictures.
 */
import type { TimeOfDay } from './art-palettes';
import { hashString } from './art-random';
import { SHOT_TIMES, type SceneSpec, type Shot } from './art-scenes';

const SHOTS_BY_KIND: Record<string, readonly Shot[]> = {
  savanna: ['acacia-sunset', 'giraffes', 'elephants', 'game-drive', 'walking', 'balloon', 'lion-kopje', 'migration'],
  mountain: ['kili-elephants', 'kili-dawn', 'mountain-peaks', 'rhino'],
  beach: ['beach-palms', 'beach-dhow', 'lamu-waterfront'],
  forest: ['forest-mist', 'volcanoes', 'gorilla'],
  lake: ['flamingo-lake', 'lake-boat'],
  desert: ['samburu-river', 'jade-sea'],
  river: ['migration', 'samburu-river'],
};

function timeOf(hint: string, kind: string): TimeOfDay {
  switch (hint) {
    case 'dawn':
    case 'golden':
    case 'dusk':
    case 'night':
      return hint;
    case 'day':
      return kind === 'beach' ? 'tropical' : kind === 'forest' ? 'mist' : 'morning';
    default:
      return 'golden';
  }
}

/** The scene of a blog cover from its hint; unknown kinds or times fall back to a savanna at golden hour. */
export function blogCoverScene(name: string, hint: { scene: string; time: string } | undefined): SceneSpec {
  const kind = hint && Object.hasOwn(SHOTS_BY_KIND, hint.scene) ? hint.scene : 'savanna';
  const time = timeOf(hint?.time ?? 'golden', kind);
  const shots = SHOTS_BY_KIND[kind] ?? [];
  const fitting = time === 'night' ? (['camp-night'] as const) : shots.filter((shot) => SHOT_TIMES[shot].includes(time));
  const hash = hashString(name);
  const shot = fitting[hash % Math.max(1, fitting.length)];
  if (shot) return { shot, time, seed: name };
  const fallback = shots[hash % Math.max(1, shots.length)] ?? 'acacia-sunset';
  return { shot: fallback, time: SHOT_TIMES[fallback][0] ?? 'golden', seed: name };
}
