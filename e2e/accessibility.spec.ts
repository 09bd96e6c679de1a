import type { Locator, Page } from '@playwright/test';
import { axeViolations, describeViolations, FAILING_IMPACTS } from './axe';
import { grantCourseAccess } from './db';
import {
  ADMIN,
  expect,
  offerInstall,
  test,
  uniqueTitle,
  type CreatedCourse,
  type CreatedJob,
} from './fixtures';

/**
 * The quality bars (decision 033), on every route of both apps: axe-core finds no serious or critical
 * violation (at 1280 px and at 360 px), and at 360 px nothing overflows the page sideways.
 * One test per app: one browser context, signed in once; every route is checked (soft failures),
 * so one run lists every problem.
 *
 * A new page: add a line to STOREFRONT_ROUTES or ADMIN_ROUTES.
 */

type Data = { job: CreatedJob; course: CreatedCourse };

type Route = {
  /** What the report calls it. */
  name: string;
  /** Path on its app; may use the data made for the walk. */
  path: string | ((data: Data) => string);
  /** Who must be signed in: walked after the signed-out routes of its app. */
  as?: 'customer' | 'admin';
  /** Shown once the page has its data; by default a level-1 heading. */
  ready?: (page: Page) => Locator;
  /** Steps after loading: open a dialog, a panel. Run again after the resize to 360 px, so it must do nothing when already open. */
  open?: (page: Page) => Promise<void>;
};

/** The install banner, as the browser's offer to install the app brings it (a synthetic offer). */
async function showInstallBanner(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Install the app' });
  if (await banner.isVisible()) return;
  await offerInstall(page);
  await expect(banner).toBeVisible();
}

/** On narrow screens: opens the drawer behind this button (wide screens have no such button). */
const narrowMenu =
  (button: string) =>
  async (page: Page): Promise<void> => {
    const toggle = page.getByRole('button', { name: button, exact: true });
    if (!(await toggle.isVisible())) return;
    await toggle.click();
    await expect(page.locator('.MuiModal-root .MuiDrawer-paper')).toBeVisible();
  };

const STOREFRONT_ROUTES: Route[] = [
  { name: 'landing', path: '/' },
  { name: 'landing, menu open', path: '/', open: narrowMenu('Open menu') },
  { name: 'jobs', path: '/jobs' },
  { name: 'jobs, install banner shown', path: '/jobs', open: showInstallBanner },
  {
    name: 'jobs, filters open',
    path: '/jobs?mode=remote',
    open: async (page) => {
      // Narrow screens fold the filters behind a button; wide ones always show them.
      const toggle = page.getByRole('button', { name: 'Filters' });
      if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
        await toggle.click();
      await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    },
  },
  { name: 'job page', path: ({ job }) => `/page-details/${encodeURIComponent(job.slug)}` },
  {
    name: 'unknown job',
    path: '/page-details/there-is-no-such-job-a11y',
    ready: (page) => page.getByText('Job not found.'),
  },
  { name: 'interview questions', path: '/interview-questions' },
  { name: 'interview prep PDFs', path: '/interview-prep-pdfs' },
  { name: 'courses', path: '/courses' },
  { name: 'course page', path: ({ course }) => `/course/${course.id}` },
  { name: 'refund policy', path: '/refund-policy' },
  { name: 'terms and conditions', path: '/terms-and-conditions' },
  { name: 'shipping policy', path: '/shipping-policy' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'contact', path: '/contact' },
  { name: 'FAQ', path: '/faq' },
  { name: 'for integrators', path: '/integrators' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'confirm email, dead link', path: '/confirm-email?token=not-a-real-token' },
  { name: 'not found', path: '/there-is-no-such-page' },
  { name: 'your courses', path: '/your-courses', as: 'customer' },
  // The customer's address is not confirmed: the banner under the navbar is walked too.
  { name: 'saved jobs', path: '/saved', as: 'customer' },
  { name: 'job alerts', path: '/alerts', as: 'customer' },
  { name: 'account', path: '/account', as: 'customer' },
  {
    name: 'course reader',
    path: ({ course }) => `/course/content?course=${course.id}`,
    as: 'customer',
  },
  {
    name: 'course reader, modules open',
    path: ({ course }) => `/course/content?course=${course.id}&module=1`,
    as: 'customer',
    open: narrowMenu('Modules'),
  },
];

