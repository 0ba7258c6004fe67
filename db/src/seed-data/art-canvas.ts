/**
 * The painter's canvas for the generated scenes: an SVG being assembled layer
 * by layer, with the building blocks every scene shares (sky, sun and moon,
 * clouds, ridges, haze, water, grass, mountains).
 */
import { mix, type Palette, type TimeOfDay } from './art-palettes';
import type { Rng } from './art-random';
import { acacia, n } from './art-shapes';
import { glowSprite, type GlowStops } from './art-sprites';

export const W = 1600;
export const H = 1000;

type Stop = [offset: number, color: string, opacity?: number];

/** A ridge line: its SVG has been painted; `yAt` tells where its top edge is. */
export type YAt = (x: number) => number;

export class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  constructor(
    readonly rng: Rng,
    readonly p: Palette,
    readonly time: TimeOfDay,
  ) {}

  add(svg: string): void {
    this.body.push(svg);
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(([offset, color, opacity]) => `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity.toFixed(3)}"`}/>`)
      .join('');
  }

  /** A vertical (or any) linear gradient in user space; returns `url(#id)`. */
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = `g${++this.ids}`;
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * A soft elliptical glow centred on (cx, cy) with radii rx and ry, fading by
   * `stops` (centre to rim); optionally rotated about its centre.
   */
  glow(cx: number, cy: number, rx: number, ry: number, color: string, stops: GlowStops, rotate = 0): string {
    const transform = rotate === 0 ? '' : ` transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})"`;
    return `<image x="${n(cx - rx)}" y="${n(cy - ry)}" width="${n(rx * 2)}" height="${n(ry * 2)}" preserveAspectRatio="none" href="${glowSprite(color, stops)}"${transform}/>`;
  }

  /** Registers a clip path; returns `url(#id)`. */
  clip(inner: string): string {
    const id = `c${++this.ids}`;
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  /** Registers a reusable fragment; returns its id for `<use href>`. */
  symbol(inner: string): string {
    const id = `s${++this.ids}`;
    this.defs.push(`<g id="${id}">${inner}</g>`);
    return id;
  }

  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

/** Sky gradient down to the horizon. */
export function sky(c: Canvas, horizon: number): void {
  const stops = c.p.sky.map((color, i): Stop => [i / (c.p.sky.length - 1), color]);
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear(stops, 0, 0, 0, horizon)}"/>`);
}

/** The sun with a wide atmospheric glow, and a warm band along the horizon. */
export function sun(c: Canvas, x: number, y: number, horizon: number, scale = 1): void {
  const s = c.p.sun;
  if (!s) return;
  const glowR = s.glowRadius * scale;
  // Land and water are painted over everything below the horizon, so the glow needs no clipping.
  c.add(c.glow(x, y, glowR, glowR, s.glow, [[0, s.glowOpacity], [0.22, s.glowOpacity * 0.5], [0.6, s.glowOpacity * 0.12], [1, 0]]));
  c.add(`<rect y="${n(horizon - 260)}" width="${W}" height="300" fill="${c.linear([[0, c.p.haze, 0], [0.85, c.p.haze, 0.5], [1, c.p.haze, 0.6]], 0, horizon - 260, 0, horizon + 40)}"/>`);
  const r = s.radius * scale;
  c.add(c.glow(x, y, r * 4, r * 4, s.glow, [[0, 0.5], [0.35, 0.22], [1, 0]]));
  c.add(c.glow(x, y, r * 1.6, r * 1.6, s.core, [[0, 0.6], [0.55, 0.6], [1, 0]]));
  c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${s.core}"/>`);
}

/** Horizon glow only (for skies whose sun is out of frame). */
export function horizonGlow(c: Canvas, horizon: number, opacity = 0.5): void {
  c.add(`<rect y="${n(horizon - 300)}" width="${W}" height="340" fill="${c.linear([[0, c.p.haze, 0], [1, c.p.haze, opacity]], 0, horizon - 300, 0, horizon + 40)}"/>`);
}

/** A crescent moon with a soft halo. */
export function moon(c: Canvas, x: number, y: number, r: number): void {
  c.add(c.glow(x, y, r * 7, r * 7, '#b4c3f4', [[0, 0.28], [0.3, 0.1], [1, 0]]));
  c.add(
    `<path d="M${n(x)} ${n(y - r)} A${n(r)} ${n(r)} 0 1 0 ${n(x)} ${n(y + r)} A${n(r * 0.78)} ${n(r)} 0 1 1 ${n(x)} ${n(y - r)} Z" fill="#f4f1e4" transform="rotate(-25 ${n(x)} ${n(y)})"/>`,
  );
}

/** A starry sky with a faint Milky Way band. */
export function stars(c: Canvas, horizon: number): void {
  const rng = c.rng;
  const bandAngle = rng.range(-35, -15);
  const bandY = horizon * rng.range(0.35, 0.55);
  c.add(c.glow(W / 2, bandY, W * 0.75, 120, '#a3b1f0', [[0, 0.22], [0.5, 0.08], [1, 0]], bandAngle));
  const dots: string[] = [];
  const tan = Math.tan((bandAngle * Math.PI) / 180);
  for (let i = 0; i < 260; i++) {
    const x = rng.range(0, W);
    let y = rng.range(0, horizon * 0.92);
    if (i % 2 === 0) y = bandY + (x - W / 2) * tan + rng.range(-70, 70);
    if (y < 0 || y > horizon * 0.95) continue;
    const big = rng.chance(0.06);
    const r = big ? rng.range(1.6, 2.4) : rng.range(0.5, 1.3);
    const fade = 1 - (y / horizon) * 0.6;
    dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill-opacity="${(rng.range(0.45, 1) * fade).toFixed(2)}"/>`);
  }
  c.add(`<g fill="#f5f3ff">${dots.join('')}</g>`);
}

/** Long, thin clouds lit by a low sun. */
export function streakClouds(c: Canvas, horizon: number, count: number): void {
  const rng = c.rng;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = rng.range(horizon * 0.12, horizon * 0.78);
    const x = rng.range(-100, W);
    const len = rng.range(260, 620);
    const opacity = rng.range(0.35, 0.75);
    const near = y / horizon;
    const color = mix(c.p.cloudShade, c.p.cloud, Math.min(1, near * 1.3));
    const pieces = rng.int(3, 6);
    for (let k = 0; k < pieces; k++) {
      const px = x + (k / pieces) * len + rng.range(-30, 30);
      const rx = rng.range(len * 0.18, len * 0.38);
      const ry = rng.range(3, 11) * (1.2 - near * 0.5);
      parts.push(`<ellipse cx="${n(px)}" cy="${n(y + rng.range(-6, 6))}" rx="${n(rx)}" ry="${n(ry)}" fill="${color}" fill-opacity="${opacity.toFixed(2)}"/>`);
    }
  }
  c.add(`<g>${parts.join('')}</g>`);
}

/** Fair-weather cumulus clouds: billowing tops, flat shaded bases. */
export function cumulus(c: Canvas, horizon: number, count: number): void {
  const rng = c.rng;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const depth = rng.range(0.2, 1);
    const baseY = horizon * (0.2 + depth * 0.6);
    const scale = 1.25 - depth * 0.8;
    const width = rng.range(240, 460) * scale;
    const x = rng.range(-80, W + 80);
    const puffs: string[] = [];
    const count2 = rng.int(9, 14);
    let top = baseY;
    for (let k = 0; k < count2; k++) {
      const t = rng.range(0, 1);
      const edge = Math.sin(Math.PI * t);
      const r = width * rng.range(0.07, 0.13) * (0.45 + edge * 0.8);
      const py = baseY - r * 0.35 - edge * width * rng.range(0.04, 0.1);
      top = Math.min(top, py - r);
      puffs.push(`<circle cx="${n(x + (t - 0.5) * width)}" cy="${n(py)}" r="${n(r)}"/>`);
    }
    const clip = c.clip(`<rect x="${n(x - width)}" y="0" width="${n(width * 2)}" height="${n(baseY + 1)}"/>`);
    const fill = c.linear([[0, c.p.cloud], [0.55, c.p.cloud], [1, c.p.cloudShade]], 0, top, 0, baseY);
    const opacity = 0.95 - depth * 0.35;
    parts.push(`<g clip-path="${clip}" fill="${fill}" opacity="${opacity.toFixed(2)}">${puffs.join('')}<ellipse cx="${n(x)}" cy="${n(baseY)}" rx="${n(width * 0.5)}" ry="${n(width * 0.08)}"/></g>`);
  }
  c.add(parts.join(''));
}

export interface RidgeOptions {
  base: number;
  amp: number;
  color: string;
  /** 0 gives smooth rolling hills, 1 gives broken, rocky ridges. */
  rough?: number;
  /** Rise (negative) or fall across the width. */
  tilt?: number;
  /** Valley mist below the ridge: the haze opacity at the ridge foot. */
  mist?: number;
  bottom?: number;
}

/** A ridge line from a few seeded sine waves; paints it and returns its top edge. */
export function ridge(c: Canvas, o: RidgeOptions): YAt {
  const rng = c.rng;
  const rough = o.rough ?? 0.3;
  const waves = [
    { f: rng.range(0.6, 1.4), a: 1, ph: rng.range(0, 6.28) },
    { f: rng.range(1.6, 3.2), a: 0.5, ph: rng.range(0, 6.28) },
    { f: rng.range(4, 7), a: 0.18 * (0.3 + rough), ph: rng.range(0, 6.28) },
    { f: rng.range(10, 18), a: 0.07 * rough, ph: rng.range(0, 6.28) },
  ];
  const total = waves.reduce((sum, w) => sum + w.a, 0);
  const tilt = o.tilt ?? 0;
  const yAt: YAt = (x) =>
    o.base +
    (o.amp * waves.reduce((sum, w) => sum + w.a * Math.sin((x / W) * Math.PI * 2 * w.f + w.ph), 0)) / total +
    tilt * (x / W - 0.5);
  const bottom = o.bottom ?? H + 10;
  const points: string[] = [];
  for (let x = -20; x <= W + 20; x += 8) points.push(`${n(x)} ${n(yAt(x))}`);
  c.add(`<path d="M-20 ${n(bottom)} L${points.join(' L')} L${W + 20} ${n(bottom)} Z" fill="${o.color}"/>`);
  if (o.mist) {
    const top = o.base - o.amp * 0.4;
    c.add(`<rect y="${n(top)}" width="${W}" height="${n(o.amp * 0.4 + 140)}" fill="${c.linear([[0, c.p.haze, 0], [0.75, c.p.haze, o.mist], [1, c.p.haze, o.mist * 0.6]], 0, top, 0, top + o.amp * 0.4 + 140)}"/>`);
  }
  return yAt;
}

/** Ridge crowned with forest: tree crowns packed along its top edge. */
export function forestRidge(c: Canvas, o: RidgeOptions & { crown: number }): YAt {
  const yAt = ridge(c, { ...o, mist: 0 });
  const rng = c.rng;
  const crowns: string[] = [];
  let x = -20;
  while (x < W + 20) {
    const r = o.crown * rng.range(0.6, 1.25);
    const tall = rng.chance(0.12) ? rng.range(1.2, 1.8) : 1;
    crowns.push(`<ellipse cx="${n(x)}" cy="${n(yAt(x) - r * 0.35 * tall)}" rx="${n(r)}" ry="${n(r * 0.8 * tall)}"/>`);
    x += r * rng.range(0.9, 1.4);
  }
  c.add(`<g fill="${o.color}">${crowns.join('')}</g>`);
  if (o.mist) {
    const top = o.base - o.amp * 0.3;
    c.add(`<rect y="${n(top)}" width="${W}" height="${n(o.amp + 160)}" fill="${c.linear([[0, c.p.haze, 0], [0.6, c.p.haze, o.mist], [1, c.p.haze, o.mist * 0.4]], 0, top, 0, top + o.amp + 160)}"/>`);
  }
  return yAt;
}

/** A band of mist drifting across the scene. */
export function mistBand(c: Canvas, y: number, height: number, opacity: number): void {
  const fill = c.linear([[0, c.p.haze, 0], [0.5, c.p.haze, opacity], [1, c.p.haze, 0]], 0, y, 0, y + height);
  const rng = c.rng;
  const parts: string[] = [`<rect y="${n(y)}" width="${W}" height="${n(height)}" fill="${fill}"/>`];
  for (let i = 0; i < 6; i++) {
    const cx = rng.range(0, W);
    parts.push(`<ellipse cx="${n(cx)}" cy="${n(y + height * rng.range(0.35, 0.65))}" rx="${n(rng.range(180, 420))}" ry="${n(height * rng.range(0.18, 0.3))}" fill="${c.p.haze}" fill-opacity="${(opacity * 0.5).toFixed(2)}"/>`);
  }
  c.add(parts.join(''));
}

/** Tufts of grass along a ridge's top edge. */
export function grassEdge(c: Canvas, yAt: YAt, color: string, minH: number, maxH: number, from = -10, to = W + 10): void {
  const rng = c.rng;
  const blades: string[] = [];
  let x = from;
  while (x < to) {
    const y = yAt(x) + 2;
    const count = rng.int(2, 5);
    for (let k = 0; k < count; k++) {
      const h = rng.range(minH, maxH);
      const bx = x + rng.range(-3, 3);
      const lean = rng.range(-0.45, 0.45) * h;
      const w = Math.max(1.2, h * 0.09);
      blades.push(`M${n(bx - w)} ${n(y)} Q${n(bx + lean * 0.3)} ${n(y - h * 0.6)} ${n(bx + lean)} ${n(y - h)} Q${n(bx + lean * 0.3 + w * 0.6)} ${n(y - h * 0.5)} ${n(bx + w)} ${n(y)} Z`);
    }
    x += rng.range(6, 16);
  }
  c.add(`<path d="${blades.join(' ')}" fill="${color}"/>`);
}

/** Tall, out-of-focus grass stems framing the bottom of the picture. */
export function foregroundGrass(c: Canvas, color: string, from: number, to: number, maxH: number): void {
  const rng = c.rng;
  const blades: string[] = [];
  const heads: string[] = [];
  for (let x = from; x < to; x += rng.range(5, 12)) {
    const edge = Math.min(1, Math.min(x - from, to - x) / ((to - from) * 0.3) + 0.25);
    const h = rng.range(0.35, 1) * maxH * edge;
    const lean = rng.range(-0.3, 0.3) * h;
    const w = rng.range(1.5, 3.5);
    blades.push(`M${n(x - w)} ${H + 2} Q${n(x + lean * 0.2)} ${n(H - h * 0.6)} ${n(x + lean)} ${n(H - h)} Q${n(x + lean * 0.2 + w)} ${n(H - h * 0.5)} ${n(x + w)} ${H + 2} Z`);
    if (rng.chance(0.12)) {
      heads.push(`<ellipse cx="${n(x + lean)}" cy="${n(H - h - 10)}" rx="3.2" ry="13" transform="rotate(${n((lean / h) * 50)} ${n(x + lean)} ${n(H - h - 10)})"/>`);
    }
  }
  c.add(`<g fill="${color}"><path d="${blades.join(' ')}"/>${heads.join('')}</g>`);
}

/** Small trees dotted along a far ridge. */
export function distantTrees(c: Canvas, yAt: YAt, color: string, count: number, minH: number, maxH: number): void {
  const rng = c.rng;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(20, W - 20);
    parts.push(acacia(rng, x, yAt(x) + 2, rng.range(minH, maxH), color));
  }
  c.add(parts.join(''));
}

/** Water from `top` to `bottom` with a sky reflection, shimmer and an optional sun glint column. */
export function water(c: Canvas, top: number, bottom: number, glintX: number | null): void {
  const p = c.p;
  c.add(`<rect y="${n(top)}" width="${W}" height="${n(bottom - top)}" fill="${c.linear([[0, p.water[0]], [1, p.water[1]]], 0, top, 0, bottom)}"/>`);
  const rng = c.rng;
  const lines: string[] = [];
  for (let i = 0; i < 70; i++) {
    const y = rng.range(top + 4, bottom);
    const depth = (y - top) / (bottom - top);
    const len = rng.range(20, 120) * (0.4 + depth);
    const x = rng.range(0, W);
    lines.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(1 + depth * 2)}" rx="1" fill-opacity="${(rng.range(0.08, 0.22)).toFixed(2)}"/>`);
  }
  c.add(`<g fill="${p.glint}">${lines.join('')}</g>`);
  if (glintX !== null) {
    const glints: string[] = [];
    for (let y = top + 3; y < bottom; y += rng.range(5, 11)) {
      const depth = (y - top) / (bottom - top);
      const w = (40 + depth * 180) * rng.range(0.4, 1.1);
      glints.push(`<rect x="${n(glintX - w / 2 + rng.range(-20, 20) * depth)}" y="${n(y)}" width="${n(w)}" height="${n(1.5 + depth * 3)}" rx="2" fill-opacity="${(0.75 - depth * 0.55).toFixed(2)}"/>`);
    }
    c.add(`<g fill="${p.glint}">${glints.join('')}</g>`);
  }
  c.add(`<rect y="${n(top)}" width="${W}" height="3" fill="${p.haze}" fill-opacity="0.6"/>`);
}

/** Renders `svg` mirrored about the water line, clipped to the water. */
export function reflect(c: Canvas, svg: string, waterTop: number, waterBottom: number, opacity: number): void {
  const clip = c.clip(`<rect y="${n(waterTop)}" width="${W}" height="${n(waterBottom - waterTop)}"/>`);
  c.add(`<g clip-path="${clip}" opacity="${opacity.toFixed(2)}"><g transform="matrix(1 0 0 -1 0 ${n(waterTop * 2)})">${svg}</g></g>`);
}

/** Kilimanjaro: a broad, flat-topped volcano with a snow cap and Mawenzi's jagged shoulder. */
export function kilimanjaro(c: Canvas, cx: number, baseY: number, width: number, height: number): string {
  const p = c.p;
  const body = mix(p.land[0], p.haze, 0.3);
  const shadow = mix(body, p.land[2], 0.35);
  const top = baseY - height;
  const half = width / 2;
  const rng = c.rng;
  const mass =
    `M${n(cx - half)} ${n(baseY)} C${n(cx - half * 0.55)} ${n(baseY - height * 0.18)} ${n(cx - half * 0.32)} ${n(top + height * 0.12)} ${n(cx - half * 0.16)} ${n(top + 6)} ` +
    `C${n(cx - half * 0.08)} ${n(top - 2)} ${n(cx + half * 0.08)} ${n(top - 2)} ${n(cx + half * 0.16)} ${n(top + 8)} ` +
    `C${n(cx + half * 0.3)} ${n(top + height * 0.2)} ${n(cx + half * 0.36)} ${n(top + height * 0.34)} ${n(cx + half * 0.46)} ${n(top + height * 0.36)} ` +
    `L${n(cx + half * 0.5)} ${n(top + height * 0.3)} L${n(cx + half * 0.53)} ${n(top + height * 0.36)} L${n(cx + half * 0.56)} ${n(top + height * 0.33)} L${n(cx + half * 0.6)} ${n(top + height * 0.42)} ` +
    `C${n(cx + half * 0.72)} ${n(baseY - height * 0.28)} ${n(cx + half * 0.86)} ${n(baseY - height * 0.08)} ${n(cx + half)} ${n(baseY)} Z`;
  const shade = `M${n(cx + half * 0.05)} ${n(top + 2)} C${n(cx + half * 0.2)} ${n(top + height * 0.3)} ${n(cx + half * 0.25)} ${n(baseY - height * 0.3)} ${n(cx + half * 0.4)} ${n(baseY)} L${n(cx + half)} ${n(baseY)} C${n(cx + half * 0.86)} ${n(baseY - height * 0.08)} ${n(cx + half * 0.72)} ${n(baseY - height * 0.28)} ${n(cx + half * 0.6)} ${n(top + height * 0.42)} L${n(cx + half * 0.46)} ${n(top + height * 0.36)} C${n(cx + half * 0.36)} ${n(top + height * 0.34)} ${n(cx + half * 0.3)} ${n(top + height * 0.2)} ${n(cx + half * 0.16)} ${n(top + 8)} Z`;
  // Snow cap: follows the summit, its lower edge breaking into glacier tongues.
  const snowPoints: string[] = [];
  const capLeft = cx - half * 0.27;
  const capRight = cx + half * 0.3;
  const steps = 18;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = capRight - t * (capRight - capLeft);
    const depth = height * (0.12 + (i % 2 === 0 ? rng.range(0.06, 0.14) : rng.range(0, 0.04)));
    const summit = top + Math.pow(Math.abs(x - cx) / (half * 0.3), 2.2) * height * 0.12;
    snowPoints.push(`${n(x)} ${n(summit + depth)}`);
  }
  const snow =
    `M${n(cx - half * 0.2)} ${n(top + height * 0.05)} C${n(cx - half * 0.08)} ${n(top - 2)} ${n(cx + half * 0.08)} ${n(top - 2)} ${n(cx + half * 0.18)} ${n(top + height * 0.06)} ` +
    `L${snowPoints.join(' L')} Z`;
  const svg =
    `<path d="${mass}" fill="${body}"/>` +
    `<path d="${shade}" fill="${shadow}" fill-opacity="0.55"/>` +
    `<path d="${snow}" fill="${p.snow}"/>` +
    `<path d="M${n(cx + half * 0.02)} ${n(top)} L${n(cx + half * 0.18)} ${n(top + height * 0.06)} L${n(cx + half * 0.3)} ${n(top + height * 0.2)} L${n(cx + half * 0.06)} ${n(top + height * 0.16)} Z" fill="${mix(p.snow, shadow, 0.25)}" fill-opacity="0.7"/>`;
  c.add(svg);
  // A belt of cloud around the lower slopes.
  const belt: string[] = [];
  const beltY = baseY - height * rng.range(0.25, 0.4);
  for (let i = 0; i < 9; i++) {
    const bx = cx + rng.range(-0.7, 0.7) * half;
    belt.push(`<ellipse cx="${n(bx)}" cy="${n(beltY + rng.range(-12, 12))}" rx="${n(rng.range(70, 170))}" ry="${n(rng.range(9, 20))}"/>`);
  }
  const beltSvg = `<g fill="${mix(p.cloud, p.haze, 0.4)}" fill-opacity="0.55">${belt.join('')}</g>`;
  c.add(beltSvg);
  return svg;
}

