import http from 'node:http';
import { expect, requestedPaths, STOREFRONT, test, uniqueTitle } from './fixtures';
import { submitLogin } from './sign-in-forms';

/**
 * The storefront's public pages arrive rendered by the server and the browser hydrates them
 * (decision 030): the page is readable before any script runs, React adopts that markup without a
 * mismatch (the fixture fails a test on any console error), and the page works as before. Each
 * page.goto and page.reload returns once React has hydrated the page (the fixture waits for it).
 */

test('a job list rendered on the server hydrates and stays interactive: Load more, then a filter', async ({
  page,
  request,
  createJob,
}) => {
  const marker = uniqueTitle('Hydrate').replace(/\s+/g, '');
  // One more than a page (20), so Load more has something to fetch.
  for (let i = 0; i < 21; i++)
    await createJob({
      title: `${marker} role ${String(i).padStart(2, '0')}`,
      jobLocation: i === 0 ? 'On-site' : 'Remote',
    });
  const list = `/jobs?q=${marker}`;

  const html = await (await request.get(list)).text();
  expect(html).toContain(`${marker} role 20`); // the newest, in the server's markup
  expect(html).toContain('id="apollo-state"');

  await page.goto(list);
  const cards = page.getByRole('heading', { level: 2, name: new RegExp(marker) });
  await expect(cards).toHaveCount(20);
  await page.getByRole('link', { name: /load more/i }).click();
  await expect(cards).toHaveCount(21);

  await page.getByRole('checkbox', { name: 'Remote' }).check();
  await expect(page).toHaveURL(/mode=remote/);
  await expect(page.getByRole('heading', { name: `${marker} role 00` })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `${marker} role 01` })).toBeVisible();
});

