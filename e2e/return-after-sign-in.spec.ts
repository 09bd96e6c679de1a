import type { Page } from '@playwright/test';
import { DESKTOP_AND_PHONE, expect, STOREFRONT, test, uniqueTitle, type Account } from './fixtures';
import { submitLogin } from './sign-in-forms';

/**
 * Every path returns where it began (docs/product.md#returning-where-you-began, decision 095): a
 * signed-out Buy Now leads to login or signup and back to the course, Buy Now ready; without
 * JavaScript too; a `next` of another site is refused. At a desktop and a phone width.
 */
const SIGN_IN_ASKED = 'Unable to create order. Login and try again.';

/** A browser of its own network: the signups of a run stay under the per-network limit. */
async function ownNetwork(page: Page) {
  const from = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': from });
}

async function fillSignup(page: Page, account: Account) {
  await page.getByRole('textbox', { name: 'Name' }).fill(account.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** The toast's box lies wholly below the navbar's. */
async function expectBelowHeader(page: Page, text: string) {
  const header = await page.getByRole('banner').first().boundingBox();
  const toast = await page.locator('.Toastify__toast', { hasText: text }).boundingBox();
  expect(header).not.toBeNull();
  expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

for (const { name, viewport } of DESKTOP_AND_PHONE) {
  test.describe(`returning where you began ${name}`, () => {
    test.use({ viewport });

    test('a signed-out Buy Now leads to login and back to the course, Buy Now ready; the error gives way to the success', async ({
      page,
      createCourse,
      createCustomer,
    }) => {
      const course = await createCourse({ title: uniqueTitle('Return Course'), price: 999 });
      const account = await createCustomer();
      await page.goto(`/course/${course.id}`);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      const asked = page.getByText(SIGN_IN_ASKED);
      await expect(asked).toBeVisible();
      await expectBelowHeader(page, SIGN_IN_ASKED);
      await expect(page).toHaveURL(
        `${STOREFRONT}/login?next=${encodeURIComponent(`/course/${course.id}`)}`,
      );

      // A wrong password first: its error goes when the form is sent again.
      await submitLogin(page, { email: account.email, password: 'not-the-password' });
      const refused = page.getByText('Invalid credentials');
      await expect(refused).toBeVisible();
      await submitLogin(page, account);
      const welcomed = page.getByText('Logged in successfully');
      await expect(welcomed).toBeVisible();
      await expectBelowHeader(page, 'Logged in successfully');
      await expect(refused).toHaveCount(0);
      await expect(asked).toHaveCount(0);

      await expect(page).toHaveURL(`${STOREFRONT}/course/${course.id}`);
      await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Buy Now' })).not.toHaveAccessibleDescription(
        /^Sign in to buy/,
      );
    });

    test('the same through signup: signed in at once, back on the course with the confirm-your-address banner', async ({
      page,
      createCourse,
      newAccount,
    }) => {
      await ownNetwork(page);
      const course = await createCourse({ title: uniqueTitle('Signup Course'), price: 999 });
      const account = newAccount('Return Signup', 'return-password-1');
      await page.goto(`/course/${course.id}`);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(
        `${STOREFRONT}/signup?next=${encodeURIComponent(`/course/${course.id}`)}`,
      );
      await fillSignup(page, account);

      await expect(page.getByText('Account created. You are signed in.')).toBeVisible();
      await expect(page.getByText(SIGN_IN_ASKED)).toHaveCount(0);
      await expect(page).toHaveURL(`${STOREFRONT}/course/${course.id}`);
      const banner = page.getByRole('region', { name: 'Confirm your email address' });
      await expect(banner).toContainText(`open the link we sent to ${account.email}`);
      await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
      const me = await page.context().request.get(`${STOREFRONT}/api/auth/me`);
      expect((await me.json()).user).toMatchObject({ email: account.email });
    });

    test('a `next` of another site is refused: the login ends on /courses', async ({
      page,
      createCustomer,
    }) => {
      const account = await createCustomer();
      await page.goto(`/login?next=${encodeURIComponent('//evil.example/steal')}`);
      await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        '/signup',
      );
      await submitLogin(page, account);
      await expect(page).toHaveURL(`${STOREFRONT}/courses`);
    });
  });
}

test.describe('returning where you began, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('login and signup posted without scripts go back to the page in `next`; another site is refused', async ({
    page,
    createCourse,
    createCustomer,
    newAccount,
  }) => {
    await ownNetwork(page);
    const course = await createCourse({ title: uniqueTitle('Noscript Course'), price: 999 });
    const back = `/course/${course.id}`;
    const account = await createCustomer();
    await page.goto(`/login?next=${encodeURIComponent(back)}`);
    await submitLogin(page, account);
    await expect(page).toHaveURL(`${STOREFRONT}${back}`);
    // The course page is the app's alone; /courses is rendered with the Logout form.
    await page.goto('/courses');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${STOREFRONT}/`);

    await page.goto(`/signup?next=${encodeURIComponent(back)}`);
    const newcomer = newAccount('Noscript Newcomer', 'noscript-password-1');
    await fillSignup(page, newcomer);
    await expect(page).toHaveURL(`${STOREFRONT}${back}`);
    const me = await page.context().request.get(`${STOREFRONT}/api/auth/me`);
    expect((await me.json()).user).toMatchObject({ email: newcomer.email, emailConfirmed: false });
    await page.goto('/courses');
    await page.getByRole('button', { name: 'Logout' }).click();

    await page.goto(`/login?next=${encodeURIComponent('https://evil.example/')}`);
    await submitLogin(page, account);
    await expect(page).toHaveURL(`${STOREFRONT}/courses`);
  });
});

test.describe('returning where you began, from the other sign-in links', () => {
  test('the PDF shop and the course reader send to login and are back after it', async ({
    page,
    createCourse,
    createCustomer,
  }) => {
    const account = await createCustomer();
    await page.goto('/interview-prep-pdfs');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(
      `${STOREFRONT}/login?next=${encodeURIComponent('/interview-prep-pdfs')}`,
    );
    await submitLogin(page, account);
    await expect(page).toHaveURL(`${STOREFRONT}/interview-prep-pdfs`);
    await page.getByRole('button', { name: 'Logout' }).click();
    // Signed out once the server has ended the session (leaving sooner could cancel its request).
    await expect(page.getByText('Logged out successfully')).toBeVisible();

    const course = await createCourse({ title: uniqueTitle('Reader Return'), price: 999 });
    const reader = `/course/content?course=${course.id}&module=1`;
    await page.goto(reader);
    await expect(page.getByRole('heading', { name: 'Sign in to read this course.' })).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await submitLogin(page, account);
    await expect(page).toHaveURL(`${STOREFRONT}${reader}`);
    await expect(
      page.getByRole('heading', { name: 'You do not have access to this course.' }),
    ).toBeVisible();
  });
});
