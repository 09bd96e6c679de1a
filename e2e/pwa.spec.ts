import type { Page } from '@playwright/test';
import {
  ADMIN,
  appHydrated,
  dispatchInstallOffer,
  expect,
  offerInstall,
  STOREFRONT,
  test,
} from './fixtures';

/**
 * Both apps install as apps (decision 032): a web app manifest with icons, a service worker
 * whose app shell works offline (and the app says so), and the install banner of product.md#navigation-bar, shown only
 * when the browser offers installation.
 */

// The suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

type App = {
  name: string;
  origin: string;
  /** A page of the app with the navbar (where the install banner lives) and its heading once rendered. */
  page: string;
  heading: string;
  /** The heading of that page reloaded offline (the console cannot check the session without the network). */
  offlineHeading: string;
  startUrl: string;
  signIn: boolean;
  /** A page whose HTML only the server writes, to tell the network's answer from the cached shell. */
  serverPage?: { path: string; status: number; contains: string };
};

const APPS: App[] = [
  {
    name: 'storefront',
    origin: STOREFRONT,
    page: '/jobs',
    heading: 'Open Job Positions',
    offlineHeading: 'Open Job Positions',
    startUrl: '/',
    signIn: false,
    serverPage: { path: '/page-details/no-such-job-anywhere', status: 404, contains: 'noindex' },
  },
  {
    name: 'admin console',
    origin: ADMIN,
    page: '/admin/dashboard',
    heading: 'Admin Dashboard',
    offlineHeading: 'Admin Login',
    startUrl: '/admin/dashboard',
    signIn: true,
  },
];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the page's service worker is active and controls it; returns its script URL. */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Every path the service worker's caches hold. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

const installPrompts = (page: Page) =>
  page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts ?? 0);

test("a first visit registers the service worker only once the server's page has hydrated: its install fetches the whole app shell", async ({
  page,
}) => {
  // What the page looked like when the app asked for its worker (registration is the app's own call).
  await page.addInitScript(`window.appHydrated = ${appHydrated.toString()}`);
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    const inPage = window as unknown as { appHydrated: () => boolean; registeredWhen?: object };
    navigator.serviceWorker.register = (...args) => {
      inPage.registeredWhen = {
        loaded: document.readyState === 'complete',
        hydrated: inPage.appHydrated(),
      };
      return register(...args);
    };
  });
  await page.goto(`${STOREFRONT}/jobs`, { waitUntil: 'commit' });
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { registeredWhen?: object }).registeredWhen),
    )
    .toEqual({ loaded: true, hydrated: true });
  await controlledByServiceWorker(page);
});

