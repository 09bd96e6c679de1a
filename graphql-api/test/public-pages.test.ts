import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { Job } from '../src/modules/jobs/job.entity';
import { aJobInput } from './jobs/job.factory';
import { postJob, rawGet } from './jobs.fixtures';
import { type Client, TestClock, uniqueEmail, useTestApp } from './harness';
import { useStorefrontBundle } from './storefront-bundle';

/**
 * Server-rendered pages are the same for every visitor, public for a minute and kept by the API
 * until what they show changes (decision 043). Each test owns its jobs; pages are fetched over HTTP
 * as browsers and proxies fetch them.
 */
const bundle = useStorefrontBundle();
const clock = new TestClock();
const { t, admin } = useTestApp({ env: bundle.env, clock });

/** The admin's browser on the storefront's origin (signed in on the API's). */
async function adminOnStorefront(): Promise<Client> {
  const browser = t.client('storefront');
  const login = await browser.post('/api/auth/login', {
    email: admin.email,
    password: admin.password,
  });
  expect(login.status).toBe(200);
  return browser;
}

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
const SESSION_COOKIE = 'devjobs_session';
const SIGNED_IN_COOKIE = 'devjobs_signed_in';

/** A storefront browser signed in as a new customer with a name and email of its own. */
async function customer(name: string): Promise<Client & { email: string; name: string }> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '.'));
  const password = `pw-${randomUUID()}`;
  await t.services.users.create({ name, email, password, isAdmin: false });
  const browser = t.client('storefront');
  const reply = await browser.post('/api/auth/login', { email, password });
  if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${reply.text}`);
  return Object.assign(browser, { email, name });
}

const jobPath = (slug: string) => `/page-details/${encodeURIComponent(slug)}`;

const updateJob = (id: string, fields: Record<string, unknown>) =>
  admin.gql<{ updateJob: { slug: string } }>(
    'mutation ($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { slug } }',
    { id, input: aJobInput(fields) },
  );

describe('every visitor gets the same public page', () => {
  test('two customers, an admin and a visitor get the same bytes of every rendered page, with nobody’s name, email or session in them and no cookie set', async () => {
    const job = await postJob(admin, { title: `Same Page Engineer ${randomUUID().slice(0, 6)}` });
    const asha = await customer('Asha Visitorone');
    const ravi = await customer('Ravi Visitortwo');
    const visitor = t.client('storefront');
    const adminShopping = await adminOnStorefront();
    const viewers = [
      { name: 'asha', client: asha },
      { name: 'ravi', client: ravi },
      { name: 'admin', client: adminShopping },
      { name: 'visitor', client: visitor },
    ];
    const secrets = [
      asha.name,
      asha.email,
      ravi.name,
      ravi.email,
      admin.email,
      'Test Admin',
      ...[asha, ravi, adminShopping].map((c) => c.cookies.get(SESSION_COOKIE)!),
    ];
    for (const secret of secrets) expect(secret).toBeTruthy();

    const pages = [
      '/',
      '/jobs',
      '/jobs?mode=remote',
      jobPath(job.slug),
      '/courses',
      '/interview-prep-pdfs',
      '/interview-questions',
      '/faq',
      '/contact',
      '/privacy-policy',
    ];
    for (const page of pages) {
      // Signed-in viewers first: a page kept from one of them would reach the others.
      const replies = [];
      for (const { name, client } of viewers) replies.push({ name, reply: await client.get(page) });
      for (const { name, reply } of replies) {
        expect({ page, name, status: reply.status }).toEqual({ page, name, status: 200 });
        expect({ page, name, cacheControl: reply.headers.get('cache-control') }).toEqual({
          page,
          name,
          cacheControl: PUBLIC,
        });
        expect({ page, name, setCookie: reply.headers.getSetCookie() }).toEqual({
          page,
          name,
          setCookie: [],
        });
        expect(reply.text).toBe(replies[0].reply.text);
        for (const secret of secrets) expect(reply.text).not.toContain(secret);
        expect(reply.text).toContain(
          '<script type="application/json" id="session-state">{"loading":true,"user":null}</script>',
        );
      }
    }
  });

  test('a request with an ended session, or a stale readable cookie, still gets the public page and no cookie', async () => {
    const browser = t.client('storefront');
    browser.cookies.set(SESSION_COOKIE, 'no-such-session');
    browser.cookies.set(SIGNED_IN_COOKIE, '1');
    const page = await browser.get('/jobs');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(PUBLIC);
    expect(page.headers.getSetCookie()).toEqual([]);
  });

  test('pages of one account stay private: the shell of Your Courses and the session answer are never public', async () => {
    const asha = await customer('Asha Private');
    const shell = await asha.get('/your-courses');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(shell.text).not.toContain(asha.email);
    const me = await asha.request('POST', '/graphql', {
      json: { query: '{ me { name email } }' },
    });
    expect(me.body.data.me).toEqual({ name: 'Asha Private', email: asha.email });
    expect(me.headers.get('cache-control') ?? '').not.toMatch(/public|max-age/);
  });
});

describe('the browser learns it holds a session from a cookie its scripts can read', () => {
  test('login sets it beside the session cookie, readable by scripts; logout clears both', async () => {
    const asha = await customer('Asha Cookie');
    expect(asha.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
    const refused = await t
      .client('storefront')
      .post('/api/auth/login', { email: asha.email, password: 'not-the-password' });
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie()).toEqual([]);

    const email = uniqueEmail('cookie');
    await t.services.users.create({ name: 'C', email, password: 'pw-cookie-1', isAdmin: false });
    const raw = await fetch(`${t.url.storefront}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: LoginInput!) { login(input: $input) { id } }',
        variables: { input: { email, password: 'pw-cookie-1' } },
      }),
    });
    const cookies = raw.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=1`))).not.toMatch(/HttpOnly/i);

    await asha.gql('mutation { logout }');
    expect(asha.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(asha.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });

  test('a session without the readable cookie gets it on its next API request, and an ended one loses it', async () => {
    const asha = await customer('Asha Heal');
    asha.cookies.delete(SIGNED_IN_COOKIE);
    await asha.gql('{ me { id } }');
    expect(asha.cookies.get(SIGNED_IN_COOKIE)).toBe('1');

    const stale = t.client('storefront');
    stale.cookies.set(SESSION_COOKIE, 'no-such-session');
    stale.cookies.set(SIGNED_IN_COOKIE, '1');
    const me = await stale.gql('{ me { id } }');
    expect(me.data).toEqual({ me: null });
    expect(stale.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });
});

describe('pages are kept and validated', () => {
  test('each page has a strong ETag per encoding, the same page in each; If-None-Match answers 304 without a body, HEAD without one too', async () => {
    const job = await postJob(admin, { title: `ETag Engineer ${randomUUID().slice(0, 6)}` });
    const url = `${t.url.storefront}${jobPath(job.slug)}`;
    const plain = await rawGet(url);
    const br = await rawGet(url, { 'accept-encoding': 'br' });
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(etag);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(new Set([etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    // The same page in every encoding.
    expect(plain.body.toString()).toContain('ETag Engineer');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);

    const again = await rawGet(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe(PUBLIC);
    const brAgain = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(brAgain.status).toBe(200); // another representation: its own ETag
    const head = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  test('the query string is read as the page reads it: unknown and reordered parameters give the same kept page', async () => {
    const etagOf = async (path: string) =>
      (await rawGet(`${t.url.storefront}${path}`)).headers.etag;
    const canonical = await etagOf('/jobs?type=full-time&mode=remote');
    // Only the page's own parameters, in another order (a filter form without JavaScript): sent on
    // to the address the app writes, one page (decision 054).
    const reordered = await rawGet(`${t.url.storefront}/jobs?mode=remote&type=full-time`);
    expect(reordered.status).toBe(302);
    expect(reordered.headers.location).toBe('/jobs?type=full-time&mode=remote');
    expect(await etagOf(`/jobs?mode=remote&utm_source=${randomUUID()}&type=FULL_TIME`)).toBe(
      canonical,
    );
    expect(await etagOf('/jobs?mode=remote')).not.toBe(canonical);
    const faq = await etagOf('/faq');
    expect(await etagOf(`/faq?${randomUUID()}=1`)).toBe(faq);
  });

  test('a repeat visit is answered from the kept page (a change behind the API’s back shows only after max-age), and a job written through the API shows at once on its page, /jobs and /', async () => {
    const title = `Kept Engineer ${randomUUID().slice(0, 6)}`;
    const job = await postJob(admin, { title });
    const visitor = t.client('storefront');
    expect((await visitor.get(jobPath(job.slug))).text).toContain(title);
    expect((await visitor.get('/jobs')).text).toContain(title);

    // Written straight to the table: nothing tells the API, so the kept pages are answered.
    const sneaky = `${title} Edited Directly`;
    await t.db.getRepository(Job).update({ id: job.id }, { title: sneaky });
    expect((await visitor.get(jobPath(job.slug))).text).not.toContain(sneaky);
    // Never longer than the page's max-age: then its data is read again, and the change shows.
    clock.advance(61_000);
    const afterMaxAge = await visitor.get(jobPath(job.slug));
    expect(afterMaxAge.text).toContain(sneaky);
    expect(afterMaxAge.headers.get('server-timing')).toBe('page;desc="rendered"');

    const home = await visitor.get('/');
    const renamed = `Renamed Engineer ${randomUUID().slice(0, 6)}`;
    const updated = await updateJob(job.id, { title: renamed });
    expect(updated.errors).toBeUndefined();
    const moved = jobPath(updated.data!.updateJob.slug);
    const page = await visitor.get(moved);
    expect(page.status).toBe(200);
    expect(page.text).toContain(renamed);
    expect((await visitor.get('/jobs')).text).toContain(renamed);
    expect((await visitor.get('/jobs')).text).not.toContain(title);
    // The landing page was made again too (same bytes: it shows no job).
    const homeAgain = await visitor.get('/');
    expect(homeAgain.headers.get('etag')).toBe(home.headers.get('etag'));
    // The old address no longer names a job.
    expect((await visitor.get(jobPath(job.slug))).status).toBe(404);

    const deleted = await admin.gql('mutation ($id: ID!) { deleteJob(id: $id) }', {
      id: job.id,
    });
    expect(deleted.errors).toBeUndefined();
    const gone = await visitor.get(moved);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-cache');
    expect((await visitor.get('/jobs')).text).not.toContain(renamed);
  });

  test('past max-age a kept page is checked against its data: unchanged, the same page is answered without a render; each page is rendered again within the hour', async () => {
    const title = `Checked Engineer ${randomUUID().slice(0, 6)}`;
    const job = await postJob(admin, { title });
    const visitor = t.client('storefront');
    const made = (page: { headers: Headers }) =>
      /page;desc="(\w+)"/.exec(page.headers.get('server-timing') ?? '')?.[1];

    const first = await visitor.get(jobPath(job.slug));
    expect(made(first)).toBe('rendered');
    expect(made(await visitor.get(jobPath(job.slug)))).toBe('kept');
    clock.advance(61_000);
    const checked = await visitor.get(jobPath(job.slug));
    expect(made(checked)).toBe('checked');
    expect(checked.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(checked.headers.get('cache-control')).toBe(PUBLIC);
    expect(made(await visitor.get(jobPath(job.slug)))).toBe('kept');

    clock.advance(60 * 60_000);
    const again = await visitor.get(jobPath(job.slug));
    expect(made(again)).toBe('rendered');
    expect(again.text).toContain(title);
  });

  test('a course added through the API shows at once in the kept catalogue', async () => {
    const visitor = t.client('storefront');
    const before = await visitor.get('/courses');
    expect(before.headers.get('cache-control')).toBe(PUBLIC);
    const title = `Kept Course ${randomUUID().slice(0, 6)}`;
    const created = await admin.gql(
      'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
      {
        input: {
          title,
          description: 'A course to see in the catalogue.',
          fullBlog: '<p>About it.</p>',
          price: 499,
          modules: [{ subTitle: 'One', blog: '<p>Text</p>' }],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect((await visitor.get('/courses')).text).toContain(title);
  });
});
