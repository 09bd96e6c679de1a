import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  SANDBOXED_MAIL_READS,
  expect,
  screenshots,
  signIn,
  test,
  uniqueTitle,
} from './fixtures';
import { sentOperation } from './graphql-requests';
import { endAccessIn } from './db';
import { mailTo } from './mailbox';
import { checkoutLoaded, paymentWindow } from './purchases';

/**
 * The buyer's refund meter (decision 069): the course page counts the modules whose content the
 * server has sent the buyer, and while the policy allows it (under 20 % opened, within 7 days) offers
 * "Ask for a refund"; staff find the request in the orders list. The course is bought through the
 * sandbox's payment window, as refunds-buyer.spec.ts buys it.
 */

/** A day as the meter writes it ("28 Nov 2026", India time). */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

type Meter = {
  openedModules: number;
  eligible: boolean;
  windowEndsAt: string;
  requestedAt: string | null;
};

/** The buyer's meter as the API gives it to the signed-in browser. */
async function meterOf(page: Page, courseId: string): Promise<Meter> {
  const reply = await page.request.post('/graphql', {
    data: {
      query:
        'query Meter($id: ID!) { myCourseRefund(courseId: $id) { openedModules eligible windowEndsAt requestedAt } }',
      variables: { id: courseId },
    },
  });
  const body = (await reply.json()) as { data?: { myCourseRefund: Meter | null } };
  expect(body.data?.myCourseRefund).toBeTruthy();
  return body.data!.myCourseRefund!;
}

type RefundRequests = { adminOrders: { edges: { node: { id: string; refundRequest: string } }[] } };

/**
 * The signed-in buyer buys the course on its page, in the sandbox's payment window, and the page
 * then shows the meter: no module opened, refundable for 7 days. Gives the meter and that last day.
 */
