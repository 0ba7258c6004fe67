/** Light and colour of the generated scenes, one palette per time of day. */

export const TIMES_OF_DAY = ['dawn', 'morning', 'golden', 'dusk', 'night', 'mist', 'tropical'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface Palette {
  /** Sky gradient, zenith first, horizon last. */
  sky: string[];
  sun: { core: string; glow: string; radius: number; glowRadius: number; glowOpacity: number } | null;
  moon: boolean;
  stars: boolean;
  /** Cloud fill and how the clouds are shaped. */
  cloud: string;
  cloudShade: string;
  cloudStyle: 'streaks' | 'cumulus' | 'none';
  /** Land from the farthest ridge to the foreground. */
  land: [string, string, string, string];
  /** Foreground silhouettes: animals, trees, people. */
  ink: string;
  /** Atmospheric haze laid over far ridges. */
  haze: string;
  /** Water from far to near. */
  water: [string, string];
  /** Light glinting on water and on snow. */
  glint: string;
  snow: string;
  /** How dark the corners get. */
  vignette: number;
}

export const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    sky: ['#232a57', '#4b3f78', '#9c5f8e', '#e08a86', '#f8c79b'],
    sun: { core: '#fff4dc', glow: '#ffc9a0', radius: 46, glowRadius: 560, glowOpacity: 0.75 },
    moon: false,
    stars: false,
    cloud: '#f4a99a',
    cloudShade: '#7a5a8c',
    cloudStyle: 'streaks',
    land: ['#a57f9f', '#6e5379', '#3f2d4c', '#1d1428'],
    ink: '#130d1b',
    haze: '#f1b3a0',
    water: ['#e9a996', '#3d3152'],
    glint: '#ffe2c4',
    snow: '#fbe3e0',
    vignette: 0.38,
  },
  morning: {
    sky: ['#2f78bd', '#5c9fd6', '#9fcbe8', '#d9ecef', '#f3efdf'],
    sun: { core: '#fffdf3', glow: '#fff3c8', radius: 38, glowRadius: 420, glowOpacity: 0.55 },
    moon: false,
    stars: false,
    cloud: '#ffffff',
    cloudShade: '#c4d6e4',
    cloudStyle: 'cumulus',
    land: ['#93acb3', '#8c9c6a', '#b99a52', '#8a6934'],
    ink: '#33261a',
    haze: '#e4ede9',
    water: ['#8cc3dd', '#34708f'],
    glint: '#ffffff',
    snow: '#ffffff',
    vignette: 0.22,
  },
  golden: {
    sky: ['#c9693a', '#e38a45', '#f2ac5a', '#f9cd7f', '#fde7b0'],
    sun: { core: '#fff7de', glow: '#ffd68a', radius: 62, glowRadius: 640, glowOpacity: 0.85 },
    moon: false,
    stars: false,
    cloud: '#fbd08f',
    cloudShade: '#b3603a',
    cloudStyle: 'streaks',
    land: ['#d39a60', '#aa6b3f', '#6e3f22', '#2f190d'],
    ink: '#1e0f07',
    haze: '#f8cf8c',
    water: ['#f6c276', '#7a4225'],
    glint: '#fff1c8',
    snow: '#fff2dc',
    vignette: 0.4,
  },
  dusk: {
    sky: ['#161338', '#3d1f5c', '#8c3468', '#df6448', '#f7ac58'],
    sun: { core: '#ffe6a8', glow: '#ff8d4d', radius: 78, glowRadius: 620, glowOpacity: 0.8 },
    moon: false,
    stars: false,
    cloud: '#f58a64',
    cloudShade: '#4b2356',
    cloudStyle: 'streaks',
    land: ['#8a3d5a', '#5a2747', '#331731', '#160a17'],
    ink: '#0d0610',
    haze: '#ee8358',
    water: ['#ec8a5c', '#2b1331'],
    glint: '#ffd9a0',
    snow: '#ffd6c4',
    vignette: 0.45,
  },
  night: {
    sky: ['#050817', '#0c1431', '#17234f', '#2a3a6e', '#44507f'],
    sun: null,
    moon: true,
    stars: true,
    cloud: '#3a4776',
    cloudShade: '#10183a',
    cloudStyle: 'none',
    land: ['#27325a', '#1b2445', '#111833', '#090d1f'],
    ink: '#05070f',
    haze: '#3d4a7c',
    water: ['#3a4a7a', '#0a1024'],
    glint: '#dfe6ff',
    snow: '#c9d3f0',
    vignette: 0.5,
  },
  mist: {
    sky: ['#6f8f8c', '#9fb9b0', '#cbd9cd', '#e6ebdc', '#f2efe0'],
    sun: { core: '#fffbea', glow: '#fff6d6', radius: 34, glowRadius: 520, glowOpacity: 0.6 },
    moon: false,
    stars: false,
    cloud: '#f4f3ea',
    cloudShade: '#b9c9c0',
    cloudStyle: 'none',
    land: ['#94ae9e', '#5f8a69', '#345e41', '#173222'],
    ink: '#0c1d12',
    haze: '#eef0e3',
    water: ['#b8cbc2', '#4f6f62'],
    glint: '#ffffff',
    snow: '#ffffff',
    vignette: 0.3,
  },
  tropical: {
    sky: ['#1c6fb8', '#3f95d3', '#86c4ea', '#cbe7f3', '#eef8f6'],
    sun: { core: '#ffffff', glow: '#fff8dc', radius: 40, glowRadius: 460, glowOpacity: 0.6 },
    moon: false,
    stars: false,
    cloud: '#ffffff',
    cloudShade: '#bcd5e6',
    cloudStyle: 'cumulus',
    land: ['#7fa3a6', '#5d8a63', '#2f5f42', '#1d3b2c'],
    ink: '#142a20',
    haze: '#e2f1f0',
    water: ['#1c6e9e', '#4fd0c4'],
    glint: '#ffffff',
    snow: '#ffffff',
    vignette: 0.18,
  },
};

function parse(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return `#${ca
    .map((channel, i) => Math.round(channel + ((cb[i] ?? 0) - channel) * t))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}
