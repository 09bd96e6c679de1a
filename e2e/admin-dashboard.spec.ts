import { request as playwrightRequest, type Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  failOperation,
  screenshots,
  STOREFRONT,
  test,
  uniqueTitle,
} from './fixtures';
import { GRAPHQL_URL, sentOperation } from './graphql-requests';
import { buyerApi, buyPdf } from './purchases';

/** Views a job (or presses its Apply Now) `times` times through the REST shim, as visitors from one network would. */
async function viewJob(jobId: string, times: number, network: string, what = 'view') {
  const api = await playwrightRequest.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': network },
  });
  for (let i = 0; i < times; i++)
    expect((await api.post(`${STOREFRONT}/api/jobs/${jobId}/${what}`)).status()).toBe(200);
  await api.dispose();
}

/** A figure on a stat card ("Job views" on the Today card), as a number. */
async function figure(page: Page, card: string, label: string): Promise<number> {
  const value = page.getByRole('region', { name: card }).getByLabel(label, { exact: true });
  return Number((await value.innerText()).replace(/[^\d]/g, ''));
}

test.describe('the admin dashboard', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('admin');
  });

  test('an admin sees today, this month and all time, course buyers and the charts; views made now show up', async ({
    page,
    createJob,
  }) => {
    await page.goto(`${ADMIN}/admin/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Jobs' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
    for (const card of ['Today', 'This month', 'All time']) {
      const section = page.getByRole('region', { name: card });
      await expect(section).toBeVisible();
      for (const label of [
        'Revenue',
        'Job views',
        'Job saves',
        'Apply clicks',
        'Course purchases',
        'PDF purchases',
      ])
        await expect(section.getByText(label, { exact: true })).toBeVisible();
      await expect(section.getByText(/Courses ₹[\d,.]+ · PDFs ₹[\d,.]+/)).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Course buyers' })).toContainText(
      'People who bought at least one course',
    );
    await expect(page.getByText('calendar days in Asia/Kolkata')).toBeVisible();
    const viewsBefore = await figure(page, 'Today', 'Job views');
    const pdfsBefore = await figure(page, 'Today', 'PDF purchases');
    const appliesBefore = await figure(page, 'Today', 'Apply clicks');

    // A job viewed more than any other (a demo job has under 200 views) comes first in the most
    // viewed jobs chart.
    const job = await createJob({ title: uniqueTitle('Dashboard Favourite') });
    for (const network of [1, 2, 3, 4, 5]) await viewJob(job.id, 50, `10.77.0.${network}`);
    // Pressed Apply Now more than any demo job in 30 days: first among the jobs with the most interest.
    for (const network of [6, 7]) await viewJob(job.id, 50, `10.77.0.${network}`, 'apply-click');
    // A guest buys a PDF: one more PDF purchase today.
    const guest = await buyerApi();
    await buyPdf(guest, 'react-intermediate-notes');
    await guest.dispose();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
    expect(await figure(page, 'Today', 'Job views')).toBeGreaterThanOrEqual(viewsBefore + 250);
    expect(await figure(page, 'Today', 'PDF purchases')).toBeGreaterThanOrEqual(pdfsBefore + 1);
    expect(await figure(page, 'Today', 'Apply clicks')).toBeGreaterThanOrEqual(appliesBefore + 100);
    await expect(
      page.getByRole('region', { name: 'Today' }).getByText(/PDFs ₹[1-9]/),
    ).toBeVisible();
    expect(await figure(page, 'This month', 'Job views')).toBeGreaterThanOrEqual(
      await figure(page, 'Today', 'Job views'),
    );
    expect(await figure(page, 'All time', 'Job views')).toBeGreaterThanOrEqual(
      await figure(page, 'This month', 'Job views'),
    );
    for (const chart of [
      'Job views per day',
      'Saves and apply clicks per day',
      'Revenue per day',
      'Jobs with the most interest',
      'Most viewed jobs',
    ]) {
      await expect(page.getByRole('figure', { name: chart }).locator('svg').first()).toBeVisible();
    }
    await expect(
      page.getByRole('figure', { name: 'Saves and apply clicks per day' }),
    ).toContainText('Apply clicks');
    for (const chart of ['Most viewed jobs', 'Jobs with the most interest'])
      await expect(page.getByRole('figure', { name: chart })).toContainText(job.title.slice(0, 20));

    await screenshots(page, 'dashboard', 400);
    // On a phone the cards stack and nothing runs off the side.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The jobs table shows each job's views, saves and apply clicks.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${ADMIN}/admin/jobs?q=${encodeURIComponent(job.title)}`);
    const table = page.getByRole('table', { name: 'Job postings' });
    await expect(table.getByRole('columnheader', { name: 'Interest' })).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(job.title) });
    await expect(row).toContainText('250 views');
    await expect(row).toContainText('0 saves');
    await expect(row).toContainText('100 apply clicks');
    await screenshots(page, 'jobs-interest', 400);
  });

  test('with no views or sales yet, each chart says what it will show instead of bare axes', async ({
    page,
  }) => {
    // A fresh shop's figures: the real answer with every view and sale of the last 30 days at zero.
    await page.route(GRAPHQL_URL, async (route) => {
      if (sentOperation(route.request())?.name !== 'AdminDashboard') return route.fallback();
      const response = await route.fetch();
      const body = await response.json();
      const stats = body.data.adminStats;
      for (const day of stats.daily)
        Object.assign(day, {
          jobViews: 0,
          jobSaves: 0,
          jobApplyClicks: 0,
          courseRevenue: 0,
          pdfRevenue: 0,
        });
      for (const job of stats.topJobs) job.views = 0;
      stats.topJobInterest = [];
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${ADMIN}/admin/dashboard`);
    const chart = (name: string) => page.getByRole('figure', { name });
    await expect(chart('Revenue per day')).toContainText(
      'Revenue per day appears here after the first sale.',
    );
    await expect(chart('Job views per day')).toContainText(
      'Job views per day appear here once visitors open job pages.',
    );
    await expect(chart('Saves and apply clicks per day')).toContainText(
      'They appear here per day once seekers save jobs and press Apply Now.',
    );
    await expect(chart('Most viewed jobs')).toContainText('No job views yet.');
    await expect(chart('Jobs with the most interest')).toContainText(
      'No interest in jobs in the last 30 days.',
    );
    for (const name of [
      'Revenue per day',
      'Job views per day',
      'Saves and apply clicks per day',
      'Jobs with the most interest',
      'Most viewed jobs',
    ])
      await expect(chart(name).locator('svg.MuiChartsSurface-root')).toHaveCount(0);
    await screenshots(page, 'dashboard-empty', 400);
  });

  test('while the figures load the page shows placeholders of the same shape', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(GRAPHQL_URL, async (route) => {
      if (sentOperation(route.request())?.name === 'AdminDashboard') await held;
      await route.fallback();
    });
    await page.goto(`${ADMIN}/admin/dashboard`);
    await expect(page.getByLabel('Loading stats')).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
    await expect(page.getByLabel('Loading stats')).toHaveCount(0);
  });

  test.describe('when the stats cannot be fetched', () => {
    test.use({ allowConsoleErrors: [/500 \(Internal Server Error\)/] });

    test("the page says 'Could not load stats.', a toast says 'Failed to fetch dashboard stats.', and Retry loads them", async ({
      page,
    }) => {
      const recover = await failOperation(page, 'AdminDashboard');
      await page.goto(`${ADMIN}/admin/dashboard`);
      await expect(page.getByText('Could not load stats.')).toBeVisible();
      await expect(page.getByText('Failed to fetch dashboard stats.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Today' })).toHaveCount(0);
      await screenshots(page, 'dashboard-error', 400);
      recover();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
      await expect(page.getByText('Could not load stats.')).toHaveCount(0);
    });
  });
});
