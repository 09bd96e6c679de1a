import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { ToastContainer } from 'react-toastify';
import { OfflineNotice } from './OfflineNotice';

export type AppProvidersProps = {
  theme: Theme;
  client: ApolloClient;
  SessionProvider: ComponentType<{ children: ReactNode }>;
  /** The app's own toast settings, on top of: top right, 5 s, newest first. */
  toasts?: ToastContainerProps;
  /** The router: RouterProvider in the browser, StaticRouterProvider in the server's render. */
  children: ReactNode;
};

/**
 * What wraps an app's routes: theme, Apollo, the session, the toasts and the offline notice. One tree for the browser
 * (render-app.tsx) and the storefront's server render (storefront/src/entry-server.tsx), so the
 * markup the server sends is the markup the browser hydrates.
 */
export function AppProviders({ theme, client, SessionProvider, toasts, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApolloProvider client={client}>
          <SessionProvider>
            {children}
            <ToastContainer position="top-right" autoClose={5000} newestOnTop {...toasts} />
            <OfflineNotice />
          </SessionProvider>
        </ApolloProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
