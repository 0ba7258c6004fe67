/**
 * Soft radial glows as tiny PNG sprites, scaled up in the SVG with `<image>`.
 * librsvg paints a full-size radial gradient several times slower than it
 * scales a small bitmap, and a smooth glow looks the same either way.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** Encodes RGBA pixels as a PNG. */
function png(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Opacity stops from the centre (0) to the rim (1). */
export type GlowStops = readonly (readonly [offset: number, opacity: number])[];

function opacityAt(stops: GlowStops, t: number): number {
  let previous = stops[0] ?? [0, 0];
  for (const stop of stops) {
    if (t <= stop[0]) {
      const span = stop[0] - previous[0];
      const u = span <= 0 ? 1 : (t - previous[0]) / span;
      return previous[1] + (stop[1] - previous[1]) * u;
    }
    previous = stop;
  }
  return previous[1];
}

const SIZE = 96;
const cache = new Map<string, string>();

/** A data URI of a round glow in `color` (#rrggbb), fading by `stops`. */
export function glowSprite(color: string, stops: GlowStops): string {
  const key = `${color}|${stops.map((s) => s.join(':')).join(',')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const value = Number.parseInt(color.slice(1), 16);
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  const rgba = new Uint8Array(SIZE * SIZE * 4);
  const centre = (SIZE - 1) / 2;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const t = Math.min(1, Math.hypot(x - centre, y - centre) / (SIZE / 2));
      const i = (y * SIZE + x) * 4;
      rgba.set([r, g, b, Math.round(255 * Math.max(0, Math.min(1, opacityAt(stops, t))))], i);
    }
  }
  const uri = `data:image/png;base64,${png(SIZE, SIZE, rgba).toString('base64')}`;
  cache.set(key, uri);
  return uri;
}
