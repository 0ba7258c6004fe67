import type { PageData } from '@safari/shared/page-data';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider';
import { AfterHydration } from '../hooks/use-hydrated';
import { PageDataProvider } from '../offline/seed';
import { AppProvider } from './provider';

// For src/main.tsx, which loads this module with import() and keeps the server's page data offline
// once the page has loaded.
export { whenAfterLoad } from '../hooks/use-after-load';
export { seedStore } from '../offline/seed';
export { watchForOfflineUse, whenStoreWanted } from '../offline/live';

interface AppProps {
  /** The screens (the route table: app/routes.tsx, a module of its own so it starts in a task of its own). */
  children: ReactNode;
  /** The data the server rendered the first page with (empty when the page started from the shell). */
  pageData: PageData;
  queryClient?: QueryClient;
}

/**
 * Marks the document once the app is interactive (hydrated, or rendered from the shell): styles and
 * tests can tell a server-rendered page that still waits for its code from a live one.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

export function App({ children, pageData, queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <PageDataProvider value={pageData}>
        <BrowserRouter>{children}</BrowserRouter>
      </PageDataProvider>
      <ReadyMark />
      <AfterHydration>
        <ToastProvider />
      </AfterHydration>
    </AppProvider>
  );
}
