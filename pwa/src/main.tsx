import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/playfair-display/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// A page chunk that fails to load usually means a new deployment replaced it: reload once to get
// the new one. A second failure in the same session is left to the route's error screen.
const RELOAD_FLAG = 'reloaded-after-preload-error';
window.addEventListener('vite:preloadError', (event) => {
  try {
    if (window.sessionStorage.getItem(RELOAD_FLAG)) return;
    window.sessionStorage.setItem(RELOAD_FLAG, '1');
  } catch {
    return;
  }
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
