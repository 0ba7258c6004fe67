/**
 * Silhouette shapes for the generated seed images: animals, trees, vehicles
 * and buildings as SVG fragments. Every shape is drawn in its own box and
 * placed by {@link place}, which puts the shape's feet on a ground point.
 */
import type { Rng } from './art-random';

/** Rounds to one decimal so the SVG stays small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

interface ShapeDef {
  /** Box width and height; the feet are on the bottom edge. */
  w: number;
  h: number;
  /** Filled outline(s). */
  paths: string[];
  /** Stroked details (tails, horns) as [path, stroke width]. */
  strokes?: [string, number][];
}

const SHAPES = {
  elephant: {
    w: 170,
    h: 110,
    paths: [
      'M22 40 C30 18 60 10 88 14 C100 8 112 8 120 13 C132 9 146 16 150 30 C154 44 152 56 150 70 C149 82 150 94 156 102 C158 106 154 110 150 107 C142 99 140 86 140 74 C140 66 137 60 133 57 C131 64 129 69 126 72 L127 110 L112 110 L110 86 C106 82 101 82 98 86 L98 110 L86 110 L85 84 C72 88 56 88 46 83 L46 110 L33 110 L32 90 C30 88 28 88 27 90 L26 110 L14 110 L16 72 C14 62 16 50 22 40 Z',
      // Ear flap standing slightly proud of the head.
      'M112 18 C100 22 96 40 100 56 C104 66 114 70 122 62 C126 52 126 34 122 22 C119 17 115 16 112 18 Z',
    ],
    strokes: [
      ['M21 46 C15 56 13 66 14 80', 2.5],
      ['M139 62 C146 70 152 74 160 74', 4],
    ],
  },
  giraffe: {
    w: 130,
    h: 200,
    paths: [
      'M18 98 C32 90 48 84 62 78 C72 58 82 38 90 20 C92 14 97 11 103 12 C110 14 116 20 120 25 C121 29 117 31 112 30 C107 29 102 28 98 30 C92 48 86 68 82 88 C81 98 79 106 76 112 L78 195 L81 200 L72 200 L70 130 L67 130 L67 195 L69 200 L61 200 L60 118 C50 122 38 122 29 118 L32 195 L35 200 L26 200 L24 136 L21 136 L21 195 L23 200 L14 200 L14 116 C10 110 12 102 18 98 Z',
    ],
    strokes: [
      ['M93 14 L92 6', 2.8],
      ['M98 13 L98 5', 2.8],
      ['M15 102 C11 114 9 126 9 140', 2],
      ['M9 136 L8 146', 4.5],
      ['M64 76 C73 58 82 40 90 22', 2.6],
    ],
  },
  wildebeest: {
    w: 100,
    h: 72,
    paths: [
      'M12 28 C24 24 40 20 56 16 C62 11 68 11 73 15 C79 19 85 24 89 31 C92 37 95 44 95 50 C94 54 91 55 88 53 C85 48 81 44 77 43 C75 47 72 49 70 47 C69 44 68 42 66 43 L67 72 L63 72 L62 50 L60 50 L59 72 L55 72 L55 45 C45 46 32 46 24 43 L25 72 L21 72 L19 50 L17 50 L17 72 L13 72 L12 44 C9 38 9 32 12 28 Z',
    ],
    strokes: [
      ['M80 22 C80 14 86 12 90 16', 2.4],
      ['M12 30 C8 36 6 44 7 52', 1.6],
      ['M60 17 C66 22 72 28 77 34', 2],
    ],
  },
  zebra: {
    w: 100,
    h: 74,
    paths: [
      'M14 30 C30 27 48 27 60 26 C66 22 71 15 75 9 C77 6 80 5 83 7 L85 4 L87 9 C91 15 95 20 97 24 C98 28 96 30 92 30 C88 29 84 28 80 27 C77 32 72 38 68 42 L69 74 L65 74 L63 52 L61 52 L60 74 L56 74 L55 46 C45 48 32 48 24 45 L25 74 L21 74 L19 52 L17 52 L17 74 L13 74 L12 46 C9 40 10 34 14 30 Z',
    ],
    strokes: [
      ['M14 32 C9 40 8 48 10 56', 1.8],
      ['M62 25 C66 19 70 13 74 8', 3],
    ],
  },
  rhino: {
    w: 124,
    h: 72,
    paths: [
      'M10 32 C18 16 48 10 72 14 C80 12 86 15 90 20 L92 13 L96 20 C102 25 108 32 112 40 L121 30 L117 45 C119 50 116 55 111 55 C104 55 98 52 94 50 C92 54 90 57 88 60 L89 72 L78 72 L77 58 C74 60 72 60 70 58 L70 72 L60 72 L59 58 C46 60 34 60 26 57 L27 72 L16 72 L15 58 C8 52 6 42 10 32 Z',
      'M102 34 L105 26 L99 36 Z',
    ],
    strokes: [['M11 36 C8 40 7 46 8 50', 1.8]],
  },
  lion: {
    // A male lion walking, facing right.
    w: 160,
    h: 90,
    paths: [
      'M20 34 C40 28 70 28 92 28 L96 22 L94 17 L100 15 L99 10 L106 9 L107 4 L114 5 L117 1 L122 5 C134 8 142 16 144 25 L152 30 C156 34 156 40 152 43 C148 46 142 46 138 46 L140 50 L134 52 L136 57 L129 59 L130 64 L122 66 L123 86 C126 87 130 88 130 90 L114 90 L112 70 L104 70 L100 90 L88 90 C90 88 92 86 94 84 L95 64 C80 66 58 65 46 61 L50 85 C53 87 56 88 56 90 L42 90 L37 75 C33 70 30 65 28 61 C18 56 14 44 20 34 Z',
    ],
    strokes: [['M20 38 C8 46 4 62 9 74', 2.4], ['M9 72 L10 79', 5]],
  },
  gorilla: {
    // A silverback knuckle-walking, facing right.
    w: 140,
    h: 100,
    paths: [
      'M14 42 C30 30 60 18 86 14 C96 10 104 12 108 17 C112 9 122 7 128 13 C134 19 136 27 134 33 L139 37 C137 43 135 48 137 54 C135 60 128 62 122 58 C120 64 122 70 124 76 L128 94 C130 97 134 98 134 100 L112 100 L110 82 C106 76 100 73 94 73 L96 100 L84 100 L86 78 C72 79 56 75 46 69 L48 84 C48 92 52 97 56 100 L34 100 C29 90 26 79 24 71 C15 63 10 53 14 42 Z',
    ],
  },
  flamingo: {
    w: 30,
    h: 60,
    paths: ['M6 26 C6 20 14 17 22 19 C26 20 28 24 25 28 C21 31 12 31 6 26 Z'],
    strokes: [
      ['M22 20 C26 14 20 8 22 4 C23 1 27 1 28 4 C29 6 28 8 26 8', 1.8],
      ['M15 29 L15 60', 1],
      ['M17 29 L19 44 L14 46', 1],
    ],
  },
  landCruiser: {
    w: 170,
    h: 82,
    paths: [
      // Body with the raised pop-up roof of a safari vehicle.
      'M6 64 L6 40 C6 36 8 34 12 34 L34 32 L46 16 L150 16 L156 18 L158 40 L160 44 L160 64 L146 64 C146 54 138 46 128 46 C118 46 110 54 110 64 L56 64 C56 54 48 46 38 46 C28 46 20 54 20 64 Z',
      'M44 3 L140 3 L142 8 L42 8 Z',
      'M48 8 L52 8 L52 16 L48 16 Z',
      'M94 8 L98 8 L98 16 L94 16 Z',
      'M134 8 L138 8 L138 16 L134 16 Z',
      // Wheels, spare wheel and bull bar.
      'M38 50 A14 14 0 1 1 37.9 50 Z',
      'M128 50 A14 14 0 1 1 127.9 50 Z',
      'M162 30 L168 30 L168 56 L162 56 Z',
      'M2 44 L8 44 L8 62 L2 62 Z',
    ],
  },
  tent: {
    // A walk-in safari tent under a curved fly sheet, guy ropes pegged out.
    w: 160,
    h: 80,
    paths: [
      'M0 40 C24 30 48 10 80 0 C112 10 136 30 160 40 L152 44 L8 44 Z',
      'M18 40 L142 40 L146 80 L14 80 Z',
    ],
    strokes: [
      ['M4 42 L-12 80', 1.2],
      ['M156 42 L172 80', 1.2],
      ['M8 44 L8 80', 2.4],
      ['M152 44 L152 80', 2.4],
    ],
  },
  person: {
    w: 20,
    h: 62,
    paths: [
      'M10 0 C13 0 14.5 2.4 14.5 5 C14.5 7.6 13 10 10 10 C7 10 5.5 7.6 5.5 5 C5.5 2.4 7 0 10 0 Z',
      'M5 13 C7 11 13 11 15 13 L17 34 L14 34 L13 62 L10.5 62 L10 40 L9.5 62 L7 62 L6 34 L3 34 Z',
    ],
  },
  hiker: {
    w: 26,
    h: 62,
    paths: [
      'M12 0 C15 0 16.5 2.4 16.5 5 C16.5 7.6 15 10 12 10 C9 10 7.5 7.6 7.5 5 C7.5 2.4 9 0 12 0 Z',
      'M7 13 C9 11 15 11 17 13 L19 34 L16 34 L18 62 L15 62 L12 42 L9 62 L6 62 L8 34 L5 34 Z',
      // Backpack.
      'M2 13 L8 12 L9 30 L2 30 Z',
    ],
    strokes: [['M21 20 L25 62', 1.4]],
  },
  plane: {
    // A high-wing bush plane, side view, nose to the right.
    w: 130,
    h: 44,
    paths: [
      'M2 20 L8 5 L16 5 L26 20 C50 20 80 18 100 18 C110 18 118 22 124 26 C128 28 128 32 124 32 L40 32 C24 32 10 28 2 22 Z',
      'M56 14 L110 14 L110 19 L56 19 Z',
      'M2 18 L28 17 L28 21 L2 22 Z',
      'M88 40 A4 4 0 1 1 87.9 40 Z',
    ],
    strokes: [
      ['M128 18 L128 36', 1.6],
      ['M70 19 L90 31', 1.4],
      ['M92 32 L88 38', 1.6],
    ],
  },
  dhow: {
    // A lateen-rigged dhow, bow to the right: raked yard, triangular sail.
    w: 170,
    h: 150,
    paths: [
      'M6 116 L22 118 L160 108 C154 126 134 138 104 140 L44 140 C26 138 14 130 6 116 Z',
      'M154 100 L26 6 C34 44 48 84 60 112 Z',
    ],
    strokes: [
      ['M92 116 L90 50', 2.6],
      ['M160 104 L20 2', 2.4],
    ],
  },
} satisfies Record<string, ShapeDef>;

