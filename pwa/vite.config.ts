import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkReport } from './build/chunk-report';

// Dev and preview proxy target for the API and uploaded images.
const apiProxy = process.env.API_PROXY ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: apiProxy, changeOrigin: true },
  '/uploads': { target: apiProxy, changeOrigin: true },
};

/** Colours of the install manifest; they match the theme (app/theme.ts). */
const THEME_COLOR = '#1B4332';
const BACKGROUND_COLOR = '#FAF6EE';

/**
 * Vendor code the shell needs on every first load is grouped into a few long-lived chunks
 * (cached across deploys that only touch app code). Only modules statically reachable from
 * the entry (`$initial`) are grouped, so a library used by one lazy route (the lightbox's
 * Dialog, say) stays in that route's chunk instead of growing everyone's first load.
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|hoist-non-react-statics|react-is|react-transition-group|clsx|@popperjs)[\\/]/, priority: 20 },
  { name: 'data', test: /[\\/]node_modules[\\/](@tanstack|ky|zod)[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [
    react(),
    // dist/.vite/chunk-modules.json for the first-load size guard (scripts/size-guard.ts).
    chunkReport(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Pulse of the Wild Safaris',
        short_name: 'Pulse Safaris',
        description: 'Tailor-made safaris in Kenya and East Africa: browse tours, plan and book, even offline.',
        lang: 'en',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        display: 'standalone',
        start_url: '/',
        scope: '/',
        categories: ['travel'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png' },
        ],
        shortcuts: [
          { name: 'Browse tours', short_name: 'Tours', url: '/tours', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          {
            name: 'Request a custom itinerary',
            short_name: 'Request Quote',
            url: '/request-experience',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webp}'],
        // Admin screens are online-only: keep their chunks out of the precache.
        globIgnores: ['**/admin-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api/, /^\/uploads/, /^\/admin/],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group) => ({ ...group, tags: ['$initial' as const] })),
        },
      },
    },
  },
});
