import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { adminOnlyFiles } from './build/admin-chunks';
import { bootModules } from './build/boot-modules';
import { chunkReport } from './build/chunk-report';
import { deferredStart } from './build/deferred-start';
import { fontPreload } from './build/font-preload';
import { lazyDefaultThemes } from './build/lazy-default-themes';
import { precompress } from './build/precompress';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema';
import { DEFAULT_SITE_SETTINGS } from '../shared/src/settings';
import { SITE_DEFAULTS_ID } from '../shared/src/site-links';
import { SITE } from '../shared/src/site';
import { documentTitle } from '../shared/src/site-page-rules';
import { SITE_PAGES } from '../shared/src/site-pages';

// Dev and preview proxy target for the API and uploaded images.
const apiProxy = process.env.API_PROXY ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: apiProxy, changeOrigin: true },
  '/uploads': { target: apiProxy, changeOrigin: true },
};

const distDir = fileURLToPath(new URL('./dist', import.meta.url));

/** Colours of the install manifest; they match the theme (lib/theme.ts). */
const THEME_COLOR = '#1B4332';
const BACKGROUND_COLOR = '#FAF6EE';

/**
 * Modules only the staff console uses: its own code, the Slate editor and MUI X Charts (with their
 * helpers). A chunk holding any of them is named `admin-…`, which keeps it out of the precache.
 */
const ADMIN_MODULE = /[\\/]src[\\/]features[\\/]admin[\\/]|[\\/]node_modules[\\/](slate|slate-react|slate-dom|slate-history|@mui[\\/]x-charts|@mui[\\/]x-internals|d3-[a-z-]+|is-hotkey|direction|scroll-into-view-if-needed|compute-scroll-into-view|flatqueue|bezier-easing|@mui[\\/]x-charts-vendor)[\\/]/;

/** The entry's vendor chunks (the groups below) and the bundler runtime: loaded before any lazy chunk. */
const INITIAL_CHUNK = /(^|\/)assets\/(react|mui|data|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Vendor code the shell needs on every first load is grouped into a few long-lived chunks
 * (cached across deploys that only touch app code). Only the modules the app starts with (see
 * build/boot-modules.ts) are grouped, so a library used by one lazy route (the lightbox's Dialog,
 * say) stays in that route's chunk instead of growing everyone's first load.
 */
const boot = bootModules(/[\\/]src[\\/]main\.tsx$/);

const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30, boot: true },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|hoist-non-react-statics|react-is|react-transition-group|clsx|@popperjs)[\\/]/, priority: 20, boot: true },
  // TanStack Query whole (its hooks are a few kB and nearly every screen uses one): the app reaches
  // it through the package's barrel, which the boot graph does not follow.
  { name: 'data', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 10, boot: false },
  // MUI's Paper and the wishlist: every page with tour cards (home, lists, a tour) loads both, and
  // neither is part of the shell: one file instead of two (each file costs its headers and gzip's start).
  { name: 'cards', test: /[\\/](node_modules[\\/]@mui[\\/]material[\\/]Paper[\\/]|pwa[\\/]src[\\/]lib[\\/]wishlist\.ts$|shared[\\/]src[\\/]uuid\.ts$)/, priority: 1, boot: false },
  // The app's own code it starts with (layout, header, providers, route table): one chunk, whose
  // modules still run stage by stage (each is initialised when first imported).
  { name: 'app', test: /[\\/](pwa[\\/]src[\\/](?!main\.tsx$)|shared[\\/]src[\\/])/, priority: 5, boot: true },
].map(({ test, boot: onlyBoot, ...group }) => ({ ...group, test: (id: string) => test.test(id) && (!onlyBoot || boot.has(id)) }));

