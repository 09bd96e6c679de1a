import type { Page } from '@playwright/test';
import { ADMIN, expect, failOperation, test } from './fixtures';

// The admin console's sections as staff reach them, and their error state.

/** Opens the section `name` from the console's navigation: its address is `path`, its heading `name`. */
export async function openAdminSection(page: Page, name: string, path: string) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name })
    .first()
    .click();
  await expect(page).toHaveURL(`${ADMIN}${path}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * The error state of an admin console page (CONTRIBUTING.md#rules, rule 11), as a test of its own:
 * signed in as the admin, the console's page at `path` fails to run its query `operation` and says
 * `message`; once the API answers again, Retry loads what `loaded` matches. `what` names what could
 * not be fetched, `where` what says so ('the page', 'the list').
 */
export function testRetryAfterFailure(
  what: string,
  where: string,
  failure: { path: string; operation: string; message: string; loaded: RegExp },
) {
  test.describe(`when ${what} cannot be fetched`, () => {
    test.use({ allowConsoleErrors: [/500 \(Internal Server Error\)/] });

    test(`${where} says '${failure.message}' and Retry loads it`, async ({ page, loginAs }) => {
      await loginAs('admin');
      const recover = await failOperation(page, failure.operation);
      await page.goto(`${ADMIN}${failure.path}`);
      await expect(page.getByText(failure.message)).toBeVisible();
      recover();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(failure.loaded)).toBeVisible();
    });
  });
}
