/**
 * What a GET asks for beyond its URL, for answers kept in memory (the catalogue, the rendered pages):
 * the encoding it takes (Accept-Encoding) and whether its copy is still current (If-None-Match), and
 * the encodings themselves, built once per kept answer.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** `body` in `encoding`: the smallest each gives, since it is built once and sent many times. */
export function encode(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 9 });
}

/** FNV-1a, enough to tell keys apart inside one ETag. */
export function hash32(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** The best encoding the request accepts, brotli first (q=0 refuses one). */
function pickEncoding(accepted: string): Encoding {
  const refuses = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*;\\s*q=0(\\.0*)?\\s*(,|$)`, 'i').test(accepted);
  if (/\bbr\b/i.test(accepted) && !refuses('br')) return 'br';
  if (/\bgzip\b/i.test(accepted) && !refuses('gzip')) return 'gzip';
  return 'identity';
}

/** Browsers send a handful of Accept-Encoding values: each is parsed once. */
const encodings = new Map<string, Encoding>();

/** The best encoding an Accept-Encoding header takes, brotli first (q=0 refuses one). */
export function preferredEncoding(accepted: string | undefined): Encoding {
  if (!accepted) return 'identity';
  let encoding = encodings.get(accepted);
  if (encoding === undefined) {
    encoding = pickEncoding(accepted);
    if (encodings.size >= 100) encodings.clear();
    encodings.set(accepted, encoding);
  }
  return encoding;
}