export default defineConfig({
  plugins: [
    react(),
    boot.plugin,
    // dist/.vite/chunk-modules.json: which source modules each chunk holds, so the size check and the
    // bench can tell admin, Slate, charts and checkout code apart (bench/lib/chunks.ts).
    chunkReport(),
    zodWithoutJsonSchema(),
    // MUI's default themes (for components without a ThemeProvider) are made only if read.
    lazyDefaultThemes(),
    fontPreload(),
    // The app's code starts after the page's load event; the font CSS is inlined (build/deferred-start.ts).
    deferredStart(),
    // The seeded site settings ride in the shell as JSON, not in the app's code: a page started from
    // the shell (offline, or browser-rendered) reads them there; server-rendered pages carry the
    // current ones in their page data (src/lib/site.ts).
    {
      name: 'site-defaults',
      transformIndexHtml: () => [
        { tag: 'script', attrs: { type: 'application/json', id: SITE_DEFAULTS_ID }, children: JSON.stringify(DEFAULT_SITE_SETTINGS).replace(/</g, '\\u003c'), injectTo: 'body' },
      ],
    },
    // The shell's title and description are the home page's, from the route table: the server
    // writes each page's own in their place (api/src/lib/page-meta.ts).
    {
      name: 'shell-meta',
      transformIndexHtml: () => [
        { tag: 'title', children: documentTitle(SITE_PAGES['/'].title, SITE.name, '/').replace(/&/g, '&amp;'), injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'description', content: SITE_PAGES['/'].description }, injectTo: 'head' },
      ],
    },
    // assets/*.{js,css,svg}.br and .gz, served by the API by Accept-Encoding (no per-request compression).
    precompress(),
    VitePWA({
      // A custom service worker (src/sw.ts): precache, runtime caches and the outbox's Background Sync.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // A new version waits until the visitor accepts 'A new version is available' (components/pwa/update-prompt.tsx).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Pulse of the Wild Safaris',
        short_name: 'Pulse Safaris',
        description: 'Tailor-made safaris in Kenya and East Africa: browse tours, plan and book, even offline.',
        lang: 'en',
        dir: 'ltr',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        display: 'standalone',
        orientation: 'any',
        start_url: '/',
        scope: '/',
        categories: ['travel'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        // Pictures of the real app (phone 390×844, desktop 1366×900) for the richer install dialog.
        screenshots: [
          {
            src: '/screenshots/home-narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Home: tailor-made safaris in Kenya and East Africa',
          },
          {
            src: '/screenshots/tours-wide.png',
            sizes: '1366x900',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Safari tours with search and filters, available offline',
          },
        ],
        shortcuts: [
          {
            name: 'Browse tours',
            short_name: 'Tours',
            description: 'Every safari we run, with search and filters',
            url: '/tours',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Request a custom itinerary',
            short_name: 'Request Quote',
            description: 'Tell us your dream safari and we plan it for you',
            url: '/request-experience',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webp}'],
        // Install-dialog pictures are never shown inside the app.
        globIgnores: ['screenshots/**', '**/admin-*.js'],
        // Admin screens are online-only: their chunks stay out of the precache.
        manifestTransforms: [
          (entries) => {
            const adminFiles = adminOnlyFiles(distDir);
            return { manifest: entries.filter((entry) => !adminFiles.has(entry.url)), warnings: [] };
          },
        ],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // Every bare `import … from 'zod'` (the shared schemas) gets zod configured jitless first (no eval under the CSP).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-browser.ts', import.meta.url)) },
      // Dexie's own ES module build: its default export wraps the ES5 UMD build (larger, and nothing in it can be tree-shaken).
      { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: {
      // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry.
      polyfill: false,
      // A lazy chunk's preload list leaves out the entry's own vendor chunks (always loaded by then):
      // the list of every lazy import is part of the entry.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !INITIAL_CHUNK.test(dep)) : deps),
    },
    rolldownOptions: {
      // Needed by experimentalInlineCommonChunks below (no chunk's exports are used from outside).
      preserveEntrySignatures: false,
      output: {
        chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => ADMIN_MODULE.test(id)) ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: vendorGroups,
          // Common chunks under 6 kB of source (an icon, a hook two screens share) are copied into the
          // chunks that import them instead of being files of their own: a public page loaded 60-76
          // JS files, 33 now, and 40-48 kB less JS in all (per-file headers, gzip of tiny files).
          // A page that loads two of those consumers gets the copy twice; the figures above include it.
          experimentalInlineCommonChunks: { maxSize: 6 * 1024 },
        },
      },
    },
  },
});