const ADMIN_ROUTES: Route[] = [
  { name: 'admin login', path: '/admin/login' },
  { name: 'dashboard', path: '/admin/dashboard', as: 'admin' },
  {
    name: 'dashboard, install banner shown',
    path: '/admin/dashboard',
    as: 'admin',
    open: showInstallBanner,
  },
  {
    name: 'dashboard, menu open',
    path: '/admin/dashboard',
    as: 'admin',
    open: narrowMenu('Open menu'),
  },
  { name: 'jobs', path: '/admin/jobs', as: 'admin' },
  {
    name: 'jobs, job form open',
    path: '/admin/jobs',
    as: 'admin',
    open: async (page) => {
      if (!(await page.getByRole('dialog').isVisible()))
        await page.getByRole('button', { name: 'New Job' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'course manager and its form',
    path: '/admin/upload-course',
    as: 'admin',
    ready: (page) => page.getByRole('heading', { name: 'Create New Course' }),
  },
  { name: 'suggestions', path: '/admin/suggestions', as: 'admin' },
  { name: 'orders', path: '/admin/orders', as: 'admin' },
  { name: 'mail outbox', path: '/admin/outbox', as: 'admin' },
  { name: 'API tokens', path: '/admin/api-tokens', as: 'admin' },
  {
    name: 'API tokens, new token form open',
    path: '/admin/api-tokens',
    as: 'admin',
    open: async (page) => {
      if (!(await page.getByRole('dialog').isVisible()))
        await page.getByRole('button', { name: 'New token' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 740 };
/** Loading indicators of both apps: skeletons, spinners and progress bars, busy regions. */
const LOADING = '.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]';

async function settle(page: Page, route: Route) {
  await expect(page.locator(LOADING)).toHaveCount(0);
  if (route.open) {
    await route.open(page);
    await expect(page.locator(LOADING)).toHaveCount(0);
  }
  // Let transitions (dialogs, drawers, collapses, the resize) finish: axe reads colours mid-fade otherwise.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) =>
        Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The outermost elements that reach past the viewport's right edge, unless an ancestor clips or scrolls them. */
async function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!sticksOut(element) || clipped(element)) continue;
      if (
        element.parentElement &&
        element.parentElement !== document.body &&
        sticksOut(element.parentElement) &&
        !clipped(element.parentElement)
      )
        continue;
      const classes = Array.from(element.classList)
        .filter((c) => !c.startsWith('css-'))
        .slice(0, 3)
        .join('.');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''} right=${Math.round(element.getBoundingClientRect().right)} "${text}"`,
      );
      if (found.length >= 5) break;
    }
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...found];
  });
}

/** Checks the signed-out routes, signs in, checks the rest. */
async function walk(
  page: Page,
  base: string,
  routes: Route[],
  data: Data,
  signIn: () => Promise<void>,
) {
  const signedOut = routes.filter((route) => !route.as);
  await check(page, base, signedOut, data);
  await signIn();
  await check(
    page,
    base,
    routes.filter((route) => route.as),
    data,
  );
}

async function check(page: Page, base: string, routes: Route[], data: Data) {
  for (const route of routes) {
    const url = base + (typeof route.path === 'function' ? route.path(data) : route.path);
    await test.step(`${route.name} (${url.replace(base, '')})`, async () => {
      await page.setViewportSize(WIDE);
      await page.goto(url);
      await expect(
        route.ready ? route.ready(page) : page.getByRole('heading', { level: 1 }).first(),
      ).toBeVisible();
      for (const viewport of [WIDE, NARROW]) {
        await page.setViewportSize(viewport);
        await settle(page, route);
        const where = `${route.name} at ${viewport.width} px`;
        const violations = await axeViolations(page, viewport === NARROW);
        const failing = violations.filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
        const others = violations.filter((v) => !failing.includes(v));
        if (others.length)
          console.log(`axe, minor or moderate, on ${where}:\n${describeViolations(others)}`);
        expect
          .soft(describeViolations(failing), `axe: serious or critical violations on ${where}`)
          .toBe('');
        if (viewport === NARROW)
          expect
            .soft((await overflowingElements(page)).join('\n'), `horizontal overflow on ${where}`)
            .toBe('');
      }
    });
  }
}

test.describe('accessibility and narrow screens on every route', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ allowConsoleErrors: [/status of 404/] }); // the unknown job's answer

  test('storefront: axe finds no serious or critical violation, nothing overflows at 360 px', async ({
    page,
    createJob,
    createCourse,
    loginAs,
  }) => {
    // No internet: YouTube's player answers with a stub page.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
    );
    const job = await createJob({
      title: uniqueTitle('Accessible Frontend Engineer'),
      salary: '12-18 LPA',
      deadline: '2099-12-31',
      startDate: '2099-01-15',
      requirements: ['Three years of React', 'A portfolio'],
      skills: ['React', 'TypeScript', 'Accessibility'],
    });
    const course = await createCourse({
      title: uniqueTitle('Accessible Course'),
      price: 999,
      description: 'A course for the accessibility walk.',
      fullBlog: '<h1>Overview</h1><p>What the course covers.</p>',
      modules: [
        {
          subTitle: 'First module',
          blog: '<p>Module text.</p>',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        },
        { subTitle: 'Second module', blog: '<p>More text.</p>', videoUrl: null },
      ],
    });
    await walk(page, '', STOREFRONT_ROUTES, { job, course }, async () => {
      const customer = await loginAs('user');
      grantCourseAccess(customer.email, course.id, new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    });
  });

  test('admin console: axe finds no serious or critical violation, nothing overflows at 360 px', async ({
    page,
    loginAs,
  }) => {
    const none = {} as Data; // the admin routes need no data of their own
    await walk(page, ADMIN, ADMIN_ROUTES, none, async () => {
      await loginAs('admin');
    });
  });
});
