import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minify, type Plugin, type Rollup } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
/** A stylesheet at most this big is written into the page instead of linked (one render-blocking request less). */
const INLINE_CSS_MAX_BYTES = 8 * 1024;

/**
 * The chunks the entry starts the app with: its static imports and the stages src/main.tsx imports
 * with `import()`, with theirs. They are preloaded with the entry, so that the stages are fetched
 * together and only run one after another.
 */
function stageChunks(bundle: Rollup.OutputBundle | undefined, entry: string): string[] {
  if (!bundle) return [];
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const main = chunks.find((chunk) => chunk.isEntry && `/${chunk.fileName}` === entry);
  if (!main) throw new Error(`deferred-start: no entry chunk for ${entry}`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: string[]) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return files;
  };
  // The stages are the dynamic imports of the chunk holding src/main.tsx (the entry, or a chunk the
  // entry imports); what the rest of the app imports lazily (the routes' screens) is not part of it.
  const starter = chunks.find((chunk) => chunk.moduleIds.some((id) => /[\\/]src[\\/]main\.tsx$/.test(id)));
  if (!starter) throw new Error('deferred-start: no chunk holds src/main.tsx');
  const files = closure([main.fileName, ...starter.dynamicImports]);
  return [...files].map((file) => `/${file}`);
}

/** The page's two small classic scripts (pwa/start), run in this order: one file, one request. */
const START_SOURCES = ['form-guard.js', 'app-start.js'].map((file) => new URL(`../start/${file}`, import.meta.url));
/** index.html's placeholder for them. */
const START_PLACEHOLDER = /<script src="\/start\.js" async><\/script>/;

/** The start script, minified, under a content-hashed name (cached for a year like the other assets). */
async function startScript(): Promise<{ fileName: string; source: string }> {
  const joined = START_SOURCES.map((file) => readFileSync(file, 'utf8')).join('\n');
  const { code, errors } = await minify('start.js', joined, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`deferred-start: the start script does not minify: ${errors.map((error) => error.message).join('; ')}`);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `assets/start-${hash}.js`, source: code };
}

/**
 * The first view before the app's code. The entry's module script and its preloads leave the head
 * for the start script (pwa/start: form-guard.js, then app-start.js, built into one hashed file in
 * place of index.html's `/start.js`), which adds them once the page has loaded: on a slow connection
 * the JavaScript no longer shares the link with the page's LCP image and fonts, and
 * the server-rendered page paints without waiting for it. The entry's stylesheet (the @font-face
 * rules) is written into the page, so the first paint waits for no other file.
 */
export function deferredStart(): Plugin {
  let script: Promise<{ fileName: string; source: string }> | undefined;
  const start = () => (script ??= startScript());
  return {
    name: 'safari-deferred-start',
    async generateBundle() {
      const { fileName, source } = await start();
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // The dev server runs the entry module as it is: no start script, no held-back forms.
        if (context.server) return html.replace(START_PLACEHOLDER, '');
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('deferred-start: index.html has no entry module script');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        for (const file of stageChunks(context.bundle, entry)) if (!preloads.includes(file)) preloads.push(file);
        if (!START_PLACEHOLDER.test(html)) throw new Error('deferred-start: index.html has no <script src="/start.js" async>');
        const { fileName } = await start();
        const tag = `<script src="/${fileName}" async data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(START_PLACEHOLDER, tag)
          .replace(STYLESHEET, (tag, file: string) => {
            const asset = context.bundle?.[file];
            const css = asset?.type === 'asset' ? String(asset.source) : null;
            return css !== null && css.length <= INLINE_CSS_MAX_BYTES && !css.includes('</') ? `<style>${css}</style>` : tag;
          });
      },
    },
  };
}
