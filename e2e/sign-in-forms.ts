import type { Page } from '@playwright/test';
import { ADMIN, E2E_ADMIN } from './env';

// The sign-in forms as a visitor fills them, for tests of the forms themselves; a test that only
// needs someone signed in uses the `loginAs` fixture (fixtures.ts).

/** Signs in through the admin console's login page (the form itself under test; otherwise use `loginAs`). */
export async function adminLogin(
  page: Page,
  account: { email: string; password: string } = E2E_ADMIN,
) {
  await page.goto(`${ADMIN}/admin/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the storefront's signup page and sends the form filled with `account`. */
export async function submitSignup(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /sign ?up|register|create account/i }).click();
}

/** Sends the storefront's login form, on the page already open, filled with `account`. */
export async function submitLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
