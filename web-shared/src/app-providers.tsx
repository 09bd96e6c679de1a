import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import {
  lazy,
  StrictMode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { OfflineNotice } from './OfflineNotice';
import { registerServiceWorker } from './pwa';
import { toastsNeeded } from './toast';

// The toasts' container, code and stylesheet load after the first render (not in a rendered page's
// hydration), and only once a toast is shown (toast.ts): a page that shows none never loads them.
// react-toastify queues what is shown before the container is mounted.
const ToastContainer = lazy(async () => {
  const [module] = await Promise.all([
    import('react-toastify'),
    import('react-toastify/ReactToastify.css'),
  ]);
  return { default: module.ToastContainer };
});

function Toasts(props: ToastContainerProps) {
  const [mounted, setMounted] = useState(false);
  // A mounted flag, not derived state: false in the server render and in the first client render
  // (hydrated or not), so the toasts never load during the first render. useSyncExternalStore would
  // see true in a createRoot (not hydrated) first render.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- must stay false until after the first client render
  useEffect(() => setMounted(true), []);
  const needed = useSyncExternalStore(toastsNeeded.subscribe, toastsNeeded.get, () => false);
  if (!mounted || !needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={5000} newestOnTop {...props} />
    </Suspense>
  );
}

export type AppProvidersProps = {
  theme: Theme;
  /**
   * The app's session, with what it needs above it: the admin console's wraps it in its Apollo client;
   * the storefront's is a small store that loads Apollo only when it sends a request (decision 041).
   */
  SessionProvider: ComponentType<{ children: ReactNode }>;
  /** The app's own toast settings, on top of: top right, 5 s, newest first. */
  toasts?: ToastContainerProps;
  /** The router: RouterProvider in the browser, StaticRouterProvider in the server's render. */
  children: ReactNode;
  /**
   * The page the server rendered holds CssBaseline's global styles already (render-app): the browser
   * does not add them again. Its place in the tree stays (an empty slot), so React's ids match the server's.
   */
  globalStylesFromServer?: boolean;
};

/**
 * What wraps an app's routes: theme, the session, the toasts and the offline notice. One tree for the browser
 * (render-app.tsx) and the storefront's server render (storefront/src/entry-server.tsx), so the
 * markup the server sends is the markup the browser hydrates.
 */
export function AppProviders({
  theme,
  SessionProvider,
  toasts,
  children,
  globalStylesFromServer = false,
}: AppProvidersProps) {
  // After the first commit (a hydration's too): the worker's first install waits for the app to start.
  useEffect(registerServiceWorker, []);
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        {globalStylesFromServer ? null : <CssBaseline />}
        <SessionProvider>
          {children}
          <Toasts {...toasts} />
          <OfflineNotice />
        </SessionProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
