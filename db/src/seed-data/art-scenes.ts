/**
 * The scenes: each shot composes the canvas building blocks into one
 * illustrated East African landscape. A shot is deterministic for a seed, so
 * the same image name always draws the same picture.
 */
import {
  Canvas,
  H,
  W,
  cumulus,
  distantTrees,
  escarpment,
  forestRidge,
  foregroundGrass,
  grassEdge,
  horizonGlow,
  kilimanjaro,
  kopje,
  mesa,
  mistBand,
  moon,
  mountKenya,
  reflect,
  ridge,
  sizeAt,
  sky,
  stars,
  streakClouds,
  sun,
  vignette,
  volcano,
  water,
  type YAt,
} from './art-canvas';
import { mix, PALETTES, type TimeOfDay } from './art-palettes';
import { Rng } from './art-random';
import { acacia, balloon, birds, doumPalm, groundsel, lobelia, n, palm, place, type ShapeName } from './art-shapes';

export const SHOTS = [
  'acacia-sunset',
  'migration',
  'balloon',
  'elephants',
  'giraffes',
  'game-drive',
  'camp-night',
  'walking',
  'rhino',
  'lion-kopje',
  'crater',
  'fly-in',
  'village',
  'kili-elephants',
  'kili-dawn',
  'flamingo-lake',
  'lake-boat',
  'beach-palms',
  'beach-dhow',
  'lamu-waterfront',
  'forest-mist',
  'gorilla',
  'volcanoes',
  'mountain-peaks',
  'mountain-trek',
  'samburu-river',
  'jade-sea',
] as const;
export type Shot = (typeof SHOTS)[number];

export interface SceneSpec {
  shot: Shot;
  time: TimeOfDay;
  /** Seeds the composition; the image name is a good seed. */
  seed: string;
}

/** Times of day each shot looks right in; the catalogue picks among them. */
export const SHOT_TIMES: Record<Shot, readonly TimeOfDay[]> = {
  'acacia-sunset': ['golden', 'dusk', 'dawn'],
  migration: ['golden', 'morning', 'dawn'],
  balloon: ['dawn', 'morning', 'golden'],
  elephants: ['golden', 'dusk', 'morning'],
  giraffes: ['dusk', 'golden', 'dawn'],
  'game-drive': ['morning', 'golden'],
  'camp-night': ['night'],
  walking: ['morning', 'golden', 'dawn'],
  rhino: ['dawn', 'golden', 'morning'],
  'lion-kopje': ['dusk', 'golden'],
  crater: ['morning', 'dawn'],
  'fly-in': ['golden', 'morning'],
  village: ['golden', 'dusk'],
  'kili-elephants': ['morning', 'golden', 'dawn'],
  'kili-dawn': ['dawn', 'golden'],
  'flamingo-lake': ['morning', 'golden', 'dawn'],
  'lake-boat': ['golden', 'dawn', 'morning'],
  'beach-palms': ['tropical'],
  'beach-dhow': ['dusk', 'golden'],
  'lamu-waterfront': ['golden', 'dusk', 'tropical'],
  'forest-mist': ['mist'],
  gorilla: ['mist'],
  volcanoes: ['mist', 'dawn'],
  'mountain-peaks': ['dawn', 'morning', 'golden'],
  'mountain-trek': ['dawn', 'golden'],
  'samburu-river': ['golden', 'morning', 'dusk'],
  'jade-sea': ['golden', 'dusk', 'morning'],
};

const LOW_SUN: readonly TimeOfDay[] = ['dawn', 'golden', 'dusk'];

/** Puts the sun (or moon) in the sky: low on the horizon at the ends of the day, high otherwise. */
function daylight(c: Canvas, horizon: number, x: number, low = true): void {
  const rng = c.rng;
  if (c.p.stars) {
    stars(c, horizon);
    moon(c, x, rng.range(120, 220), 26);
    horizonGlow(c, horizon, 0.35);
    return;
  }
  const isLow = LOW_SUN.includes(timeOf(c)) && low;
  const y = isLow ? horizon - rng.range(40, 150) : rng.range(110, 220);
  sun(c, x, y, horizon, isLow ? 1 : 0.9);
  if (c.p.cloudStyle === 'streaks') streakClouds(c, horizon, rng.int(4, 7));
  if (c.p.cloudStyle === 'cumulus') cumulus(c, horizon, rng.int(3, 5));
}

function timeOf(c: Canvas): TimeOfDay {
  return c.time;
}

/** Land colours, optionally warmed or greened for a region. */
function land(c: Canvas, i: 0 | 1 | 2 | 3, tint?: string, amount = 0.25): string {
  const base = c.p.land[i];
  return tint ? mix(base, tint, amount * (timeOf(c) === 'night' ? 0.2 : 1)) : base;
}

interface Plain {
  horizon: number;
  far: YAt;
  mid: YAt;
}

/** Sky, far hills with scattered trees and a mid-distance plain. */
function savannaBackdrop(c: Canvas, horizon: number, options: { sunX?: number; tint?: string; farAmp?: number; behind?: () => void } = {}): Plain {
  const rng = c.rng;
  sky(c, horizon);
  daylight(c, horizon, options.sunX ?? rng.range(W * 0.3, W * 0.7));
  options.behind?.();
  const far = ridge(c, { base: horizon - 18, amp: options.farAmp ?? 46, color: land(c, 0, options.tint), rough: 0.4, mist: 0.45 });
  distantTrees(c, far, mix(land(c, 0, options.tint), land(c, 1, options.tint), 0.6), rng.int(5, 10), 10, 22);
  const mid = ridge(c, { base: horizon + 26, amp: 14, color: land(c, 1, options.tint), rough: 0.2, mist: 0.3 });
  distantTrees(c, mid, mix(land(c, 1, options.tint), land(c, 2, options.tint), 0.6), rng.int(4, 8), 20, 40);
  return { horizon, far, mid };
}

/** The foreground ground layer with a grassy edge. */
function foreground(c: Canvas, base: number, amp: number, tint?: string): YAt {
  const color = land(c, 3, tint);
  const lit = mix(color, land(c, 2, tint), 0.3);
  const fill = c.linear([[0, lit], [0.3, color], [1, mix(color, '#000000', 0.35)]], 0, base - amp, 0, H);
  const yAt = ridge(c, { base, amp, color: fill, rough: 0.25 });
  grassEdge(c, yAt, lit, 4, 16);
  return yAt;
}

/** Animals strung along the ground, smaller with distance. */
function herd(
  c: Canvas,
  shapes: readonly ShapeName[],
  count: number,
  from: number,
  to: number,
  yAt: YAt,
  horizon: number,
  nearSize: number,
  color: string,
  spread = 30,
): void {
  const rng = c.rng;
  const parts: { y: number; svg: string }[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(from, to);
    const y = yAt(x) + rng.range(0, spread);
    const shape = rng.pick(shapes);
    const size = sizeAt(y, horizon, nearSize) * rng.range(0.85, 1.1);
    parts.push({ y, svg: place(shape, x, y, size, color, { flip: rng.chance(0.25) }) });
  }
  parts.sort((a, b) => a.y - b.y);
  c.add(parts.map((p) => p.svg).join(''));
}

const BALLOON_COLOURS: [string, string][] = [
  ['#d4473a', '#f2b441'],
  ['#2f6f8f', '#f1e2c0'],
  ['#e3872e', '#7c2e27'],
  ['#3d7a4e', '#efc65c'],
  ['#7d3f8c', '#f0a35e'],
];

