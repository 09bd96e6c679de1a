import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, STOREFRONT, test, uniqueTitle, waitForHydration } from './fixtures';

/**
 * A page that looks ready must be ready (decision 054): its forms are HTML forms the server
 * handles, so what a visitor types and sends before the app's scripts have run (or without them)
 * is never lost, and is sent once.
 */

/** The suggestions stored with exactly this text. */
async function suggestionsSaying(adminRequest: APIRequestContext, text: string) {
  const list = await adminRequest.get(`${ADMIN}/api/suggestions?limit=100`);
  expect(list.status()).toBe(200);
  return ((await list.json()) as { suggestion: string; jobId: string }[]).filter(
    (s) => s.suggestion === text,
  );
}

/**
 * Opens `path` with the app's scripts 3 s late, as on a slow phone: the page is on screen, not yet
 * hydrated. The scripts of pages opened after it in the test come late too.
 */
async function openBeforeScripts(page: Page, path: string) {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

test.describe('without JavaScript', () => {
  // The page answering a refused form comes with status 400, which the browser logs.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });

  test('a visitor sends a suggestion from a job page; a blank one is refused under the field', async ({
    page,
    adminRequest,
    createJob,
  }) => {
    const job = await createJob({ title: uniqueTitle('No Script Feedback') });
    const path = `/page-details/${encodeURIComponent(job.slug)}`;
    await page.goto(path);
    const box = page.getByLabel('Your suggestion');

    await box.fill('   ');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await refused).status()).toBe(400);
    await expect(box).toHaveAccessibleDescription('Please enter a suggestion.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('   ');

    const text = `Add the team size, please ${uniqueTitle('#')}`;
    await box.fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your suggestion!')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(box).toHaveValue('');
    expect(await suggestionsSaying(adminRequest, text)).toEqual([
      expect.objectContaining({ jobId: job.id }),
    ]);

    // The answer was a redirect: reloading the page sends nothing again, and the thanks showed once.
    await page.reload();
    await expect(page.getByLabel('Your suggestion')).toBeVisible();
    await expect(page.getByText('Thank you for your suggestion!')).toHaveCount(0);
    expect(await suggestionsSaying(adminRequest, text)).toHaveLength(1);
  });
});

test.describe('without JavaScript, Contact Us', () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });

  test('bad values come back under their fields with everything typed; a good message is sent once', async ({
    page,
    adminRequest,
  }) => {
    await page.goto('/contact');
    const message = `Where is my invoice? ${uniqueTitle('#')}`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha-at-example');
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('asha-at-example');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message);

    await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Thank you! Your message was sent. We answer within two business days.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const text = `Contact form message\nFrom: Asha <asha@example.com>\n\n${message}`;
    expect(await suggestionsSaying(adminRequest, text)).toHaveLength(1);
  });
});

test.describe('with the scripts 3 s late', () => {
  test.use({ awaitHydration: false });

  test('a suggestion sent before the app runs is sent by the page itself, once', async ({
    page,
    adminRequest,
    createJob,
  }) => {
    const job = await createJob({ title: uniqueTitle('Early Feedback') });
    await openBeforeScripts(page, `/page-details/${encodeURIComponent(job.slug)}`);
    const text = `Sent before the scripts ${uniqueTitle('#')}`;
    await page.getByLabel('Your suggestion').fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your suggestion!')).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByText('Thank you for your suggestion!')).toBeVisible();
    expect(await suggestionsSaying(adminRequest, text)).toEqual([
      expect.objectContaining({ jobId: job.id }),
    ]);
  });

  test('text typed before the app runs is still there once it does, and is sent once', async ({
    page,
    adminRequest,
    createJob,
  }) => {
    const job = await createJob({ title: uniqueTitle('Typed Early') });
    await openBeforeScripts(page, `/page-details/${encodeURIComponent(job.slug)}`);
    const text = `Typed before the scripts ${uniqueTitle('#')}`;
    const box = page.getByLabel('Your suggestion');
    await box.fill(text);
    await waitForHydration(page);
    await expect(box).toHaveValue(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your suggestion!')).toBeVisible();
    await expect(box).toHaveValue('');
    expect(await suggestionsSaying(adminRequest, text)).toHaveLength(1);
  });
});

test('a form post from another site, or with no Origin, is refused and stores nothing', async ({
  request,
  adminRequest,
  createJob,
}) => {
  const job = await createJob({ title: uniqueTitle('Cross Site Target') });
  const url = `${STOREFRONT}/page-details/${encodeURIComponent(job.slug)}`;
  const text = `Cross-site ${uniqueTitle('#')}`;
  const cases: Record<string, string>[] = [{ origin: 'https://attacker.example' }, {}];
  for (const headers of cases) {
    const reply = await request.post(url, { form: { suggestion: text }, headers, maxRedirects: 0 });
    expect(reply.status()).toBe(403);
  }
  expect(await suggestionsSaying(adminRequest, text)).toEqual([]);
});

test.describe('without JavaScript, accounts', () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 40[19]/] });

  test('sign up signed in, log out, log in (a wrong password said above the form), log out', async ({
    page,
    newAccount,
  }) => {
    const account = newAccount('Noscript Visitor', 'a-long-password');
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Name' }).fill(account.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    const signedUp = await page.context().request.get(`${STOREFRONT}/api/auth/me`);
    expect((await signedUp.json()).user).toMatchObject({ email: account.email });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');

    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    const me = await page.context().request.get(`${STOREFRONT}/api/auth/me`);
    expect((await me.json()).user).toMatchObject({ email: account.email });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().request.get(`${STOREFRONT}/api/auth/me`)).status()).toBe(401);
  });
});

