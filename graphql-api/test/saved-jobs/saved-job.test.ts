import { randomUUID } from 'node:crypto';
import { addDays } from '../../src/lib/calendar-day';
import { type Client, DAY_MS, type SignedIn, TestClock, useTestApp } from '../harness';
import { aJob } from '../jobs/job.factory';
import { savedRows } from './saved-job.factory';

const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const FIELDS = 'id jobId savedAt appliedAt note state job { id title isOpen }';
const SAVE = `mutation Save($jobId: ID!) { saveJob(jobId: $jobId) { ${FIELDS} } }`;
const UNSAVE = 'mutation Unsave($jobId: ID!) { unsaveJob(jobId: $jobId) }';
const APPLIED = `mutation Applied($jobId: ID!, $applied: Boolean!) { markJobApplied(jobId: $jobId, applied: $applied) { ${FIELDS} } }`;
const NOTE = `mutation Note($jobId: ID!, $note: String) { setSavedJobNote(jobId: $jobId, note: $note) { ${FIELDS} } }`;
const LIST = `query Saved($first: Int, $after: String) {
  mySavedJobs(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { ${FIELDS} } }
  }
}`;
const AMONG = `query Among($jobIds: [ID!]!) { mySavedJobsAmong(jobIds: $jobIds) { ${FIELDS} } }`;

type Node = { jobId: string; appliedAt: string | null; note: string | null; state: string };
const listed = async (seeker: SignedIn, first = 100): Promise<Node[]> => {
  const reply = await seeker.gql(LIST, { first });
  expect(reply.errors).toBeUndefined();
  return reply.data.mySavedJobs.edges.map((e: { node: Node }) => e.node);
};
const postJob = async (overrides: Record<string, unknown> = {}) =>
  (await admin.post('/api/jobs', aJob(overrides))).body as { id: string; title: string };

