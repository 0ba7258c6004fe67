/**
 * Wordmark-style logos for the (fictional) seed partners: an emblem in a
 * brand colour beside the partner's name, on a white card, 400 × 200.
 */
import { mix } from './art-palettes';
import { n, place } from './art-shapes';

export const EMBLEMS = ['wing', 'leaf', 'review', 'shield', 'binoculars', 'globe', 'compass', 'swift', 'generic'] as const;
export type Emblem = (typeof EMBLEMS)[number];

export interface LogoStyle {
  emblem: Emblem;
  color: string;
  tagline: string;
}

/** Font stack that the image renderer (librsvg with fontconfig) resolves on Debian and most Linux hosts. */
export const LOGO_FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** An emblem drawn in a 100 × 100 box centred on (0, 0). */
function emblem(kind: Emblem, color: string): string {
  const light = '#ffffff';
  const badge = `<circle r="50" fill="${color}"/>`;
  switch (kind) {
    case 'wing':
      return (
        badge +
        `<g fill="${light}"><path d="M-34 16 C-12 -10 16 -24 38 -28 C24 -12 4 4 -34 16 Z"/>` +
        `<path d="M-30 28 C-10 12 12 2 30 -2 C18 12 0 22 -30 28 Z" opacity="0.8"/>` +
        `<path d="M-24 38 C-8 28 6 22 20 20 C10 30 -4 36 -24 38 Z" opacity="0.6"/></g>`
      );
    case 'leaf':
      return (
        badge +
        `<path d="M-26 28 C-30 -4 -4 -30 32 -32 C32 2 8 28 -26 28 Z" fill="${light}"/>` +
        `<path d="M-26 28 C-6 8 8 -6 22 -20" fill="none" stroke="${color}" stroke-width="3.5" stroke-linecap="round"/>`
      );
    case 'review':
      return (
        badge +
        `<path d="M-30 -24 H30 A8 8 0 0 1 38 -16 V14 A8 8 0 0 1 30 22 H-6 L-20 36 L-18 22 H-30 A8 8 0 0 1 -38 14 V-16 A8 8 0 0 1 -30 -24 Z" fill="${light}"/>` +
        `<path d="M0 -16 L5.3 -5.3 L17 -3.6 L8.5 4.7 L10.5 16.4 L0 10.8 L-10.5 16.4 L-8.5 4.7 L-17 -3.6 L-5.3 -5.3 Z" fill="${color}"/>`
      );
    case 'shield':
      return (
        `<path d="M0 -50 L42 -36 C42 6 28 34 0 50 C-28 34 -42 6 -42 -36 Z" fill="${color}"/>` +
        `<path d="M0 -42 L35 -30 C35 4 23 28 0 42 C-23 28 -35 4 -35 -30 Z" fill="none" stroke="${light}" stroke-width="2" opacity="0.6"/>` +
        place('elephant', 0, 20, 40, light)
      );
    case 'binoculars':
      return (
        badge +
        `<g fill="${light}"><rect x="-26" y="-24" width="18" height="26" rx="5"/><rect x="8" y="-24" width="18" height="26" rx="5"/><rect x="-8" y="-14" width="16" height="10"/>` +
        `<circle cx="-17" cy="10" r="15"/><circle cx="17" cy="10" r="15"/></g>` +
        `<circle cx="-17" cy="10" r="8" fill="${color}"/><circle cx="17" cy="10" r="8" fill="${color}"/>`
      );
    case 'globe':
      return (
        badge +
        `<g fill="none" stroke="${light}" stroke-width="3"><circle r="32"/><ellipse rx="14" ry="32"/><path d="M-32 0 H32 M-27 -16 H27 M-27 16 H27 M0 -32 V32"/></g>` +
        `<path d="M-40 20 C-10 34 24 30 44 -8" fill="none" stroke="${mix(color, '#ffffff', 0.55)}" stroke-width="4" stroke-linecap="round"/>`
      );
    case 'compass':
      return (
        badge +
        `<circle r="38" fill="none" stroke="${light}" stroke-width="2" opacity="0.7"/>` +
        `<path d="M0 -36 L7 -7 L36 0 L7 7 L0 36 L-7 7 L-36 0 L-7 -7 Z" fill="${light}"/>` +
        `<path d="M0 -36 L7 -7 L0 0 Z M36 0 L7 7 L0 0 Z M0 36 L-7 7 L0 0 Z M-36 0 L-7 -7 L0 0 Z" fill="${mix(color, '#ffffff', 0.35)}"/>` +
        `<path d="M18 -18 L4 -4 L-18 18 L-4 4 Z M-18 -18 L-4 4 L18 18 L4 -4 Z" fill="${light}" opacity="0.55"/>`
      );
    case 'swift':
      return (
        badge +
        `<path d="M-40 -8 Q-20 -16 -2 4 Q0 -2 2 4 Q20 -16 40 -8 Q18 -8 6 14 L0 20 L-6 14 Q-18 -8 -40 -8 Z" fill="${light}"/>` +
        `<path d="M-30 32 Q0 20 30 32" fill="none" stroke="${light}" stroke-width="3" opacity="0.6"/>`
      );
    case 'generic':
      return `<circle r="50" fill="${color}"/><g fill="#ffffff" opacity="0.9"><rect x="-22" y="-22" width="19" height="19" rx="4"/><rect x="3" y="-22" width="19" height="19" rx="4"/><rect x="-22" y="3" width="19" height="19" rx="4"/><rect x="3" y="3" width="19" height="19" rx="4" opacity="0.5"/></g>`;
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits a name into at most two lines of similar length. */
function splitName(name: string): string[] {
  const words = name.split(/\s+/);
  if (name.length <= 13 || words.length === 1) return [name];
  let best: string[] = [name];
  let bestScore = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const score = Math.max(...lines.map((line) => line.length));
    if (score < bestScore) {
      best = lines;
      bestScore = score;
    }
  }
  return best;
}

/** The logo SVG of one partner. */
export function partnerLogoSvg(name: string, style: LogoStyle, width: number, height: number): string {
  const lines = splitName(name);
  const textX = 150;
  const available = width - textX - 18;
  const longest = Math.max(...lines.map((line) => line.length));
  // Bold DejaVu Sans averages about 0.66 em per character.
  const size = Math.min(34, available / (longest * 0.66));
  const lineHeight = size * 1.12;
  const taglineSize = 12.5;
  const block = lines.length * lineHeight + taglineSize + 10;
  const firstBaseline = (height - block) / 2 + size * 0.92;
  const text = lines
    .map((line, i) => `<text x="${textX}" y="${n(firstBaseline + i * lineHeight)}" font-size="${n(size)}">${escapeXml(line)}</text>`)
    .join('');
  const taglineY = firstBaseline + (lines.length - 1) * lineHeight + taglineSize + 12;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<g transform="translate(78 ${height / 2}) scale(1.05)">${emblem(style.emblem, style.color)}</g>` +
    `<g font-family="${LOGO_FONT}" font-weight="700" fill="${mix(style.color, '#1b1b1b', 0.55)}">${text}</g>` +
    `<text x="${textX + 1}" y="${n(taglineY)}" font-family="${LOGO_FONT}" font-size="${taglineSize}" letter-spacing="1.6" fill="#6b6f76">${escapeXml(style.tagline.toUpperCase())}</text>` +
    `</svg>`
  );
}

/** The generic partner placeholder, labelled Partner. */
export function placeholderLogoSvg(width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#f3f4f6"/>` +
    `<g transform="translate(${width / 2 - 78} ${height / 2}) scale(0.62)">${emblem('generic', '#9aa1ab')}</g>` +
    `<text x="${width / 2 - 38}" y="${height / 2 + 11}" font-family="${LOGO_FONT}" font-weight="700" font-size="30" fill="#6b7280">Partner</text>` +
    `</svg>`
  );
}
