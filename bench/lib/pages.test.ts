import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { documentSizes } from './pages';

const css = '.a{color:red}'; // 13 bytes
const emotion = 'body{margin:0}.css-1x{padding:8px;content:"é"}'; // 'é' is two bytes in UTF-8
const html = `<!doctype html><html><head><title>Safari</title>
<style data-emotion="css" data-s="">${emotion}</style>
<STYLE media="print">${css}</STYLE >
<link rel="stylesheet" href="/assets/app.css"><script>window.__DATA__={"note":"a <style>p{}</style> in text"}</script><!-- <style>old{}</style> -->
</head><body><p style="color:blue">Hello</p><style></style></body></html>`;

describe('documentSizes', () => {
  it('when a document inlines CSS, then the bytes inside its <style> elements are counted, UTF-8, whatever their case and attributes, and none written in a script or comment', () => {
    const sizes = documentSizes(html);
    expect(sizes.inlineCssBytes).toBe(Buffer.byteLength(emotion) + css.length);
    expect(Buffer.byteLength(emotion)).toBe(emotion.length + 1);
    expect(sizes.styleElements).toBe(3);
  });

  it('when a document has no <style> element, then it inlines no CSS (style attributes and linked sheets are not inline CSS)', () => {
    expect(documentSizes('<html><head><link rel="stylesheet" href="/a.css"></head><body style="margin:0"></body></html>').inlineCssBytes).toBe(0);
  });

  it('when the HTML is measured, then its size is UTF-8 bytes and its gzip size that of a gzip that gives it back', () => {
    const big = html + '<p>Masai Mara</p>'.repeat(2_000);
    const sizes = documentSizes(big);
    expect(sizes.htmlBytes).toBe(Buffer.byteLength(big));
    expect(sizes.htmlGzipBytes).toBeGreaterThan(20);
    expect(sizes.htmlGzipBytes).toBeLessThan(sizes.htmlBytes / 10);
    // zlib's level 6, as the server's compression middleware sends it.
    expect(sizes.htmlGzipBytes).toBe(gzipSync(big, { level: 6 }).length);
    expect(gunzipSync(gzipSync(big, { level: 6 })).toString()).toBe(big);
  });
});
