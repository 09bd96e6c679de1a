import type { APIRequestContext, Page } from '@playwright/test';
import { keepResetMail, removeMail } from './db';
import {
  ADMIN,
  expect,
  SANDBOXED_MAIL_READS,
  screenshots,
  STOREFRONT,
  test,
  uniqueTitle,
} from './fixtures';
import { buyerApi, buyPdf } from './purchases';

/**
 * The console's staff tables as staff use them in a 1,280 px window (product.md#screens-and-routes):
 * every column on screen with no sideways scroll, and rows that open their detail when clicked
 * anywhere, their View or Edit button still there for the keyboard.
 */
const TABLES = [
  ['/admin/outbox', 'Mail outbox'],
  ['/admin/orders', 'Orders'],
  ['/admin/audit', 'Audit log'],
  ['/admin/jobs', 'Job postings'],
  ['/admin/suggestions', 'User suggestions'],
] as const;

/** How far a table runs past its box: its scroll width less its visible width, in pixels. */
async function overflowOf(page: Page, name: string) {
  const table = page.getByRole('table', { name });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
}

/** Staff refund all of an order, found by its provider order id, over GraphQL. */
async function refundInFull(adminRequest: APIRequestContext, providerOrderId: string) {
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const reply = await adminRequest.post(`${ADMIN}/graphql`, { data: { query, variables } });
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()).data;
  };
  const found = await graphql(
    'query($q: String!) { adminOrders(filter: { q: $q }, first: 1) { edges { node { id } } } }',
    { q: providerOrderId },
  );
  const refund = await graphql(
    'mutation($input: RefundOrderInput!) { refundOrder(input: $input) { refundStatus } }',
    { input: { orderId: found.adminOrders.edges[0].node.id, reason: 'Bought twice' } },
  );
  expect(refund.refundOrder.refundStatus).toBe('REFUNDED');
}

/** Staff make an API token and revoke it (two audit rows, their dates among the changes). */
async function makeAndRevokeToken(adminRequest: APIRequestContext) {
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const reply = await adminRequest.post(`${ADMIN}/graphql`, { data: { query, variables } });
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()).data;
  };
  const made = await graphql(
    'mutation($input: ApiTokenInput!) { createApiToken(input: $input) { token { id } } }',
    { input: { name: uniqueTitle('Wide table feed'), scopes: ['stats:read'], expiresInDays: 90 } },
  );
  await graphql('mutation($id: ID!) { revokeApiToken(id: $id) { id } }', {
    id: made.createApiToken.token.id,
  });
}

test.describe('the staff tables', () => {
  const kept: string[] = [];
  test.afterEach(() => removeMail(kept.splice(0)));
  test.use({ allowConsoleErrors: [SANDBOXED_MAIL_READS] });

  test('every staff table fits a 1,280 px window, no column off screen', async ({
    page,
    loginAs,
    createJob,
    request,
    adminRequest,
  }) => {
    // A row in each: a job (and its audit entry), a suggestion, a message, orders paid and
    // refunded in full (the widest: 'Refunded on …' in its Refund column), and a token made and
    // revoked (their dates in the audit log's changes).
    const job = await createJob({ title: uniqueTitle('Wide Table Role') });
    const sent = await request.post(`${STOREFRONT}/api/suggestions`, {
      data: { suggestion: `Room for every column ${job.title}`, jobId: job.id },
    });
    expect(sent.ok()).toBe(true);
    kept.push(keepResetMail(`tables.${Date.now()}@example.com`, 'https://devjobs.example/reset'));
    const guest = await buyerApi();
    await buyPdf(guest, 'react-intermediate-notes');
    const refunded = await buyPdf(guest, 'react-handwritten-notes');
    await guest.dispose();
    await refundInFull(adminRequest, refunded.providerOrderId);
    await makeAndRevokeToken(adminRequest);

    await loginAs('admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, name] of TABLES) {
      await page.goto(`${ADMIN}${path}`);
      expect(await overflowOf(page, name), `${name} runs off the side`).toBeLessThanOrEqual(0);
    }
  });

  test('a click anywhere on a message, order or job row opens it; the keyboard opens it with View, the title or Edit', async ({
    page,
    loginAs,
    createJob,
  }) => {
    const to = `row.${Date.now()}@example.com`;
    kept.push(keepResetMail(to, 'https://devjobs.example/reset-password?token=row'));
    const job = await createJob({ title: uniqueTitle('Clickable Row Role') });
    const guest = await buyerApi();
    const order = await buyPdf(guest, 'react-intermediate-notes');
    await guest.dispose();
    await loginAs('admin');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${ADMIN}/admin/outbox`);
    const message = page.getByRole('table', { name: 'Mail outbox' }).getByRole('row').filter({
      hasText: to,
    });
    await message.getByText('Password reset', { exact: true }).click();
    await expect(page.getByRole('dialog').getByText(`To ${to}`)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const view = message.getByRole('button', { name: `View Reset your DevJobs password to ${to}` });
    await view.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByText(`To ${to}`)).toBeVisible();

    await page.goto(`${ADMIN}/admin/orders?q=${order.paymentId}`);
    const orderRow = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({
      hasText: order.providerOrderId,
    });
    await orderRow.getByText('₹29', { exact: true }).first().click();
    const details = page.getByRole('dialog', { name: 'Order details' });
    await expect(details).toContainText(order.paymentId!);
    await expect(details).toContainText('e2e.guest@example.com');
    await expect(details).toContainText('Paid');
    await screenshots(page, 'order-details');
    await page.setViewportSize({ width: 1280, height: 900 });
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toHaveCount(0);
    await orderRow
      .getByRole('button', { name: 'Details of the order for React Intermediate Notes' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(details).toContainText(order.providerOrderId);
    await details.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${ADMIN}/admin/jobs`);
    await page.getByLabel('Search jobs').fill(job.title);
    const row = page.getByRole('table', { name: 'Job postings' }).getByRole('row').filter({
      hasText: job.title,
    });
    await row.getByText('E2E Testing Co', { exact: true }).click();
    await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue(job.title);
  });
});