/** Mount Kenya: a broad volcanic stump crowned by a jagged twin summit, snow streaking its gullies. */
export function mountKenya(c: Canvas, cx: number, baseY: number, width: number, height: number, hazy = 0.3): string {
  const p = c.p;
  const body = mix(p.land[0], p.haze, hazy);
  const shadow = mix(body, p.land[2], 0.45);
  const half = width / 2;
  const top = baseY - height;
  const pts: [number, number][] = [
    [-1, 1], [-0.72, 0.8], [-0.5, 0.66], [-0.34, 0.58], [-0.24, 0.5], [-0.18, 0.4], [-0.13, 0.36], [-0.1, 0.24],
    [-0.07, 0.2], [-0.045, 0.06], [-0.025, 0], [-0.01, 0.05], [0.012, 0.02], [0.035, 0.1], [0.06, 0.16], [0.09, 0.26],
    [0.12, 0.28], [0.16, 0.38], [0.2, 0.36], [0.26, 0.48], [0.4, 0.58], [0.62, 0.72], [0.82, 0.86], [1, 1],
  ];
  const at = ([x, y]: [number, number]): [number, number] => [cx + x * half, top + y * height];
  const outline = pts.map((pt) => at(pt).map(n).join(' ')).join(' L');
  const right = pts.filter(([x]) => x >= -0.01);
  const shade = `M${n(cx - 0.01 * half)} ${n(top + height * 0.05)} L${n(cx + 0.04 * half)} ${n(top + height * 0.45)} L${n(cx + 0.16 * half)} ${n(baseY)} L${[...right].reverse().map((pt) => at(pt).map(n).join(' ')).join(' L')} Z`;
  const rng = c.rng;
  const streaks: string[] = [];
  for (let i = 0; i < 16; i++) {
    const k = rng.int(5, pts.length - 6);
    const a = pts[k];
    const b = pts[k + 1];
    if (!a || !b) continue;
    const u = rng.range(0, 1);
    const [x0, y0] = at([a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u]);
    const side = x0 < cx ? -1 : 1;
    const len = height * rng.range(0.06, 0.2) * (1 - Math.abs(x0 - cx) / half);
    const w = rng.range(2, 7);
    const dx = side * len * rng.range(0.2, 0.5);
    streaks.push(`M${n(x0 - w)} ${n(y0 + 2)} L${n(x0 + w)} ${n(y0 + 2)} L${n(x0 + dx + w * 0.3)} ${n(y0 + len)} L${n(x0 + dx * 0.9)} ${n(y0 + len * 1.05)} Z`);
  }
  // A small glacier tucked under the summit.
  streaks.push(`M${n(cx + half * 0.03)} ${n(top + height * 0.14)} Q${n(cx + half * 0.1)} ${n(top + height * 0.2)} ${n(cx + half * 0.16)} ${n(top + height * 0.3)} Q${n(cx + half * 0.1)} ${n(top + height * 0.34)} ${n(cx + half * 0.02)} ${n(top + height * 0.28)} Z`);
  const svg =
    `<path d="M${outline} Z" fill="${body}"/>` +
    `<path d="${shade}" fill="${shadow}" fill-opacity="0.55"/>` +
    `<path d="${streaks.join(' ')}" fill="${p.snow}" fill-opacity="0.9"/>`;
  c.add(svg);
  return svg;
}

