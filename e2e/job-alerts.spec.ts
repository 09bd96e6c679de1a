import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeFailures } from './axe';
import { DESKTOP_AND_PHONE, expect, screenshots, STOREFRONT, test, uniqueTitle } from './fixtures';
import { linkIn, mailTo, type ReceivedMail } from './mailbox';

/**
 * Job alerts (docs/product.md#job-alerts): "Email me jobs like these" on /jobs, /alerts with pause,
 * resume and delete, and a guest's alert confirmed and stopped from its mails with no JavaScript.
 * At a desktop and a phone width, with axe on /alerts.
 */
/** Confirms an account's address with the link signup mailed (decision 063). */
async function confirmAddress(request: APIRequestContext, email: string) {
  const mail = await mailTo(email, /Confirm your DevJobs email address/);
  const token = new URL(linkIn(mail, '/confirm-email')).searchParams.get('token');
  const reply = await request.post(`${STOREFRONT}/api/auth/confirm-email`, { data: { token } });
  expect(reply.status()).toBe(200);
}

for (const { name, viewport } of DESKTOP_AND_PHONE) {
  test.describe(`job alerts ${name}`, () => {
    test.use({ viewport });

    test('a seeker keeps the filtered list as an alert, then pauses, resumes and deletes it on /alerts', async ({
      page,
      loginAs,
    }) => {
      const account = await loginAs('user');
      await confirmAddress(page.context().request, account.email);
      const word = uniqueTitle('Alerted').split(' ')[1];
      await page.goto(`/jobs?q=${word}&type=full-time`);
      const form = page.getByRole('region', { name: 'Email me jobs like these' });
      await expect(form.getByText(`To ${account.email}`)).toBeVisible();
      await form.getByRole('radio', { name: 'As soon as posted' }).check();
      await form.getByRole('button', { name: 'Email me jobs like these' }).click();
      await expect(form.getByRole('status')).toContainText('Alert saved.');
      await form.scrollIntoViewIfNeeded();
      await screenshots(page, `jobs-alert-form-${viewport.width}`);

      await form.getByRole('link', { name: 'Manage your alerts' }).click();
      const title = `“${word}” · Full-time`;
      const row = page.getByRole('article', { name: title });
      await expect(row.getByText('On', { exact: true })).toBeVisible();
      await expect(row.getByRole('combobox', { name: 'How often' })).toHaveText(
        'As soon as posted',
      );
      await expectNoAxeFailures(page, viewport.width === 360);
      await screenshots(page, `alerts-page-${viewport.width}`);

      await row.getByRole('button', { name: `Pause ${title}` }).click();
      await expect(row.getByText('Paused', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: `Resume ${title}` }).click();
      await expect(row.getByText('On', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: `Delete ${title}` }).click();
      await expect(page.getByText('You have no job alerts yet.')).toBeVisible();
      await page.context().request.post(`${STOREFRONT}/api/auth/logout`);
    });
  });
}

test.describe('a guest’s alert without JavaScript', () => {
  test.use({ javaScriptEnabled: false, awaitHydration: false });
  // The instant sweep runs every 30 s: the alert mail comes within a minute of the job.
  test.setTimeout(120_000);

  test('is confirmed from its mail, mails a new job, and is stopped from that mail', async ({
    page,
    createJob,
    created,
  }) => {
    const email = `guest.${Date.now()}@example.com`;
    created.emails.push(email);
    const word = uniqueTitle('Guest').split(' ')[1];
    await page.goto(`/jobs?q=${word}`);
    const form = page.locator('#job-alert');
    await form.getByRole('radio', { name: 'As soon as posted' }).check();
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Email me jobs like these' }).click();
    await expect(form.getByRole('status')).toContainText('Your job alert is saved.');

    const confirm = await mailTo(email, /Confirm your DevJobs job alert/);
    await page.goto(linkIn(confirm, '/alerts/confirm'));
    await page.getByRole('button', { name: 'Start my job alert' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your job alert is on: new matching jobs will come by mail.',
    );

    const job = await createJob({ title: `Engineer ${word}` });
    let alert: ReceivedMail | undefined;
    await expect
      .poll(
        async () => {
          alert = await mailTo(email, /new jobs? for your DevJobs alert/).catch(() => undefined);
          return Boolean(alert);
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    expect(alert!.text).toContain(job.title);
    await page.goto(linkIn(alert!, '/alerts/unsubscribe'));
    await screenshots(page, 'alert-unsubscribe');
    await page.getByRole('button', { name: 'Stop this alert' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'This job alert is stopped: it will mail you nothing more.',
    );
  });
});
