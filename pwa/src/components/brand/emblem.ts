/**
 * The brand emblem, an acacia tree against a savanna sunset, as SVG markup.
 * Shared by the icon script and kept free of any dependency so the favicon,
 * the PWA icons and the header mark all come from one drawing.
 */

export interface EmblemOptions {
  /** Corner radius of the background square in a 512 × 512 box (0 for full-bleed). */
  radius: number;
  /** Scale of the artwork around the centre (maskable icons keep it inside the safe zone). */
  scale: number;
}

export const EMBLEM_COLORS = {
  skyTop: '#F6C35A',
  skyMid: '#E98A3B',
  skyBottom: '#B9472A',
  sun: '#FFE4A3',
  silhouette: '#14291F',
} as const;

/** The drawing itself, in a 512 × 512 coordinate space, without background. */
export function emblemArtwork(): string {
  const c = EMBLEM_COLORS;
  return `
  <circle cx="256" cy="300" r="118" fill="${c.sun}" opacity="0.95"/>
  <path d="M-320 414 C-120 398 0 404 90 394 C170 382 256 384 256 386 C350 392 430 384 512 372 C640 356 760 368 840 372 V840 H-320 Z" fill="${c.silhouette}"/>
  <path fill="${c.silhouette}" d="
    M244 398
    C247 360 246 330 236 306
    C224 282 206 266 178 252
    L186 242
    C212 252 232 266 246 286
    C250 270 252 256 250 238
    L262 238
    C266 258 264 276 260 292
    C274 270 298 254 328 244
    L334 254
    C304 268 284 286 274 312
    C266 336 266 362 270 398 Z"/>
  <path fill="${c.silhouette}" d="
    M96 256
    C100 232 134 220 166 224
    C180 200 222 194 248 204
    C274 186 320 190 340 206
    C370 200 410 212 420 234
    C428 254 408 266 382 266
    C354 270 322 266 298 268
    C272 274 238 274 212 270
    C180 274 148 274 122 270
    C104 268 94 264 96 256 Z"/>
  `;
}

/** A complete emblem SVG document. */
export function emblemSvg({ radius, scale }: EmblemOptions, size = 512): string {
  const c = EMBLEM_COLORS;
  const offset = (512 - 512 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${c.skyTop}"/>
      <stop offset="0.6" stop-color="${c.skyMid}"/>
      <stop offset="1" stop-color="${c.skyBottom}"/>
    </linearGradient>
    <clipPath id="frame"><rect width="512" height="512" rx="${radius}"/></clipPath>
  </defs>
  <g clip-path="url(#frame)">
    <rect width="512" height="512" fill="url(#sky)"/>
    <g transform="translate(${offset} ${offset}) scale(${scale})">${emblemArtwork()}
    </g>
  </g>
</svg>
`;
}
