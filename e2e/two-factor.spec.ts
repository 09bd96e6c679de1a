import { Secret, TOTP } from 'otpauth';
import { makeAdmin } from './db';
import { ADMIN, STOREFRONT, adminLogin, expect, screenshots, test } from './fixtures';

/** Two-factor sign-in (docs/product.md#two-factor-sign-in, decision 064) in the browser. */

const STEP_MS = 30_000;
/** The code an authenticator app shows now for this secret. */
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });
/** Waits for the next 30-second step: a code is taken once per step. */
const nextStep = () =>
  new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 500));

test('an admin turns on two-factor sign-in, signs out and signs in again with a code', async ({
  page,
  createCustomer,
}) => {
  test.setTimeout(90_000);
  const account = await createCustomer();
  makeAdmin(account.email);
  await adminLogin(page, account);
  await expect(page).toHaveURL(`${ADMIN}/admin/dashboard`);

  await page.getByRole('link', { name: 'Security' }).first().click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByText(/^Off\./)).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // A session alone is not enough: the current password comes first (decision 080).
  const itIsYou = page.getByRole('form', { name: 'Confirm it is you' });
  await itIsYou.getByLabel('Current password').fill('not-the-password');
  await itIsYou.getByRole('button', { name: 'Continue' }).click();
  await expect(itIsYou.getByText('That is not your current password.')).toBeVisible();
  await screenshots(page, 'two-factor-password-first');
  await itIsYou.getByLabel('Current password').fill(account.password);
  await itIsYou.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code of your two-factor secret/ })).toBeVisible();
  const secret = (await page.getByLabel('Key to type in').getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshots(page, 'two-factor-enrol');

  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstCode = (await codes.first().textContent())!.trim();
  await screenshots(page, 'two-factor-recovery-codes');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/^On since/)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(`${ADMIN}/admin/login`);
  await adminLogin(page, account);
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await screenshots(page, 'two-factor-admin-code');
  await page.getByRole('textbox', { name: 'Code' }).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await expect(page).toHaveURL(`${ADMIN}/admin/login`);

  await nextStep();
  await page.getByRole('textbox', { name: 'Code' }).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${ADMIN}/admin/dashboard`);

  // Staff keep it on, so new recovery codes come from their own form (a recovery code will do).
  await page.goto(`${ADMIN}/admin/security`);
  const renew = page.getByRole('form', { name: 'New recovery codes' });
  await renew.getByLabel('Current password').fill(account.password);
  await renew.getByLabel('Code from the app or a recovery code').fill(firstCode);
  await renew.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(codes).toHaveCount(10);
  expect(await codes.allTextContents()).not.toContain(firstCode);
  await screenshots(page, 'two-factor-new-recovery-codes');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/Recovery codes left: 10\./)).toBeVisible();
});

test('a customer turns it on from the account page, and login then asks for a code', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const account = await loginAs('user');
  await page.goto(`${STOREFRONT}/account`);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // The account page has other forms that ask for it: this one is about two-factor sign-in.
  const itIsYou = page.getByRole('form', { name: 'Confirm it is you' });
  await itIsYou.getByLabel('Current password').fill(account.password);
  await itIsYou.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByLabel('Key to type in').getAttribute('data-secret'))!;
  await page.getByLabel('Code from the app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/^On since/)).toBeVisible();
  await screenshots(page, 'two-factor-account');

  await page.context().clearCookies();
  await page.goto(`${STOREFRONT}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await screenshots(page, 'two-factor-storefront-code');
  await nextStep();
  await page.getByRole('textbox', { name: 'Code' }).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${STOREFRONT}/courses`);
});
