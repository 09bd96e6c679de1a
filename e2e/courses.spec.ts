import type { Page } from '@playwright/test';
import { grantCourseAccess } from './db';
import { submitLogin } from './sign-in-forms';
import {
  expect,
  failOperation,
  STOREFRONT,
  test,
  uniqueTitle,
  type Account,
  type CourseFields,
  type CreatedCourse,
} from './fixtures';

/** The storefront's course pages (decision 023): catalogue, course page, reader, Your Courses. */

const DAY = 24 * 60 * 60 * 1000;
const VIDEO_ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`;

const course = (label: string): CourseFields => ({
  title: uniqueTitle(label),
  price: 1499,
  description: 'Short description for the card.',
  fullBlog: '<h1>Overview heading</h1><p>Everyone may read this overview.</p>',
  modules: [
    {
      subTitle: 'Intro module',
      blog: '<p>Gated text of module one.</p>',
      videoUrl: `https://youtu.be/${VIDEO_ID}`,
    },
    { subTitle: 'Second module', blog: '<p>Gated text of module two.</p>', videoUrl: null },
  ],
});

type BuyerFixtures = {
  page: Page;
  createCourse: (fields: CourseFields) => Promise<CreatedCourse>;
  loginAs: (role: 'user') => Promise<Account>;
};

/**
 * A new course, and the browser signed in as a new customer who bought it (access for 30 more
 * days). No internet in the test machine: YouTube's player answers with a stub page.
 */
async function boughtCourse({ page, createCourse, loginAs }: BuyerFixtures, label: string) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
  const created = await createCourse(course(label));
  const account = await loginAs('user');
  grantCourseAccess(account.email, created.id, new Date(Date.now() + 30 * DAY));
  return created;
}

