import { lazy, Suspense, useSyncExternalStore } from 'react';
import { installOffer, subscribeToInstallOffer } from './pwa';

const InstallBannerView = lazy(() =>
  import('./InstallBannerView').then((m) => ({ default: m.InstallBannerView })),
);

/**
 * The install banner (product.md#navigation-bar), at the bottom of the window (each app's layout renders it last):
 * 'Add for better performance' with Add Now and a close button. Shown only while the browser
 * offers installation (`beforeinstallprompt`, kept by `startPwa`); Add Now opens the browser's
 * dialog, close hides it for good on this origin.
 */
export function InstallBanner() {
  // The server's render and the first render of a hydration show nothing (no offer on the server).
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => null);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallBannerView />
    </Suspense>
  );
}
