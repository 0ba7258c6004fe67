import type { Plugin } from 'vite';

/**
 * The font files of the first view: Inter 400 (text), Inter 600 (buttons, navigation) and Playfair
 * Display 700 (headings). Without a preload the browser finds them only once the CSS is parsed
 * and the text is laid out, and swaps the fallback font late (layout shift, a later LCP).
 */
const FIRST_VIEW_FONTS = [/^inter-latin-400-normal-.*\.woff2$/, /^inter-latin-600-normal-.*\.woff2$/, /^playfair-display-latin-700-normal-.*\.woff2$/];

/** Adds `<link rel="preload" as="font">` for the first view's fonts to index.html. */
export function fontPreload(): Plugin {
  return {
    name: 'safari-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return FIRST_VIEW_FONTS.flatMap((pattern) => {
          const file = files.find((name) => pattern.test(name.split('/').pop() ?? ''));
          if (!file) throw new Error(`font-preload: no emitted file matches ${pattern}`);
          return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' as const }];
        });
      },
    },
  };
}
