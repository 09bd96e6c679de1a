import { API, expect, test } from './fixtures';

/**
 * The explorer for integrators (decision 102): GraphiQL, built from npm and served by the API on its
 * own origin under the API's Content-Security-Policy, sends its example to the same origin's
 * /graphql and shows the answer. A console error (a blocked script or style) fails the test.
 */
test('an integrator opens the explorer and runs its example query', async ({ page }) => {
  const answer = await page.request.get(`${API}/explorer`);
  expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");

  await page.goto(`${API}/explorer`);
  await expect(page).toHaveTitle('DevJobs GraphQL explorer');
  const editor = page.locator('.graphiql-query-editor');
  await expect(editor).toContainText('query NewestJobs');

  await page.getByRole('button', { name: /execute query/i }).click();
  const result = page.locator('.result-window');
  await expect(result).toContainText('"totalCount"');
  await expect(result).toContainText('"title"');
  await expect(result).not.toContainText('"errors"');

  // The schema is browsable: the documentation explorer lists the root types.
  await page.getByRole('button', { name: /show documentation explorer/i }).click();
  await expect(page.getByRole('link', { name: 'Query' })).toBeVisible();
});
