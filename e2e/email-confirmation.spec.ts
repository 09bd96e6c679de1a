import { randomUUID } from 'node:crypto';
import { expect, screenshots, STOREFRONT, test } from './fixtures';
import { linkIn, mailTo } from './mailbox';
import { submitSignup } from './sign-in-forms';

/**
 * Confirmed addresses and address changes (docs/product.md#confirming-your-email-address,
 * decision 063): the links are read from the mail as the suite's SMTP server received it.
 */
async function confirmLinkIn(to: string, subject: RegExp): Promise<string> {
  const link = linkIn(await mailTo(to, subject), '/confirm-email');
  return link.replace(/^https?:\/\/[^/]+/, STOREFRONT);
}

test('a new customer sees the banner until the link from the mail confirms the address', async ({
  page,
  newAccount,
}) => {
  test.slow(); // four pages photographed at two widths
  const account = newAccount('Meera Iyer', 'meera-password-1');
  // Signup signs in and the page it goes to shows the banner at once (decision 095).
  await submitSignup(page, account);
  await expect(page).toHaveURL(/\/courses$/);

  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(banner).toContainText(account.email);
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(/we have sent a new link to it/)).toBeVisible();
  await screenshots(page, 'confirm-email-banner');

  await page.goto(await confirmLinkIn(account.email, /^Confirm your DevJobs email address$/));
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  // Unconfirmed until the button is pressed: opening the link changes nothing.
  await expect(banner).toBeVisible();
  await screenshots(page, 'confirm-email-page');
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await screenshots(page, 'confirm-email-done');

  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // A dead link says so before anything is pressed.
  await page.goto('/confirm-email?token=not-a-real-token');
  await expect(
    page.getByText('This confirmation link is not valid.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my address' })).toBeDisabled();
  await screenshots(page, 'confirm-email-invalid');
});

test('a customer changes the address on the account page; it changes when the new link is opened', async ({
  page,
  loginAs,
  created,
}) => {
  test.slow(); // three password checks, two mails and four pages: over 30 s once on a busy machine
  const account = await loginAs('user');
  const newEmail = `moved.${randomUUID()}@example.com`;
  created.emails.push(newEmail);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Email address', exact: true });
  await expect(section).toContainText(account.email);
  await expect(section.getByText('Not confirmed')).toBeVisible();

  // Bad input is named under its field, and nothing is sent.
  await section.getByLabel('New email address').fill('not an address');
  await section.getByLabel('Current password').fill(account.password);
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByText('Email must be a valid email address.')).toBeVisible();

  await section.getByLabel('New email address').fill(newEmail);
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByText('That is not your current password.')).toBeVisible();

  await section.getByLabel('Current password').fill(account.password);
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByText(/We have sent a link to the new address/)).toBeVisible();
  await expect(section).toContainText(account.email);
  await screenshots(page, 'account-email-change-asked');

  // The old address was told, naming the new one.
  const notice = await mailTo(account.email, /^Your DevJobs email address is being changed$/);
  expect(notice.text).toContain(newEmail);

  await page.goto(await confirmLinkIn(newEmail, /^Confirm your new DevJobs email address$/));
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();

  await page.goto('/account');
  await expect(section).toContainText(newEmail);
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
  await screenshots(page, 'account-email-changed');
});
