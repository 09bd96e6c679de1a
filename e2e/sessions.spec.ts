import { request as playwrightRequest } from '@playwright/test';
import { expect, screenshots, STOREFRONT, test } from './fixtures';

test('"Sign out everywhere" on Your Courses ends the sessions of every browser of the account', async ({
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
  const section = page.getByRole('region', { name: 'Signed in somewhere else?' });
  await expect(section).toBeVisible();
  await screenshots(page, 'your-courses-sessions');
  await section.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Signed out on every device.')).toBeVisible();
  await expect(page.getByText('Sign in to see your courses.')).toBeVisible();
  expect((await phone.get(`${STOREFRONT}/api/auth/me`)).status()).toBe(401);
  await page.reload();
  await expect(page.getByText('Sign in to see your courses.')).toBeVisible();
  await phone.dispose();
});
