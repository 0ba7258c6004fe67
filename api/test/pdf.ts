/** Reading back the PDFs the API makes (pdf-lib): their bytes from supertest, and the text they draw. */
import { inflateSync } from 'node:zlib';
import type request from 'supertest';

/** The text a PDF draws, a line per text operator: pdf-lib writes each as a hex string in a deflated content stream. */
export function pdfText(pdf: Uint8Array): string {
  const source = Buffer.from(pdf);
  const latin1 = source.toString('latin1');
  const lines: string[] = [];
  // Each stream's bytes by its /Length: deflated data may end in a byte that looks like a line end.
  for (const match of latin1.matchAll(/\/Length (\d+)\s*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = inflateSync(source.subarray(start, start + Number(match[1]))).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

/** A binary answer's body as a Buffer (supertest leaves application/pdf unparsed otherwise). */
export const binary = (req: request.Test): request.Test =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