export type ShapeName = keyof typeof SHAPES;

/** Places a shape with its feet centred on (x, groundY), `height` pixels tall. */
export function place(
  shape: ShapeName,
  x: number,
  groundY: number,
  height: number,
  fill: string,
  options: { flip?: boolean; opacity?: number } = {},
): string {
  const def: ShapeDef = SHAPES[shape];
  const s = height / def.h;
  const sx = options.flip ? -s : s;
  const tx = x - (options.flip ? -def.w / 2 : def.w / 2) * s;
  const ty = groundY - def.h * s;
  const body = def.paths.map((d) => `<path d="${d}"/>`).join('');
  const strokes = (def.strokes ?? [])
    .map(([d, width]) => `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round"/>`)
    .join('');
  const opacity = options.opacity === undefined ? '' : ` opacity="${n(options.opacity)}"`;
  return `<g transform="translate(${n(tx)} ${n(ty)}) scale(${sx.toFixed(4)} ${s.toFixed(4)})" fill="${fill}"${opacity}>${body}${strokes}</g>`;
}

/** A tapering limb from (x0, y0) to (x1, y1), bowed through (cx, cy). */
function limb(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, w0: number, w1: number): string {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  return `<path d="M${n(x0 + nx * w0)} ${n(y0 + ny * w0)} Q${n(cx + nx * (w0 + w1) * 0.5)} ${n(cy + ny * (w0 + w1) * 0.5)} ${n(x1 + nx * w1)} ${n(y1 + ny * w1)} L${n(x1 - nx * w1)} ${n(y1 - ny * w1)} Q${n(cx - nx * (w0 + w1) * 0.5)} ${n(cy - ny * (w0 + w1) * 0.5)} ${n(x0 - nx * w0)} ${n(y0 - ny * w0)} Z"/>`;
}

