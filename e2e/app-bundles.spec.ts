import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, STOREFRONT, test } from './fixtures';

/**
 * The two apps are deployed apart, and each is generated only its own typed documents (decision 014):
 * nothing of the console's reaches the scripts the public storefront serves.
 */

/** The operation and fragment names of the console's own documents (admin-console/src/**\/*.graphql). */
function consoleDocumentNames(): string[] {
  const dir = path.join(__dirname, '..', 'admin-console', 'src');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'));
  return files.flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join(dir, file), 'utf8')
        .matchAll(/^\s*(?:query|mutation|fragment)\s+(\w+)/gm),
    ].map((m) => m[1]),
  );
}

/** Every script an app's page loads: those its HTML names, and the chunks they import, followed through. */
async function appScripts(request: APIRequestContext, pageUrl: string): Promise<string> {
  const page = await request.get(pageUrl);
  expect(page.status()).toBe(200);
  const queue = [...(await page.text()).matchAll(/(?:src|href)="([^"]+\.js)"/g)].map(
    (m) => new URL(m[1], pageUrl).href,
  );
  const seen = new Map<string, string>();
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const reply = await request.get(url);
    expect(reply.status(), url).toBe(200);
    const code = await reply.text();
    seen.set(url, code);
    for (const m of code.matchAll(/["'`(]\.\/([\w.-]+\.js)["'`)]/g))
      queue.push(new URL(m[1], url).href);
  }
  return [...seen.values()].join('\n');
}

const contains = (code: string, name: string) => new RegExp(`\\b${name}\\b`).test(code);

test("the storefront's scripts carry none of the admin console's operations", async ({
  request,
}) => {
  const names = consoleDocumentNames();
  expect(names).toEqual(
    expect.arrayContaining([
      'AdminJobs',
      'DeleteJob',
      'CreateJob',
      'UpdateJob',
      'AdminSuggestions',
      'JobRow',
    ]),
  );
  const consoleScripts = await appScripts(request, `${ADMIN}/admin/login`);
  const storefrontScripts = await appScripts(request, `${STOREFRONT}/`);
  // The same search finds each of them in the console's own scripts...
  expect(names.filter((name) => !contains(consoleScripts, name))).toEqual([]);
  // ...and none in the storefront's.
  expect(names.filter((name) => contains(storefrontScripts, name))).toEqual([]);
  expect(contains(storefrontScripts, 'JobsPage')).toBe(true);
});

/** react-router's development files: those its package exports name. */
function reactRouterDevelopmentCode(): string {
  const dir = path.dirname(require.resolve('react-router'));
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

// The builds alias react-router's production files (scripts/react-router-production.mjs, decision 036):
// its development warnings are the difference.
test("both apps ship react-router's production build, without its development warnings", async ({
  request,
}) => {
  const devOnly = 'Error handled by React Router default ErrorBoundary';
  expect(reactRouterDevelopmentCode()).toContain(devOnly);
  for (const page of [`${STOREFRONT}/`, `${ADMIN}/admin/login`]) {
    const scripts = await appScripts(request, page);
    expect(scripts, page).toContain('useNavigate() may be used only in the context');
    expect(scripts, page).not.toContain(devOnly);
  }
});
