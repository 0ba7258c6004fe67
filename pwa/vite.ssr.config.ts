/**
 * The server render's bundle (src/entry-server.tsx → dist/.ssr/entry-server.js), built after the
 * app by `npm run build -w pwa` and loaded by the API. Everything is bundled except React (one
 * shared copy) and jsdom (the DOM parser a post's content is prepared with, too big to bundle).
 */
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The service-worker registration never runs on the server (the update prompt renders after hydration). */
function noServiceWorker(): Plugin {
  const id = 'virtual:pwa-register/react';
  return {
    name: 'safari:no-service-worker',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? 'export function useRegisterSW() { const none = [false, () => undefined]; return { needRefresh: none, offlineReady: none, updateServiceWorker: async () => undefined }; }'
        : undefined,
  };
}

export default defineConfig({
  plugins: [react(), noServiceWorker()],
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