/** An umbrella thorn acacia: a trunk splaying into limbs under a flat, clumpy crown. */
export function acacia(rng: Rng, x: number, groundY: number, height: number, fill: string): string {
  const width = height * rng.range(1.6, 2.2);
  const crownY = groundY - height * 0.86;
  const forkY = groundY - height * rng.range(0.32, 0.44);
  const lean = rng.range(-0.1, 0.1) * height;
  const trunk = height * 0.045;
  const cx = x + lean;
  const parts: string[] = [limb(x, groundY, x + lean * 0.3, (groundY + forkY) / 2, cx, forkY, trunk, trunk * 0.75)];
  const branches = rng.int(3, 5);
  for (let i = 0; i < branches; i++) {
    const t = i / (branches - 1);
    const endX = cx + (t - 0.5) * width * rng.range(0.55, 0.8);
    const endY = crownY + height * rng.range(0.02, 0.06);
    const midX = cx + (endX - cx) * rng.range(0.15, 0.35);
    const midY = forkY - (forkY - endY) * 0.6;
    const w0 = trunk * (0.75 - Math.abs(t - 0.5) * 0.5);
    parts.push(limb(cx, forkY + trunk, midX, midY, endX, endY, w0, Math.max(0.8, w0 * 0.3)));
    // A couple of twigs off each limb.
    for (let k = 0; k < 2; k++) {
      const u = rng.range(0.45, 0.8);
      const sx = cx + (endX - cx) * u;
      const sy = forkY + (endY - forkY) * u;
      const ex = sx + (endX - cx) * rng.range(0.15, 0.35) + rng.range(-0.08, 0.08) * width;
      parts.push(limb(sx, sy, (sx + ex) / 2, sy - height * 0.05, ex, endY, Math.max(0.7, w0 * 0.3), 0.6));
    }
  }
  // The crown: a flat mass made of clumps, lumpy along both edges.
  const tiers = rng.chance(0.5) ? 2 : 1;
  for (let tier = 0; tier < tiers; tier++) {
    const tw = width * (tier === 0 ? 1 : rng.range(0.45, 0.62));
    const ty = crownY - (tier === 0 ? 0 : height * rng.range(0.1, 0.14));
    const tx = cx + (tier === 0 ? 0 : rng.range(-0.2, 0.2) * width);
    const thick = height * (tier === 0 ? 0.075 : 0.06);
    parts.push(
      `<path d="M${n(tx - tw / 2)} ${n(ty)} C${n(tx - tw * 0.42)} ${n(ty - thick * 1.6)} ${n(tx + tw * 0.42)} ${n(ty - thick * 1.6)} ${n(tx + tw / 2)} ${n(ty)} C${n(tx + tw * 0.3)} ${n(ty + thick * 0.8)} ${n(tx - tw * 0.3)} ${n(ty + thick * 0.8)} ${n(tx - tw / 2)} ${n(ty)} Z"/>`,
    );
    const clumps = Math.round(tw / (height * 0.09));
    for (let i = 0; i < clumps; i++) {
      const t = (i + rng.range(0.2, 0.8)) / clumps;
      const edge = Math.sin(Math.PI * t);
      const bx = tx + (t - 0.5) * tw;
      const r = height * rng.range(0.03, 0.06) * (0.5 + edge * 0.5);
      parts.push(`<ellipse cx="${n(bx)}" cy="${n(ty - thick * 1.05 * edge + rng.range(-0.2, 0.5) * r)}" rx="${n(r * 1.9)}" ry="${n(r)}"/>`);
      if (rng.chance(0.6)) {
        const lr = r * rng.range(0.6, 1);
        parts.push(`<ellipse cx="${n(bx + rng.range(-1, 1) * r)}" cy="${n(ty + thick * 0.35 * edge)}" rx="${n(lr * 2)}" ry="${n(lr * 0.8)}"/>`);
      }
    }
  }
  return `<g fill="${fill}">${parts.join('')}</g>`;
}