const painters: Record<Shot, (c: Canvas) => void> = {
  'acacia-sunset': (c) => {
    const rng = c.rng;
    const left = rng.chance(0.5);
    const horizon = rng.range(590, 640);
    savannaBackdrop(c, horizon, { sunX: left ? rng.range(900, 1200) : rng.range(400, 700) });
    const ground = foreground(c, horizon + 150, 26);
    const treeX = left ? rng.range(260, 420) : rng.range(1180, 1340);
    c.add(acacia(rng, treeX, ground(treeX) + 6, rng.range(340, 420), c.p.ink));
    const gx = left ? rng.range(800, 1050) : rng.range(520, 760);
    // The same tree at sundown, with giraffes browsing past, an elephant pair, or no one at all.
    const subject = rng.pick(['giraffes', 'giraffes', 'elephants', 'none'] as const);
    if (subject === 'giraffes') {
      const giraffes = rng.int(2, 3);
      for (let i = 0; i < giraffes; i++) {
        const x = gx + i * rng.range(90, 140) * (left ? 1 : -1);
        c.add(place('giraffe', x, ground(x) + rng.range(2, 12), rng.range(230, 300) * (1 - i * 0.18), c.p.ink, { flip: !left }));
      }
    } else if (subject === 'elephants') {
      c.add(place('elephant', gx, ground(gx) + 10, rng.range(150, 180), c.p.ink, { flip: !left }));
      const calfX = gx - (left ? 1 : -1) * rng.range(150, 190);
      c.add(place('elephant', calfX, ground(calfX) + 12, rng.range(80, 95), c.p.ink, { flip: !left }));
    }
    c.add(birds(rng, left ? 1150 : 450, horizon * 0.35, rng.int(4, 7), 9, mix(c.p.ink, c.p.sky[1] ?? c.p.ink, 0.2)));
    foregroundGrass(c, c.p.ink, left ? W * 0.55 : -20, left ? W + 20 : W * 0.45, 90);
  },

  migration: (c) => {
    const rng = c.rng;
    const horizon = rng.range(560, 600);
    const plain = savannaBackdrop(c, horizon, { farAmp: 30 });
    const band = ridge(c, { base: horizon + 90, amp: 18, color: land(c, 2), rough: 0.2 });
    herd(c, ['wildebeest', 'wildebeest', 'wildebeest', 'zebra'], 160, -20, W + 20, plain.mid, horizon, 140, mix(land(c, 2), c.p.ink, 0.35), 40);
    // Dust kicked up by the herd, catching the light.
    c.add(`<rect y="${n(horizon + 10)}" width="${W}" height="110" fill="${c.linear([[0, c.p.haze, 0], [0.6, c.p.haze, 0.35], [1, c.p.haze, 0]], 0, horizon + 10, 0, horizon + 120)}"/>`);
    herd(c, ['wildebeest', 'wildebeest', 'zebra'], 90, -20, W + 20, band, horizon, 120, mix(land(c, 3), land(c, 2), 0.2), 30);
    const ground = foreground(c, horizon + 270, 24);
    const lead = rng.range(500, 1100);
    herd(c, ['wildebeest', 'wildebeest', 'zebra'], 5, lead - 260, lead + 260, ground, horizon, 140, c.p.ink, 20);
    const treeX = rng.chance(0.5) ? rng.range(120, 300) : rng.range(1300, 1480);
    c.add(acacia(rng, treeX, ground(treeX) + 8, rng.range(260, 330), c.p.ink));
    c.add(birds(rng, rng.range(300, 1300), horizon * 0.3, 6, 8, c.p.ink));
  },

  balloon: (c) => {
    const rng = c.rng;
    const horizon = rng.range(640, 690);
    const plain = savannaBackdrop(c, horizon, { sunX: rng.range(250, 500) });
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i++) {
      const depth = i / count;
      const size = 150 - depth * 110;
      const x = rng.range(200, W - 200);
      const y = rng.range(120, horizon - 180) * (0.6 + depth * 0.4);
      const colours = rng.pick(BALLOON_COLOURS);
      const far = mix(colours[0], c.p.haze, depth * 0.5);
      c.add(balloon(x, y, size, [far, mix(colours[1], c.p.haze, depth * 0.5)], mix(c.p.ink, c.p.haze, depth * 0.4)));
    }
    // The river's fringe of forest winding across the plain.
    const river = ridge(c, { base: horizon + 60, amp: 10, color: land(c, 2), rough: 0.6 });
    distantTrees(c, river, land(c, 2), 14, 18, 34);
    herd(c, ['wildebeest', 'zebra'], 30, 100, W - 100, plain.mid, horizon, 150, mix(land(c, 2), land(c, 3), 0.5), 40);
    const ground = foreground(c, horizon + 200, 22);
    const treeX = rng.range(1150, 1450);
    c.add(acacia(rng, treeX, ground(treeX) + 6, rng.range(240, 300), c.p.ink));
  },

  elephants: (c) => {
    const rng = c.rng;
    const horizon = rng.range(600, 650);
    savannaBackdrop(c, horizon, { tint: '#b4532a' });
    const ground = foreground(c, horizon + 170, 24, '#7a3a1a');
    const start = rng.range(820, 1000);
    const dir = rng.chance(0.5) ? 1 : -1;
    const sizes = [1, 0.5, 0.92, 0.85, 0.58].slice(0, rng.int(3, 5));
    let x = dir > 0 ? start : W - start;
    for (const s of sizes) {
      c.add(place('elephant', x, ground(x) + rng.range(4, 14), 200 * s, c.p.ink, { flip: dir < 0 }));
      x -= dir * (190 * s + rng.range(30, 60));
    }
    const treeX = dir > 0 ? rng.range(1150, 1400) : rng.range(200, 450);
    c.add(acacia(rng, treeX, ground(treeX) + 6, rng.range(300, 380), c.p.ink));
    c.add(birds(rng, rng.range(500, 1100), horizon * 0.3, 5, 8, c.p.ink));
  },

  giraffes: (c) => {
    const rng = c.rng;
    const horizon = rng.range(650, 700);
    const plain = savannaBackdrop(c, horizon);
    const ground = foreground(c, horizon + 140, 20);
    const left = rng.chance(0.5);
    const treeX = left ? rng.range(150, 380) : rng.range(1220, 1450);
    c.add(acacia(rng, treeX, ground(treeX) + 6, rng.range(280, 340), c.p.ink));
    const spotX = left ? rng.range(750, 950) : rng.range(650, 850);
    const count = rng.int(3, 4);
    for (let i = 0; i < count; i++) {
      const x = spotX + (i === 0 ? 0 : rng.range(-520, 520));
      const y = i === 0 ? ground(x) + 8 : plain.mid(x) + rng.range(20, 90);
      const size = i === 0 ? rng.range(330, 380) : sizeAt(y, horizon, 360) * 1.6;
      c.add(place('giraffe', x, y, size, i === 0 ? c.p.ink : mix(land(c, 2), c.p.ink, 0.5), { flip: rng.chance(0.5) }));
    }
    const bushX = left ? rng.range(1300, 1550) : rng.range(50, 300);
    c.add(acacia(rng, bushX, ground(bushX) + 6, rng.range(140, 180), c.p.ink));
    foregroundGrass(c, c.p.ink, -20, W + 20, 60);
  },

  'game-drive': (c) => {
    const rng = c.rng;
    const horizon = rng.range(580, 620);
    const plain = savannaBackdrop(c, horizon);
    herd(c, ['zebra', 'wildebeest'], 18, 100, W - 100, plain.mid, horizon, 160, mix(land(c, 2), land(c, 3), 0.5), 40);
    const ground = ridge(c, { base: horizon + 120, amp: 16, color: land(c, 2), rough: 0.2 });
    grassEdge(c, ground, land(c, 2), 3, 10);
    // A dusty track winding towards the horizon.
    const track = mix(land(c, 2), c.p.haze, 0.35);
    const tx = rng.range(600, 1000);
    c.add(`<path d="M${n(tx - 10)} ${n(ground(tx) + 2)} C${n(tx - 60)} ${n(horizon + 220)} ${n(tx + 200)} ${n(horizon + 300)} ${n(tx - 200)} ${H + 10} L${n(tx + 260)} ${H + 10} C${n(tx + 380)} ${n(horizon + 300)} ${n(tx + 40)} ${n(horizon + 220)} ${n(tx + 10)} ${n(ground(tx) + 2)} Z" fill="${track}"/>`);
    const carX = tx + rng.range(-120, 160);
    const carY = horizon + 300;
    c.add(place('landCruiser', carX, carY, 110, c.p.ink, { flip: rng.chance(0.5) }));
    const gx = carX + (rng.chance(0.5) ? 1 : -1) * rng.range(300, 450);
    c.add(place(rng.chance(0.5) ? 'giraffe' : 'elephant', gx, carY - rng.range(10, 30), rng.range(220, 280), c.p.ink, { flip: gx > carX }));
    const treeX = gx > carX ? rng.range(100, 300) : rng.range(1300, 1500);
    c.add(acacia(rng, treeX, horizon + 200, rng.range(260, 320), c.p.ink));
    foregroundGrass(c, land(c, 3), -20, W + 20, 110);
  },

  'camp-night': (c) => {
    const rng = c.rng;
    const horizon = rng.range(640, 680);
    sky(c, horizon);
    daylight(c, horizon, rng.range(1000, 1400));
    const far = ridge(c, { base: horizon - 10, amp: 40, color: land(c, 0), rough: 0.4, mist: 0.2 });
    distantTrees(c, far, land(c, 1), 6, 12, 22);
    const ground = ridge(c, { base: horizon + 120, amp: 14, color: land(c, 3), rough: 0.2 });
    const light = '#ffc46b';
    const tents = rng.int(2, 3);
    for (let i = 0; i < tents; i++) {
      const x = 300 + i * rng.range(330, 420);
      const y = ground(x) + 20 + i * 8;
      const size = 120 - i * 14;
      c.add(c.glow(x, y - size * 0.25, size * 2.4, size * 1.1, light, [[0, 0.4], [1, 0]]));
      c.add(place('tent', x, y, size, c.p.ink));
      const s = size / 80;
      c.add(`<path d="M${n(x - 12 * s)} ${n(y)} L${n(x - 9 * s)} ${n(y - 36 * s)} Q${n(x)} ${n(y - 42 * s)} ${n(x + 9 * s)} ${n(y - 36 * s)} L${n(x + 12 * s)} ${n(y)} Z" fill="${light}"/>`);
      c.add(`<rect x="${n(x + 28 * s)}" y="${n(y - 30 * s)}" width="${n(18 * s)}" height="${n(12 * s)}" fill="${light}" fill-opacity="0.75"/>`);
    }
    // Campfire with its ring of light and a few people around it.
    const fx = rng.range(700, 1000);
    const fy = ground(fx) + 170;
    c.add(c.glow(fx, fy, 420, 170, '#ff943f', [[0, 0.55], [0.4, 0.18], [1, 0]]));
    c.add(`<path d="M${n(fx - 22)} ${n(fy)} Q${n(fx - 12)} ${n(fy - 40)} ${n(fx - 2)} ${n(fy - 64)} Q${n(fx + 6)} ${n(fy - 30)} ${n(fx + 22)} ${n(fy)} Z" fill="#ffb347"/><path d="M${n(fx - 11)} ${n(fy)} Q${n(fx - 4)} ${n(fy - 22)} ${n(fx + 2)} ${n(fy - 36)} Q${n(fx + 6)} ${n(fy - 16)} ${n(fx + 12)} ${n(fy)} Z" fill="#fff0b0"/>`);
    c.add(`<rect x="${n(fx - 30)}" y="${n(fy - 4)}" width="60" height="8" rx="4" fill="${c.p.ink}"/>`);
    for (const dx of [-110, 95, 150]) c.add(place('person', fx + dx, fy + 14, 92, c.p.ink, { flip: dx > 0 }));
    const treeX = rng.chance(0.5) ? rng.range(80, 220) : rng.range(1380, 1520);
    c.add(acacia(rng, treeX, ground(treeX) + 40, rng.range(420, 480), c.p.ink));
  },

  walking: (c) => {
    const rng = c.rng;
    const horizon = rng.range(600, 640);
    // The Laikipia plateau with Mount Kenya on the horizon.
    const plain = savannaBackdrop(c, horizon, {
      behind: () => {
        mountKenya(c, rng.range(350, 700), horizon - 10, rng.range(650, 800), rng.range(170, 210), 0.5);
      },
    });
    c.add(place('giraffe', rng.range(1150, 1450), plain.mid(1300) + 50, 120, mix(land(c, 2), c.p.ink, 0.4)));
    const ground = foreground(c, horizon + 200, 18);
    const walkers = 5;
    let x = rng.range(620, 780);
    for (let i = 0; i < walkers; i++) {
      const shape: ShapeName = i === 0 ? 'hiker' : rng.chance(0.5) ? 'hiker' : 'person';
      c.add(place(shape, x, ground(x) + 6, 120 - i * 3, c.p.ink));
      x -= rng.range(62, 80);
    }
    const treeX = rng.range(1150, 1450);
    c.add(acacia(rng, treeX, ground(treeX) + 8, rng.range(300, 360), c.p.ink));
    foregroundGrass(c, c.p.ink, -20, 420, 80);
  },

  rhino: (c) => {
    const rng = c.rng;
    const horizon = rng.range(620, 660);
    savannaBackdrop(c, horizon, {
      behind: () => {
        mountKenya(c, rng.range(500, 1100), horizon - 20, rng.range(700, 900), rng.range(180, 230), 0.55);
      },
    });
    const ground = foreground(c, horizon + 170, 20);
    const x = rng.range(500, 1000);
    const dir = rng.chance(0.5);
    c.add(place('rhino', x, ground(x) + 14, 150, c.p.ink, { flip: dir }));
    c.add(place('rhino', x + (dir ? 190 : -190), ground(x) + 18, 86, c.p.ink, { flip: dir }));
    for (let i = 0; i < 2; i++) {
      const tx = i === 0 ? rng.range(60, 300) : rng.range(1300, 1540);
      c.add(acacia(rng, tx, ground(tx) + 8, rng.range(220, 300), c.p.ink));
    }
    foregroundGrass(c, c.p.ink, -20, W + 20, 70);
  },

  'lion-kopje': (c) => {
    const rng = c.rng;
    const horizon = rng.range(640, 680);
    const left = rng.chance(0.5);
    savannaBackdrop(c, horizon, { sunX: left ? rng.range(950, 1250) : rng.range(350, 650) });
    const ground = foreground(c, horizon + 190, 16);
    const kx = left ? rng.range(380, 520) : rng.range(1080, 1220);
    const top = kopje(c, kx, ground(kx) + 30, rng.range(440, 520), c.p.ink, c.p.haze);
    c.add(place('lion', top.x, top.y + 4, 110, c.p.ink, { flip: !left }));
    const treeX = left ? rng.range(1250, 1450) : rng.range(150, 350);
    c.add(acacia(rng, treeX, ground(treeX) + 6, rng.range(280, 340), c.p.ink));
    c.add(birds(rng, left ? 1000 : 600, horizon * 0.32, 5, 8, c.p.ink));
    foregroundGrass(c, c.p.ink, -20, W + 20, 60);
  },

  crater: (c) => {
    const rng = c.rng;
    const horizon = rng.range(420, 470);
    sky(c, horizon);
    daylight(c, horizon, rng.range(300, 1300));
    // The far crater wall, forested and wreathed in cloud along its rim.
    const floorTop = horizon + 150;
    const wallColor = mix(land(c, 0, '#3f6a4a', 0.45), c.p.haze, 0.15);
    ridge(c, { base: horizon, amp: 18, color: c.linear([[0, wallColor], [1, mix(wallColor, land(c, 2, '#3f5a3a', 0.4), 0.5)]], 0, horizon, 0, floorTop), rough: 0.35 });
    mistBand(c, horizon - 40, 80, 0.75);
    c.add(`<rect y="${n(floorTop - 60)}" width="${W}" height="60" fill="${c.linear([[0, c.p.haze, 0], [1, c.p.haze, 0.35]], 0, floorTop - 60, 0, floorTop)}"/>`);
    // The crater floor: open grassland with a soda lake.
    c.add(`<rect y="${n(floorTop)}" width="${W}" height="${n(H - floorTop)}" fill="${c.linear([[0, mix(land(c, 1), '#8fa65a', 0.35)], [1, mix(land(c, 2), '#6f8a3e', 0.3)]], 0, floorTop, 0, H)}"/>`);
    const lx = rng.range(500, 1100);
    c.add(`<ellipse cx="${n(lx)}" cy="${n(floorTop + 60)}" rx="${n(rng.range(260, 360))}" ry="30" fill="${c.linear([[0, c.p.water[0]], [1, mix(c.p.water[0], '#ffffff', 0.3)]], 0, floorTop + 34, 0, floorTop + 86)}"/>`);
    c.add(`<ellipse cx="${n(lx + 60)}" cy="${n(floorTop + 58)}" rx="90" ry="8" fill="#f2a0b4" fill-opacity="0.55"/>`);
    const floor: YAt = () => floorTop + 20;
    herd(c, ['wildebeest', 'zebra', 'wildebeest'], 90, 50, W - 50, floor, horizon, 46, mix(land(c, 2), c.p.ink, 0.6), 170);
    // Our rim in the foreground, framing the view.
    const rim = ridge(c, { base: H - 120, amp: 60, color: land(c, 3, '#2f4a2a', 0.4), rough: 0.5, tilt: rng.chance(0.5) ? 160 : -160 });
    for (let i = 0; i < 3; i++) {
      const x = i === 0 ? rng.range(40, 260) : rng.range(1250, 1560);
      c.add(acacia(rng, x, rim(x) + 10, rng.range(220, 300), c.p.ink));
    }
    grassEdge(c, rim, land(c, 3, '#2f4a2a', 0.4), 6, 22);
  },

  'fly-in': (c) => {
    const rng = c.rng;
    const horizon = rng.range(640, 690);
    const plain = savannaBackdrop(c, horizon);
    const dir = rng.chance(0.5);
    c.add(place('plane', rng.range(450, 1150), rng.range(220, 340), 90, mix(c.p.ink, c.p.haze, 0.15), { flip: dir }));
    herd(c, ['zebra', 'wildebeest', 'giraffe'], 22, 100, W - 100, plain.mid, horizon, 160, mix(land(c, 2), land(c, 3), 0.5), 40);
    const ground = ridge(c, { base: horizon + 230, amp: 14, color: land(c, 3), rough: 0.2, bottom: H + 10 });
    grassEdge(c, ground, land(c, 3), 4, 14);
    for (let i = 0; i < 2; i++) {
      const x = i === 0 ? rng.range(80, 320) : rng.range(1280, 1520);
      c.add(acacia(rng, x, ground(x) + 6, rng.range(260, 330), c.p.ink));
    }
  },

  village: (c) => {
    const rng = c.rng;
    const horizon = rng.range(620, 660);
    savannaBackdrop(c, horizon);
    const ground = foreground(c, horizon + 170, 16);
    // A homestead of low, rounded huts inside a thorn fence.
    const cx = rng.range(650, 950);
    const huts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const x = cx + (i - 2.5) * rng.range(110, 140);
      const w = rng.range(90, 120);
      const h = w * 0.45;
      const y = ground(x) + 10;
      huts.push(`<path d="M${n(x - w / 2)} ${n(y)} C${n(x - w / 2)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h)} ${n(x + w / 2)} ${n(y)} Z"/>`);
    }
    c.add(`<g fill="${c.p.ink}">${huts.join('')}</g>`);
    const fence: string[] = [];
    for (let x = cx - 520; x < cx + 520; x += 7) fence.push(`${n(x)} ${n(ground(x) + 24 - rng.range(0, 22))}`);
    c.add(`<path d="M${n(cx - 520)} ${n(ground(cx - 520) + 30)} L${fence.join(' L')} L${n(cx + 520)} ${n(ground(cx + 520) + 30)} Z" fill="${c.p.ink}"/>`);
    for (let i = 0; i < 4; i++) {
      const x = cx + rng.range(-600, 600);
      c.add(place(rng.chance(0.5) ? 'person' : 'hiker', x, ground(x) + 50, rng.range(100, 130), c.p.ink, { flip: rng.chance(0.5) }));
    }
    const treeX = cx > 800 ? rng.range(150, 300) : rng.range(1300, 1450);
    c.add(acacia(rng, treeX, ground(treeX) + 6, rng.range(300, 360), c.p.ink));
  },

  'kili-elephants': (c) => {
    const rng = c.rng;
    const horizon = rng.range(640, 680);
    const mx = rng.range(600, 1000);
    savannaBackdrop(c, horizon, {
      sunX: mx > 800 ? rng.range(200, 400) : rng.range(1200, 1400),
      farAmp: 18,
      behind: () => {
        kilimanjaro(c, mx, horizon - 10, rng.range(1100, 1300), rng.range(300, 350));
      },
    });
    const ground = foreground(c, horizon + 180, 14);
    const dir = rng.chance(0.5) ? 1 : -1;
    let x = dir > 0 ? rng.range(300, 500) : rng.range(1100, 1300);
    for (const s of [1, 0.9, 0.5, 0.82, 0.58, 0.86].slice(0, rng.int(4, 6))) {
      c.add(place('elephant', x, ground(x) + rng.range(4, 16), 170 * s, c.p.ink, { flip: dir < 0 }));
      x += dir * (135 * s + rng.range(10, 50));
    }
    const treeX = dir > 0 ? rng.range(1300, 1500) : rng.range(100, 300);
    c.add(acacia(rng, treeX, ground(treeX) + 6, rng.range(260, 320), c.p.ink));
  },

  'kili-dawn': (c) => {
    const rng = c.rng;
    const horizon = rng.range(560, 600);
    sky(c, horizon);
    const mx = rng.range(650, 950);
    daylight(c, horizon, mx > 800 ? rng.range(250, 450) : rng.range(1150, 1350));
    const mountain = kilimanjaro(c, mx, horizon + 20, rng.range(1200, 1400), rng.range(330, 380));
    const far = ridge(c, { base: horizon + 18, amp: 10, color: land(c, 1), rough: 0.3, mist: 0.35 });
    distantTrees(c, far, land(c, 2), 12, 16, 30);
    // A swamp of the Amboseli basin mirroring the mountain.
    const top = horizon + 40;
    const bottom = horizon + 150;
    water(c, top, bottom, null);
    reflect(c, mountain, top, bottom, 0.35);
    herd(c, ['elephant'], 4, 300, 1300, () => top - 2, horizon, 260, land(c, 2), 6);
    const ground = foreground(c, bottom + 30, 20);
    for (let i = 0; i < 2; i++) {
      const x = i === 0 ? rng.range(60, 300) : rng.range(1300, 1540);
      c.add(acacia(rng, x, ground(x) + 8, rng.range(300, 380), c.p.ink));
    }
    foregroundGrass(c, c.p.ink, -20, W + 20, 70);
  },

  'flamingo-lake': (c) => {
    const rng = c.rng;
    const horizon = rng.range(520, 560);
    sky(c, horizon);
    daylight(c, horizon, rng.range(400, 1200));
    const wall = escarpment(c, horizon, rng.range(110, 150), mix(land(c, 0, '#5b7a58', 0.2), c.p.haze, 0.25), rng.chance(0.5));
    const shore = ridge(c, { base: horizon + 10, amp: 8, color: land(c, 1, '#4f7a44', 0.3), rough: 0.3, mist: 0.2 });
    distantTrees(c, shore, land(c, 2, '#3f6a3a', 0.3), 16, 18, 34);
    const top = horizon + 30;
    const bottom = H - 130;
    water(c, top, bottom, LOW_SUN.includes(timeOf(c)) ? rng.range(500, 1100) : null);
    reflect(c, wall, top, bottom, 0.25);
    // Tens of thousands of flamingos: a pink fringe along the shallows.
    const pink = timeOf(c) === 'dawn' ? '#f7a3b5' : '#f48fa7';
    const dots: string[] = [];
    for (let i = 0; i < 900; i++) {
      const x = rng.range(-10, W + 10);
      const band = rng.range(0, 1);
      const y = top + 12 + band * 60 + Math.sin(x / 180) * 10;
      const s = 1.2 + band * 2.2;
      dots.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.3)}" ry="${n(s * 0.8)}" fill-opacity="${rng.range(0.6, 1).toFixed(2)}"/>`);
    }
    c.add(`<g fill="${pink}">${dots.join('')}</g>`);
    const near: string[] = [];
    for (let i = 0; i < 26; i++) {
      const x = rng.range(100, W - 100);
      const y = rng.range(top + 120, bottom - 20);
      const size = sizeAt(y, horizon, 110);
      near.push(place('flamingo', x, y, size, mix(pink, '#c2456a', 0.25), { flip: rng.chance(0.5) }));
      near.push(`<ellipse cx="${n(x)}" cy="${n(y + 2)}" rx="${n(size * 0.35)}" ry="${n(size * 0.05)}" fill="${c.p.glint}" fill-opacity="0.35"/>`);
    }
    c.add(near.join(''));
    const ground = foreground(c, bottom + 30, 18, '#3f5a2e');
    const treeX = rng.chance(0.5) ? rng.range(80, 300) : rng.range(1300, 1520);
    c.add(acacia(rng, treeX, ground(treeX) + 8, rng.range(360, 420), c.p.ink));
    c.add(birds(rng, rng.range(500, 1100), horizon * 0.4, 7, 8, mix(c.p.ink, pink, 0.25)));
  },

  'lake-boat': (c) => {
    const rng = c.rng;
    const horizon = rng.range(540, 580);
    sky(c, horizon);
    const sunX = rng.range(500, 1100);
    daylight(c, horizon, sunX);
    // Mount Longonot's cone beyond Lake Naivasha.
    const cone = volcano(c, rng.range(350, 1250), horizon + 4, rng.range(700, 820), rng.range(130, 160), mix(land(c, 0), c.p.haze, 0.3));
    const shore = ridge(c, { base: horizon + 6, amp: 8, color: land(c, 1), rough: 0.3, mist: 0.25 });
    distantTrees(c, shore, land(c, 2), 18, 16, 30);
    const top = horizon + 24;
    water(c, top, H, LOW_SUN.includes(timeOf(c)) ? sunX : null);
    reflect(c, cone, top, H, 0.25);
    // Hippos surfacing and a small boat with a guide and guests.
    const hippos: string[] = [];
    for (let i = 0; i < 6; i++) {
      const x = rng.range(150, W - 150);
      const y = rng.range(top + 140, H - 120);
      const s = sizeAt(y, horizon, 60);
      hippos.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.2)}" ry="${n(s * 0.42)}"/><ellipse cx="${n(x + s * 0.9)}" cy="${n(y - s * 0.05)}" rx="${n(s * 0.5)}" ry="${n(s * 0.32)}"/><circle cx="${n(x + s * 0.55)}" cy="${n(y - s * 0.38)}" r="${n(s * 0.11)}"/><circle cx="${n(x + s * 0.7)}" cy="${n(y - s * 0.4)}" r="${n(s * 0.11)}"/>`);
    }
    c.add(`<g fill="${mix(c.p.ink, c.p.water[1], 0.25)}">${hippos.join('')}</g>`);
    const bx = rng.range(500, 1100);
    const by = rng.range(top + 220, top + 300);
    c.add(`<path d="M${n(bx - 130)} ${n(by - 20)} L${n(bx + 150)} ${n(by - 24)} C${n(bx + 130)} ${n(by)} ${n(bx + 100)} ${n(by + 6)} ${n(bx + 70)} ${n(by + 6)} L${n(bx - 110)} ${n(by + 6)} Z" fill="${c.p.ink}"/>`);
    for (const dx of [-80, -30, 20, 70]) c.add(place('person', bx + dx, by - 18, 52, c.p.ink));
    c.add(`<rect x="${n(bx - 100)}" y="${n(by - 66)}" width="190" height="6" fill="${c.p.ink}"/>`);
    c.add(`<ellipse cx="${n(bx)}" cy="${n(by + 12)}" rx="190" ry="6" fill="${c.p.glint}" fill-opacity="0.3"/>`);
    c.add(birds(rng, rng.range(400, 1200), horizon * 0.35, 5, 9, c.p.ink));
  },

  'beach-palms': (c) => {
    const rng = c.rng;
    const horizon = rng.range(500, 540);
    sky(c, horizon);
    daylight(c, horizon, rng.range(300, 1300));
    const sea = horizon;
    const shoreY = rng.range(760, 800);
    c.add(`<rect y="${n(sea)}" width="${W}" height="${n(shoreY - sea)}" fill="${c.linear([[0, '#125e93'], [0.45, '#1d8fb0'], [0.8, '#39c2c0'], [1, '#8fe3d2']], 0, sea, 0, shoreY)}"/>`);
    // The reef break far out and waves rolling in.
    const foam: string[] = [];
    for (let i = 0; i < 30; i++) {
      const x = rng.range(-50, W);
      foam.push(`<rect x="${n(x)}" y="${n(sea + rng.range(26, 40))}" width="${n(rng.range(40, 160))}" height="2" rx="1" fill-opacity="${rng.range(0.5, 0.9).toFixed(2)}"/>`);
    }
    for (let i = 0; i < 60; i++) {
      const y = rng.range(sea + 60, shoreY - 20);
      foam.push(`<rect x="${n(rng.range(-50, W))}" y="${n(y)}" width="${n(rng.range(30, 140) * ((y - sea) / 200))}" height="${n(1 + (y - sea) / 180)}" rx="1" fill-opacity="${rng.range(0.15, 0.35).toFixed(2)}"/>`);
    }
    c.add(`<g fill="#ffffff">${foam.join('')}</g>`);
    c.add(place('dhow', rng.range(300, 1300), sea + 60, 70, '#f4f1e8'));
    const beach = ridge(c, { base: shoreY, amp: 10, color: '#f0dcae', rough: 0.1, tilt: rng.range(-40, 40) });
    const waves: string[] = [];
    for (let x = -20; x <= W + 20; x += 10) waves.push(`${n(x)} ${n(beach(x) + 4 + Math.sin(x / 40) * 3)}`);
    c.add(`<path d="M${waves.join(' L')}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-opacity="0.85"/>`);
    c.add(`<rect y="${n(shoreY + 20)}" width="${W}" height="${n(H - shoreY)}" fill="${c.linear([[0, '#e9d09c', 0], [1, '#d9b57a', 0.8]], 0, shoreY + 20, 0, H)}"/>`);
    const palmColour = '#1e3d2c';
    const far = mix(palmColour, '#2e5a40', 0.4);
    if (rng.chance(0.5)) {
      // Palms leaning in from both sides, framing the lagoon.
      c.add(palm(rng, rng.range(60, 180), H + 10, rng.range(620, 700), palmColour, 1.2));
      c.add(palm(rng, rng.range(1420, 1540), H + 10, rng.range(540, 620), palmColour, -1.2));
      c.add(palm(rng, rng.range(1250, 1350), shoreY + 40, rng.range(300, 360), far, -0.6));
    } else {
      const left = rng.chance(0.5);
      const px = left ? rng.range(120, 260) : rng.range(1340, 1480);
      c.add(palm(rng, px, H + 10, rng.range(620, 700), palmColour, left ? 1 : -1));
      c.add(palm(rng, px + (left ? 1 : -1) * rng.range(200, 300), H + 10, rng.range(460, 540), far, left ? 1.3 : -1.3));
    }
  },

  'beach-dhow': (c) => {
    const rng = c.rng;
    const horizon = rng.range(560, 600);
    sky(c, horizon);
    const sunX = rng.range(500, 1100);
    sun(c, sunX, horizon - rng.range(20, 90), horizon, 1.1);
    streakClouds(c, horizon, rng.int(5, 8));
    water(c, horizon, H, sunX);
    const dir = rng.chance(0.5);
    // The dhow sails on the open side of the picture, away from the palms.
    c.add(place('dhow', sunX + (dir ? -1 : 1) * rng.range(180, 320), horizon + 120, 230, c.p.ink, { flip: dir }));
    c.add(place('dhow', rng.range(200, 1400), horizon + 30, 60, mix(c.p.ink, c.p.haze, 0.35), { flip: !dir }));
    const beach = ridge(c, { base: H - 70, amp: 16, color: c.p.ink, rough: 0.1, tilt: dir ? -60 : 60 });
    void beach;
    const px = dir ? rng.range(1350, 1500) : rng.range(100, 250);
    c.add(palm(rng, px, H + 10, rng.range(640, 720), c.p.ink, dir ? -1 : 1));
    c.add(palm(rng, px + (dir ? -150 : 150), H + 10, rng.range(480, 560), c.p.ink, dir ? -1.4 : 1.4));
    c.add(birds(rng, sunX + (dir ? -300 : 300), horizon * 0.4, 4, 9, c.p.ink));
  },

  'lamu-waterfront': (c) => {
    const rng = c.rng;
    const horizon = rng.range(470, 520);
    sky(c, horizon);
    const sunX = rng.range(300, 1300);
    daylight(c, horizon, sunX);
    const far = ridge(c, { base: horizon - 6, amp: 10, color: land(c, 0, '#4f7a5a', 0.2), rough: 0.2, mist: 0.3 });
    void far;
    // The stone town: whitewashed houses with dark doorways and a minaret.
    const townBase = horizon + 110;
    const wall = timeOf(c) === 'tropical' ? '#f3ece0' : mix('#f3e6cf', c.p.haze, 0.45);
    const shade = mix(wall, c.p.land[2], 0.35);
    const dark = mix(c.p.ink, wall, 0.15);
    const houses: string[] = [];
    const details: string[] = [];
    let x = -20;
    const minaretAt = rng.range(300, 1200);
    while (x < W + 20) {
      const w = rng.range(80, 170);
      const h = rng.range(70, 150);
      houses.push(`<rect x="${n(x)}" y="${n(townBase - h)}" width="${n(w)}" height="${n(h + 2)}" fill="${rng.chance(0.3) ? shade : wall}"/>`);
      houses.push(`<rect x="${n(x)}" y="${n(townBase - h - 6)}" width="${n(w)}" height="6" fill="${shade}"/>`);
      const windows = Math.floor(w / 40);
      for (let k = 0; k < windows; k++) {
        const wx = x + 14 + k * 40;
        details.push(`<path d="M${n(wx)} ${n(townBase - h * 0.45)} L${n(wx)} ${n(townBase - h * 0.65)} Q${n(wx + 8)} ${n(townBase - h * 0.75)} ${n(wx + 16)} ${n(townBase - h * 0.65)} L${n(wx + 16)} ${n(townBase - h * 0.45)} Z"/>`);
      }
      if (rng.chance(0.4)) details.push(`<path d="M${n(x + w / 2 - 12)} ${n(townBase)} L${n(x + w / 2 - 12)} ${n(townBase - 34)} Q${n(x + w / 2)} ${n(townBase - 48)} ${n(x + w / 2 + 12)} ${n(townBase - 34)} L${n(x + w / 2 + 12)} ${n(townBase)} Z"/>`);
      if (Math.abs(x - minaretAt) < w) {
        houses.push(`<rect x="${n(x + w / 2 - 14)}" y="${n(townBase - h - 120)}" width="28" height="${n(h + 120)}" fill="${wall}"/><path d="M${n(x + w / 2 - 18)} ${n(townBase - h - 120)} L${n(x + w / 2)} ${n(townBase - h - 160)} L${n(x + w / 2 + 18)} ${n(townBase - h - 120)} Z" fill="${shade}"/>`);
      }
      x += w + rng.range(-6, 4);
    }
    c.add(houses.join('') + `<g fill="${dark}">${details.join('')}</g>`);
    for (let i = 0; i < 5; i++) {
      const px = rng.range(0, W);
      c.add(palm(rng, px, townBase + 4, rng.range(180, 260), mix(land(c, 3, '#24452f', 0.5), c.p.haze, 0.15), rng.chance(0.5) ? 1 : -1));
    }
    c.add(`<rect y="${n(townBase - 4)}" width="${W}" height="14" fill="${mix(wall, c.p.land[1], 0.5)}"/>`);
    water(c, townBase + 10, H, LOW_SUN.includes(timeOf(c)) ? sunX : null);
    // Dhows at anchor, one to each stretch of the waterfront so they never pile up.
    const slots = rng.int(3, 4);
    for (let i = 0; i < slots; i++) {
      const dx = ((i + rng.range(0.25, 0.75)) / slots) * W;
      const dy = rng.range(townBase + 120, H - 60);
      c.add(place('dhow', dx, dy, sizeAt(dy, horizon, 260), c.p.ink, { flip: rng.chance(0.5) }));
    }
  },

  'forest-mist': (c) => {
    const rng = c.rng;
    const horizon = rng.range(420, 480);
    sky(c, horizon + 200);
    sun(c, rng.range(300, 1300), rng.range(90, 180), horizon + 200, 1);
    const layers = 5;
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const color = mix(mix(c.p.land[0], c.p.haze, 0.35), c.p.land[3], t * 0.9);
      forestRidge(c, { base: horizon + i * 95, amp: 70 - i * 8, color, rough: 0.3, crown: 16 + i * 10, mist: 0.55 - t * 0.3 });
      if (i === 1 || i === 3) mistBand(c, horizon + i * 95 + 10, 120, 0.55);
    }
    // Shafts of light through the canopy.
    const beams: string[] = [];
    const bx = rng.range(300, 1300);
    for (let i = 0; i < 4; i++) {
      const x = bx + i * rng.range(60, 120);
      beams.push(`<path d="M${n(x)} 0 L${n(x + 70)} 0 L${n(x + 340)} ${H} L${n(x + 190)} ${H} Z"/>`);
    }
    c.add(`<g fill="#fffbe6" fill-opacity="0.09">${beams.join('')}</g>`);
    fernFrame(c);
  },

  gorilla: (c) => {
    const rng = c.rng;
    const horizon = rng.range(380, 440);
    sky(c, horizon + 200);
    sun(c, rng.range(300, 1300), 100, horizon + 200, 1);
    for (let i = 0; i < 3; i++) {
      const t = i / 2;
      forestRidge(c, { base: horizon + i * 110, amp: 60 - i * 10, color: mix(mix(c.p.land[0], c.p.haze, 0.35), c.p.land[2], t), rough: 0.3, crown: 18 + i * 12, mist: 0.5 - t * 0.2 });
    }
    mistBand(c, horizon + 180, 150, 0.6);
    // Tree trunks rising out of the mist.
    // Two dark trunks framing the view.
    for (const x of [rng.range(40, 140), rng.range(W - 140, W - 40)]) {
      const w = rng.range(34, 52);
      c.add(`<path d="M${n(x - w)} ${H + 10} C${n(x - w * 0.8)} ${n(H * 0.5)} ${n(x - w * 0.5)} ${n(H * 0.2)} ${n(x - w * 0.6)} -10 L${n(x + w * 0.6)} -10 C${n(x + w * 0.5)} ${n(H * 0.2)} ${n(x + w * 0.8)} ${n(H * 0.5)} ${n(x + w)} ${H + 10} Z" fill="${c.p.ink}"/>`);
    }
    canopyFrame(c);
    const ground = ridge(c, { base: H - 150, amp: 20, color: c.p.land[3], rough: 0.3 });
    const gx = rng.range(500, 1100);
    c.add(place('gorilla', gx, ground(gx) + 20, 230, c.p.ink, { flip: rng.chance(0.5) }));
    fernFrame(c);
  },

  volcanoes: (c) => {
    const rng = c.rng;
    const horizon = rng.range(520, 560);
    sky(c, horizon);
    daylight(c, horizon, rng.range(300, 1300));
    const cones = [
      { x: rng.range(200, 420), w: rng.range(700, 820), h: rng.range(180, 220) },
      { x: rng.range(780, 950), w: rng.range(900, 1000), h: rng.range(250, 290) },
      { x: rng.range(1280, 1480), w: rng.range(620, 720), h: rng.range(150, 190) },
    ];
    const coneColor = mix(mix(c.p.land[0], '#4f6f5a', 0.3), c.p.haze, 0.3);
    for (const cone of cones) volcano(c, cone.x, horizon + 40, cone.w, cone.h, coneColor);
    for (const cone of cones) {
      const cy = horizon + 40 - cone.h + 10;
      c.add(c.glow(cone.x, cy, cone.w * 0.3, 40, c.p.haze, [[0, 0.85], [0.6, 0.4], [1, 0]]));
    }
    mistBand(c, horizon - 60, 120, 0.45);
    for (let i = 0; i < 3; i++) {
      const t = i / 2;
      forestRidge(c, { base: horizon + 90 + i * 110, amp: 50 - i * 10, color: mix(c.p.land[1], c.p.land[3], t), rough: 0.3, crown: 14 + i * 10, mist: 0.45 - t * 0.25 });
    }
    fernFrame(c);
  },

  'mountain-peaks': (c) => {
    const rng = c.rng;
    const horizon = rng.range(620, 660);
    sky(c, horizon);
    const mx = rng.range(650, 950);
    daylight(c, horizon, mx > 800 ? rng.range(250, 450) : rng.range(1150, 1350));
    mountKenya(c, mx, horizon + 40, rng.range(1100, 1300), rng.range(420, 480), 0.1);
    const moor = ridge(c, { base: horizon + 60, amp: 30, color: land(c, 1, '#5a6b3a', 0.3), rough: 0.4, mist: 0.35 });
    const ground = ridge(c, { base: horizon + 200, amp: 24, color: land(c, 3, '#2d3a22', 0.3), rough: 0.3 });
    const farColor = mix(land(c, 1, '#5a6b3a', 0.3), c.p.ink, 0.35);
    for (let i = 0; i < 9; i++) {
      const x = rng.range(40, W - 40);
      c.add(rng.chance(0.6) ? groundsel(rng, x, moor(x) + 50, rng.range(60, 100), farColor) : lobelia(rng, x, moor(x) + 50, rng.range(40, 70), farColor));
    }
    const side = rng.chance(0.5);
    for (let i = 0; i < 3; i++) {
      const x = side ? rng.range(60, 520) : rng.range(1080, 1540);
      c.add(groundsel(rng, x, ground(x) + 10, rng.range(200, 300), c.p.ink));
    }
    for (let i = 0; i < 3; i++) {
      const x = rng.range(60, W - 60);
      c.add(lobelia(rng, x, ground(x) + 12, rng.range(90, 150), c.p.ink));
    }
    grassEdge(c, ground, land(c, 3, '#2d3a22', 0.3), 6, 20);
  },

  'mountain-trek': (c) => {
    const rng = c.rng;
    const horizon = rng.range(560, 600);
    sky(c, horizon);
    daylight(c, horizon, rng.range(300, 1300));
    mountKenya(c, rng.range(900, 1200), horizon + 60, rng.range(900, 1100), rng.range(340, 400), 0.35);
    // A sea of cloud filling the valleys below the trekkers.
    // Ridges poking through, then rows of billows, brighter on top.
    ridge(c, { base: horizon + 40, amp: 40, color: mix(c.p.land[1], c.p.haze, 0.3), rough: 0.5 });
    for (let row = 0; row < 3; row++) {
      const y0 = horizon + 40 + row * 70;
      const puffs: string[] = [];
      for (let x = -60; x < W + 60; x += rng.range(50, 110)) {
        const r = rng.range(40, 80) * (1 + row * 0.3);
        puffs.push(`<ellipse cx="${n(x)}" cy="${n(y0 + rng.range(-10, 14))}" rx="${n(r * 1.6)}" ry="${n(r * 0.55)}"/>`);
      }
      const fill = c.linear([[0, mix(c.p.cloud, '#ffffff', 0.35)], [1, mix(c.p.cloudShade, c.p.haze, 0.5)]], 0, y0 - 50, 0, y0 + 60);
      c.add(`<g fill="${fill}">${puffs.join('')}</g><rect y="${n(y0 + 20)}" width="${W}" height="${n(H - y0)}" fill="${mix(c.p.cloudShade, c.p.haze, 0.5)}"/>`);
    }
    const ridgeLine = ridge(c, { base: H - 160, amp: 70, color: c.p.ink, rough: 0.5, tilt: rng.chance(0.5) ? -240 : 240 });
    const start = rng.range(350, 700);
    for (let i = 0; i < 4; i++) {
      const x = start + i * 70;
      c.add(place('hiker', x, ridgeLine(x) + 4, 92, c.p.ink));
    }
  },

  'samburu-river': (c) => {
    const rng = c.rng;
    const horizon = rng.range(600, 640);
    sky(c, horizon);
    daylight(c, horizon, rng.range(300, 1300));
    mesa(c, rng.range(400, 1200), horizon + 10, rng.range(420, 520), rng.range(140, 180), mix(land(c, 0, '#b85a32', 0.3), c.p.haze, 0.3));
    const far = ridge(c, { base: horizon, amp: 20, color: land(c, 1, '#b85a32', 0.3), rough: 0.4, mist: 0.35 });
    distantTrees(c, far, land(c, 2, '#9a4a2a', 0.3), 8, 14, 26);
    // The Ewaso Ng'iro winding through the dry country, lined with doum palms.
    const riverTop = horizon + 70;
    const bank = land(c, 1, '#9a5a32', 0.3);
    c.add(`<rect y="${n(horizon + 10)}" width="${W}" height="${n(H - horizon)}" fill="${bank}"/>`);
    const wiggle = rng.range(0, 6.28);
    const upper: string[] = [];
    const lower: string[] = [];
    for (let x = -20; x <= W + 20; x += 20) {
      const y = riverTop + 30 + Math.sin(x / 260 + wiggle) * 22;
      const w = 10 + (x / W) * 16;
      upper.push(`${n(x)} ${n(y - w)}`);
      lower.push(`${n(x)} ${n(y + w)}`);
    }
    c.add(`<path d="M${upper.join(' L')} L${lower.reverse().join(' L')} Z" fill="${c.linear([[0, mix(c.p.water[0], c.p.glint, 0.2)], [1, mix(c.p.water[1], c.p.water[0], 0.4)]], 0, riverTop, 0, riverTop + 80)}"/>`);
    const palms: string[] = [];
    for (let i = 0; i < 9; i++) {
      const x = rng.range(0, W);
      palms.push(doumPalm(rng, x, riverTop + 20 + Math.sin(x / 260 + wiggle) * 22 - 8, rng.range(110, 170), land(c, 2, '#4a3a20', 0.2)));
    }
    c.add(palms.join(''));
    const ground = foreground(c, horizon + 200, 18, '#9a4a2a');
    const x = rng.range(400, 1200);
    c.add(place('giraffe', x, ground(x) + 8, rng.range(300, 360), c.p.ink, { flip: rng.chance(0.5) }));
    c.add(place('elephant', x + rng.range(250, 400) * (x > 800 ? -1 : 1), ground(x) + 14, 160, c.p.ink, { flip: x > 800 }));
    const px = x > 800 ? rng.range(80, 300) : rng.range(1300, 1520);
    c.add(doumPalm(rng, px, ground(px) + 10, rng.range(380, 440), c.p.ink));
  },

  'jade-sea': (c) => {
    const rng = c.rng;
    const horizon = rng.range(540, 580);
    sky(c, horizon);
    const sunX = rng.range(400, 1200);
    daylight(c, horizon, sunX);
    const island = volcano(c, rng.range(500, 1100), horizon + 4, rng.range(360, 440), rng.range(60, 80), mix(land(c, 0, '#6a4a3a', 0.3), c.p.haze, 0.3));
    const top = horizon + 4;
    const jade = timeOf(c) === 'morning' ? '#4fb3a2' : mix('#4fb3a2', c.p.water[0], 0.55);
    c.add(`<rect y="${n(top)}" width="${W}" height="${n(H - top)}" fill="${c.linear([[0, jade], [1, mix(jade, '#0f3d3a', 0.6)]], 0, top, 0, H)}"/>`);
    reflect(c, island, top, H, 0.3);
    const shore = ridge(c, { base: H - 190, amp: 50, color: land(c, 2, '#5a3a2a', 0.3), rough: 0.6, tilt: -80 });
    const ground = ridge(c, { base: H - 90, amp: 30, color: c.p.ink, rough: 0.5 });
    for (let i = 0; i < 3; i++) {
      const x = rng.range(100, W - 100);
      c.add(doumPalm(rng, x, shore(x) + 10, rng.range(160, 240), mix(c.p.ink, land(c, 2), 0.3)));
    }
    const px = rng.range(100, 400);
    c.add(doumPalm(rng, px, ground(px) + 10, rng.range(360, 420), c.p.ink));
  },
};

