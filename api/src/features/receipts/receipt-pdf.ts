/**
 * The receipt as an A4 PDF (pdf-lib, pure JavaScript, server only): the same title, rows and amount
 * as the printable page. The standard Helvetica needs no font file but writes WinAnsi only, so any
 * other character (a name in another script) is written without its accent, or as '?'.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReceiptDocument } from './receipt-document';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const LABEL_WIDTH = 170;
const GREEN = rgb(0x1b / 255, 0x43 / 255, 0x32 / 255);
const INK = rgb(0x1e / 255, 0x24 / 255, 0x20 / 255);
const GREY = rgb(0x54 / 255, 0x5b / 255, 0x56 / 255);
const SAND = rgb(0xf1 / 255, 0xe7 / 255, 0xd3 / 255);
const RULE = rgb(0xe6 / 255, 0xdf / 255, 0xd0 / 255);

/** Latin letters with a stroke, which Unicode does not decompose into a letter and an accent. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

/** `text` in characters the font can write: accents dropped where that helps, '?' otherwise. */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  const fits = (value: string) => [...value].every((char) => known.has(char.codePointAt(0) ?? 0));
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    const plain = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    out += fits(char) ? char : plain && fits(plain) ? plain : '?';
  }
  return out;
}

/** Lines of at most `width` points (a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export async function receiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${receipt.receiptNo}: ${receipt.title}`);
  doc.setAuthor(receipt.operator.name);
  doc.setCreationDate(new Date());
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(A4);
  const right = A4[0] - MARGIN;
  let y = A4[1] - MARGIN;

  const text = (value: string, x: number, at: number, size: number, font = regular, color = INK) => page.drawText(writable(font, value), { x, y: at, size, font, color });
  const textRight = (value: string, at: number, size: number, font = regular, color = INK, inset = 0) => {
    const safe = writable(font, value);
    page.drawText(safe, { x: right - inset - font.widthOfTextAtSize(safe, size), y: at, size, font, color });
  };
  const rule = (at: number, thickness = 0.75, color = RULE) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: right, y: at }, thickness, color });
  /** A new page when fewer than `height` points are left above the bottom margin. */
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };

  // The operator on the left, what this is on the right.
  text(receipt.operator.name, MARGIN, y - 18, 18, bold, GREEN);
  receipt.operator.lines.forEach((line, index) => text(line, MARGIN, y - 36 - index * 13, 9.5, regular, GREY));
  textRight(receipt.title, y - 18, 16, bold);
  textRight(`Receipt no. ${receipt.receiptNo}`, y - 36, 11);
  textRight(receipt.issuedOn, y - 50, 11, regular, GREY);
  y -= 36 + Math.max(2, receipt.operator.lines.length) * 13 + 10;
  rule(y, 2, GREEN);

  // The amount, large.
  y -= 58;
  page.drawRectangle({ x: MARGIN, y, width: right - MARGIN, height: 42, color: SAND });
  text(receipt.amount.label, MARGIN + 14, y + 16, 11, regular, GREY);
  textRight(receipt.amount.value, y + 14, 18, bold, INK, 14);

  for (const section of receipt.sections) {
    y -= 30;
    room(40);
    text(section.heading.toUpperCase(), MARGIN, y, 10, bold, GREEN);
    y -= 8;
    for (const [label, value] of section.rows) {
      const lines = wrap(bold, writable(bold, value), 10.5, right - MARGIN - LABEL_WIDTH);
      const height = 10 + lines.length * 14;
      room(height);
      rule(y);
      text(label, MARGIN, y - 15, 10, regular, GREY);
      lines.forEach((line, index) => page.drawText(line, { x: MARGIN + LABEL_WIDTH, y: y - 15 - index * 14, size: 10.5, font: bold, color: INK }));
      y -= height;
    }
    rule(y);
  }

  y -= 34;
  const footer = `Thank you for travelling with ${receipt.operator.name}. Please quote the booking reference in any question about this receipt.`;
  for (const line of wrap(regular, writable(regular, footer), 9.5, right - MARGIN)) {
    room(14);
    page.drawText(line, { x: MARGIN, y, size: 9.5, font: regular, color: GREY });
    y -= 13;
  }
  return doc.save();
}