/** A palm frond: a curved spine with drooping leaflets. */
function frond(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, leaflet: number, stroke: number): string {
  const steps = 16;
  const lines: string[] = [`M${n(x0)} ${n(y0)} Q${n(cx)} ${n(cy)} ${n(x1)} ${n(y1)}`];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const py = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    const dx = 2 * (1 - t) * (cx - x0) + 2 * t * (x1 - cx);
    const dy = 2 * (1 - t) * (cy - y0) + 2 * t * (y1 - cy);
    const len = Math.hypot(dx, dy) || 1;
    const tx = dx / len;
    const ty = dy / len;
    const l = leaflet * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.05)), 0.7);
    for (const side of [1, -1]) {
      // Leaflets point along the spine, splay out to the side, and hang with gravity.
      const ox = tx * 0.55 + -ty * side * 0.8;
      const oy = ty * 0.55 + tx * side * 0.8 + 0.9;
      const ol = Math.hypot(ox, oy) || 1;
      lines.push(`M${n(px)} ${n(py)} L${n(px + (ox / ol) * l)} ${n(py + (oy / ol) * l)}`);
    }
  }
  return `<path d="${lines.join(' ')}" fill="none" stroke-width="${n(stroke)}" stroke-linecap="round"/>`;
}

/** A coconut palm: a curved, tapering trunk and drooping, feathery fronds. */
export function palm(rng: Rng, x: number, groundY: number, height: number, fill: string, lean = 1): string {
  const topX = x + lean * height * rng.range(0.16, 0.3);
  const topY = groundY - height;
  const ctrlX = x + lean * height * 0.02;
  const ctrlY = groundY - height * 0.55;
  const base = height * 0.032;
  const top = height * 0.016;
  const parts: string[] = [
    `<path d="M${n(x - base)} ${n(groundY)} Q${n(ctrlX - base)} ${n(ctrlY)} ${n(topX - top)} ${n(topY)} L${n(topX + top)} ${n(topY)} Q${n(ctrlX + base)} ${n(ctrlY)} ${n(x + base)} ${n(groundY)} Z"/>`,
  ];
  const angles = [-172, -150, -125, -100, -78, -55, -30, -8, 18, 160, 192];
  for (const deg of angles) {
    const a = ((deg + rng.range(-7, 7)) * Math.PI) / 180;
    const len = height * rng.range(0.36, 0.46);
    const tipX = topX + Math.cos(a) * len * 0.95;
    const tipY = topY + Math.sin(a) * len * 0.35 + len * rng.range(0.28, 0.45);
    const cx = topX + Math.cos(a) * len * 0.6;
    const cy = topY + Math.sin(a) * len * 0.7 - len * 0.12;
    parts.push(frond(topX, topY, cx, cy, tipX, tipY, height * 0.085, Math.max(1, height * 0.007)));
  }
  parts.push(`<ellipse cx="${n(topX)}" cy="${n(topY + height * 0.02)}" rx="${n(height * 0.03)}" ry="${n(height * 0.026)}"/>`);
  return `<g fill="${fill}" stroke="${fill}">${parts.join('')}</g>`;
}