/** Dark fern fronds framing the lower corners of a forest scene. */
function fernFrame(c: Canvas): void {
  const rng = c.rng;
  const parts: string[] = [];
  for (const side of [0, 1]) {
    const dir = side === 0 ? 1 : -1;
    const baseX = side === 0 ? -30 : W + 30;
    for (let i = 0; i < 6; i++) {
      const len = rng.range(280, 480);
      const angle = rng.range(-75, -20) * (Math.PI / 180);
      const x0 = baseX;
      const y0 = H + 20 - rng.range(0, 140);
      const x1 = x0 + dir * Math.cos(angle) * len;
      const y1 = y0 + Math.sin(angle) * len * 0.6 + len * 0.25;
      const cx = x0 + dir * Math.cos(angle) * len * 0.45;
      const cy = y0 + Math.sin(angle) * len;
      const lines: string[] = [`M${n(x0)} ${n(y0)} Q${n(cx)} ${n(cy)} ${n(x1)} ${n(y1)}`];
      const steps = 26;
      for (let k = 1; k < steps; k++) {
        const t = k / steps;
        const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
        const py = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
        const l = 70 * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.05)), 0.8) * (len / 400);
        lines.push(`M${n(px)} ${n(py)} q${n(-l * 0.2 * dir)} ${n(-l * 0.5)} ${n(-l * 0.45 * dir)} ${n(-l * 0.85)} M${n(px)} ${n(py)} q${n(l * 0.5 * dir)} ${n(-l * 0.05)} ${n(l * 0.85 * dir)} ${n(l * 0.25)}`);
      }
      parts.push(`<path d="${lines.join(' ')}" fill="none" stroke-width="${n(rng.range(6, 9))}" stroke-linecap="round"/>`);
    }
  }
  c.add(`<g stroke="${c.p.ink}">${parts.join('')}</g>`);
}

