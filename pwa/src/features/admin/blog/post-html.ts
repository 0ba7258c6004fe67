/**
 * The one HTML serializer of the blog editor: post HTML in (deserialize, for editing a post) and out
 * (serialize, for saving it). Only what the editor can make survives: h1–h3, paragraphs, bold,
 * italic, links, bulleted and numbered lists, block quotes and images (as `<figure>`, with alt text
 * and an optional `<figcaption>`). Link addresses may only be
 * http, https or relative, image addresses also data: images (the shared rule the server applies too).
 */
import { isAllowedBlogUrl } from '@safari/shared/blog-content';
import type { BlockElement, FormattedText, ImageElement, LinkElement, ListElement, TextBlock, TextBlockType } from './slate-types';

type Inline = FormattedText | LinkElement;
type Piece = Inline | BlockElement;
interface Marks {
  bold?: boolean;
  italic?: boolean;
}

const TEXT_BLOCKS: Record<string, TextBlockType> = {
  p: 'paragraph',
  div: 'paragraph',
  h1: 'heading-one',
  h2: 'heading-two',
  h3: 'heading-three',
  // The editor has three heading levels; deeper ones become the smallest.
  h4: 'heading-three',
  h5: 'heading-three',
  h6: 'heading-three',
  blockquote: 'block-quote',
  li: 'list-item',
};

const isBlock = (piece: Piece): piece is BlockElement => 'type' in piece && piece.type !== 'link';
const isTextBlock = (block: BlockElement): block is TextBlock => block.type !== 'image' && block.type !== 'bulleted-list' && block.type !== 'numbered-list';
const emptyParagraph = (): TextBlock => ({ type: 'paragraph', children: [{ text: '' }] });

/** The inline children of a block: whitespace at its edges trimmed, never empty. */
function tidy(inlines: Inline[]): Inline[] {
  const out = inlines.filter((inline) => !('text' in inline) || inline.text !== '');
  const first = out[0];
  if (first && 'text' in first) out[0] = { ...first, text: first.text.replace(/^\s+/, '') };
  const last = out[out.length - 1];
  if (last && 'text' in last) out[out.length - 1] = { ...last, text: last.text.replace(/\s+$/, '') };
  const kept = out.filter((inline) => !('text' in inline) || inline.text !== '');
  return kept.length > 0 ? kept : [{ text: '' }];
}

const blank = (inlines: Inline[]) => inlines.every((inline) => 'text' in inline && inline.text.trim() === '');

/** Splits pieces into text blocks of `type` around the blocks found inside (an image in a paragraph). */
function toBlocks(pieces: Piece[], type: TextBlockType): BlockElement[] {
  const blocks: BlockElement[] = [];
  let run: Inline[] = [];
  const flush = () => {
    if (run.length > 0 && !blank(run)) blocks.push({ type, children: tidy(run) });
    run = [];
  };
  for (const piece of pieces) {
    if (!isBlock(piece)) run.push(piece);
    else if (!isTextBlock(piece)) {
      flush();
      blocks.push(piece);
    } else {
      // A paragraph or div keeps the blocks inside it; a paragraph inside a quote (or a list item) takes its type.
      flush();
      blocks.push(type === 'paragraph' ? piece : { type, children: piece.children });
    }
  }
  flush();
  return blocks;
}

function listItems(pieces: Piece[]): TextBlock[] {
  const items: TextBlock[] = [];
  for (const piece of pieces) {
    if (!isBlock(piece) || piece.type === 'image') continue;
    if (!isTextBlock(piece)) items.push(...piece.children); // A nested list is flattened into this one.
    else items.push(piece.type === 'list-item' ? piece : { type: 'list-item', children: piece.children });
  }
  return items;
}