/** A doum palm of northern Kenya: a trunk that forks into heads of fan leaves. */
export function doumPalm(rng: Rng, x: number, groundY: number, height: number, fill: string): string {
  const forkY = groundY - height * rng.range(0.42, 0.52);
  const w = height * 0.028;
  const parts: string[] = [
    `<path d="M${n(x - w)} ${n(groundY)} L${n(x - w * 0.7)} ${n(forkY)} L${n(x + w * 0.7)} ${n(forkY)} L${n(x + w)} ${n(groundY)} Z"/>`,
  ];
  const heads = rng.int(2, 3);
  for (let i = 0; i < heads; i++) {
    const t = i / (heads - 1) - 0.5;
    const hx = x + t * height * 0.6;
    const hy = groundY - height * rng.range(0.84, 1);
    parts.push(
      `<path d="M${n(x)} ${n(forkY + 2)} Q${n(x + t * height * 0.12)} ${n(hy + height * 0.2)} ${n(hx)} ${n(hy)}" fill="none" stroke="${fill}" stroke-width="${n(w * 1.3)}" stroke-linecap="round"/>`,
    );
    const r = height * 0.13;
    for (let k = 0; k < 7; k++) {
      const a = (-170 + k * 30 + rng.range(-8, 8)) * (Math.PI / 180);
      const fx = hx + Math.cos(a) * r * 0.5;
      const fy = hy + Math.sin(a) * r * 0.5 + (Math.cos(a) > 0.6 || Math.cos(a) < -0.6 ? r * 0.2 : 0);
      const spread = 0.5;
      const teeth: string[] = [];
      for (let j = 0; j <= 6; j++) {
        const b = a - spread + (j / 6) * spread * 2;
        const rr = r * (j % 2 === 0 ? 0.75 : 0.55);
        teeth.push(`${n(fx + Math.cos(b) * rr)} ${n(fy + Math.sin(b) * rr * 0.8)}`);
      }
      parts.push(`<path d="M${n(hx)} ${n(hy)} L${teeth.join(' L')} Z"/>`);
    }
  }
  return `<g fill="${fill}">${parts.join('')}</g>`;
}