/** Leafy branches hanging into the top of a forest scene. */
function canopyFrame(c: Canvas): void {
  const rng = c.rng;
  const leaves: string[] = [];
  const stems: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x0 = rng.range(-60, W + 60);
    const len = rng.range(120, 300);
    const drift = rng.range(-80, 80);
    stems.push(`M${n(x0)} -10 Q${n(x0 + drift * 0.3)} ${n(len * 0.5)} ${n(x0 + drift)} ${n(len)}`);
    for (let k = 0; k < 9; k++) {
      const t = (k + 1) / 10;
      const px = x0 + drift * t * t;
      const py = -10 + len * t;
      const size = rng.range(14, 26) * (1.2 - t * 0.5);
      const angle = (k % 2 === 0 ? 1 : -1) * rng.range(30, 70) + 90;
      leaves.push(`<ellipse cx="${n(px + Math.cos((angle * Math.PI) / 180) * size)}" cy="${n(py + Math.sin((angle * Math.PI) / 180) * size * 0.4)}" rx="${n(size)}" ry="${n(size * 0.42)}" transform="rotate(${n(angle - 90 + (k % 2 === 0 ? 30 : -30))} ${n(px)} ${n(py)})"/>`);
    }
  }
  c.add(`<g fill="${c.p.ink}" fill-opacity="0.92" stroke-opacity="0.92"><path d="${stems.join(' ')}" fill="none" stroke="${c.p.ink}" stroke-width="3"/>${leaves.join('')}</g>`);
}

/** The SVG of one scene, 1600 × 1000. */
export function sceneSvg(spec: SceneSpec): string {
  const c = new Canvas(new Rng(spec.seed), PALETTES[spec.time], spec.time);
  painters[spec.shot](c);
  vignette(c);
  return c.toSvg();
}
