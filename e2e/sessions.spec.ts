import { request as playwrightRequest } from '@playwright/test';
import { expect, screenshots, STOREFRONT, test } from './fixtures';

test('"Sign out everywhere" on the account page ends the sessions of every browser of the account', async ({
  page,
  loginAs,
}) => {
  const account = await loginAs('user');
  // The same account signed in on another device.
  const phone = await playwrightRequest.newContext();
  const login = await phone.post(`${STOREFRONT}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  expect((await phone.get(`${STOREFRONT}/api/auth/me`)).status()).toBe(200);

  await page.goto(`${STOREFRONT}/your-courses`);
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(`${STOREFRONT}/account`);
  const section = page.getByRole('region', { name: 'Signed in somewhere else?' });
  await expect(section).toBeVisible();
  await screenshots(page, 'account-sessions');
  await section.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Signed out on every device.')).toBeVisible();
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();
  expect((await phone.get(`${STOREFRONT}/api/auth/me`)).status()).toBe(401);
  await page.reload();
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();
  await phone.dispose();
});

test('on the account page a customer renames and changes the password; other browsers are signed out', async ({
  page,
  loginAs,
}) => {
  const account = await loginAs('user');
  const phone = await playwrightRequest.newContext();
  await phone.post(`${STOREFRONT}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });

  await page.goto(`${STOREFRONT}/account`);
  const name = page.getByRole('region', { name: 'Your name' });
  await name.getByLabel(/^Name/).fill('Renamed Customer');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved.')).toBeVisible();

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-the-password');
  await password.getByLabel(/^New password/).fill('a-changed-password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('That is not your current password.')).toBeVisible();
  await screenshots(page, 'account-wrong-password');

  await password.getByLabel('Current password').fill(account.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Signed out on 1 other session.')).toBeVisible();
  expect((await phone.get(`${STOREFRONT}/api/auth/me`)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your name' }).getByLabel(/^Name/)).toHaveValue(
    'Renamed Customer',
  );
  await phone.dispose();
});
