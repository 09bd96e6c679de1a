import { type Client, useTestApp } from '../harness';
import { aJob } from '../jobs/job.factory';
import { useStorefrontBundle } from '../storefront-bundle';

/**
 * Apply Now's link, GET /apply/:jobId on the storefront's origin (product.md#saved-jobs): it counts
 * the press, marks the job applied for a signed-in seeker and leads to the job's own apply link,
 * with or without JavaScript. The browser's side: e2e/saved-jobs.spec.ts.
 */
const bundle = useStorefrontBundle();
const ORIGIN = 'https://devjobs.example';
const { t, admin } = useTestApp({ env: { ...bundle.env, PUBLIC_URL: ORIGIN } });

const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
const GOOGLEBOT = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const FORM_POST = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN };
const INTEREST = `query Interest($jobIds: [ID!]!) { adminJobInterest(jobIds: $jobIds) { applyClicks } }`;
const SAVED = 'query { mySavedJobs(first: 10) { edges { node { jobId appliedAt } } } }';

const applyClicks = async (jobId: string): Promise<number> => {
  const reply = await admin.gql(INTEREST, { jobIds: [jobId] });
  expect(reply.errors).toBeUndefined();
  return reply.data.adminJobInterest[0].applyClicks;
};
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function postJob(overrides: Record<string, unknown> = {}) {
  const reply = await admin.post('/api/jobs', aJob(overrides));
  expect(reply.status).toBe(201);
  return reply.body as { id: string; externalLink: string };
}

/** GET /apply/:jobId from `browser`, expecting the 303 to `to`, never kept. */
async function pressApply(browser: Client, jobId: string, to: string, query = '') {
  const reply = await browser.get(`/apply/${jobId}${query}`);
  expect(reply.status).toBe(303);
  expect(reply.headers.get('location')).toBe(to);
  expect(reply.headers.get('cache-control')).toBe('no-store');
}

describe('Apply Now through /apply/:jobId', () => {
  test("a visitor's press is counted once per press and leads to the job's own link, whatever the address adds", async () => {
    const job = await postJob({ externalLink: 'https://careers.acme.example/jobs/42?ref=devjobs' });
    const guest = t.client('storefront', BROWSER);
    await pressApply(guest, job.id, 'https://careers.acme.example/jobs/42?ref=devjobs');
    expect(await applyClicks(job.id)).toBe(1);
    // A target named in the address is never where it leads.
    await pressApply(
      guest,
      job.id,
      'https://careers.acme.example/jobs/42?ref=devjobs',
      '?to=https://evil.example&next=//evil.example',
    );
    expect(await applyClicks(job.id)).toBe(2);
    // Crawlers and programs are led on but not counted.
    await pressApply(t.client('storefront', GOOGLEBOT), job.id, job.externalLink);
    await pressApply(
      t.client('storefront', { 'user-agent': 'curl/8.5.0' }),
      job.id,
      job.externalLink,
    );
    expect(await applyClicks(job.id)).toBe(2);
  });

  test('a signed-in seeker who presses Apply Now has the job saved and marked applied on the account', async () => {
    const job = await postJob();
    const seeker = t.client('storefront', BROWSER);
    const signedUp = await seeker.request('POST', '/signup', {
      body: new URLSearchParams({
        name: 'Asha',
        email: `apply.${Date.now().toString(36)}@example.com`,
        password: 'a-long-password',
      }).toString(),
      headers: FORM_POST,
    });
    expect(signedUp.status).toBe(303);
    expect((await seeker.gql(SAVED)).data.mySavedJobs.edges).toEqual([]);
    await pressApply(seeker, job.id, job.externalLink);
    const [saved] = (await seeker.gql(SAVED)).data.mySavedJobs.edges;
    expect(saved.node.jobId).toBe(job.id);
    expect(Date.now() - Date.parse(saved.node.appliedAt)).toBeLessThan(60_000);
    expect(await applyClicks(job.id)).toBe(1);
  });

  test('a closed, unknown or malformed job is a page with 410 or 404, never a redirect, and nothing is counted', async () => {
    const job = await postJob({ deadline: isoDay(30) });
    const closed = await admin.put(`/api/jobs/${job.id}`, aJob({ deadline: isoDay(-1) }));
    expect(closed.status).toBe(200);
    const guest = t.client('storefront', BROWSER);
    const gone = await guest.get(`/apply/${job.id}`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('location')).toBeNull();
    expect(gone.headers.get('content-type')).toMatch(/^text\/html/);
    expect(gone.text).toContain('<div id="root"><');
    expect(await applyClicks(job.id)).toBe(0);

    for (const id of ['3f1c1f8e-0000-4000-8000-000000000000', 'https%3A%2F%2Fevil.example']) {
      const unknown = await guest.get(`/apply/${id}`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('location')).toBeNull();
      expect(unknown.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('robots.txt keeps crawlers out of /apply/', async () => {
    const robots = await t.client('storefront').get('/robots.txt');
    expect(robots.text).toContain('Disallow: /apply/\n');
  });
});
