import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type Response,
} from '@playwright/test';
import { removeAccounts, removeCourses, removeSuggestionsOf } from './db';
import { ADMIN, API, E2E_ADMIN, STOREFRONT } from './env';

export { expect };
export { ADMIN, API, E2E_ADMIN, STOREFRONT };
export { failOperation, refuseAsBusy } from './graphql-faults';
export { GRAPHQL_URL, sentOperation } from './graphql-requests';
export { adminLogin } from './sign-in-forms';

export type Account = { name: string; email: string; password: string };

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
  city?: string;
  region?: string;
};
export type CreatedJob = { id: string; slug: string; title: string };

export type CourseFields = {
  title: string;
  price?: number;
  description?: string;
  fullBlog?: string;
  modules?: { subTitle: string; blog?: string; videoUrl?: string | null }[];
};
export type CreatedCourse = { id: string; title: string; price: number };

/** What a test made through the page (not through a fixture): removed when the test ends. */
export type Created = { jobs: string[]; emails: string[]; courses: string[] };

/** The two widths a page's spec walks it at: a desktop and a phone (product.md#phones). */
export const DESKTOP_AND_PHONE = [
  { name: 'at 1280 px', viewport: { width: 1280, height: 800 } },
  { name: 'at 360 px', viewport: { width: 360, height: 740 } },
];

export const uniqueTitle = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

/** The paths of the files the page requests from now on: every one, or those of one resource type ('script'). */
export function requestedPaths(page: Page, resourceType?: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (!resourceType || request.resourceType() === resourceType)
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * Waits until React has taken over the server-rendered page (decision 030): before that, the
 * markup is visible but a click on a button does nothing. React marks the nodes it owns. A page
 * that is not one of the apps (no #root: the payment sandbox's page, a file) has nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(appHydrated);
}

/**
 * Run in the page: whether React owns the app's root element (it marks the nodes it owns); true on a
 * page that is not one of the apps (no #root). Self-contained, so init scripts can carry it as text.
 */
export function appHydrated(): boolean {
  const root = document.getElementById('root');
  if (!root) return true;
  const app = root.firstElementChild;
  return !!app && Object.keys(app).some((key) => key.startsWith('__reactFiber'));
}

/**
 * What Chromium does when the app may be installed: a cancelable `beforeinstallprompt` whose prompt()
 * opens the install dialog. Here prompt() only counts its calls (window.installPrompts). Returns
 * whether the app took the event over (preventDefault: no mini-infobar of the browser's own).
 */
export async function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(dispatchInstallOffer);
}

