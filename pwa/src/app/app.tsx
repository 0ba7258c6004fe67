import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider';
import { AppProvider } from './provider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <ToastProvider />
    </AppProvider>
  );
}
