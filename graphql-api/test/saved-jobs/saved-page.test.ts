import { type Client, useTestApp } from '../harness';
import { aJob } from '../jobs/job.factory';
import { useStorefrontBundle } from '../storefront-bundle';

/**
 * /saved rendered on the server for the seeker who asks (decision 103), with the storefront's
 * server bundle built from source: their saved jobs and the forms that work without JavaScript,
 * never kept for another visitor. The browser's side: e2e/saved-jobs.spec.ts.
 */
const bundle = useStorefrontBundle();
const ORIGIN = 'https://devjobs.example';
const { t, admin } = useTestApp({ env: { ...bundle.env, PUBLIC_URL: ORIGIN } });

const FORM_POST = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN };
const postForm = (browser: Client, path: string, fields: Record<string, string>) =>
  browser.request('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: FORM_POST,
  });
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const APPLIED_ON = /Applied on (<!-- -->)?\d+ \w+ \d{4}/;

let accounts = 0;
/** A seeker signed up through the storefront's form, as a browser without JavaScript does. */
async function seeker(): Promise<Client> {
  const browser = t.client('storefront');
  const email = `seeker.${Date.now().toString(36)}.${++accounts}@example.com`;
  const signedUp = await postForm(browser, '/signup', {
    name: 'Asha',
    email,
    password: 'a-long-password',
    next: '/saved',
  });
  expect(signedUp.status).toBe(303);
  return browser;
}

async function postJob(overrides: Record<string, unknown> = {}) {
  const reply = await admin.post('/api/jobs', aJob(overrides));
  expect(reply.status).toBe(201);
  return reply.body as { id: string; title: string };
}

/** Posts a /saved-jobs form of `intent` for `jobId`, as /saved's forms do, expecting its 303 back. */
async function act(browser: Client, jobId: string, intent: string, extra = {}) {
  const reply = await postForm(browser, '/saved-jobs', { jobId, intent, next: '/saved', ...extra });
  expect(reply.status).toBe(303);
  expect(reply.headers.get('location')).toBe('/saved');
}

async function savedPage(browser: Client) {
  const page = await browser.get('/saved');
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('private, no-store');
  return root(page.text);
}

describe('/saved rendered for the signed-in seeker', () => {
  test("lists the seeker's own saved jobs with state, applied date, note and forms; never another seeker's, whoever asks first", async () => {
    const open = await postJob({ title: 'Open Rust Engineer' });
    const closing = await postJob({ title: 'Closing Go Engineer', deadline: isoDay(2) });
    const closed = await postJob({ title: 'Closed Java Engineer', deadline: isoDay(40) });
    const theirs = await postJob({ title: 'Other Seekers Kotlin Engineer' });
    const asha = await seeker();
    const ravi = await seeker();
    for (const job of [open, closing, closed]) await act(asha, job.id, 'save');
    await act(asha, open.id, 'applied');
    await act(asha, open.id, 'note', { note: 'Spoke to Priya <b>' });
    await act(ravi, theirs.id, 'save');
    // Closed by staff after it was saved: still listed, marked closed.
    const update = await admin.put(
      `/api/jobs/${closed.id}`,
      aJob({ title: closed.title, deadline: isoDay(-1) }),
    );
    expect(update.status).toBe(200);

    // Asked in turn, twice: a page rendered for one seeker is never answered to the other.
    for (let round = 0; round < 2; round++) {
      const ashas = await savedPage(asha);
      expect(ashas).toContain('Open Rust Engineer');
      expect(ashas).toContain('Closing Go Engineer');
      expect(ashas).toContain('Closed Java Engineer');
      expect(ashas).not.toContain('Other Seekers Kotlin Engineer');
      // Newest saved first, each with its state.
      expect(ashas).toMatch(/>Closed<.*>Closing soon<.*>Open</s);
      expect(ashas).toMatch(APPLIED_ON);
      // The note, escaped, in the field that posts it back.
      expect(ashas).toContain('Spoke to Priya &lt;b&gt;');
      expect(ashas).not.toContain('Spoke to Priya <b>');
      // Forms that work without JavaScript: one Mark applied (the two not applied), one Unmark.
      expect(ashas.match(/action="\/saved-jobs"/g)?.length).toBe(9);
      expect(ashas.match(/name="intent" value="applied"/g)?.length).toBe(2);
      expect(ashas.match(/name="intent" value="unapplied"/g)?.length).toBe(1);
      expect(ashas).toContain('>Save note<');
      // The session the page was rendered for: the browser hydrates as this seeker.
      expect(ashas).toMatch(/id="session-state">\{"loading":false,"user":\{[^<]*"name":"Asha"/);

      const ravis = await savedPage(ravi);
      expect(ravis).toContain('Other Seekers Kotlin Engineer');
      for (const title of ['Open Rust Engineer', 'Closing Go Engineer', 'Closed Java Engineer'])
        expect(ravis).not.toContain(title);
      expect(ravis).not.toContain('Spoke to Priya');
    }

    // Unmarked and removed through the forms: the next page shows it.
    await act(asha, open.id, 'unapplied');
    await act(asha, closing.id, 'unsave');
    const after = await savedPage(asha);
    expect(after).not.toMatch(APPLIED_ON);
    expect(after).not.toContain('Closing Go Engineer');
    expect(after).toContain('Open Rust Engineer');
  });

  test('a guest, or a browser whose session ended, gets the sign-in prompt back to /saved, not kept either', async () => {
    const guest = t.client('storefront');
    const page = await savedPage(guest);
    expect(page).toContain('Sign in to see your saved jobs.');
    expect(page).toContain('href="/login?next=%2Fsaved"');
    expect(page).toContain('id="session-state">{"loading":false,"user":null}');

    const asha = await seeker();
    const job = await postJob({ title: 'Signed Out Later Engineer' });
    await act(asha, job.id, 'save');
    expect(await savedPage(asha)).toContain('Signed Out Later Engineer');
    const out = await asha.request('POST', '/logout', { headers: FORM_POST });
    expect(out.status).toBe(303);
    const signedOut = await savedPage(asha);
    expect(signedOut).toContain('Sign in to see your saved jobs.');
    expect(signedOut).not.toContain('Signed Out Later Engineer');
  });
});
