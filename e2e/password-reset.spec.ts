import { ADMIN, expect, screenshots, STOREFRONT, test } from './fixtures';
import { linkIn, mailTo } from './mailbox';

/** The newest reset link mailed to `email`, as the customer's mailbox received it over SMTP. */
async function resetLinkFor(email: string): Promise<string> {
  return linkIn(await mailTo(email, /Reset your DevJobs password/), '/reset-password');
}

test('a customer who forgot the password sets a new one with the link from the mail', async ({
  page,
  createCustomer,
}) => {
  const account = await createCustomer();
  await page.goto(`${STOREFRONT}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(/If an account uses that address, we have sent it a link/),
  ).toBeVisible();
  await screenshots(page, 'forgot-password-asked');

  const link = await resetLinkFor(account.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, STOREFRONT));
  await page.getByLabel(/^New password/).fill('a-brand-new-password');
  await screenshots(page, 'reset-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(`${STOREFRONT}/login`);
  await expect(page.getByText('Password changed. Log in with your new password.')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${STOREFRONT}/courses`);

  // The link is used up: opened again, it says so before anything is typed.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, STOREFRONT));
  await expect(page.getByText('This reset link was already used.', { exact: false })).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Set password' })).toBeDisabled();
  await screenshots(page, 'reset-password-used');
});

test('the console has its own "Forgot password?", answering the same for any address', async ({
  page,
}) => {
  await page.goto(`${ADMIN}/admin/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(/If an account uses that address, we have sent it a link/),
  ).toBeVisible();
  await screenshots(page, 'admin-forgot-password');

  await page.goto(`${ADMIN}/admin/reset-password?token=not-a-real-token`);
  await expect(page.getByText('This reset link is not valid.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set password' })).toBeDisabled();
});