describe('a seeker saves jobs and keeps track of where they applied', () => {
  test('a saved job is listed newest saved first; unsaving removes it; saving twice keeps one', async () => {
    const seeker = await t.signIn('user');
    const older = await postJob();
    const newer = await postJob();
    const first = await seeker.gql(SAVE, { jobId: older.id });
    expect(first.errors).toBeUndefined();
    expect(first.data.saveJob).toMatchObject({
      jobId: older.id,
      appliedAt: null,
      note: null,
      state: 'OPEN',
      job: { id: older.id, title: older.title, isOpen: true },
    });
    clock.advance(1000);
    await seeker.gql(SAVE, { jobId: newer.id });
    const again = await seeker.gql(SAVE, { jobId: older.id });
    expect(again.data.saveJob.id).toBe(first.data.saveJob.id);

    expect((await listed(seeker)).map((n) => n.jobId)).toEqual([newer.id, older.id]);
    const page = await seeker.gql(LIST, { first: 1 });
    expect(page.data.mySavedJobs.totalCount).toBe(2);
    const next = await seeker.gql(LIST, {
      first: 1,
      after: page.data.mySavedJobs.pageInfo.endCursor,
    });
    expect(next.data.mySavedJobs.edges.map((e: { node: Node }) => e.node.jobId)).toEqual([
      older.id,
    ]);

    const among = await seeker.gql(AMONG, { jobIds: [older.id, randomUUID()] });
    expect(among.data.mySavedJobsAmong.map((n: Node) => n.jobId)).toEqual([older.id]);

    const removed = await seeker.gql(UNSAVE, { jobId: older.id });
    expect(removed.data.unsaveJob).toBe(older.id);
    expect((await listed(seeker)).map((n) => n.jobId)).toEqual([newer.id]);
  });

  test('another seeker sees none of my saved jobs', async () => {
    const mine = await t.signIn('user');
    const theirs = await t.signIn('user');
    const job = await postJob();
    await mine.gql(SAVE, { jobId: job.id });
    expect(await listed(theirs)).toEqual([]);
    expect((await theirs.gql(AMONG, { jobIds: [job.id] })).data.mySavedJobsAmong).toEqual([]);
  });

  test('Apply Now saves an unsaved job as applied; the mark and note survive sign-out and sign-in', async () => {
    const seeker = await t.signIn('user');
    const job = await postJob();
    const applied = await seeker.gql(APPLIED, { jobId: job.id, applied: true });
    expect(applied.errors).toBeUndefined();
    const appliedAt = applied.data.markJobApplied.appliedAt;
    expect(new Date(appliedAt).getTime()).toBeGreaterThan(0);
    clock.advance(1000);
    const twice = await seeker.gql(APPLIED, { jobId: job.id, applied: true });
    expect(twice.data.markJobApplied.appliedAt).toBe(appliedAt);
    const noted = await seeker.gql(NOTE, {
      jobId: job.id,
      note: '  Spoke to Priya; follow up Friday.  ',
    });
    expect(noted.data.setSavedJobNote.note).toBe('Spoke to Priya; follow up Friday.');

    expect((await seeker.post('/api/auth/logout')).status).toBe(200);
    expect((await seeker.gql(LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const back = t.client();
    const login = await back.post('/api/auth/login', {
      email: seeker.email,
      password: seeker.password,
    });
    expect(login.status).toBe(200);
    expect(await listed(back as SignedIn)).toEqual([
      expect.objectContaining({
        jobId: job.id,
        appliedAt,
        note: 'Spoke to Priya; follow up Friday.',
      }),
    ]);

    const unmarked = await back.gql(APPLIED, { jobId: job.id, applied: false });
    expect(unmarked.data.markJobApplied.appliedAt).toBeNull();
    expect((await listed(back as SignedIn))[0].appliedAt).toBeNull();
  });

  test('a note is trimmed, at most 500 characters, and blank clears it', async () => {
    const seeker = await t.signIn('user');
    const job = await postJob();
    await seeker.gql(SAVE, { jobId: job.id });
    const full = await seeker.gql(NOTE, { jobId: job.id, note: `${'n'.repeat(500)}  ` });
    expect(full.data.setSavedJobNote.note).toHaveLength(500);

    const tooLong = await seeker.gql(NOTE, { jobId: job.id, note: 'x'.repeat(501) });
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'A note must be at most 500 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'note' },
    });
    const control = await seeker.gql(NOTE, { jobId: job.id, note: 'bad\u0000note' });
    expect(control.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });
    expect((await listed(seeker))[0].note).toBe('n'.repeat(500));

    const cleared = await seeker.gql(NOTE, { jobId: job.id, note: '   ' });
    expect(cleared.data.setSavedJobNote.note).toBeNull();
  });

  test('a closed job stays listed, marked closed; a near deadline is closing soon', async () => {
    const seeker = await t.signIn('user');
    const today = t.services.jobs.today();
    const soon = await postJob({ deadline: addDays(today, 2) });
    const later = await postJob({ deadline: addDays(today, 30) });
    await seeker.gql(SAVE, { jobId: later.id });
    await seeker.gql(SAVE, { jobId: soon.id });
    expect((await listed(seeker)).map((n) => n.state)).toEqual(['CLOSING_SOON', 'OPEN']);

    clock.advance(4 * DAY_MS);
    expect(await listed(seeker)).toEqual([
      expect.objectContaining({ jobId: soon.id, state: 'CLOSED' }),
      expect.objectContaining({ jobId: later.id, state: 'OPEN' }),
    ]);
  });

  test('a job staff delete stays listed as removed, without the job', async () => {
    const seeker = await t.signIn('user');
    const job = await postJob();
    await seeker.gql(SAVE, { jobId: job.id });
    expect((await admin.delete(`/api/jobs/${job.id}`)).status).toBe(200);
    const reply = await seeker.gql(LIST);
    expect(reply.data.mySavedJobs.edges[0].node).toMatchObject({
      jobId: job.id,
      state: 'REMOVED',
      job: null,
    });
  });
});