function walk(node: Node, marks: Marks): Piece[] {
  if (node.nodeType === 3) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    return text === '' ? [] : [{ text, ...marks }];
  }
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = (nextMarks: Marks) => [...element.childNodes].flatMap((child) => walk(child, nextMarks));

  if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'iframe' || tag === 'svg') return [];
  if (tag === 'br') return [{ text: '\n', ...marks }];
  if (tag === 'strong' || tag === 'b') return children({ ...marks, bold: true });
  if (tag === 'em' || tag === 'i') return children({ ...marks, italic: true });
  if (tag === 'a') {
    const inner = children(marks);
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!isAllowedBlogUrl(href, 'link')) return inner;
    const texts = inner.flatMap((piece): FormattedText[] => (isBlock(piece) ? [] : 'text' in piece ? [piece] : piece.children));
    return [{ type: 'link', url: href, children: texts.length > 0 ? texts : [{ text: href }] }];
  }
  if (tag === 'img') {
    const src = element.getAttribute('src')?.trim() ?? '';
    if (!isAllowedBlogUrl(src, 'image')) return [];
    const image: ImageElement = { type: 'image', url: src, alt: (element.getAttribute('alt') ?? '').trim(), children: [{ text: '' }] };
    return [image];
  }
  if (tag === 'figure') {
    // A picture with its caption; a figure without one allowed image passes its content through.
    const img = element.querySelector('img');
    const caption = (element.querySelector('figcaption')?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const [image] = img ? walk(img, marks) : [];
    if (!image || !isBlock(image) || image.type !== 'image') return children(marks);
    return [caption ? { ...image, caption } : image];
  }
  if (tag === 'ul' || tag === 'ol') {
    const items = listItems(children(marks));
    if (items.length === 0) return [];
    const list: ListElement = { type: tag === 'ul' ? 'bulleted-list' : 'numbered-list', children: items };
    return [list];
  }
  const blockType = TEXT_BLOCKS[tag];
  if (blockType) return toBlocks(children(marks), blockType);
  // Any other element (span, section, figure…) passes its content through.
  return children(marks);
}

/** Post HTML → the editor's value (at least one empty paragraph). */
export function deserializeHtml(html: string): BlockElement[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const pieces = [...body.childNodes].flatMap((node) => walk(node, {}));
  const blocks = toBlocks(pieces, 'paragraph');
  return blocks.length > 0 ? blocks : [emptyParagraph()];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function serializeText(node: FormattedText): string {
  let html = escapeText(node.text).replace(/\n/g, '<br>');
  if (html === '') return '';
  if (node.italic) html = `<em>${html}</em>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  return html;
}

function serializeInline(node: Inline): string {
  if ('text' in node) return serializeText(node);
  const inner = node.children.map(serializeText).join('');
  return isAllowedBlogUrl(node.url, 'link') ? `<a href="${escapeAttribute(node.url)}">${inner}</a>` : inner;
}

const TAGS: Record<TextBlockType, string> = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'block-quote': 'blockquote',
  'list-item': 'li',
};

function serializeBlock(node: BlockElement): string {
  if (node.type === 'image') {
    if (!isAllowedBlogUrl(node.url, 'image')) return '';
    const caption = node.caption?.trim() ? `<figcaption>${escapeText(node.caption.trim())}</figcaption>` : '';
    return `<figure><img src="${escapeAttribute(node.url)}" alt="${escapeAttribute(node.alt.trim())}">${caption}</figure>`;
  }
  if (!isTextBlock(node)) {
    const items = node.children.map(serializeBlock).join('');
    const tag = node.type === 'bulleted-list' ? 'ul' : 'ol';
    return items === '' ? '' : `<${tag}>${items}</${tag}>`;
  }
  const inner = node.children.map(serializeInline).join('');
  // Empty lines of the editor are not kept as empty paragraphs (list items stay: they were typed).
  if (inner === '' && node.type !== 'list-item') return '';
  return `<${TAGS[node.type]}>${inner}</${TAGS[node.type]}>`;
}

/** How many pictures of the editor's value have no alt text (a post cannot be saved with any). */
export function imagesWithoutAlt(nodes: readonly BlockElement[]): number {
  return nodes.filter((node) => node.type === 'image' && node.alt.trim() === '').length;
}

/** The editor's value → post HTML. */
export function serializeHtml(nodes: readonly BlockElement[]): string {
  return nodes.map(serializeBlock).join('');
}