/** A free-standing volcanic cone: gentle foot, steepening to a broad, cratered summit, hazier towards its base. */
export function volcano(c: Canvas, cx: number, baseY: number, width: number, height: number, color: string): string {
  const rng = c.rng;
  const half = width / 2;
  const top = baseY - height;
  const crater = half * rng.range(0.12, 0.2);
  const lean = rng.range(-0.06, 0.06) * half;
  const phase = rng.range(0, 6.28);
  const side = (dir: 1 | -1): string[] => {
    const pts: string[] = [];
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      // t = 0 at the foot, 1 at the crater rim; the profile steepens towards the top.
      const x = cx + dir * (half - (half - crater) * t) + lean * t;
      const y = baseY - height * Math.pow(t, 1.35);
      const wobble = Math.sin(t * 17 + phase + dir) * height * 0.012 * (1 - t);
      pts.push(`${n(x)} ${n(y + wobble)}`);
    }
    return pts;
  };
  const left = side(-1);
  const right = side(1).reverse();
  const rimDip = `Q${n(cx + lean)} ${n(top + height * 0.04)} `;
  const d = `M${left.join(' L')} ${rimDip}${right.join(' L')} Z`;
  const fill = c.linear([[0, color], [1, mix(color, c.p.haze, 0.4)]], 0, top, 0, baseY);
  const svg = `<path d="${d}" fill="${fill}"/>`;
  c.add(svg);
  return svg;
}

