import { TestClock, useTestApp, type Reply } from '../harness';
import { aJob } from '../jobs/job.factory';

/**
 * Staff see interest (product.md#dashboard, decision 098): every press of Apply Now (guests' too)
 * and every new save counts on its day beside the views; staff read them per job and per day.
 */
const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const APPLY = 'mutation Apply($id: ID!) { recordJobApplyClick(id: $id) { id } }';
const SAVE = 'mutation Save($jobId: ID!) { saveJob(jobId: $jobId) { id } }';
const UNSAVE = 'mutation Unsave($jobId: ID!) { unsaveJob(jobId: $jobId) }';
const APPLIED =
  'mutation Applied($jobId: ID!) { markJobApplied(jobId: $jobId, applied: true) { id } }';
const INTEREST = `query Interest($jobIds: [ID!]!) {
  adminJobInterest(jobIds: $jobIds) { jobId views saves applyClicks job { title } }
}`;
const STATS = `query Stats {
  adminStats {
    today { jobViews jobSaves jobApplyClicks }
    allTime { jobSaves jobApplyClicks }
    daily { day jobViews jobSaves jobApplyClicks }
    topJobInterest { jobId views saves applyClicks job { title } }
  }
}`;

/** A visitor's browser behind the proxy, at this client address. */
const from = (ip: string) => t.client('api', { 'x-forwarded-for': ip });
const postJob = async () =>
  (await admin.post('/api/jobs', aJob())).body as { id: string; title: string };
const interestOf = async (jobId: string) => {
  const reply = await admin.gql(INTEREST, { jobIds: [jobId] });
  expect(reply.errors).toBeUndefined();
  return reply.data.adminJobInterest[0];
};
const statuses = (replies: Reply[]) => {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

test('apply clicks by guests (REST) and seekers (GraphQL), views and new saves show per job and on today for staff', async () => {
  clock.advance(61_000);
  const job = await postJob();
  const before = (await admin.gql(STATS)).data.adminStats;

  const guest = await t.client().post(`/api/jobs/${job.id}/apply-click`);
  expect(guest.status).toBe(200);
  expect(guest.body).toEqual({ id: job.id });
  const seeker = await t.signIn('user');
  expect((await seeker.gql(APPLY, { id: job.id })).data.recordJobApplyClick).toEqual({
    id: job.id,
  });
  await t.client().post(`/api/jobs/${job.id}/view`);

  // A save counts once a row is made: saving again adds none; removed and saved again adds one.
  await seeker.gql(SAVE, { jobId: job.id });
  await seeker.gql(SAVE, { jobId: job.id });
  await seeker.gql(UNSAVE, { jobId: job.id });
  await seeker.gql(SAVE, { jobId: job.id });
  // Apply Now of a seeker who had not saved it saves it: one more save.
  const other = await t.signIn('user');
  await other.gql(APPLIED, { jobId: job.id });

  expect(await interestOf(job.id)).toEqual({
    jobId: job.id,
    views: 1,
    saves: 3,
    applyClicks: 2,
    job: { title: job.title },
  });
  const after = (await admin.gql(STATS)).data.adminStats;
  expect(after.today).toEqual({
    jobViews: before.today.jobViews + 1,
    jobSaves: before.today.jobSaves + 3,
    jobApplyClicks: before.today.jobApplyClicks + 2,
  });
  expect(after.allTime.jobApplyClicks).toBe(before.allTime.jobApplyClicks + 2);
  const today = t.services.jobs.today();
  expect(after.daily.at(-1)).toMatchObject({ day: today, jobSaves: after.today.jobSaves });
  expect(after.topJobInterest).toContainEqual({
    jobId: job.id,
    views: 1,
    saves: 3,
    applyClicks: 2,
    job: { title: job.title },
  });
});

test('a day of saves and apply clicks is kept as it was once settled, and the next day starts at 0', async () => {
  const job = await postJob();
  await t.client().post(`/api/jobs/${job.id}/apply-click`);
  const seeker = await t.signIn('user');
  await seeker.gql(SAVE, { jobId: job.id });
  const day1 = t.services.jobs.today();
  const onDay1 = (await admin.gql(STATS)).data.adminStats.today;
  clock.advance(24 * 60 * 60 * 1000 + 120_000);

  const stats = (await admin.gql(STATS)).data.adminStats;
  expect(stats.today).toEqual({ jobViews: 0, jobSaves: 0, jobApplyClicks: 0 });
  expect(stats.daily.find((d: { day: string }) => d.day === day1)).toMatchObject({
    jobSaves: onDay1.jobSaves,
    jobApplyClicks: onDay1.jobApplyClicks,
  });
  expect(await interestOf(job.id)).toMatchObject({ saves: 1, applyClicks: 1 });
});

test('a loop of apply clicks from one address stops counting at 60 a minute; an unknown job is 404 and counts nothing', async () => {
  clock.advance(61_000);
  const job = await postJob();
  const replies = await Promise.all(
    Array.from({ length: 70 }, () => from('203.0.113.77').post(`/api/jobs/${job.id}/apply-click`)),
  );
  expect(statuses(replies)).toEqual({ 200: 60, 429: 10 });
  expect(replies.find((r) => r.status === 429)!.body).toEqual({
    code: 'RATE_LIMITED',
    message: 'Too many apply clicks from this network. Please try again in a minute.',
  });
  expect(await interestOf(job.id)).toMatchObject({ applyClicks: 60 });

  const unknown = await t.client().post('/api/jobs/no-such-job/apply-click');
  expect(unknown.status).toBe(404);
  const gql = await t.client().gql(APPLY, { id: 'no-such-job' });
  expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect(await interestOf('no-such-job')).toMatchObject({ views: 0, saves: 0, applyClicks: 0 });
});

test('only staff read interest: a guest is UNAUTHENTICATED, a seeker FORBIDDEN; over 100 ids names jobIds', async () => {
  const job = await postJob();
  const guest = await t.client().gql(INTEREST, { jobIds: [job.id] });
  expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  const seeker = await t.signIn('user');
  const refused = await seeker.gql(INTEREST, { jobIds: [job.id] });
  expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const many = await admin.gql(INTEREST, {
    jobIds: Array.from({ length: 101 }, (_, i) => `job-${i}`),
  });
  expect(many.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'jobIds' });
});