async function buyOnCoursePage(page: Page, courseId: string, modules: number) {
  await page.goto(`/course/${courseId}`);
  await checkoutLoaded(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment successful. Access granted for 30 days.')).toBeVisible();
  const meter = page.getByRole('complementary', { name: 'Refund' });
  const until = day((await meterOf(page, courseId)).windowEndsAt);
  await expect(meter).toContainText(`0 of ${modules} modules opened · refundable until ${until}`);
  return { meter, until };
}

/** The orders staff see under the orders list's "Refund requested" filter. */
async function requestedRefunds(staff: APIRequestContext) {
  const reply = await staff.post(`${ADMIN}/graphql`, {
    data: {
      query:
        'query Requested { adminOrders(filter: { refund: REQUESTED }) { edges { node { id refundRequest } } } }',
    },
  });
  const body = (await reply.json()) as { data?: RefundRequests; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.adminOrders.edges.map((edge) => edge.node);
}

/** Every GraphQL operation the page sends from now on: its name and its text. */
function recordOperations(page: Page): { name: string; query: string }[] {
  const sent: { name: string; query: string }[] = [];
  page.on('request', (request) => {
    const operation = sentOperation(request);
    if (operation) sent.push({ name: operation.name, query: operation.query });
  });
  return sent;
}

const MODULES = ['Setting up', 'Routes', 'Validation', 'Errors', 'Tests', 'Shipping it'].map(
  (subTitle) => ({ subTitle, blog: `<p>The text of ${subTitle}.</p>` }),
);

test.describe('the refund meter, as a buyer sees it', () => {
  test.use({ allowConsoleErrors: [SANDBOXED_MAIL_READS] }); // staff read the request's mail
  test('a buyer sees how many modules they opened, asks for a refund with a reason, and staff find the request', async ({
    page,
    loginAs,
    createCourse,
    adminRequest,
  }) => {
    test.slow(); // a purchase in the sandbox, the reader, the dialog on two widths
    const course = await createCourse({
      title: uniqueTitle('Refund Meter Course'),
      price: 599,
      description: 'A course with six modules, bought and then regretted.',
      modules: MODULES,
    });
    const buyer = await loginAs('user');
    const sent = recordOperations(page);

    // The buyer buys the course on its page, which then shows the meter: nothing opened,
    // refundable for 7 days.
    const { meter, until } = await buyOnCoursePage(page, course.id, MODULES.length);
    await expect(page.getByRole('heading', { name: 'Course Content' })).toBeVisible();

    // Showing the course page, before the purchase, after it and again, opened no module: its
    // outline carries no module's content.
    await page.reload();
    await expect(meter).toContainText('0 of 6 modules opened');
    await expect(page.getByRole('button', { name: /^Module 1: Setting up/ })).toBeVisible();
    await expect(page.getByText('The text of Setting up.')).toHaveCount(0);
    expect(sent.map((operation) => operation.name)).toContain('CourseDetails');
    expect(
      sent.filter((operation) => /courseModule|blog|videoEmbedUrl|videoUrl/.test(operation.query)),
    ).toEqual([]);
    expect((await meterOf(page, course.id)).openedModules).toBe(0);
    await screenshots(page, 'course-page-refund-meter');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The buyer reads module 1 in the reader: the server sent it, so it counts. One of six is
    // under 20 %, so it opens with no question.
    await page.getByRole('link', { name: 'Open the reader' }).click();
    await page
      .getByRole('navigation', { name: 'Modules' })
      .getByRole('link', { name: /Setting up/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Setting up' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('The text of Setting up.')).toBeVisible();
    await page.getByRole('link', { name: 'Course page' }).click();
    await expect(meter).toContainText(`1 of 6 modules opened · refundable until ${until}`);

    // They ask for a refund: a reason is required.
    await meter.getByRole('button', { name: 'Ask for a refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for a refund' });
    await expect(dialog).toContainText(`${course.title}: ₹599 paid on`);
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(reason).toHaveAccessibleDescription('The reason is required.');
    await screenshots(page, 'refund-dialog');
    await page.setViewportSize({ width: 1280, height: 900 });

    const words = `The pace is too fast for me (${uniqueTitle('e2e')}).`;
    await reason.fill(words);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText('Refund requested. We mail you once it is refunded.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const requestedAt = (await meterOf(page, course.id)).requestedAt;
    expect(requestedAt).toBeTruthy();
    await expect(meter).toContainText(`Refund requested on ${day(requestedAt!)}.`);
    await expect(meter).toContainText('1 of 6 modules opened');
    await expect(meter.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);

    // The request stays after a reload, and staff find it under "Refund requested".
    await page.reload();
    await expect(meter).toContainText(`Refund requested on ${day(requestedAt!)}.`);
    expect((await requestedRefunds(adminRequest)).map((order) => order.refundRequest)).toContain(
      words,
    );

    // Staff were mailed the request; its link opens the order in the console. The outbox shows
    // that it was sent, not its body (decision 078).
    const staff = await loginAs('admin');
    const notice = await mailTo(staff.email, /^A buyer asks for a refund$/, words);
    expect(notice.text.replace(/\s+/g, ' ')).toContain(course.title);
    const answerLink = /https?:\/\/[^\s\]]+\/admin\/orders\?[^\s\]]+/.exec(notice.text)?.[0];
    expect(answerLink, 'the link to answer the request').toBeDefined();
    await page.goto(`${ADMIN}/admin/outbox?kind=refund-requested`);
    const noticeRow = page
      .getByRole('table', { name: 'Mail outbox' })
      .getByRole('row')
      .filter({ hasText: staff.email })
      .first();
    await expect(noticeRow).toContainText('Sent');
    await noticeRow
      .getByRole('button', { name: `View A buyer asks for a refund to ${staff.email}` })
      .click();
    await expect(page.getByRole('dialog')).toContainText('Body erased after sending.');
    await screenshots(page, 'refund-request-mail');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(answerLink!);

    // Staff decline it in the console with an answer: a reason is required.
    await expect(page).toHaveURL(/\/admin\/orders\?refund=REQUESTED&q=/);
    const orders = page.getByRole('table', { name: 'Orders' });
    const row = orders.getByRole('row').filter({ hasText: course.title });
    await expect(row).toContainText('Refund requested');
    await row
      .getByRole('button', { name: `Decline the refund request for ${course.title}` })
      .click();
    const decline = page.getByRole('dialog', { name: 'Decline refund request' });
    await expect(decline).toContainText(words);
    const answer = decline.getByRole('textbox', { name: 'Answer to the buyer' });
    await expect(answer).toBeFocused();
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await expect(answer).toHaveAccessibleDescription('Tell the buyer why');
    await answer.fill('ok');
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await expect(answer).toHaveAccessibleDescription('Tell the buyer why (at least 3 characters).');
    await screenshots(page, 'decline-refund-dialog');
    await page.setViewportSize({ width: 1280, height: 900 });
    const why = 'The course was bought in a sale without refunds.';
    await answer.fill(why);
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await expect(
      page.getByText('Request declined. The buyer gets your answer by mail.'),
    ).toBeVisible();
    await expect(decline).toBeHidden();
    // The row says so, with the buyer's words and the answer; Refund stays possible.
    await page.goto(`${ADMIN}/admin/orders?refund=DECLINED`);
    const declined = orders.getByRole('row').filter({ hasText: course.title });
    await expect(declined).toContainText('Request declined');
    await expect(orders).toContainText(`Staff declined it: “${why}”`);
    await expect(orders).toContainText(why);
    await expect(declined.getByRole('button', { name: `Refund ${course.title}` })).toBeVisible();
    await expect(declined.getByRole('button', { name: /^Decline/ })).toHaveCount(0);
    await screenshots(page, 'orders-request-declined');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The buyer reads the answer on the course page and can no longer ask.
    await signIn(page.context().request, buyer);
    await page.goto(`/course/${course.id}`);
    await expect(meter).toContainText(
      `Refund request declined on ${day(new Date().toISOString())}. You keep your access.`,
    );
    await expect(meter).toContainText(`Our answer: “${why}”`);
    await expect(meter.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);
    await screenshots(page, 'course-page-refund-declined');
  });
});

const FOUR = ['Basics', 'State', 'Effects', 'Testing'].map((subTitle) => ({
  subTitle,
  blog: `<p>The text of ${subTitle}.</p>`,
}));

for (const [width, height] of [
  [1280, 900],
  [360, 780],
] as const) {
  test.describe(`opening a module that ends the refund, at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test('the reader opens nothing by itself and asks before the module that ends the refund', async ({
      page,
      loginAs,
      createCourse,
    }) => {
      test.slow(); // a purchase in the sandbox, then the reader and the course page
      const course = await createCourse({
        title: uniqueTitle('Four Module Course'),
        price: 399,
        description: 'Four modules: the first one opened is 25 %.',
        modules: FOUR,
      });
      const buyer = await loginAs('user');
      // Before the reader, the course page shows the meter; nothing to extend yet.
      const { meter, until } = await buyOnCoursePage(page, course.id, FOUR.length);
      await expect(page.getByRole('button', { name: 'Extend access' })).toHaveCount(0);

      // The reader shows its outline: no module is opened.
      await page.getByRole('link', { name: 'Open the reader' }).click();
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
      await expect(page.getByText('The text of Basics.')).toHaveCount(0);
      expect(await meterOf(page, course.id)).toMatchObject({ openedModules: 0, eligible: true });

      // Picking module 1 asks first, with the server's numbers; Cancel opens nothing.
      await page
        .getByRole('navigation', { name: 'Modules' })
        .getByRole('link', { name: /Basics/ })
        .click();
      const ask = page.getByRole('dialog', { name: 'Open this module?' });
      await expect(ask).toContainText(
        'Opening this module ends your refund: 1 of 4 modules opened, the limit is under 20 %.',
      );
      await expect(ask).toContainText(
        `You have opened 0 of 4 so far and may ask for a refund until ${until}.`,
      );
      await screenshots(page, `open-module-dialog-${width}`);
      await page.setViewportSize({ width, height });
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/course/content\\?course=${course.id}$`));
      await expect(page.getByText('The text of Basics.')).toHaveCount(0);
      expect(await meterOf(page, course.id)).toMatchObject({ openedModules: 0, eligible: true });

      // The course page's panels ask the same; Cancel keeps the panel closed.
      await page.getByRole('link', { name: 'Course page' }).click();
      await expect(meter).toContainText(`0 of 4 modules opened · refundable until ${until}`);
      await expect(meter.getByRole('button', { name: 'Ask for a refund' })).toBeVisible();
      await page.getByRole('button', { name: /^Module 2: State/ }).click();
      await expect(ask).toContainText('1 of 4 modules opened, the limit is under 20 %.');
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText('The text of State.')).toHaveCount(0);
      expect((await meterOf(page, course.id)).openedModules).toBe(0);

      // Open anyway opens it: the refund ends, and the module opens again with no question.
      await page.goto(`/course/content?course=${course.id}&module=1`);
      await ask.getByRole('button', { name: 'Open anyway' }).click();
      await expect(page.getByText('The text of Basics.')).toBeVisible();
      expect(await meterOf(page, course.id)).toMatchObject({ openedModules: 1, eligible: false });
      await page.getByRole('link', { name: 'Course page' }).click();
      await expect(meter).toContainText('1 of 4 modules opened');
      await expect(meter).toContainText('Not eligible: 1 of 4 modules opened (25%)');
      await expect(meter.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);
      await page.getByRole('button', { name: /^Module 2: State/ }).click();
      await expect(page.getByText('The text of State.')).toBeVisible();
      await expect(ask).toHaveCount(0);

      // In the last 3 days of the access, 'Extend access' is offered.
      endAccessIn(buyer.email, course.id, 2 * 24 * 60 * 60 * 1000);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Extend access' })).toBeVisible();
    });
  });
}
