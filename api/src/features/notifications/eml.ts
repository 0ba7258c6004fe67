/**
 * Reads back the .eml files the mailer writes when no SMTP server is configured, so staff see the
 * message exactly as it was sent. Only what nodemailer writes is needed: headers (folded, with
 * RFC 2047 encoded words), one text/plain and one text/html part in a multipart/alternative body
 * (inside a multipart/mixed one when files are attached), quoted-printable, base64 or plain
 * transfer encodings, UTF-8.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ParsedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmlAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

function decodeQuotedPrintable(source: string): string {
  const joined = source.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i];
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  const kind = encoding.trim().toLowerCase();
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, mode: string, data: string) =>
      mode.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(source: string): Part {
  const normalised = source.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The leaf parts of a part, multiparts opened however deep they nest. */
function leavesOf(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leavesOf(splitPart(chunk.replace(/^\n/, ''))));
}

/** The file name of an attached part, or null for a body. */
function filenameOf(part: Part): string | null {
  const disposition = part.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? (/^attachment/i.test(disposition) ? /name="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1] : undefined);
  return name === undefined ? null : decodeWords(name);
}

/** The subject and the text and HTML bodies of an e-mail file's content. */
export function parseEml(source: string): ParsedEmail {
  const message = splitPart(source);
  const result: ParsedEmail = { subject: decodeWords(message.headers.get('subject') ?? ''), text: '', html: '' };
  for (const part of leavesOf(message)) {
    if (filenameOf(part) !== null) continue;
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const body = decodeBody(part.body.replace(/\n$/, ''), part.headers.get('content-transfer-encoding') ?? '7bit');
    if (type.startsWith('text/html') && !result.html) result.html = body;
    else if (type.startsWith('text/plain') && !result.text) result.text = body;
  }
  return result;
}

/** The files attached to an e-mail file's content, as they were sent. */
export function emlAttachments(source: string): EmlAttachment[] {
  return leavesOf(splitPart(source)).flatMap((part) => {
    const filename = filenameOf(part);
    if (filename === null) return [];
    const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
    const body = part.body.replace(/\n$/, '');
    const content = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(decodeBody(body, encoding), 'utf8');
    return [{ filename, contentType: (part.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]?.trim().toLowerCase() ?? '', content }];
  });
}

/** The .eml file the mailer wrote for this notification (`<stamp>-<kind>-<id>.eml`), if any. */
export async function findEmlFile(dir: string, id: string): Promise<string | null> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const name = files.filter((file) => file.endsWith(`-${id}.eml`)).sort().at(-1);
  return name ?? null;
}

export async function readEml(dir: string, name: string): Promise<ParsedEmail> {
  return parseEml(await readFile(path.join(dir, name), 'utf8'));
}
