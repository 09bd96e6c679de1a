import { aJob } from './jobs/job.factory';
import { Suggestion } from '../src/modules/suggestions/suggestion.entity';
import { eventually, linkIn, outboxFor } from './mail.fixtures';
import { guestBuysPdf } from './purchases.fixtures';
import { type Client, uniqueEmail, useTestApp } from './harness';
import { useStorefrontBundle } from './storefront-bundle';

/**
 * Forms posted by the storefront's pages without JavaScript (decision 054), over HTTP as a browser
 * posts them, with the storefront's server bundle built from source. The browser's side of it:
 * e2e/forms-before-scripts.spec.ts.
 */
const bundle = useStorefrontBundle();
const ORIGIN = 'https://devjobs.example';
const { t, admin } = useTestApp({ env: { ...bundle.env, PUBLIC_URL: ORIGIN } });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM_POST = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN };
/** A form posted from `browser` to `path` as a browser without JavaScript posts it. */
const postForm = (browser: Client, path: string, fields: Record<string, string>) =>
  browser.request('POST', path, { body: form(fields), headers: FORM_POST });
const saying = (text: string) => t.db.getRepository(Suggestion).countBy({ suggestion: text });
const formState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="form-state">(.*?)<\/script>/.exec(html)![1]);

/** A post refused with its page (400): the form's state keeps what was typed, and the page shows each field's reason. */
function expectRefusedWithPage(
  refused: { status: number; text: string },
  state: { form: string; path: string; values: object; errors: Record<string, string> },
) {
  expect(refused.status).toBe(400);
  expect(formState(refused.text)).toEqual(state);
  for (const reason of Object.values(state.errors)) expect(refused.text).toContain(reason);
}

async function aJobPage() {
  const job = (await admin.post('/api/jobs', aJob({ title: 'Form Target' }))).body;
  return { job, path: `/page-details/${encodeURIComponent(job.slug)}` };
}