describe('what a seeker cannot do', () => {
  test('anonymous callers are refused every saved-job operation', async () => {
    const job = await postJob();
    const anonymous = t.client();
    for (const [doc, variables] of [
      [SAVE, { jobId: job.id }],
      [UNSAVE, { jobId: job.id }],
      [APPLIED, { jobId: job.id, applied: true }],
      [NOTE, { jobId: job.id, note: 'hi' }],
      [LIST, {}],
      [AMONG, { jobIds: [job.id] }],
    ] as const) {
      const reply = await anonymous.gql(doc, variables);
      expect(reply.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  test('an unknown job is NOT_FOUND and nothing is saved', async () => {
    const seeker = await t.signIn('user');
    for (const [doc, variables] of [
      [SAVE, { jobId: randomUUID() }],
      [APPLIED, { jobId: randomUUID(), applied: true }],
      [NOTE, { jobId: randomUUID(), note: 'hi' }],
    ] as const) {
      const reply = await seeker.gql(doc, variables);
      expect(reply.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const notAnId = await seeker.gql(SAVE, { jobId: 'x'.repeat(40) });
    expect(notAnId.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'jobId',
    });
    expect(await listed(seeker)).toEqual([]);
  });

  test('an account keeps at most 500 saved jobs; removing one makes room', async () => {
    const seeker = await t.signIn('user');
    const me = await seeker.gql('query { me { id } }');
    await savedRows(t.db, me.data.me.id, 499);
    const job = await postJob();
    const last = await postJob();
    expect((await seeker.gql(SAVE, { jobId: job.id })).errors).toBeUndefined();

    const over = await seeker.gql(SAVE, { jobId: last.id });
    expect(over.errors?.[0]).toMatchObject({
      message: 'You can keep at most 500 saved jobs. Remove some to save more.',
      extensions: { code: 'BAD_USER_INPUT', field: 'jobId' },
    });
    expect((await seeker.gql(LIST, { first: 0 })).data.mySavedJobs.totalCount).toBe(500);

    await seeker.gql(UNSAVE, { jobId: job.id });
    expect((await seeker.gql(SAVE, { jobId: last.id })).errors).toBeUndefined();
  });
});

describe('the bookmark posted without JavaScript', () => {
  const post = (browser: Client, fields: Record<string, string>) =>
    browser.request('POST', '/saved-jobs', {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url.storefront },
    });

  test('a guest is sent to sign in and back to the job; signed in, it saves and removes', async () => {
    const job = (await admin.post('/api/jobs', aJob())).body as { id: string; slug: string };
    const browser = t.client('storefront');
    const guest = await post(browser, { jobId: job.id, intent: 'save', next: '/jobs' });
    expect(guest.status).toBe(303);
    const back = `/page-details/${encodeURIComponent(job.slug)}?save=1`;
    expect(guest.headers.get('location')).toBe(`/login?next=${encodeURIComponent(back)}`);

    const seeker = await t.signIn('user');
    await browser.post('/api/auth/login', { email: seeker.email, password: seeker.password });
    const saved = await post(browser, { jobId: job.id, intent: 'save', next: '/jobs?q=react' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/jobs?q=react');
    expect((await listed(seeker)).map((n) => n.jobId)).toEqual([job.id]);

    const removed = await post(browser, {
      jobId: job.id,
      intent: 'unsave',
      next: '//evil.example',
    });
    expect(removed.headers.get('location')).toBe('/courses');
    expect(await listed(seeker)).toEqual([]);
  });

  test("/saved's Mark applied, Unmark applied, note and Remove post back to /saved; a bad note is a 400 and changes nothing", async () => {
    const job = (await admin.post('/api/jobs', aJob())).body as { id: string };
    const seeker = await t.signIn('user');
    await seeker.gql(SAVE, { jobId: job.id });
    const browser = t.client('storefront');
    const signedOut = await post(browser, { jobId: job.id, intent: 'applied', next: '/saved' });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/login?next=${encodeURIComponent('/saved')}`);
    await browser.post('/api/auth/login', { email: seeker.email, password: seeker.password });
    const mine = async () => (await listed(seeker)).find((n) => n.jobId === job.id);

    const applied = await post(browser, { jobId: job.id, intent: 'applied', next: '/saved' });
    expect(applied.status).toBe(303);
    expect(applied.headers.get('location')).toBe('/saved');
    expect(await mine()).toMatchObject({ appliedAt: expect.any(String) });

    await post(browser, {
      jobId: job.id,
      intent: 'note',
      note: '  Call Priya on Monday ',
      next: '/saved',
    });
    expect(await mine()).toMatchObject({ note: 'Call Priya on Monday' });
    const tooLong = await post(browser, { jobId: job.id, intent: 'note', note: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });
    expect(await mine()).toMatchObject({ note: 'Call Priya on Monday' });
    const unknown = await post(browser, { jobId: job.id, intent: 'archive', next: '/saved' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'intent' });

    await post(browser, { jobId: job.id, intent: 'unapplied', next: '/saved' });
    expect(await mine()).toMatchObject({ appliedAt: null, note: 'Call Priya on Monday' });
    const removed = await post(browser, { jobId: job.id, intent: 'unsave', next: '/saved' });
    expect(removed.headers.get('location')).toBe('/saved');
    expect(await mine()).toBeUndefined();
    const notSaved = await post(browser, { jobId: job.id, intent: 'applied', next: '/saved' });
    expect(notSaved.status).toBe(303); // Mark applied of a job not saved saves it, as Apply Now does
    expect(await mine()).toMatchObject({ appliedAt: expect.any(String) });
  });
});