/** A giant groundsel of the Mount Kenya moorland: shaggy columns, each crowned by a cabbage-like rosette. */
export function groundsel(rng: Rng, x: number, groundY: number, height: number, fill: string): string {
  const parts: string[] = [];
  const w = height * 0.055;
  const arms = rng.int(1, 3);
  const forkY = groundY - height * rng.range(0.25, 0.4);
  parts.push(`<path d="M${n(x - w * 1.1)} ${n(groundY)} L${n(x - w)} ${n(forkY)} L${n(x + w)} ${n(forkY)} L${n(x + w * 1.1)} ${n(groundY)} Z"/>`);
  for (let i = 0; i < arms; i++) {
    const t = arms === 1 ? 0 : i / (arms - 1) - 0.5;
    const topX = x + t * height * 0.42;
    const topY = groundY - height * rng.range(0.8, 1);
    // A column shaggy with dead leaves, bending out from the fork and then straight up.
    const col: string[] = [];
    const steps = 9;
    for (let k = 0; k <= steps; k++) {
      const u = k / steps;
      const cx = x + (topX - x) * Math.min(1, u * 2.5);
      const cy = forkY + (topY - forkY) * u;
      col.push(`${n(cx + w * (k % 2 === 0 ? 1.2 : 0.95))} ${n(cy)}`);
    }
    for (let k = steps; k >= 0; k--) {
      const u = k / steps;
      const cx = x + (topX - x) * Math.min(1, u * 2.5);
      const cy = forkY + (topY - forkY) * u;
      col.push(`${n(cx - w * (k % 2 === 0 ? 1.2 : 0.95))} ${n(cy)}`);
    }
    parts.push(`<path d="M${col.join(' L')} Z"/>`);
    const r = height * 0.19;
    const leaves = 14;
    for (let k = 0; k < leaves; k++) {
      const a = (-172 + (k / (leaves - 1)) * 164 + rng.range(-4, 4)) * (Math.PI / 180);
      const tipX = topX + Math.cos(a) * r;
      const tipY = topY + Math.sin(a) * r * 0.75;
      const px = -Math.sin(a) * r * 0.16;
      const py = Math.cos(a) * r * 0.16;
      parts.push(`<path d="M${n(topX - px)} ${n(topY - py)} Q${n((topX + tipX) / 2 + px * 1.4)} ${n((topY + tipY) / 2 + py * 1.4)} ${n(tipX)} ${n(tipY)} Q${n((topX + tipX) / 2 - px * 1.4)} ${n((topY + tipY) / 2 - py * 1.4)} ${n(topX + px)} ${n(topY + py)} Z"/>`);
    }
    parts.push(`<ellipse cx="${n(topX)}" cy="${n(topY + r * 0.05)}" rx="${n(r * 0.55)}" ry="${n(r * 0.3)}"/>`);
  }
  return `<g fill="${fill}">${parts.join('')}</g>`;
}