describe('the feedback form under a job, posted without JavaScript', () => {
  test('a sent suggestion redirects to the page (303), which thanks the visitor once and is nobody else’s', async () => {
    const { job, path } = await aJobPage();
    const visitor = t.client('storefront');
    const sent = await postForm(visitor, path, { suggestion: '  The salary is missing.  ' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${path}#suggestion`);
    expect(await saying('The salary is missing.')).toBe(1);
    const [stored] = await t.db.getRepository(Suggestion).findBy({
      suggestion: 'The salary is missing.',
    });
    expect(stored.jobId).toBe(job.id);

    const thanked = await visitor.get(path);
    expect(thanked.status).toBe(200);
    expect(thanked.headers.get('cache-control')).toBe('private, no-store');
    expect(formState(thanked.text)).toEqual({ form: 'suggestion', path, sent: true });
    expect(thanked.text).toContain('Thank you for your suggestion!');

    // Shown once: the cookie is gone, and the page is everyone's kept page again.
    const again = await visitor.get(path);
    expect(again.text).not.toContain('id="form-state"');
    expect(again.text).not.toContain('Thank you for your suggestion!');
    expect(again.headers.get('cache-control')).toMatch(/^public/);
  });

  test('a blank one answers 400 with the page, the reason under the field and the text kept; nothing is stored', async () => {
    const { path } = await aJobPage();
    const before = await t.db.getRepository(Suggestion).count();
    const refused = await postForm(t.client('storefront'), path, { suggestion: '  ' });
    expectRefusedWithPage(refused, {
      form: 'suggestion',
      path,
      values: { suggestion: '  ' },
      errors: { suggestion: 'Please enter a suggestion.' },
    });
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await t.db.getRepository(Suggestion).count()).toBe(before);
  });

  test('a post from another origin, or with no Origin, is refused (403) before it is read', async () => {
    const { path } = await aJobPage();
    for (const origin of ['https://attacker.example', 'null', undefined]) {
      const headers: Record<string, string> = { ...FORM_POST };
      if (origin) headers.origin = origin;
      else delete headers.origin;
      const reply = await t.client('storefront').request('POST', path, {
        body: form({ suggestion: `from ${origin}` }),
        headers,
      });
      expect(reply.status).toBe(403);
      expect(await saying(`from ${origin}`)).toBe(0);
    }
  });

  test('the words sent from a job deleted meanwhile are kept, without the job', async () => {
    const reply = await postForm(t.client('storefront'), '/page-details/no-such-job', {
      suggestion: 'Words kept',
    });
    expect(reply.status).toBe(303);
    const [stored] = await t.db.getRepository(Suggestion).findBy({ suggestion: 'Words kept' });
    expect(stored.jobId).toBeNull();
  });
});

describe('the Contact Us form, posted without JavaScript', () => {
  test('bad values answer 400 with the page: each reason under its field, everything typed kept, nothing stored', async () => {
    const before = await t.db.getRepository(Suggestion).count();
    const values = { name: 'Asha', email: 'asha-at-example', message: 'Where is my invoice?' };
    const refused = await postForm(t.client('storefront'), '/contact', values);
    expectRefusedWithPage(refused, {
      form: 'contact',
      path: '/contact',
      values,
      errors: { email: 'Please enter a valid email address, like name@example.com.' },
    });
    expect(refused.text).toContain('Where is my invoice?');
    expect(await t.db.getRepository(Suggestion).count()).toBe(before);
  });

  test('a sent message is stored as the app sends it and the page thanks the visitor', async () => {
    const visitor = t.client('storefront');
    const sent = await postForm(visitor, '/contact', {
      name: ' Ravi ',
      email: 'ravi@example.com',
      message: 'Do you sell team plans?',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact#contact');
    expect(
      await saying(
        'Contact form message\nFrom: Ravi <ravi@example.com>\n\nDo you sell team plans?',
      ),
    ).toBe(1);
    const thanked = await visitor.get('/contact');
    expect(formState(thanked.text)).toEqual({ form: 'contact', path: '/contact', sent: true });
    expect(thanked.text).toContain('Thank you! Your message was sent.');
  });
});

describe('login, signup and logout, posted without JavaScript', () => {
  const newAccount = () => ({
    name: 'Meera',
    email: `meera.${Math.random().toString(36).slice(2)}@example.com`,
    password: 'a-long-password',
  });
  const SESSION = 'devjobs_session';
  /** Return paths that would leave the site, or are no page to return to. */
  const OFF_SITE = [
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/course/1',
    'javascript:alert(1)',
    'course/1',
    '/login',
    '',
  ];

  test('signup signs the new account in and goes back to the page it began on; logout signs out; login signs in and goes on', async () => {
    const account = newAccount();
    const browser = t.client('storefront');
    const signedUp = await postForm(browser, '/signup', {
      ...account,
      next: '/course/c-1?from=buy',
    });
    expect(signedUp.status).toBe(303);
    expect(signedUp.headers.get('location')).toBe('/course/c-1?from=buy');
    expect(browser.cookies.get(SESSION)).toBeDefined();
    const signedIn = await browser.get('/api/auth/me');
    expect(signedIn.body.user).toMatchObject({ email: account.email });
    expect(signedIn.body.user.emailConfirmed).toBe(false);

    const out = await browser.request('POST', '/logout', { headers: FORM_POST });
    expect(out.status).toBe(303);
    const loggedIn = await postForm(browser, '/login', {
      email: account.email,
      password: account.password,
      next: '/interview-prep-pdfs',
    });
    expect(loggedIn.status).toBe(303);
    expect(loggedIn.headers.get('location')).toBe('/interview-prep-pdfs');
    expect(browser.cookies.get(SESSION)).toBeDefined();
    const me = await browser.get('/api/auth/me');
    expect(me.body.user).toMatchObject({ email: account.email });

    const loggedOut = await browser.request('POST', '/logout', { headers: FORM_POST });
    expect(loggedOut.status).toBe(303);
    expect(loggedOut.headers.get('location')).toBe('/');
    expect(browser.cookies.get(SESSION)).toBeUndefined();
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  test('a wrong password answers 401 with the login page: the reason above the form, the email kept, the password never written back', async () => {
    const account = newAccount();
    await t.client().post('/api/auth/signup', account);
    const refused = await postForm(t.client('storefront'), '/login', {
      email: account.email,
      password: 'not-the-password',
      next: '//evil.example',
    });
    expect(refused.status).toBe(401);
    const state = formState(refused.text);
    expect(state).toMatchObject({ form: 'login', values: { email: account.email } });
    expect(state.message).toEqual(expect.any(String));
    expect(refused.text).toContain(state.message);
    expect(refused.text).not.toContain('not-the-password');

    // A login whose `next` is another site, or no path at all, goes to /courses.
    for (const next of OFF_SITE) {
      const ok = await postForm(t.client('storefront'), '/login', {
        email: account.email,
        password: account.password,
        next,
      });
      expect([next, ok.headers.get('location')]).toEqual([next, '/courses']);
    }
  });

  test('a signup whose `next` is another site goes to /courses, signed in', async () => {
    for (const next of OFF_SITE) {
      const browser = t.client('storefront');
      const reply = await postForm(browser, '/signup', { ...newAccount(), next });
      expect([next, reply.status, reply.headers.get('location')]).toEqual([next, 303, '/courses']);
      expect((await browser.get('/api/auth/me')).status).toBe(200);
    }
  });

  test('a taken email answers as a new signup does; a short password is named under its field, with the name and email kept', async () => {
    const account = newAccount();
    await t.client().post('/api/auth/signup', account);
    const taken = await postForm(t.client('storefront'), '/signup', account);
    // Signup's answer tells no one whether an address has an account (decision 079).
    expect(taken.status).toBe(303);
    expect(taken.headers.get('location')).toBe('/courses');
    const short = await postForm(t.client('storefront'), '/signup', {
      ...newAccount(),
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(Object.keys(formState(short.text).errors)).toEqual(['password']);
    expect(short.text).not.toContain('value="short"');
  });

  test('a login form posted from another site is refused and signs nobody in', async () => {
    const account = newAccount();
    await t.client().post('/api/auth/signup', account);
    const browser = t.client('storefront');
    const reply = await browser.request('POST', '/login', {
      body: form({ email: account.email, password: account.password }),
      headers: { ...FORM_POST, origin: 'https://attacker.example' },
    });
    expect(reply.status).toBe(403);
    expect(browser.cookies.get(SESSION)).toBeUndefined();
  });
});

describe('forgotten password, posted without JavaScript', () => {
  const resetToken = async (email: string) => {
    // The link is written just after the answer (decision 079).
    await t.services.mail.settled(email);
    const { data } = await admin.gql(
      `{ mailOutbox(filter: { kind: "password-reset" }, first: 20) { edges { node { recipient text } } } }`,
    );
    const mail = data.mailOutbox.edges.find(
      (e: { node: { recipient: string } }) => e.node.recipient === email,
    );
    return /reset-password\?token=([\w-]+)/.exec(mail.node.text)![1];
  };

  test('asking shows the same sentence for any address; the link’s form sets the password and leads to login', async () => {
    const email = `asha.${Math.random().toString(36).slice(2)}@example.com`;
    await t.client().post('/api/auth/signup', { name: 'Asha', email, password: 'old-password-1' });
    const browser = t.client('storefront');
    const asked = await postForm(browser, '/forgot-password', { email });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/forgot-password#forgot-password');
    const page = await browser.get('/forgot-password');
    expect(page.text).toContain('If an account uses that address, we have sent it a link');

    const token = await resetToken(email);
    const resetPage = await t.client('storefront').get(`/reset-password?token=${token}`);
    expect(resetPage.status).toBe(200);
    // One page for every link: the token is only in the address the form posts back to.
    expect(resetPage.text).not.toContain(token);
    expect(resetPage.text).toMatch(/<form(?![^>]*action=)[^>]*method="post"/);

    const short = await postForm(browser, `/reset-password?token=${token}`, { password: 'short' });
    expect(short.status).toBe(400);
    expect(Object.keys(formState(short.text).errors)).toEqual(['password']);

    const set = await postForm(browser, `/reset-password?token=${token}`, {
      password: 'new-password-2',
    });
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe('/login');
    expect((await browser.get('/login')).text).toContain(
      'Password changed. Log in with your new password.',
    );
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'new-password-2' })).status,
    ).toBe(200);

    const reused = await postForm(t.client('storefront'), `/reset-password?token=${token}`, {
      password: 'third-password-3',
    });
    expect(reused.status).toBe(400);
    expect(formState(reused.text).message).toMatch(/already used/);
  });

  test('the confirm page is one page for every link; its button confirms without JavaScript, once', async () => {
    const email = `ravi.${Math.random().toString(36).slice(2)}@example.com`;
    await t.client().post('/api/auth/signup', { name: 'Ravi', email, password: 'ravi-password-1' });
    await t.services.mail.settled(email); // the account and its link are written after the answer
    const { data } = await admin.gql(
      `{ mailOutbox(filter: { kind: "confirm-email" }, first: 20) { edges { node { recipient text } } } }`,
    );
    const mail = data.mailOutbox.edges.find(
      (e: { node: { recipient: string } }) => e.node.recipient === email,
    );
    const token = /confirm-email\?token=([\w-]+)/.exec(mail.node.text)![1];

    const page = await t.client('storefront').get(`/confirm-email?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(token);
    expect(page.text).toMatch(/<form(?![^>]*action=)[^>]*method="post"/);
    expect(page.text).toContain('Confirm my address');
    expect(page.headers.get('cache-control')).toMatch(/public/);
    expect(page.headers.get('etag')).toBeTruthy();
    const other = await t.client('storefront').get('/confirm-email?token=another');
    expect(other.headers.get('etag')).toBe(page.headers.get('etag'));

    const browser = t.client('storefront');
    const sent = await browser.request('POST', `/confirm-email?token=${token}`, {
      body: '',
      headers: FORM_POST,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/confirm-email');
    expect((await browser.get('/confirm-email')).text).toContain(
      'Your email address is confirmed.',
    );

    const reused = await t.client('storefront').request('POST', `/confirm-email?token=${token}`, {
      body: '',
      headers: FORM_POST,
    });
    expect(reused.status).toBe(400);
    expect(formState(reused.text).message).toMatch(/already used/);
  });

  test('a reset form posted from another site is refused and changes nothing', async () => {
    const reply = await t.client('storefront').request('POST', '/forgot-password', {
      body: form({ email: 'victim@example.com' }),
      headers: { ...FORM_POST, origin: 'https://attacker.example' },
    });
    expect(reply.status).toBe(403);
  });
});

describe('“Email me my downloads” on the PDF shop, posted without JavaScript', () => {
  const path = '/interview-prep-pdfs';
  const SENT =
    'If PDFs were bought with this address, a mail with fresh download links is on its way to it.';

  test('a sent address redirects to the shop, which gives the one answer once; the links are mailed', async () => {
    const email = uniqueEmail('nojs-buyer');
    await guestBuysPdf(t.client(), email);
    const visitor = t.client('storefront');
    const sent = await postForm(visitor, path, { email });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${path}#pdf-downloads`);
    const answered = await visitor.get(path);
    expect(formState(answered.text)).toEqual({ form: 'pdf-downloads', path, sent: true });
    expect(answered.text).toContain(SENT);
    await eventually(async () =>
      (await outboxFor(t.db, email)).some((m) => m.kind === 'pdf-downloads'),
    );
    const mail = (await outboxFor(t.db, email)).find((m) => m.kind === 'pdf-downloads')!;
    expect(linkIn(mail, '/api/downloads/')).toMatch(
      /^https:\/\/devjobs\.example\/api\/downloads\//,
    );
  });

  test('a malformed address answers 400 with the page, the reason under the field and the address kept', async () => {
    const refused = await postForm(t.client('storefront'), path, { email: 'not an address' });
    expectRefusedWithPage(refused, {
      form: 'pdf-downloads',
      path,
      values: { email: 'not an address' },
      errors: { email: 'Email must be one valid email address, like name@example.com.' },
    });
  });
});

describe('the job filters submitted without JavaScript (a GET form)', () => {
  test('the form’s address goes on (302) to the one the app writes; other addresses are left as sent', async () => {
    const browser = t.client('storefront');
    const form = await browser.get(
      '/jobs?q=react&salary=60000&mode=remote&type=contract&maxExperience=',
    );
    expect(form.status).toBe(302);
    expect(form.headers.get('location')).toBe(
      '/jobs?q=react&type=contract&mode=remote&maxSalary=60000',
    );
    const empty = await browser.get('/jobs?q=&salary=any&maxExperience=');
    expect(empty.headers.get('location')).toBe('/jobs');

    for (const address of ['/jobs?q=react&type=contract', '/jobs?q=react&utm_source=mail'])
      expect((await browser.get(address)).status).toBe(200);
  });
});
