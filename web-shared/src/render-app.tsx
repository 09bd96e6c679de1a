import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { ToastContainerProps } from 'react-toastify';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { OfflineNotice } from './OfflineNotice';
import { startPwa } from './pwa';

type Options = {
  theme: Theme;
  client: ApolloClient;
  router: ReturnType<typeof createBrowserRouter>;
  SessionProvider: ComponentType<{ children: ReactNode }>;
  /** The app's own toast settings, on top of: top right, 5 s, newest first. */
  toasts?: ToastContainerProps;
};

/** Mounts an app in #root: theme, Apollo, the session, the routes, the toasts and the offline notice (after `startPwa`). */
export function renderApp({ theme, client, router, SessionProvider, toasts }: Options) {
  startPwa();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApolloProvider client={client}>
          <SessionProvider>
            <RouterProvider router={router} />
            <ToastContainer position="top-right" autoClose={5000} newestOnTop {...toasts} />
            <OfflineNotice />
          </SessionProvider>
        </ApolloProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
