import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
/** A stylesheet at most this big is written into the page instead of linked (one render-blocking request less). */
const INLINE_CSS_MAX_BYTES = 8 * 1024;

/**
 * The first view before the app's code. The entry's module script and its preloads leave the head
 * for `/app-start.js` (pwa/public), which adds them once the page has loaded: on a slow connection
 * the JavaScript (about 180 kB) no longer shares the link with the page's LCP image and fonts, and
 * the server-rendered page paints without waiting for it. The entry's stylesheet (the @font-face
 * rules) is written into the page, so the first paint waits for no other file.
 */
export function deferredStart(): Plugin {
  return {
    name: 'safari-deferred-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('deferred-start: index.html has no entry module script');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const start = `<script src="/app-start.js" async data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(/(<script src="\/form-guard\.js" async><\/script>)/, `$1\n    ${start}`)
          .replace(STYLESHEET, (tag, file: string) => {
            const asset = context.bundle?.[file];
            const css = asset?.type === 'asset' ? String(asset.source) : null;
            return css !== null && css.length <= INLINE_CSS_MAX_BYTES && !css.includes('</') ? `<style>${css}</style>` : tag;
          });
      },
    },
  };
}