/** A giant lobelia: a tall, furry flower spike. */
export function lobelia(rng: Rng, x: number, groundY: number, height: number, fill: string): string {
  const w = height * rng.range(0.07, 0.09);
  const pts: string[] = [];
  const steps = 14;
  for (let k = 0; k <= steps; k++) {
    const u = k / steps;
    const half = w * Math.sin(Math.PI * Math.min(1, 0.15 + u * 0.9)) * (k % 2 === 0 ? 1.15 : 0.9);
    pts.push(`${n(x + half)} ${n(groundY - height * u)}`);
  }
  for (let k = steps; k >= 0; k--) {
    const u = k / steps;
    const half = w * Math.sin(Math.PI * Math.min(1, 0.15 + u * 0.9)) * (k % 2 === 0 ? 1.15 : 0.9);
    pts.push(`${n(x - half)} ${n(groundY - height * u)}`);
  }
  return `<path d="M${pts.join(' L')} Z" fill="${fill}"/>`;
}

/** A hot-air balloon with coloured gores; (x, y) is the centre of the envelope. */
export function balloon(x: number, y: number, size: number, colors: [string, string], basket: string): string {
  const s = size / 100;
  const envelope = 'M0 -62 C38 -62 52 -32 44 -4 C38 18 20 34 12 44 L-12 44 C-20 34 -38 18 -44 -4 C-52 -32 -38 -62 0 -62 Z';
  const gores = [
    'M0 -62 C-14 -50 -18 10 -6 44 L6 44 C18 10 14 -50 0 -62 Z',
    'M0 -62 C-34 -52 -42 -6 -22 36 L-14 42 C-30 2 -26 -46 0 -62 Z',
    'M0 -62 C34 -52 42 -6 22 36 L14 42 C30 2 26 -46 0 -62 Z',
  ];
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(4)})">` +
    `<path d="${envelope}" fill="${colors[0]}"/>` +
    gores.map((d) => `<path d="${d}" fill="${colors[1]}"/>`).join('') +
    `<path d="M8 -61 C40 -56 52 -30 44 -4 C38 18 20 34 12 44 L6 44 C22 20 34 -20 8 -61 Z" fill="#000" fill-opacity="0.22"/>` +
    `<path d="M-11 44 L-6 62 M11 44 L6 62" stroke="${basket}" stroke-width="1.6"/>` +
    `<rect x="-7" y="60" width="14" height="10" rx="2" fill="${basket}"/>` +
    `</g>`
  );
}

/** A small flock of birds in flight. */
export function birds(rng: Rng, x: number, y: number, count: number, size: number, stroke: string): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-3, 3) * size * 2;
    const by = y + rng.range(-1.5, 1.5) * size * 2;
    const s = size * rng.range(0.7, 1.2);
    const flap = rng.range(0.3, 0.9);
    parts.push(
      `<path d="M${n(bx - s)} ${n(by - s * flap)} Q${n(bx - s * 0.5)} ${n(by - s * 0.1)} ${n(bx)} ${n(by)} Q${n(bx + s * 0.5)} ${n(by - s * 0.1)} ${n(bx + s)} ${n(by - s * flap)}"/>`,
    );
  }
  return `<g fill="none" stroke="${stroke}" stroke-width="${n(Math.max(1.2, size * 0.22))}" stroke-linecap="round">${parts.join('')}</g>`;
}
