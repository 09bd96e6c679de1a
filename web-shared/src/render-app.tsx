import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from './app-providers';
import { startPwa } from './pwa';
import { browserStyleCache } from './server-styles';
import { keepTypedFields } from './typed-fields';

type Options = Omit<AppProvidersProps, 'children'> & {
  router: ReturnType<typeof createBrowserRouter>;
};

/**
 * Mounts an app in #root. When the server rendered the page (the storefront's public pages) #root
 * holds its markup and React hydrates it; otherwise (the admin console, the offline app shell, a
 * server render that fell back) it renders from nothing.
 */
export function renderApp({ router, ...providers }: Options) {
  startPwa();
  const root = document.getElementById('root')!;
  const styles = browserStyleCache();
  const app = (
    <CacheProvider value={styles.cache}>
      <AppProviders {...providers} globalStylesFromServer={styles.serverStyled}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
  );
  // Hydration as a transition (as Next.js does): React yields to the browser every few ms instead of
  // one long task, so input and paint are not blocked while it adopts the server's markup.
  if (root.firstElementChild) {
    // What was typed before now would be set back by hydration: each form takes it back (decision 054).
    keepTypedFields(root);
    startTransition(() => void hydrateRoot(root, app));
  } else createRoot(root).render(app);
}
