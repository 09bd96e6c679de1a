/**
 * The installable-app side of both apps (decision 032): the service worker's registration and the
 * browser's offer to install the app, kept for the install banner.
 *
 * Safe to import on the server: nothing here touches window, navigator or localStorage until
 * `startPwa()` or `registerServiceWorker()` runs in the browser, and the banner's first render (and
 * the server's) shows nothing.
 * No React either: the storefront's entry starts this before its first import (main.tsx).
 */

/** What Chromium's `beforeinstallprompt` event carries (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** Set when the visitor closes the banner: it never shows again on this origin. */
export const INSTALL_BANNER_CLOSED_KEY = 'devjobs:install-banner-closed';

let offer: BeforeInstallPromptEvent | null = null;
let started = false;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener();
}

function bannerClosed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_BANNER_CLOSED_KEY) !== null;
  } catch {
    return false; // storage disabled: the banner may show again next time
  }
}

/**
 * Call once in the browser, before the app renders: keeps the browser's install offer (only when it
 * makes one). The service worker is registered later, by the app (registerServiceWorker).
 */
export function startPwa() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our banner asks instead of the browser's own mini-infobar; after "close", neither asks.
    event.preventDefault();
    if (!bannerClosed()) setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

let registering = false;
/** The longest the registration waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * In production builds, registers /sw.js once the page has loaded and the browser is idle: called
 * by the app once it has rendered (AppProviders' effect, after hydration). A first install fetches
 * the whole app shell; started while the page still hydrates, it slowed the start (decision 075).
 */
export function registerServiceWorker() {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('The service worker was not registered:', error));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The browser's pending install offer, or null (InstallBanner reads it with useSyncExternalStore). */
export const installOffer = (): BeforeInstallPromptEvent | null => offer;

/** Calls `listener` whenever the offer comes or goes; returns the unsubscribe. */
export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Add Now": the browser's install dialog (from the click itself, as it requires); the offer is used up. */
export function acceptInstallOffer() {
  const pending = offer;
  setOffer(null);
  pending?.prompt().catch(() => undefined);
}

/** "Close": the banner goes and never comes back on this origin. */
export function closeInstallOffer() {
  try {
    window.localStorage.setItem(INSTALL_BANNER_CLOSED_KEY, new Date().toISOString());
  } catch {
    // storage disabled: closed for this visit only
  }
  setOffer(null);
}