/** A flat-topped mountain with cliffs on every side (Ololokwe in Samburu). */
export function mesa(c: Canvas, cx: number, baseY: number, width: number, height: number, color: string): string {
  const half = width / 2;
  const top = baseY - height;
  const svg =
    `<path d="M${n(cx - half)} ${n(baseY)} C${n(cx - half * 0.7)} ${n(baseY - height * 0.2)} ${n(cx - half * 0.55)} ${n(baseY - height * 0.4)} ${n(cx - half * 0.5)} ${n(top + height * 0.35)} ` +
    `L${n(cx - half * 0.44)} ${n(top + 6)} Q${n(cx - half * 0.42)} ${n(top)} ${n(cx - half * 0.36)} ${n(top)} L${n(cx + half * 0.3)} ${n(top + 4)} Q${n(cx + half * 0.36)} ${n(top + 4)} ${n(cx + half * 0.38)} ${n(top + 12)} ` +
    `L${n(cx + half * 0.45)} ${n(top + height * 0.4)} C${n(cx + half * 0.6)} ${n(baseY - height * 0.35)} ${n(cx + half * 0.75)} ${n(baseY - height * 0.12)} ${n(cx + half)} ${n(baseY)} Z" fill="${color}"/>` +
    `<path d="M${n(cx + half * 0.3)} ${n(top + 4)} Q${n(cx + half * 0.36)} ${n(top + 4)} ${n(cx + half * 0.38)} ${n(top + 12)} L${n(cx + half * 0.45)} ${n(top + height * 0.4)} C${n(cx + half * 0.6)} ${n(baseY - height * 0.35)} ${n(cx + half * 0.75)} ${n(baseY - height * 0.12)} ${n(cx + half)} ${n(baseY)} L${n(cx + half * 0.3)} ${n(baseY)} L${n(cx + half * 0.32)} ${n(top + height * 0.3)} Z" fill="#000" fill-opacity="0.14"/>`;
  c.add(svg);
  return svg;
}

