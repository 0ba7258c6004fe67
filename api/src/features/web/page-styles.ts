/**
 * The CSS of a server-rendered page, as a stylesheet named by its content
 * (`/styles/page-<hash>.css`, cached for a year) instead of inline in every page: the document
 * carries its HTML, and a second page of the same kind fetches no CSS. The sheet holds only the
 * rules the page uses: emotion also inserts the inner layers of a composed component (a quarter of
 * the CSS), which no element carries. Every id the render inserted, inner layers included, is named
 * in the head (`data-emotion="css …"`), so the browser's emotion cache inserts none of them again
 * while it hydrates (compiling the inner layers' rules cost the hydrating task a third of its time);
 * an inner layer's class is never an element's, so its rules are never wanted. Should the sheet not
 * load, the app drops that list before it starts and emotion writes the rules itself (main.tsx).
 *
 * Sheets are kept in Postgres (page-styles.repo.ts), so a replica answers a sheet another wrote,
 * and a kept or cached page finds its sheet after a restart.
 */
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { IMMUTABLE } from './cache-policy';
import type { PageStylesRepo } from './page-styles.repo';

/** Emotion's [id, rules] pairs, in insertion order. */
export type StyleRules = [string, string][];

/** For the document head: the stylesheet and the ids it holds (or, without a sheet, the rules inline). */
export type PlacedStyles = string;

const SHEET_PATH = /^\/styles\/page-([0-9a-f]{16})\.css$/;
/** Sheets kept in memory; older ones are read from Postgres again when asked for. */
const MEMORY_LIMIT = 200;

/** The emotion ids of the classes in the page's HTML, in the order they first appear. */
export function classIdsOf(html: string): string[] {
  const ids = new Set<string>();
  for (const [, classes = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of classes.split(' ')) if (token.startsWith('css-')) ids.add(token.slice(4));
  }
  return [...ids];
}

/**
 * The rules the page uses, in emotion's order: global rules and keyframes, and the classes an element
 * of the page carries. The others (inner layers of composed components) are left out.
 */
export function usedStyles(styles: StyleRules, html: string): StyleRules {
  const used = new Set(classIdsOf(html));
  return styles.filter(([id, css]) => used.has(id) || !css.includes(`.css-${id}`));
}

const idsOf = (styles: StyleRules) => styles.map(([id]) => id).join(' ');
const cssOf = (styles: StyleRules) => styles.map(([, rules]) => rules).join('');

/**
 * An empty element per global style (emotion's <Global>: the baseline CSS, the site's own): a
 * hydrating <Global> adopts the element named after it instead of compiling its rules again, which
 * the sheet already holds. Keyframes and classes are named in the `css` list instead, and so is
 * emotion's class for no styles at all (`css-0`, whose rules are empty).
 */
const globalMarks = (styles: StyleRules) =>
  styles
    .filter(([id, css]) => css !== '' && !css.includes(`.css-${id}`) && !id.startsWith('animation-'))
    .map(([id]) => `<style data-emotion="css-global ${id}" data-page-styles=""></style>`);

/** The page's CSS inline, when no sheet can be kept (the store failed, or there is none). */
export function inlineStyles(styles: StyleRules, html: string): PlacedStyles {
  const used = usedStyles(styles, html);
  return used.length > 0 ? [`<style data-emotion="css ${idsOf(styles)}">${cssOf(used)}</style>`, ...globalMarks(used)].join('\n    ') : '';
}

export interface PageStyles {
  /** The stylesheet of a page (`html`: its HTML), kept before this resolves. */
  place(styles: StyleRules, html: string): Promise<PlacedStyles>;
  /** Answers GET /styles/page-<hash>.css. */
  router: Router;
}

export function createPageStyles(repo: PageStylesRepo): PageStyles {
  const sheets = new Map<string, string>();
  const remember = (hash: string, css: string) => {
    sheets.delete(hash);
    sheets.set(hash, css);
    const oldest = sheets.keys().next().value;
    if (sheets.size > MEMORY_LIMIT && oldest !== undefined) sheets.delete(oldest);
  };

  async function place(styles: StyleRules, html: string): Promise<PlacedStyles> {
    const used = usedStyles(styles, html);
    if (used.length === 0) return '';
    const css = cssOf(used);
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
    if (!sheets.has(hash)) {
      await repo.save(hash, css);
      remember(hash, css);
    }
    // The ids in an empty element of their own: emotion adopts them without their rules.
    return [
      `<link rel="stylesheet" href="/styles/page-${hash}.css" data-page-styles="" />`,
      `<style data-emotion="css ${idsOf(styles)}" data-page-styles=""></style>`,
      ...globalMarks(used),
    ].join('\n    ');
  }

  const router = Router();
  router.get(SHEET_PATH, async (req, res, next) => {
    try {
      const hash = SHEET_PATH.exec(req.path)?.[1] ?? '';
      let css = sheets.get(hash) ?? null;
      if (css === null) {
        css = await repo.find(hash);
        if (css !== null) remember(hash, css);
      }
      if (css === null) {
        res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('No such stylesheet');
        return;
      }
      res.set('Cache-Control', IMMUTABLE).type('text/css').send(css);
    } catch (error) {
      next(error);
    }
  });
  return { place, router };
}
