/**
 * The printable receipt: one self-contained HTML page (its styles inline, no script, no app
 * chrome), laid out for A4 paper. The browser's Print saves it as a PDF too; its link offers the
 * receipt's own PDF (receipt-pdf.ts).
 */
import { escapeHtml } from '../../lib/page-meta';
import type { ReceiptDocument } from './receipt-document';

const STYLES = `
@page { size: A4; margin: 18mm 16mm; }
* { box-sizing: border-box; }
html { background: #FAF6EE; }
body { margin: 0 auto; max-width: 210mm; padding: 24px; font: 15px/1.5 Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; color: #1E2420; background: #FFFFFF; }
header { display: flex; justify-content: space-between; gap: 24px; border-bottom: 3px solid #1B4332; padding-bottom: 16px; }
.operator strong { display: block; font: 700 22px/1.3 'Playfair Display', Georgia, serif; color: #1B4332; }
.operator span { display: block; color: #545B56; font-size: 13px; }
.title { text-align: right; }
.title h1 { margin: 0; font-size: 22px; }
.title p { margin: 2px 0 0; color: #545B56; }
.amount { margin: 24px 0; padding: 16px 20px; background: #F1E7D3; border-radius: 8px; display: flex; justify-content: space-between; align-items: baseline; }
.amount span { color: #545B56; }
.amount strong { font-size: 26px; }
h2 { margin: 24px 0 8px; font-size: 15px; text-transform: uppercase; letter-spacing: .06em; color: #1B4332; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; vertical-align: top; padding: 7px 0; border-top: 1px solid #E6DFD0; }
th { width: 40%; font-weight: 400; color: #545B56; padding-right: 12px; }
td { font-weight: 600; overflow-wrap: anywhere; }
footer { margin-top: 32px; color: #545B56; font-size: 13px; }
.screen-only { margin-top: 24px; padding-top: 16px; border-top: 1px dashed #E6DFD0; }
.screen-only a { color: #1B4332; font-weight: 600; }
@media print {
  html, body { background: #FFFFFF; }
  body { padding: 0; max-width: none; }
  .amount { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .screen-only { display: none; }
}
`;

const rowsHtml = (rows: [string, string][]) =>
  rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n');

/** The page; `pdfHref` is the same receipt as a PDF (with the key the page was opened with). */
export function receiptHtml(receipt: ReceiptDocument, pdfHref: string): string {
  const sections = receipt.sections.map((section) => `<h2>${escapeHtml(section.heading)}</h2>\n<table>\n${rowsHtml(section.rows)}\n</table>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>Receipt ${receipt.receiptNo}: ${escapeHtml(receipt.title)} - ${escapeHtml(receipt.operator.name)}</title>
<style>${STYLES}</style>
</head>
<body>
<header>
<div class="operator"><strong>${escapeHtml(receipt.operator.name)}</strong>${receipt.operator.lines.map((line) => `<span>${escapeHtml(line)}</span>`).join('')}</div>
<div class="title"><h1>${escapeHtml(receipt.title)}</h1><p>Receipt no. ${receipt.receiptNo}</p><p>${escapeHtml(receipt.issuedOn)}</p></div>
</header>
<div class="amount"><span>${escapeHtml(receipt.amount.label)}</span><strong>${escapeHtml(receipt.amount.value)}</strong></div>
${sections}
<footer>Thank you for travelling with ${escapeHtml(receipt.operator.name)}. Please quote the booking reference in any question about this receipt.</footer>
<p class="screen-only">Print this page, or <a href="${escapeHtml(pdfHref)}" download>download the receipt as a PDF</a>.</p>
</body>
</html>
`;
}
