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
