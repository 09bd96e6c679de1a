import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, E2E_ADMIN, STOREFRONT } from './env';

export { expect };
export { ADMIN, E2E_ADMIN, STOREFRONT };

export type Account = { name: string; email: string; password: string };

/** Creates a customer account through the API (REST signup), as a test's own data. */
export async function createCustomer(request: APIRequestContext): Promise<Account> {
  const account = { name: 'E2E Customer', email: `e2e.${randomUUID()}@example.com`, password: `pw-${randomUUID().slice(0, 12)}` };
  const reply = await request.post(`${STOREFRONT}/api/auth/signup`, { data: account });
  expect(reply.status()).toBe(201);
  return account;
}

/** Signs in through the admin console's login page. */
export async function adminLogin(page: Page, account: { email: string; password: string } = E2E_ADMIN) {
  await page.goto(`${ADMIN}/admin/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Every test fails on a console error or an uncaught page error (STYLE house rule 10).
 * A test that expects one (a failed request it provokes) lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowConsoleErrors.some((re) => re.test(message.text()))) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export type JobFields = {
  title: string;
  company?: string;
  description?: string;
  externalLink?: string;
  salary?: string;
  jobType?: string;
  jobLocation?: string;
  deadline?: string;
  startDate?: string;
  requirements?: string[];
  skills?: string[];
};

/** Creates a job through the REST shim as the e2e admin (a test's own data); returns the API's JSON. */
export async function createJob(request: APIRequestContext, fields: JobFields) {
  const login = await request.post(`${STOREFRONT}/api/auth/login`, { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const reply = await request.post(`${STOREFRONT}/api/jobs`, {
    data: {
      company: 'E2E Testing Co',
      description: 'A job created by a browser test.',
      externalLink: 'https://example.com/apply',
      jobType: 'Full-Time',
      jobLocation: 'Remote',
      ...fields,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return (await reply.json()) as { id: string; slug: string; title: string };
}

export const uniqueTitle = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;
