import path from 'node:path';
import { aJob } from './jobs/job.factory';
import { jsonLd, postJob } from './jobs.fixtures';
import { startTestApp, tempFiles, useTestApp, type TestApp } from './harness';
import { SHELL, useStorefrontBundle } from './storefront-bundle';
import { SYSTEM } from '../src/modules/auth/auth.service';

/**
 * The storefront's public pages rendered by the API (decision 030), with the storefront's server
 * bundle built from the current source for this file (test/storefront-bundle.ts). Who may see
 * which page, and how pages are kept: test/public-pages.test.ts.
 */
const bundle = useStorefrontBundle();
const { t, admin } = useTestApp({
  env: { ...bundle.env, PUBLIC_URL: 'https://devjobs.example' },
});
const dist = bundle.env.STOREFRONT_DIST;

type RenderBundle = {
  render(request: {
    url: string;
    execute(operation: {
      query: string;
      variables?: Record<string, unknown>;
    }): Promise<{ data?: unknown; errors?: unknown[] }>;
    signal: AbortSignal;
  }): Promise<{ html: string; passes: number }>;
};

const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Exactly one <title> and one meta description, both in <head>. */
function expectOneTitleAndDescription(html: string, title: string) {
  expect(count(html, /<title>/g)).toBe(1);
  expect(count(html, /<meta name="description"/g)).toBe(1);
  expect(head(html)).toContain(`<title>${title}</title>`);
  expect(head(html)).toMatch(/<meta name="description" content="[^"]+"/);
}

