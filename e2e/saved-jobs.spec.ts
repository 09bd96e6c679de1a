import type { Locator } from '@playwright/test';
import { expectNoAxeFailures } from './axe';
import { DESKTOP_AND_PHONE, expect, signIn, STOREFRONT, test, uniqueTitle } from './fixtures';
import { submitLogin } from './sign-in-forms';

/**
 * Saved jobs (docs/product.md#saved-jobs): a guest's bookmark leads to sign in and back with the
 * job saved; /saved lists it; Apply Now marks it applied, and the mark is the account's. At a
 * desktop and a phone width, with axe on /saved.
 */
for (const { name, viewport } of DESKTOP_AND_PHONE) {
  test.describe(`saved jobs ${name}`, () => {
    test.use({ viewport });

    test('a guest saves a job through sign-in, finds it on /saved, applies, and the mark outlives a sign-out', async ({
      page,
      createJob,
      createCustomer,
    }) => {
      // A whole journey: two sign-ins, five pages (three rendered for the seeker), two axe walks.
      test.slow();
      const title = uniqueTitle('Saved Role');
      const job = await createJob({ title });
      const account = await createCustomer();

      await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
      const card = page.getByRole('listitem').filter({ hasText: title });
      const bookmark = card.getByRole('button', { name: 'Save job' });
      const box = await bookmark.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await bookmark.click();
      const jobPage = `/page-details/${encodeURIComponent(job.slug)}`;
      await expect(page).toHaveURL(
        `${STOREFRONT}/login?next=${encodeURIComponent(`${jobPage}?save=1`)}`,
      );

      await submitLogin(page, account);
      await expect(page).toHaveURL(`${STOREFRONT}${jobPage}`);
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

      await page.goto('/saved');
      const row = page.getByRole('article', { name: title });
      await expect(row).toBeVisible();
      await expect(row.getByText('Open', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: `Mark applied for ${title}` })).toBeVisible();
      await expectNoAxeFailures(page, viewport.width === 360);

      await page.goto(jobPage);
      const popup = page.waitForEvent('popup');
      await page.getByRole('link', { name: 'Apply Now' }).click();
      await (await popup).close();
      await expect(page.getByText(/^Applied on /)).toBeVisible();

      await page.context().request.post(`${STOREFRONT}/api/auth/logout`);
      await page.goto('/saved');
      await expect(page.getByText('Sign in to see your saved jobs.')).toBeVisible();
      await signIn(page.context().request, account);
      await page.goto('/saved');
      await expect(row.getByText(/^Applied on /)).toBeVisible();
      await expect(row.getByRole('button', { name: `Unmark applied for ${title}` })).toBeVisible();

      await row.getByRole('button', { name: `Remove ${title}` }).click();
      await expect(page.getByText('You have no saved jobs yet.')).toBeVisible();
      await expectNoAxeFailures(page, viewport.width === 360);
      await page.context().request.post(`${STOREFRONT}/api/auth/logout`);
    });
  });
}

