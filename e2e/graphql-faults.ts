import type { Page } from '@playwright/test';
import { GRAPHQL_URL, sentOperation } from './graphql-requests';

// GraphQL answers the API gives rarely (a server error, a refusal while hashing is busy), faked in
// the page's network so a test can see what a visitor sees then, and the page's way back.

/**
 * Answers the GraphQL operation `operation` with a server error (500), as the API sends an
 * unexpected one, until the returned `recover` is called. Every other request goes through.
 */
export async function failOperation(page: Page, operation: string): Promise<() => void> {
  let failing = true;
  await page.route(GRAPHQL_URL, async (route) => {
    if (failing && sentOperation(route.request())?.name === operation) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [
            {
              message: 'Something went wrong, please try again.',
              extensions: { code: 'INTERNAL_SERVER_ERROR' },
            },
          ],
        }),
      });
      return;
    }
    await route.fallback();
  });
  return () => {
    failing = false;
  };
}

/**
 * Answers the next `times` requests of the GraphQL operation `operation` as the API does when
 * password hashing is saturated (decision 045): HTTP 503, `Retry-After` of `retryAfter` seconds,
 * error code BUSY. Later ones go through. Returns how many requests of that operation the page sent.
 */
export async function refuseAsBusy(
  page: Page,
  operation: string,
  times: number,
  retryAfter = 1,
): Promise<() => number> {
  let sent = 0;
  await page.route(GRAPHQL_URL, async (route) => {
    if (sentOperation(route.request())?.name !== operation) return route.fallback();
    if (++sent > times) return route.fallback();
    await route.fulfill({
      status: 503,
      contentType: 'application/graphql-response+json; charset=utf-8',
      headers: { 'retry-after': String(retryAfter) },
      body: JSON.stringify({
        errors: [
          {
            message: 'Too many sign-ins at once. Please try again in a moment.',
            extensions: { code: 'BUSY', retryAfter },
          },
        ],
      }),
    });
  });
  return () => sent;
}