for (const app of APPS) {
  test.describe(`the ${app.name} as an installable app`, () => {
    test.beforeEach(async ({ loginAs }) => {
      if (app.signIn) await loginAs('admin');
    });

    test('its manifest is served as application/manifest+json, matches the page, and every icon loads at its size', async ({
      page,
      request,
    }) => {
      await page.goto(`${app.origin}${app.page}`);
      await expect(page.getByRole('heading', { level: 1, name: app.heading })).toBeVisible();
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
        '/manifest.webmanifest',
      );
      const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');

      const reply = await request.get(`${app.origin}/manifest.webmanifest`);
      expect(reply.status()).toBe(200);
      expect(reply.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = await reply.json();
      expect(manifest).toMatchObject({
        start_url: app.startUrl,
        scope: '/',
        display: 'standalone',
        theme_color: themeColor,
      });
      expect(manifest.name).toContain('DevJobs');
      expect(manifest.short_name.length).toBeLessThanOrEqual(13);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

      const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      const appleTouchIcon = await page
        .locator('link[rel="apple-touch-icon"]')
        .getAttribute('href');
      for (const icon of [
        ...icons,
        { src: appleTouchIcon!, sizes: '180x180', type: 'image/png' },
      ]) {
        const image = await request.get(`${app.origin}${icon.src}`);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type']).toBe(icon.type);
        expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
      }
    });

    test.describe('offline', () => {
      // The browser reports each request that cannot leave the machine (the session, the page's data).
      test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/i] });

      test('its service worker controls the page; offline a reload still shows the app and says so, back online it says that instead', async ({
        page,
        context,
      }) => {
        await page.goto(`${app.origin}${app.page}`);
        await expect(page.getByRole('heading', { level: 1, name: app.heading })).toBeVisible();
        expect(await controlledByServiceWorker(page)).toBe(`${app.origin}/sw.js`);
        const status = page.getByRole('status').filter({ hasText: /offline|online/ });
        await expect(status).toHaveCount(0);

        await context.setOffline(true);
        await page.reload();
        await expect(page.getByText('You are offline.')).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 1, name: app.offlineHeading }),
        ).toBeVisible();
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

        await context.setOffline(false);
        await expect(page.getByText('You are offline.')).toBeHidden();
        await expect(page.getByText('You are back online.')).toBeVisible();
        await expect(page.getByText('You are back online.')).toBeHidden({ timeout: 8_000 });
      });
    });

    // The storefront's page of a job that does not exist answers 404, which the browser reports.
    test.describe(() => {
      test.use({ allowConsoleErrors: [/status of 404/] });

      test('online, pages come from the network and the worker caches only the app shell and hashed files, never data', async ({
        page,
      }) => {
        await page.goto(`${app.origin}${app.page}`);
        await expect(page.getByRole('heading', { level: 1, name: app.heading })).toBeVisible();
        await controlledByServiceWorker(page);
        // Through the worker now: the page and its data still come from the server.
        const response = await page.reload();
        expect(response!.fromServiceWorker()).toBe(true);
        await expect(page.getByRole('heading', { level: 1, name: app.heading })).toBeVisible();
        if (app.serverPage) {
          // A page only the server can answer (not the cached shell, which would be a 200 with no job in it).
          const missing = await page.goto(`${app.origin}${app.serverPage.path}`);
          expect(missing!.fromServiceWorker()).toBe(true);
          expect(missing!.status()).toBe(app.serverPage.status);
          expect(await missing!.text()).toContain(app.serverPage.contains);
        }

        const paths = await cachedPaths(page);
        expect(paths).toEqual(
          expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png']),
        );
        expect(
          paths.filter(
            (path) =>
              !/^\/(?:index\.html|manifest\.webmanifest|favicon\.svg|icons\/[\w-]+\.png|assets\/[\w.-]+)$/.test(
                path,
              ),
          ),
        ).toEqual([]);
      });
    });

    test('the install banner shows only once the browser offers installation; Add Now asks the browser, close hides it for good', async ({
      page,
    }) => {
      await page.goto(`${app.origin}${app.page}`);
      await expect(page.getByRole('heading', { level: 1, name: app.heading })).toBeVisible();
      const banner = page.getByRole('region', { name: 'Install the app' });
      await controlledByServiceWorker(page);
      await expect(banner).toHaveCount(0);

      expect(await offerInstall(page)).toBe(true);
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Add for better performance');
      await banner.getByRole('button', { name: 'Add Now' }).click();
      await expect(banner).toHaveCount(0);
      expect(await installPrompts(page)).toBe(1);

      // The browser may offer again later (the dialog was dismissed, say): the banner comes back until closed.
      await offerInstall(page);
      await banner.getByRole('button', { name: 'Close' }).click();
      await expect(banner).toHaveCount(0);
      await offerInstall(page);
      await expect(banner).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: app.heading })).toBeVisible();
      expect(await offerInstall(page)).toBe(true);
      await expect(banner).toHaveCount(0);
      expect(await installPrompts(page)).toBe(0);
    });

    test('an offer the browser makes while the app is still starting is kept: the banner shows once the app is up', async ({
      page,
    }) => {
      // As early as a page's own scripts can see it: when the document has been parsed, before the
      // storefront's start-up steps (decision 038) have loaded React.
      await page.addInitScript(
        `document.addEventListener('DOMContentLoaded', ${dispatchInstallOffer.toString()})`,
      );
      await page.goto(`${app.origin}${app.page}`);
      await expect(page.getByRole('heading', { level: 1, name: app.heading })).toBeVisible();
      const banner = page.getByRole('region', { name: 'Install the app' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Add Now' }).click();
      expect(await installPrompts(page)).toBe(1);
    });

    test("the install banner appears over the page without moving it, at the window's bottom, fits a 360 px screen, and covers nothing at the page's end", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${app.origin}${app.page}`);
      const title = page.getByRole('heading', { level: 1, name: app.heading });
      await expect(title).toBeVisible();
      const before = await title.boundingBox();
      await offerInstall(page);
      const banner = page.getByRole('region', { name: 'Install the app' });
      await expect(banner.getByRole('button', { name: 'Add Now' })).toBeVisible();
      // Nothing the reader sees moved (a banner pushed in under the navbar shifted the page: Lighthouse's CLS 0.059).
      expect(await title.boundingBox()).toEqual(before);
      const box = (await banner.boundingBox())!;
      expect(Math.round(box.y + box.height), 'the banner touches the bottom of the window').toBe(
        740,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      // At the end of the page the banner sits below what comes before it (the footer, the console's page), not over it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const above = banner.locator('xpath=preceding-sibling::*[1]');
      const gap = async () => {
        const [bannerBox, aboveBox] = [(await banner.boundingBox())!, (await above.boundingBox())!];
        return bannerBox.y - (aboveBox.y + aboveBox.height);
      };
      await expect.poll(gap).toBeGreaterThanOrEqual(-0.5);
    });
  });
}