test.describe('courses in the storefront', () => {
  test('a visitor finds a course in the catalogue and sees its price and Buy Now, but no module text; Buy Now asks them to sign in', async ({
    page,
    createCourse,
    createCustomer,
  }) => {
    const created = await createCourse(course('Catalogue Course'));
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const card = page.getByRole('article', { name: created.title });
    await expect(card.getByText('₹1,499')).toBeVisible();
    await card.getByRole('link', { name: 'View' }).click();

    await expect(page).toHaveURL(new RegExp(`/course/${created.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
    await expect(page).toHaveTitle(`${created.title} | DevJobs`);
    await expect(page.getByRole('heading', { name: 'Course Modules' })).toBeVisible();
    await expect(page.getByText('Intro module')).toBeVisible();
    await expect(page.getByText('Everyone may read this overview.')).toBeVisible();
    await expect(page.getByText('Price: ₹1,499')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveAccessibleDescription(
      /^Sign in to buy/,
    );
    await expect(page.getByRole('heading', { name: 'Course Content' })).toHaveCount(0);
    await expect(page.getByText('Gated text of module one.')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);

    // Buy Now asks a visitor to sign in (product.md#messages), then brings them back to the course.
    const account = await createCustomer();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByText('Unable to create order. Login and try again.')).toBeVisible();
    await expect(page).toHaveURL(
      `${STOREFRONT}/login?next=${encodeURIComponent(`/course/${created.id}`)}`,
    );
    await submitLogin(page, account);
    await expect(page).toHaveURL(new RegExp(`/course/${created.id}$`));
    // Signed in without a purchase: Buy Now is ready (payments.spec.ts buys).
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await expect(page.getByText('Gated text of module one.')).toHaveCount(0);
  });

  test('signed out or without a purchase, the reader says so and links back to the course', async ({
    page,
    createCourse,
    loginAs,
  }) => {
    const created = await createCourse(course('Locked Course'));
    await page.goto(`/course/content?course=${created.id}`);
    await expect(page.getByRole('heading', { name: 'Sign in to read this course.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByText('Gated text of module one.')).toHaveCount(0);

    await loginAs('user');
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'You do not have access to this course.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the course' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${created.id}$`));
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  test('a buyer opens a module on the course page and sees its text and the privacy-enhanced video; after a logout the same tab shows them no more', async ({
    page,
    createCourse,
    loginAs,
  }) => {
    const created = await boughtCourse({ page, createCourse, loginAs }, 'Bought Course');

    await page.goto(`/course/${created.id}`);
    await expect(page.getByRole('heading', { name: 'Course Content' })).toBeVisible();
    // A module's content loads when it is opened (decision 069).
    await expect(page.getByText('Gated text of module one.')).toHaveCount(0);
    await page.getByRole('button', { name: /^Module 1: Intro module/ }).click();
    await expect(page.getByText('Gated text of module one.')).toBeVisible();
    await expect(page.getByText('Price: ₹1,499')).toHaveCount(0);
    const video = page.getByTitle('Video: Intro module');
    await expect(video).toHaveAttribute('src', EMBED);
    const box = await video.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([800, 450]);
    await expect(page.getByRole('link', { name: 'Open the reader' })).toHaveAttribute(
      'href',
      `/course/content?course=${created.id}`,
    );

    // Nothing read while signed in stays on screen from the cache.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await page
      .getByRole('article', { name: created.title })
      .getByRole('link', { name: 'View' })
      .click();
    await expect(page.getByText('Price: ₹1,499')).toBeVisible();
    await expect(page.getByText('Gated text of module one.')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('in the reader, without the navbar, a buyer marks modules done and undone, walks with Next and Previous, and Your Courses shows the progress', async ({
    page,
    createCourse,
    loginAs,
  }) => {
    const created = await boughtCourse({ page, createCourse, loginAs }, 'Reader Course');

    await page.goto(`/course/${created.id}`);
    // The reader opens on its outline: nothing is opened until the buyer picks a module.
    await page.getByRole('link', { name: 'Open the reader' }).click();
    await expect(page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
    await expect(page.getByText('Gated text of module one.')).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Modules' })
      .getByRole('link', { name: /Intro module/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Intro module' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page).toHaveTitle(`Intro module · ${created.title} | DevJobs`);
    const progress = page.getByRole('progressbar', { name: 'Course progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');

    await page.getByRole('button', { name: 'Mark as done' }).click();
    await expect(page.getByRole('button', { name: 'Mark as not done' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '50');

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Second module' })).toBeVisible();
    await expect(page.getByText('Gated text of module two.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');

    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Intro module' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as not done' }).click();
    await expect(page.getByRole('button', { name: 'Mark as done' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '50');

    // Your Courses asks the server: the progress was stored.
    await page.getByRole('link', { name: 'Course page' }).click();
    await page.getByRole('link', { name: 'Your Courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Courses' })).toBeVisible();
    const card = page.getByRole('article', { name: created.title });
    await expect(card.getByText('₹1,499')).toBeVisible();
    await expect(card.getByText(/^Access until \d+ \w+ \d{4}$/)).toBeVisible();
    await expect(
      card.getByRole('progressbar', { name: `Progress in ${created.title}` }),
    ).toHaveAttribute('aria-valuenow', '50');
    await card.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${created.id}$`));
  });

  test('an expired purchase is listed as expired and its content stays locked', async ({
    page,
    createCourse,
    loginAs,
  }) => {
    const created = await createCourse(course('Expired Course'));
    const account = await loginAs('user');
    grantCourseAccess(account.email, created.id, new Date(Date.now() - DAY));

    await page.goto('/your-courses');
    const card = page.getByRole('article', { name: created.title });
    await expect(card.getByText('Expired', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Access ended on /)).toBeVisible();
    await card.getByRole('link', { name: 'View' }).click();
    await expect(
      page.getByText(/Your access ended on .+ Buying again gives you 30 more days\./),
    ).toBeVisible();
    await expect(page.getByText('Price: ₹1,499')).toBeVisible();
    await expect(page.getByText('Gated text of module one.')).toHaveCount(0);
  });

  test('Your Courses asks a visitor to sign in, and tells a new customer they have no courses yet', async ({
    page,
    loginAs,
  }) => {
    await page.goto('/your-courses');
    await expect(page.getByText('Sign in to see your courses.')).toBeVisible();
    await loginAs('user');
    await page.reload();
    await expect(page.getByText('You have not purchased any courses yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse courses' })).toBeVisible();
  });

  test.describe('when a module cannot be fetched', () => {
    test.use({ allowConsoleErrors: [/500 \(Internal Server Error\)/] });

    test('the reader shows the module title, says its content failed, and Retry loads it', async ({
      page,
      createCourse,
      loginAs,
    }) => {
      const created = await boughtCourse({ page, createCourse, loginAs }, 'Failing Module Course');
      const recover = await failOperation(page, 'CourseModule');
      await page.goto(`/course/content?course=${created.id}&module=1`);
      await expect(page.getByRole('heading', { level: 1, name: 'Intro module' })).toBeVisible();
      await expect(page.getByText('Failed to fetch this module.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark as done' })).toBeVisible();
      recover();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('Gated text of module one.')).toBeVisible();
      await expect(page.getByTitle('Video: Intro module')).toHaveAttribute('src', EMBED);
    });
  });

  test('an unknown course says "Course not found." on the course page and in the reader', async ({
    page,
  }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-course']) {
      await page.goto(`/course/${id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Course not found.' }),
      ).toBeVisible();
      await page.goto(`/course/content?course=${id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Course not found.' }),
      ).toBeVisible();
    }
  });
});

test.describe('courses on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the video scales down to the screen and the reader keeps its modules in a drawer', async ({
    page,
    createCourse,
    loginAs,
  }) => {
    const created = await boughtCourse({ page, createCourse, loginAs }, 'Phone Course');

    await page.goto(`/course/content?course=${created.id}&module=1`);
    const video = page.getByTitle('Video: Intro module');
    await expect(video).toBeVisible();
    const box = (await video.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(360);

    const modules = page.getByRole('navigation', { name: 'Modules' });
    await expect(modules).toBeHidden();
    await page.getByRole('button', { name: 'Modules' }).click();
    await modules.getByRole('link', { name: /Second module/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Second module' })).toBeVisible();
    await expect(modules).toBeHidden();
  });
});

/** What a course purchase gives, in the one sentence every page states (product.md#limits). */
const PROMISE =
  "Each course purchase gives you 30 days of access to every module's text and videos, from the day you pay; buying again adds 30 more days.";

for (const [width, height] of [
  [1280, 900],
  [360, 740],
] as const) {
  test.describe(`the promise about access, at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the landing page, the catalogue, the course page, the FAQ and the policies state the same promise, and none promises lifetime access', async ({
      page,
      createCourse,
    }) => {
      const created = await createCourse(course('Promise Course'));
      for (const path of [
        '/',
        '/courses',
        `/course/${created.id}`,
        '/faq',
        '/refund-policy',
        '/terms-and-conditions',
      ]) {
        await page.goto(path);
        await expect(page.getByText(PROMISE).first(), path).toBeVisible();
        await expect(page.getByText(/lifetime/i), path).toHaveCount(0);
      }
    });
  });
}