test.describe('the bookmark without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest is sent to sign in and back to the job; signed in, the bookmark saves the job', async ({
    page,
    createJob,
    createCustomer,
  }) => {
    const title = uniqueTitle('Plain Saved Role');
    const job = await createJob({ title });
    const account = await createCustomer();
    const jobPage = `/page-details/${encodeURIComponent(job.slug)}`;

    await page.goto(jobPage);
    await page.getByRole('button', { name: 'Save job' }).click();
    await expect(page).toHaveURL(
      `${STOREFRONT}/login?next=${encodeURIComponent(`${jobPage}?save=1`)}`,
    );
    await submitLogin(page, account);
    await expect(page).toHaveURL(`${STOREFRONT}${jobPage}?save=1`);

    await page.getByRole('button', { name: 'Save job' }).click();
    await expect(page).toHaveURL(`${STOREFRONT}${jobPage}`);
    const saved = await page.context().request.post(`${STOREFRONT}/graphql`, {
      data: { query: '{ mySavedJobs { edges { node { jobId } } } }' },
    });
    expect((await saved.json()).data.mySavedJobs.edges).toEqual([{ node: { jobId: job.id } }]);
    await page.context().request.post(`${STOREFRONT}/api/auth/logout`);
  });

  test("Apply Now leads to the company and marks the job applied; /saved is the server's page of the seeker's jobs, its forms working", async ({
    page,
    createJob,
    createCustomer,
  }) => {
    const title = uniqueTitle('Plain Applied Role');
    const job = await createJob({ title });
    const account = await createCustomer();
    // The company's page, answered here: the redirect's target is the job's own link.
    await page
      .context()
      .route('https://example.com/apply', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Acme careers</title>' }),
      );
    await page.goto('/saved');
    await expect(page.getByText('Sign in to see your saved jobs.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await submitLogin(page, account);
    await expect(page).toHaveURL(`${STOREFRONT}/saved`);
    await expect(page.getByText('You have no saved jobs yet.')).toBeVisible();

    await page.goto(`/page-details/${encodeURIComponent(job.slug)}`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    const company = await popup;
    await expect(company).toHaveURL('https://example.com/apply');
    await expect(company).toHaveTitle('Acme careers');
    await company.close();

    await page.goto('/saved');
    const row = page.getByRole('article', { name: title });
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await expect(row.getByText(/^Applied on /)).toBeVisible();
    await row.getByLabel('Your note').fill('Asked Priya for a referral');
    await row.getByRole('button', { name: 'Save note' }).click();
    await expect(page).toHaveURL(`${STOREFRONT}/saved`);
    await expect(row.getByLabel('Your note')).toHaveValue('Asked Priya for a referral');
    await row.getByRole('button', { name: `Unmark applied for ${title}` }).click();
    await expect(row.getByRole('button', { name: `Mark applied for ${title}` })).toBeVisible();
    await expect(row.getByText(/^Applied on /)).toHaveCount(0);
    await row.getByRole('button', { name: `Remove ${title}` }).click();
    await expect(page.getByText('You have no saved jobs yet.')).toBeVisible();
    await page.context().request.post(`${STOREFRONT}/api/auth/logout`);
  });
});

test("/saved's controls are forms that post without the app: Mark applied, the note, Unmark applied and Remove come back to /saved", async ({
  page,
  createJob,
  createCustomer,
}) => {
  const title = uniqueTitle('Posted Saved Role');
  const job = await createJob({ title });
  const account = await createCustomer();
  await signIn(page.context().request, account);
  await page.context().request.post(`${STOREFRONT}/graphql`, {
    data: {
      query: 'mutation ($id: ID!) { saveJob(jobId: $id) { id } }',
      variables: { id: job.id },
    },
  });
  const row = page.getByRole('article', { name: title });
  /** Sends the form around `control` as the browser does with no script listening (submit() skips onSubmit). */
  const post = async (control: Locator) => {
    const sent = page.waitForResponse(
      (r) => r.url() === `${STOREFRONT}/saved-jobs` && r.request().method() === 'POST',
    );
    await control.evaluate((element) => element.closest('form')!.submit());
    expect((await sent).status()).toBe(303);
    await page.waitForURL(`${STOREFRONT}/saved`);
  };

  await page.goto('/saved');
  await post(row.getByRole('button', { name: `Mark applied for ${title}` }));
  await expect(row.getByText(/^Applied on /)).toBeVisible();

  await row.getByLabel('Your note').fill('Call Priya on Monday');
  await post(row.getByLabel('Your note'));
  await expect(row.getByLabel('Your note')).toHaveValue('Call Priya on Monday');

  await post(row.getByRole('button', { name: `Unmark applied for ${title}` }));
  await expect(row.getByRole('button', { name: `Mark applied for ${title}` })).toBeVisible();

  await post(row.getByRole('button', { name: `Remove ${title}` }));
  await expect(page.getByText('You have no saved jobs yet.')).toBeVisible();
  await page.context().request.post(`${STOREFRONT}/api/auth/logout`);
});
