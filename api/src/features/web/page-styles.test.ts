/**
 * A server-rendered page's stylesheet (page-styles.ts): the rules its elements use, named by content,
 * rules no element carries left out, emotion's order kept.
 */
import { describe, expect, it } from 'vitest';
import { classIdsOf, createPageStyles, usedStyles, type StyleRules } from './page-styles';
import type { PageStylesRepo } from './page-styles.repo';

const rule = (id: string, bytes: number): [string, string] => {
  const head = `.css-${id}{color:red;`;
  return [id, `${head}${'x'.repeat(Math.max(0, bytes - head.length - 1))}}`];
};

const STYLES: StyleRules = [
  ['g1', 'html{margin:0}'],
  rule('a1-MuiButton-root', 100),
  rule('unused-MuiButton-root', 100),
  rule('b2', 100),
  ['animation-k', '@keyframes animation-k{from{opacity:0}}'],
  rule('c3', 100),
];
const HTML = '<header class="MuiBox-root css-b2"><a class="x css-a1-MuiButton-root"></a></header><main class="css-c3 css-b2"></main>';

describe('the CSS of a server-rendered page', () => {
  it('when a page uses some classes, then they are listed in the order they first appear', () => {
    expect(classIdsOf(HTML)).toEqual(['b2', 'a1-MuiButton-root', 'c3']);
  });

  it('when a render inserted rules no element carries, then the page keeps the others, globals and keyframes included, in emotion order', () => {
    expect(usedStyles(STYLES, HTML).map(([id]) => id)).toEqual(['g1', 'a1-MuiButton-root', 'b2', 'animation-k', 'c3']);
  });

  it('when a page is placed, then its head links a sheet named by its content and names every id the render inserted, inner layers too', async () => {
    const saved = new Map<string, string>();
    const repo: PageStylesRepo = {
      save: async (hash, css) => void saved.set(hash, css),
      find: async (hash) => saved.get(hash) ?? null,
    };
    const head = await createPageStyles(repo).place(STYLES, HTML);
    const [hash, css] = [...saved.entries()][0] ?? [];
    expect(head).toContain(`<link rel="stylesheet" href="/styles/page-${hash}.css" data-page-styles="" />`);
    // Named, so the browser's emotion does not compile the inner layer's rules again while it hydrates.
    expect(head).toContain('<style data-emotion="css g1 a1-MuiButton-root unused-MuiButton-root b2 animation-k c3" data-page-styles=""></style>');
    // A global style (g1) is named for emotion's <Global> too, which then adopts it instead of compiling it again.
    expect(head).toContain('<style data-emotion="css-global g1" data-page-styles=""></style>');
    expect(head).not.toContain('css-global animation-k');
    expect(css).toBe(usedStyles(STYLES, HTML).map(([, rules]) => rules).join(''));
    expect(css).not.toContain('unused');
  });

  it('when a page has an element with no styles (css-0), then its empty id is named with the classes, not taken for a global style', async () => {
    const repo: PageStylesRepo = { save: async () => undefined, find: async () => null };
    const head = await createPageStyles(repo).place([['0', ''], rule('b2', 100)], '<p class="css-0 css-b2"></p>');
    expect(head).toContain('<style data-emotion="css 0 b2" data-page-styles=""></style>');
    expect(head).not.toContain('css-global');
  });
});