test('a server-rendered job page keeps one title and one description after hydration, and navigates in the app', async ({
  page,
  createJob,
}) => {
  const job = await createJob({ title: uniqueTitle('Hydrated Job Page') });
  await page.goto(`/page-details/${encodeURIComponent(job.slug)}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page).toHaveTitle(`${job.title} at E2E Testing Co | DevJobs`);
  expect(await page.locator('title').count()).toBe(1);
  expect(await page.locator('meta[name="description"]').count()).toBe(1);

  await page.getByRole('link', { name: 'All jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page).toHaveTitle('Open Job Positions | DevJobs');
  expect(await page.locator('title').count()).toBe(1);
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
});

test("parts that need no script keep the server's markup: hydration inserts no style, their links stay in the app, and the browser's own render shows them", async ({
  page,
}) => {
  // Every <style> taken out of the document while the page starts (emotion moving the server's tags
  // made the browser restyle the whole page, decision 038).
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedStyles: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const hero = page.getByRole('region', {
    name: 'Stop Applying Blindly. Start Getting Interviews.',
  });
  // The hero is kept as the server sent it (StaticMarkup, decision 038): React rendered its wrapper, not its content.
  await page.waitForFunction(() => {
    const wrapper = document.querySelector('section[aria-labelledby="hero-title"]')?.parentElement;
    return !!wrapper && Object.keys(wrapper).some((key) => key.startsWith('__reactProps'));
  });
  expect(
    await hero.evaluate((section) =>
      Object.keys(section).some((key) => key.startsWith('__reactFiber')),
    ),
  ).toBe(false);
  // The server sent every class the page uses, composed ones' parts included: the browser inserted no rule.
  const insertedRules = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion="css"]')].reduce(
        (sum, tag) => sum + ((tag as HTMLStyleElement).sheet?.cssRules.length ?? 0),
        0,
      ),
    );
  expect(await insertedRules()).toBe(0);
  // The server's style tags stay where they are, and still style the page (CssBaseline's body margin).
  expect(
    await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles),
  ).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');

  // A link in kept markup navigates inside the app: the window (and this flag) survive.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await hero.getByRole('link', { name: 'Browse Curated Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open Job Positions' })).toBeVisible();
  // Back home in the app: no server markup this time, so the browser renders those parts itself.
  await page.getByRole('banner').getByRole('link', { name: 'DevJobs' }).click();
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Zero Noise' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Trusted by Developers' }),
  ).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
  ).toBeVisible();
  expect(
    await hero.evaluate((section) =>
      Object.keys(section).some((key) => key.startsWith('__reactFiber')),
    ),
  ).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test.describe('signed in', () => {
  test('a signed-in admin loading a kept job page gets the same page as everyone, then their own navbar once it hydrates', async ({
    page,
    request,
    loginAs,
    createJob,
  }) => {
    const job = await createJob({ title: uniqueTitle('Kept Job Page') });
    const path = `/page-details/${encodeURIComponent(job.slug)}`;
    // A visitor's visit fills the API's cache (decision 043).
    const visitor = await request.get(path);
    expect(visitor.headers()['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    await loginAs('admin');
    const kept = await page.request.get(path);
    expect(kept.headers()['etag']).toBe(visitor.headers()['etag']);
    expect(kept.headers()['set-cookie']).toBeUndefined();
    expect(await kept.text()).not.toContain('>Dashboard<');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    const navbar = page.getByRole('banner');
    await expect(navbar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Your Courses' })).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });

  test('the landing page asks who is signed in only when the browser holds a session: a visitor loads no Apollo, a customer sees their navbar and signs out there', async ({
    page,
    createCustomer,
  }) => {
    const account = await createCustomer();
    const scripts = requestedPaths(page, 'script');
    const navbar = page.getByRole('banner');
    const apollo = () => scripts.filter((script) => /\/(?:apollo|ApolloRoute)-/.test(script));
    const signedIn = async () => {
      await expect(navbar.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(navbar.getByRole('link', { name: 'Your Courses' })).toBeVisible();
      await expect(navbar.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    };

    // A visitor: nobody is signed in, known without a request.
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(navbar.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(apollo()).toEqual([]);

    await page.goto('/login');
    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/courses$/);
    // Back home inside the app (no page load): the session the login set is the navbar's.
    await navbar.getByRole('link', { name: 'DevJobs' }).click();
    await expect(page).toHaveURL(`${STOREFRONT}/`);
    await signedIn();

    // The server's page is everyone's; the browser asks for the session through Apollo.
    scripts.length = 0;
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('>Your Courses<');
    expect(html).toContain('aria-label="Checking your session"');
    await page.reload({ waitUntil: 'networkidle' });
    await signedIn();
    expect(scripts.filter((script) => script.includes('/LandingPage-'))).toHaveLength(1);
    expect(apollo().length).toBeGreaterThan(0);

    await navbar.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    scripts.length = 0;
    await page.reload({ waitUntil: 'networkidle' });
    await expect(navbar.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(scripts.filter((script) => script.includes('/LandingPage-'))).toHaveLength(1);
    expect(apollo()).toEqual([]);
  });
});

/** Bytes of one URL as served to a client that accepts only `encoding`. */
function servedBytes(url: string, encoding: 'br' | 'gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/**
 * The landing page's script budget (bench/README.md), for brotli and for browsers without it (gzip).
 * Route splitting (decision 030) and a session that loads Apollo only for its requests (decisions 034,
 * 041) keep it under; `node bench/web.mjs` prints the bytes per file.
 */
const LANDING_JS_BUDGET_KB = 180;

test(`the landing page loads at most ${LANDING_JS_BUDGET_KB} KB of JavaScript (brotli, and gzip for browsers without it), no page's code but its own, and no Apollo`, async ({
  page,
}) => {
  const scripts = new Set<string>();
  const stylesheets: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' && response.url().startsWith(STOREFRONT)) scripts.add(response.url());
    if (type === 'stylesheet') stylesheets.push(new URL(response.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const names = [...scripts].map((url) => new URL(url).pathname);
  for (const other of [
    'JobsPage',
    'JobDetailsPage',
    'CoursePage',
    'CourseReaderPage',
    'PdfShopPage',
    'MobileMenu',
    'ApolloRoute',
    'apollo-',
    'react-toastify',
  ]) {
    expect(names.filter((name) => name.includes(other))).toEqual([]);
  }
  // The page's CSS is in its HTML; the toasts' stylesheet comes only with the toasts (a new sheet restyles the whole page).
  expect(stylesheets).toEqual([]);
  for (const encoding of ['br', 'gzip'] as const) {
    const sizes = await Promise.all([...scripts].map((url) => servedBytes(url, encoding)));
    const kb = sizes.reduce((sum, bytes) => sum + bytes, 0) / 1024;
    expect(kb).toBeGreaterThan(50); // the measurement sees the scripts at all
    expect(kb, encoding).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
  }
});