/** The Rift Valley wall: a long, flat-topped escarpment dropping to the valley floor. */
export function escarpment(c: Canvas, baseY: number, height: number, color: string, fromLeft: boolean): string {
  const rng = c.rng;
  const pts: string[] = [];
  const drop = W * rng.range(0.55, 0.75);
  for (let x = -20; x <= W + 20; x += 20) {
    const t = fromLeft ? x : W - x;
    const rise = t < drop ? 1 : Math.max(0, 1 - (t - drop) / (W * 0.22));
    const y = baseY - height * rise * (0.92 + 0.08 * Math.sin(x * 0.02 + rng.range(0, 0.3))) - (rise > 0 && rise < 1 ? rng.range(-3, 3) : 0);
    pts.push(`${n(x)} ${n(y)}`);
  }
  const svg = `<path d="M-20 ${n(baseY + 6)} L${pts.join(' L')} L${W + 20} ${n(baseY + 6)} Z" fill="${color}"/>`;
  c.add(svg);
  return svg;
}

/** Weathered granite boulders heaped into a kopje; returns the top of its crowning boulder. */
export function kopje(c: Canvas, cx: number, baseY: number, width: number, color: string, light: string): { x: number; y: number } {
  const rng = c.rng;
  const half = width / 2;
  const moundH = width * 0.22;
  const rocks: string[] = [`<ellipse cx="${n(cx)}" cy="${n(baseY)}" rx="${n(half)}" ry="${n(moundH)}"/>`];
  for (let i = 0; i < 7; i++) {
    const t = rng.range(-0.42, 0.42);
    const x = cx + t * width;
    const surface = baseY - moundH * Math.sqrt(Math.max(0, 1 - (2 * t) ** 2));
    const rx = width * rng.range(0.1, 0.17) * (1 - Math.abs(t) * 0.8);
    const ry = rx * rng.range(0.55, 0.85);
    rocks.push(`<ellipse cx="${n(x)}" cy="${n(surface + ry * 0.3)}" rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${n(rng.range(-12, 12))} ${n(x)} ${n(surface)})"/>`);
  }
  const tx = cx + rng.range(-0.1, 0.1) * width;
  const trx = width * rng.range(0.14, 0.18);
  const try_ = trx * rng.range(0.45, 0.55);
  const ty = baseY - moundH - try_ * 0.6;
  rocks.push(`<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="${n(trx)}" ry="${n(try_)}"/>`);
  // A sliver of light along the top of the crowning boulder.
  const rim = `<path d="M${n(tx - trx * 0.8)} ${n(ty - try_ * 0.55)} Q${n(tx)} ${n(ty - try_ * 1.25)} ${n(tx + trx * 0.8)} ${n(ty - try_ * 0.55)} Q${n(tx)} ${n(ty - try_ * 0.95)} ${n(tx - trx * 0.8)} ${n(ty - try_ * 0.55)} Z" fill="${light}" fill-opacity="0.25"/>`;
  const fill = c.linear([[0, mix(color, light, 0.15)], [0.45, color], [1, mix(color, '#000000', 0.15)]], 0, ty - try_, 0, baseY);
  const clip = c.clip(`<rect x="${n(cx - width)}" y="0" width="${n(width * 2)}" height="${n(baseY)}"/>`);
  c.add(`<g clip-path="${clip}" fill="${fill}">${rocks.join('')}</g>${rim}`);
  return { x: tx, y: ty - try_ + 2 };
}

/**
 * Dark edges that pull the eye to the middle of the picture. Four linear
 * bands rather than one radial gradient: they overlap into soft corners and
 * rasterise several times faster.
 */
export function vignette(c: Canvas): void {
  const v = c.p.vignette;
  const band = (x1: number, y1: number, x2: number, y2: number): string => c.linear([[0, '#000', v * 0.75], [1, '#000', 0]], x1, y1, x2, y2);
  c.add(
    `<rect width="${W}" height="260" fill="${band(0, 0, 0, 260)}"/>` +
      `<rect y="${H - 300}" width="${W}" height="300" fill="${band(0, H, 0, H - 300)}"/>` +
      `<rect width="360" height="${H}" fill="${band(0, 0, 360, 0)}"/>` +
      `<rect x="${W - 360}" width="360" height="${H}" fill="${band(W, 0, W - 360, 0)}"/>`,
  );
}

/** Scales a near-foreground size to a point on the ground, by its distance below the horizon. */
export function sizeAt(y: number, horizon: number, nearSize: number): number {
  return Math.max(nearSize * 0.04, (nearSize * (y - horizon)) / (H - horizon));
}