test.describe('with the scripts 3 s late, accounts', () => {
  test.use({ awaitHydration: false });

  test('a login pressed before the app runs signs in, once, and the app then shows it', async ({
    page,
    createCustomer,
  }) => {
    const account = await createCustomer();
    await openBeforeScripts(page, '/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 10_000 });
  });

  test('Logout pressed the moment it shows signs out, once', async ({ page, loginAs }) => {
    await loginAs('user');
    await openBeforeScripts(page, '/jobs');
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.click({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 10_000 });
    expect((await page.context().request.get(`${STOREFRONT}/api/auth/me`)).status()).toBe(401);
  });
});

test.describe('without JavaScript, the job list', () => {
  test.use({ javaScriptEnabled: false });

  test('filters are a form whose results the server renders at the app’s own address, and more jobs are a link', async ({
    page,
    createJob,
  }) => {
    const marker = uniqueTitle('Noscriptfilter').split(' ')[1];
    for (let i = 0; i < 21; i++)
      await createJob({ title: `Noscriptfilter ${marker} ${i}`, jobType: 'Contract' });
    await page.goto('/jobs');
    await page.getByRole('searchbox', { name: 'Job title' }).fill(marker);
    await page.getByRole('checkbox', { name: 'Contract' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // The address the app itself writes for these filters (empty fields dropped, fixed order).
    expect(new URL(page.url()).search).toBe(`?q=${marker}&type=contract`);
    await expect(page.getByText('21 jobs')).toBeVisible();
    const cards = page.getByRole('heading', { name: new RegExp(`Noscriptfilter ${marker}`) });
    await expect(cards).toHaveCount(20);
    await expect(page.getByRole('checkbox', { name: 'Contract' })).toBeChecked();

    await page.getByRole('link', { name: /load more/i }).click();
    expect(new URL(page.url()).searchParams.get('after')).toBeTruthy();
    await expect(cards).toHaveCount(1);
  });

  test('the city and remote region are in the form too', async ({ page, createJob }) => {
    const marker = uniqueTitle('Noscriptcity').split(' ')[1];
    await createJob({
      title: `Noscriptcity ${marker} Kochi`,
      jobLocation: 'Hybrid',
      city: 'Kochi',
    });
    await createJob({ title: `Noscriptcity ${marker} Asia`, region: 'Asia time zones' });
    await page.goto('/jobs');
    await page.getByRole('searchbox', { name: 'Job title' }).fill(marker);
    await page.getByRole('combobox', { name: 'City' }).selectOption('Kochi');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    expect(new URL(page.url()).search).toBe(`?q=${marker}&city=kochi`);
    await expect(page.getByRole('heading', { name: /Noscriptcity .* Kochi/ })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: /Noscriptcity .* Asia/ })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'City' }).selectOption('');
    await page.getByRole('checkbox', { name: 'Asia time zones' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    expect(new URL(page.url()).search).toBe(`?q=${marker}&region=asia`);
    await expect(page.getByRole('heading', { name: /Noscriptcity .* Asia/ })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: /Noscriptcity .* Kochi/ })).toHaveCount(0);
  });
});

test.describe('on a phone, with the scripts 3 s late', () => {
  test.use({ awaitHydration: false, viewport: { width: 360, height: 740 } });

  test('controls only the app can answer are disabled until it runs, then work', async ({
    page,
  }) => {
    await openBeforeScripts(page, '/jobs');
    const filters = page.getByRole('button', { name: 'Filters' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(filters).toBeDisabled();
    await expect(menu).toBeDisabled();
    await waitForHydration(page);
    await expect(filters).toBeEnabled();
    await expect(menu).toBeEnabled();
    await filters.click();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();

    await page.goto('/interview-prep-pdfs', { waitUntil: 'domcontentloaded' });
    const buy = page.getByRole('button', { name: 'Buy Now' }).first();
    await expect(buy).toBeDisabled();
    await waitForHydration(page);
    await expect(buy).toBeEnabled();
  });
});
