import { ADMIN, adminLogin, E2E_ADMIN, expect, STOREFRONT, test } from './fixtures';
import { submitLogin } from './sign-in-forms';

test.describe('the admin console guard', () => {
  test('a signed-out visitor is sent from any admin page to the admin login', async ({ page }) => {
    for (const path of [
      '/admin/dashboard',
      '/admin/jobs',
      '/admin/suggestions',
      '/admin/upload-course',
    ]) {
      await page.goto(`${ADMIN}${path}`);
      await expect(page).toHaveURL(`${ADMIN}/admin/login`);
    }
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  });

  test('an admin signs in on the console; the storefront has its own sign-in, then shows the Dashboard link into the console', async ({
    page,
  }) => {
    test.slow(); // two sign-ins on two apps and their pages: 33 to 35 s on a busy two-core machine
    await adminLogin(page);
    await expect(page.getByText('Admin login successful!')).toBeVisible();
    await expect(page).toHaveURL(`${ADMIN}/admin/dashboard`);
    const sidebar = page.getByRole('navigation').first();
    for (const name of [/dashboard/i, /jobs/i, /course/i, /suggestions/i, /audit/i])
      await expect(sidebar.getByRole('link', { name }).first()).toBeVisible();

    // Signed in at the console, already on /admin/login: sent on to the dashboard.
    await page.goto(`${ADMIN}/admin/login`);
    await expect(page).toHaveURL(`${ADMIN}/admin/dashboard`);

    // The console's session is its own (decision 055): the storefront is signed out.
    await page.goto(`${STOREFRONT}/jobs`);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await page.goto(`${STOREFRONT}/login`);
    await submitLogin(page, E2E_ADMIN);
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    const dashboard = page.getByRole('link', { name: 'Dashboard' }).first();
    await expect(dashboard).toBeVisible();
    await dashboard.click();
    await expect(page).toHaveURL(`${ADMIN}/admin/dashboard`);
  });

  test("an admin signed in only on the storefront follows Dashboard to the console's login", async ({
    page,
  }) => {
    await page.goto(`${STOREFRONT}/login`);
    await submitLogin(page, E2E_ADMIN);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(`${ADMIN}/admin/login`);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  test('the login page says when the last console session ended for inactivity, once', async ({
    page,
  }) => {
    // The API leaves this readable cookie when it finds the session idle (sessions.test.ts).
    await page.context().addCookies([{ name: 'devjobs_admin_ended', value: 'idle', url: ADMIN }]);
    await page.goto(`${ADMIN}/admin/dashboard`);
    await expect(page).toHaveURL(`${ADMIN}/admin/login`);
    await expect(
      page.getByText(
        'You were signed out after 30 minutes without activity. Please sign in again.',
      ),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(/signed out after 30 minutes/)).toHaveCount(0);
  });

  test('a customer is refused with "Access Denied: Not an admin account." and gets no admin session', async ({
    page,
    createCustomer,
  }) => {
    const customer = await createCustomer();
    await adminLogin(page, customer);
    await expect(page.getByText('Access Denied: Not an admin account.')).toBeVisible();
    await expect(page).toHaveURL(`${ADMIN}/admin/login`);
    await page.goto(`${ADMIN}/admin/dashboard`);
    await expect(page).toHaveURL(`${ADMIN}/admin/login`);
  });

  test('a customer signed in on the storefront is still sent to the admin login, and the storefront shows no Dashboard link', async ({
    page,
    loginAs,
  }) => {
    await loginAs('user');
    await page.goto(`${STOREFRONT}/jobs`);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await page.goto(`${ADMIN}/admin/dashboard`);
    await expect(page).toHaveURL(`${ADMIN}/admin/login`);
  });

  test('wrong admin credentials show "Invalid credentials"', async ({ page }) => {
    await adminLogin(page, { email: 'e2e-admin@devjobs.local', password: 'wrong-password' });
    await expect(page.getByText('Invalid credentials').first()).toBeVisible();
    await expect(page).toHaveURL(`${ADMIN}/admin/login`);
  });
});