/** offerInstall's event, run in the page. Self-contained, so init scripts can carry it as text. */
export function dispatchInstallOffer(): boolean {
  const counter = window as unknown as { installPrompts?: number };
  counter.installPrompts ??= 0;
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, {
    prompt: () => {
      counter.installPrompts! += 1;
      return Promise.resolve({ outcome: 'accepted' });
    },
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Signs in on one app's origin: the storefront's, or the console's, whose session is its own (decision 055). */
export async function signIn(
  api: APIRequestContext,
  account: { email: string; password: string },
  origin: string = STOREFRONT,
) {
  const reply = await api.post(`${origin}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

type Fixtures = {
  /** Console errors a test provokes on purpose; any other fails it (CONTRIBUTING.md#rules, rule 10). */
  allowConsoleErrors: RegExp[];
  /**
   * Whether page.goto and page.reload return only once React has hydrated the page (the default).
   * Off for tests of what a visitor does before that (forms-before-scripts.spec.ts).
   */
  awaitHydration: boolean;
  /** Test data made some other way (through the UI): list it here and it is removed at the end. */
  created: Created;
  /** An API client signed in as the e2e admin (ADMIN_EMAIL), apart from the browser. */
  adminRequest: APIRequestContext;
  /**
   * A new account's name, a unique email (from the name's first word) and `password`, for a test
   * that signs up through a form; removed at the end if the signup made it.
   */
  newAccount: (name: string, password: string) => Account;
  /** A new customer account, made through the REST signup; removed at the end. */
  createCustomer: () => Promise<Account>;
  /** A job posted through the REST shim as the e2e admin; deleted at the end, with its suggestions. */
  createJob: (fields: JobFields) => Promise<CreatedJob>;
  /** A course posted through the REST shim as the e2e admin; removed at the end (rows and all). */
  createCourse: (fields: CourseFields) => Promise<CreatedCourse>;
  /**
   * Signs the browser in without the form: 'admin' is the e2e admin, 'user' a new customer. The
   * session cookie comes from the API's login, made through the page's own context (it shares cookies).
   */
  loginAs: (role: 'admin' | 'user') => Promise<Account>;
};

/**
 * What Chromium logs when Playwright reads a mail in the outbox's sandboxed frame (the mail has no
 * script; Playwright's own reads may run none there): the sandbox doing its work, for
 * `allowConsoleErrors` in tests that read a mail's HTML.
 */
export const SANDBOXED_MAIL_READS =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/** Posts `data` to the console's REST `path` as staff: 201 with the thing, its id noted in `ids` for clean-up. */
async function createdByAdmin<T extends { id: string }>(
  adminRequest: APIRequestContext,
  path: string,
  ids: string[],
  data: Record<string, unknown>,
): Promise<T> {
  const reply = await adminRequest.post(`${ADMIN}${path}`, { data });
  expect(reply.status(), await reply.text()).toBe(201);
  const made = (await reply.json()) as T;
  ids.push(made.id);
  return made;
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  awaitHydration: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, awaitHydration, javaScriptEnabled }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowConsoleErrors.some((re) => re.test(message.text())))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    // A test acts as a user does once the page works: after each page.goto or page.reload, React has
    // hydrated it (a click that lands before would be lost, as it is for a visitor on a slow phone).
    const hydrated = async (response: Response | null) => {
      const html = response?.headers()['content-type']?.startsWith('text/html');
      if (html && awaitHydration && javaScriptEnabled !== false) await waitForHydration(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  adminRequest: async ({}, use) => {
    const api = await playwrightRequest.newContext();
    await signIn(api, E2E_ADMIN, ADMIN); // staff rights hold only on the console's origin
    await use(api);
    await api.post(`${ADMIN}/api/auth/logout`); // its session ends with the test
    await api.dispose();
  },

  // Teardown order: fixtures set up later end first, so this runs after the test and the page are done.
  created: async ({ adminRequest }, use) => {
    const created: Created = { jobs: [], emails: [], courses: [] };
    await use(created);
    for (const id of created.jobs) {
      const reply = await adminRequest.delete(`${ADMIN}/api/jobs/${id}`);
      expect([200, 204, 404], `deleting job ${id}`).toContain(reply.status());
    }
    removeSuggestionsOf(created.jobs);
    removeAccounts(created.emails);
    removeCourses(created.courses); // the API's delete only archives
  },

  newAccount: async ({ created }, use) => {
    await use((name, password) => {
      const email = `${name.split(' ')[0].toLowerCase()}.${randomUUID()}@example.com`;
      created.emails.push(email);
      return { name, email, password };
    });
  },

  createCustomer: async ({ newAccount }, use) => {
    await use(async () => {
      const account = newAccount('E2E Customer', `pw-${randomUUID().slice(0, 12)}`);
      const api = await playwrightRequest.newContext();
      // Each customer signs up from an address of their own (the API trusts X-Forwarded-For from
      // loopback): the whole suite's sign-ups from one address would pass the 20-an-hour limit.
      const from = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
      const status = (
        await api.post(`${STOREFRONT}/api/auth/signup`, {
          data: account,
          headers: { 'x-forwarded-for': from },
        })
      ).status();
      // Signup signed this context in (decision 095): its session ends, so nobody is signed in.
      await api.post(`${STOREFRONT}/api/auth/logout`);
      await api.dispose();
      expect(status).toBe(201);
      return account;
    });
  },

  createJob: async ({ adminRequest, created }, use) => {
    await use((fields) =>
      createdByAdmin<CreatedJob>(adminRequest, '/api/jobs', created.jobs, {
        company: 'E2E Testing Co',
        description: 'A job created by a browser test.',
        externalLink: 'https://example.com/apply',
        jobType: 'Full-Time',
        jobLocation: 'Remote',
        ...fields,
      }),
    );
  },

  createCourse: async ({ adminRequest, created }, use) => {
    await use((fields) =>
      createdByAdmin<CreatedCourse>(adminRequest, '/api/courses', created.courses, {
        price: 499,
        modules: [{ subTitle: 'Getting started', blog: '<p>Welcome.</p>' }],
        ...fields,
      }),
    );
  },

  loginAs: async ({ page, createCustomer }, use) => {
    let signedIn: string[] = [];
    await use(async (role) => {
      const account =
        role === 'admin' ? { name: 'E2E Admin', ...E2E_ADMIN } : await createCustomer();
      // An admin is signed in to both apps, each with its own session, as staff who use both are.
      const origins = role === 'admin' ? [STOREFRONT, ADMIN] : [STOREFRONT];
      for (const origin of origins) await signIn(page.context().request, account, origin);
      signedIn = origins;
      return account;
    });
    for (const origin of signedIn) await page.context().request.post(`${origin}/api/auth/logout`);
  },
});

/**
 * Full-page screenshots at desktop and phone (360 px) widths, attached to the report; `settleMs`:
 * how long the page is given to lay itself out again after each resize (charts re-measure).
 */
export async function screenshots(page: Page, name: string, settleMs = 300) {
  for (const [width, height] of [
    [1280, 900],
    [360, 780],
  ] as const) {
    await page.setViewportSize({ width, height });
    // From the top: a page scrolled down would show its sticky bar and skip link mid-picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(settleMs);
    await test.info().attach(`${name}-${width}`, {
      body: await page.screenshot({
        fullPage: true,
        path: test.info().outputPath(`${name}-${width}.png`),
      }),
      contentType: 'image/png',
    });
  }
}

/** A document download answered: 200, `application/pdf`, bytes that start `%PDF-`. Answers the bytes. */
export async function expectPdf(response: APIResponse, what = response.url()): Promise<Buffer> {
  expect(response.status(), what).toBe(200);
  expect(response.headers()['content-type'], what).toBe('application/pdf');
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString('latin1'), what).toBe('%PDF-');
  return bytes;
}
