/**
 * Prepares post HTML for rendering: applies the shared allow-list once more (whatever the source:
 * the API, a cache, the offline defaults), gives the h1–h3 headings ids, and lists them for the
 * 'Jump to section' menu. Uses the browser's own parser: a parsed document runs no script and
 * loads no image.
 */
import {
  BLOG_ALLOWED_ATTRIBUTES,
  BLOG_ALLOWED_TAGS,
  BLOG_DROPPED_WITH_CONTENT,
  isAllowedBlogUrl,
} from '@safari/shared/blog-content';

export interface PostHeading {
  id: string;
  text: string;
  level: 1 | 2 | 3;
}

export interface PreparedContent {
  html: string;
  headings: PostHeading[];
}

const ALLOWED = new Set<string>(BLOG_ALLOWED_TAGS);
const DROPPED = new Set<string>(BLOG_DROPPED_WITH_CONTENT);
const EXTERNAL = /^(?:https?:)?\/\//i;

/** 'section-when-to-go' from 'When to go?'; ids get a prefix so they never clash with the app's own. */
export function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'part';
  let id = `section-${base}`;
  for (let n = 2; taken.has(id); n += 1) id = `section-${base}-${n}`;
  taken.add(id);
  return id;
}

function clean(element: Element): void {
  for (const child of [...element.children]) {
    const tag = child.localName;
    if (DROPPED.has(tag) || child.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED.has(tag)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const allowed = BLOG_ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const attribute of [...child.attributes]) {
      const name = attribute.name.toLowerCase();
      const urlKind = name === 'href' ? 'link' : name === 'src' ? 'image' : null;
      if (!allowed.includes(name) || (urlKind && !isAllowedBlogUrl(attribute.value, urlKind))) child.removeAttribute(attribute.name);
    }
    if (tag === 'a') {
      const href = child.getAttribute('href');
      if (href && EXTERNAL.test(href)) child.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (tag === 'img') {
      if (!child.getAttribute('src')) child.remove();
      else {
        child.setAttribute('loading', 'lazy');
        child.setAttribute('decoding', 'async');
        if (!child.hasAttribute('alt')) child.setAttribute('alt', '');
      }
    }
  }
}

/** Node.COMMENT_NODE, without the browser's global (the server's parser brings no globals). */
const COMMENT_NODE = 8;

type ParseHtml = (html: string) => Document;
let parseHtml: ParseHtml = (html) => new DOMParser().parseFromString(html, 'text/html');

/** The server render has no DOMParser: it hands in a DOM implementation's parser (entry-server.tsx). */
export function setHtmlParser(parse: ParseHtml): void {
  parseHtml = parse;
}

function removeComments(root: Node): void {
  for (const node of [...root.childNodes]) {
    if (node.nodeType === COMMENT_NODE) node.remove();
    else removeComments(node);
  }
}

export function prepareContent(html: string): PreparedContent {
  const doc = parseHtml(`<!doctype html><html><body>${html}</body></html>`);
  const body = doc.body;
  removeComments(body);
  clean(body);
  const taken = new Set<string>();
  const headings: PostHeading[] = [];
  for (const heading of body.querySelectorAll('h1, h2, h3')) {
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const id = headingId(text, taken);
    heading.setAttribute('id', id);
    headings.push({ id, text, level: Number(heading.localName.slice(1)) as 1 | 2 | 3 });
  }
  return { html: body.innerHTML, headings };
}