describe('server-rendered storefront pages', () => {
  test('the landing page comes with its hero, navbar, critical CSS and the session state as JSON, not a script, and no Apollo cache', async () => {
    const page = await t.client('storefront').get('/');
    expect(page.status).toBe(200);
    expectOneTitleAndDescription(page.text, 'DevJobs | Curated jobs for developers');
    expect(root(page.text)).toContain('Stop Applying Blindly. Start Getting Interviews.');
    // Nobody's navbar: the account area is a placeholder until the browser knows (decision 043).
    expect(root(page.text)).toContain('aria-label="Checking your session"');
    // The signed-out links hold its place, unseen; nothing of a signed-in navbar.
    expect(root(page.text)).toMatch(
      /style="visibility:hidden" aria-hidden="true"><a [^>]*href="\/login"/,
    );
    // Nothing of a signed-in navbar, but for scripts that never run: then the account's forms and
    // links are all offered, since the page cannot know who is signed in (decision 054).
    const noscript = /<noscript>(.*?)<\/noscript>/.exec(root(page.text))?.[1] ?? '';
    expect(root(page.text).replace(noscript, '')).not.toContain('>Logout<');
    expect(noscript).toMatch(/href="\/login".*href="\/signup".*action="\/logout" method="post"/);
    expect(head(page.text)).toMatch(/<style data-server-styles="[^"]+">/);
    expect(page.text).toContain(
      '<script type="application/json" id="session-state">{"loading":true,"user":null}</script>',
    );
    // It runs no query (decision 034): the browser never loads Apollo for it.
    expect(page.text).not.toContain('id="apollo-state"');
    // The only scripts are the app's module and data blocks: the CSP runs no inline script.
    const scripts = page.text.match(/<script[^>]*>/g) ?? [];
    expect(
      scripts.every(
        (tag) => tag.includes('type="application/json"') || tag.includes('src="/assets/app.js"'),
      ),
    ).toBe(true);
  });

  test('the page CSS names only the prefixes the browsers the apps are built for still need', async () => {
    const page = await t.client('storefront').get('/');
    const css = (head(page.text).match(/<style[^>]*>[^<]*<\/style>/g) ?? []).join('');
    expect(css).toContain('display:flex');
    // Flexbox, transforms, transitions and placeholders as 2012's browsers spelled them: gone.
    expect(css).not.toMatch(/-ms-flex|-webkit-box-align|-webkit-transition|-moz-transform/);
    expect(css).not.toMatch(/display:-webkit-flex|-webkit-input-placeholder|@-webkit-keyframes/);
    // What Safari 16.4 and Chrome 111 still read only prefixed keeps its twin, written first.
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toMatch(/-webkit-backdrop-filter:blur\(8px\);backdrop-filter:blur\(8px\);/);
    expect(css).toContain('-webkit-print-color-adjust:exact;color-adjust:exact;');
  });

  test('/jobs lists the first page of jobs and honours the filters in its URL', async () => {
    const remote = await postJob(admin, {
      title: 'SSR Remote Rust Engineer',
      jobLocation: 'Remote',
    });
    const onsite = await postJob(admin, {
      title: 'SSR Onsite Go Engineer',
      jobLocation: 'On-site',
    });
    const all = await t.client('storefront').get('/jobs');
    expect(all.status).toBe(200);
    expectOneTitleAndDescription(all.text, 'Open Job Positions | DevJobs');
    expect(root(all.text)).toContain(remote.title);
    expect(root(all.text)).toContain(onsite.title);

    expect(all.text).toContain('<script type="application/json" id="apollo-state">');

    const filtered = await t.client('storefront').get('/jobs?mode=remote');
    expect(root(filtered.text)).toContain(remote.title);
    expect(root(filtered.text)).not.toContain(onsite.title);
  });

  test('a job page has its details in the markup and one title and description, with the canonical URL and JobPosting', async () => {
    const job = await postJob(admin, {
      title: 'SSR Staff Engineer',
      company: 'Rendered Co',
      description: 'Own the server render of a job board.',
      requirements: ['Knows hydration'],
    });
    const page = await t.client('storefront').get(`/page-details/${encodeURIComponent(job.slug)}`);
    expect(page.status).toBe(200);
    expectOneTitleAndDescription(page.text, 'SSR Staff Engineer at Rendered Co | DevJobs');
    expect(head(page.text)).toContain(
      '<meta name="description" content="SSR Staff Engineer at Rendered Co. Own the server render of a job board."/>',
    );
    expect(head(page.text)).toContain(
      `<link rel="canonical" href="https://devjobs.example/page-details/${encodeURIComponent(job.slug)}">`,
    );
    expect(jsonLd(page.text)).toMatchObject({ '@type': 'JobPosting', title: 'SSR Staff Engineer' });
    const body = root(page.text);
    expect(body).toContain('<h1');
    expect(body).toContain('Own the server render of a job board.');
    expect(body).toContain('Knows hydration');
    expect(body).toContain('Apply Now');
  });

  test('a job page and /jobs, filtered or not, render in one pass: their queries are asked first', async () => {
    const job = await postJob(admin, {
      title: 'One Pass Engineer',
      jobLocation: 'Remote',
      jobType: 'Full-Time',
    });
    // The bundle's own contract (server-render.ts loads it the same way).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const server = require(bundle.env.STOREFRONT_SERVER_ENTRY) as RenderBundle;
    const visitor = t.client('storefront');
    const render = (url: string) =>
      server.render({
        url,
        execute: async ({ query, variables }) => {
          const { data, errors } = await visitor.gql(query, variables);
          return errors ? { data, errors } : { data };
        },
        signal: new AbortController().signal,
      });
    for (const url of [
      `/page-details/${encodeURIComponent(job.slug)}`,
      '/jobs',
      '/jobs?q=one+pass&type=full-time&mode=remote&maxExperience=5',
    ]) {
      const page = await render(url);
      expect({ url, passes: page.passes }).toEqual({ url, passes: 1 });
      expect(page.html).toContain('One Pass Engineer');
    }
    // A page whose queries are not asked first is still rendered whole, in more passes.
    const courses = await render('/courses');
    expect(courses.passes).toBeGreaterThan(1);
    expect(courses.html).not.toContain('Loading');
  });

  test('an unknown job is a rendered "not found" page with status 404, noindex and no JobPosting', async () => {
    const page = await t.client('storefront').get('/page-details/no-such-ssr-job');
    expect(page.status).toBe(404);
    expectOneTitleAndDescription(page.text, 'Job not found | DevJobs');
    expect(head(page.text)).toContain('<meta name="robots" content="noindex">');
    expect(page.text).not.toContain('application/ld+json');
    expect(root(page.text)).not.toBe('<div id="root"></div>');
  });

  test('an unknown path is the rendered "page not found" with status 404', async () => {
    const page = await t.client('storefront').get('/no-such-page');
    expect(page.status).toBe(404);
    expectOneTitleAndDescription(page.text, 'Page not found | DevJobs');
  });

  test("/course and /checkout (the landing page's course links) answer 302 to the course catalogue, before any script runs", async () => {
    for (const path of ['/course', '/checkout', '/checkout?plan=full']) {
      const reply = await t.client('storefront').get(path);
      expect({ path, status: reply.status, location: reply.headers.get('location') }).toEqual({
        path,
        status: 302,
        location: '/courses',
      });
    }
  });

  test("pages the server does not render (one account's pages) are the client-only shell", async () => {
    const page = await t.client('storefront').get('/your-courses');
    expect(page.status).toBe(200);
    expect(page.text).toBe(SHELL);
    // A path that looks like a file is never a rendered "not found" page: a missing script stays a 404.
    const script = await t.client('storefront').get('/assets/missing.js');
    expect(script.status).toBe(404);
    expect(script.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('when the server render cannot answer, the page is the client-only shell, never an error', () => {
  const broken = tempFiles('ssr-broken', {
    'entry-server.cjs': [
      'exports.isServerRendered = () => true;',
      "exports.render = async ({ url, signal }) => url === '/jobs'",
      '  ? new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(new Error("aborted"))))',
      "  : Promise.reject(new Error(url.includes('?') ? `no page at ${url}` : 'the page failed'));",
    ].join('\n'),
  });
  const missing = tempFiles('ssr-missing');
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  const start = async (entry: string) => {
    const app = await startTestApp({
      env: { STOREFRONT_DIST: dist, STOREFRONT_SERVER_ENTRY: entry },
    });
    apps.push(app);
    return app;
  };

  test('a render that throws, or takes longer than 3 s, is logged and the shell is served', async () => {
    const logged = jest.mocked(console.error).mockImplementation(() => undefined);
    const app = await start(path.join(broken, 'entry-server.cjs'));
    for (const url of ['/', '/jobs']) {
      const page = await app.client('storefront').get(url);
      expect(page.status).toBe(200);
      expect(page.text).toBe(SHELL);
    }
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      'GET /: the server render failed; the client-only shell is served.',
      'GET /jobs: the server render failed; the client-only shell is served.',
    ]);
  });

  test('a failed render of an address with a token logs the path without the token', async () => {
    const logged = jest.mocked(console.error).mockImplementation(() => undefined);
    const app = await start(path.join(broken, 'entry-server.cjs'));
    const secret = `secret-${Date.now()}`;
    const page = await app.client('storefront').get(`/reset-password?token=${secret}&next=/jobs`);
    expect(page.status).toBe(200);
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      'GET /reset-password: the server render failed; the client-only shell is served.',
    ]);
    // What the bundle's error said of the address is logged with the query cut out.
    expect(String(logged.mock.calls[0][1])).toContain('Error: no page at /reset-password?…');
    expect(JSON.stringify(logged.mock.calls)).not.toContain(secret);
  });

  test('without the server bundle the pages are the shell, job pages with their crawler head', async () => {
    const app = await start(path.join(missing, 'entry-server.cjs'));
    expect((await app.client('storefront').get('/')).text).toBe(SHELL);
    const job = await app.services.jobs.create(SYSTEM, aJob({ title: 'Shell Job' }));
    const page = await app
      .client('storefront')
      .get(`/page-details/${encodeURIComponent(job.slug)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).toContain('<title>Shell Job at Acme Software | DevJobs</title>');
  });
});
