/**
 * The server render's bundle (src/entry-server.tsx → dist/.ssr/entry-server.js), built after the
 * app by `npm run build -w pwa` and loaded by the API. Everything is bundled except React (one
 * shared copy) and jsdom (the DOM parser a post's content is prepared with, too big to bundle).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lazyDefaultThemes } from './build/lazy-default-themes';

export default defineConfig({
  // As in the browser's build (vite.config.ts): the server renders with the same MUI modules.
  plugins: [react(), lazyDefaultThemes()],
  // The browser's build is always a production one, and so is the bundled code here, whatever the
  // server's NODE_ENV (`npm start` runs in development): MUI labels emotion's classes in development
  // (`css-…-MuiContainer-root`), names the browser never computes, and its emotion would insert
  // every rule of the page again while hydrating. React, left out of the bundle, follows NODE_ENV.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: {
    noExternal: true,
    external: ['react', 'react-dom', 'jsdom'],
  },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js', chunkFileNames: '[name]-[hash].js' } },
  },
});
