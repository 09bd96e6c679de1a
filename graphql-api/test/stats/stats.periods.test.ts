import { StoppedClock, useTestApp } from '../harness';
import { aJob } from '../jobs/job.factory';
import { StatsDay } from '../../src/modules/stats/stats-day.entity';

/**
 * The figures follow calendar days in India (APP_TIMEZONE), whose midnight is 18:30 UTC.
 * A stopped clock puts every view at a known instant on either side of midnight and of a month end.
 */
const clock = new StoppedClock(new Date('2026-03-30T10:00:00Z')); // 15:30 on 30 March in India
const { t, admin } = useTestApp({ clock });

const STATS = `query Stats {
  adminStats {
    timeZone
    today { from jobViews jobSaves jobApplyClicks coursePurchases pdfPurchases revenue courseRevenue pdfRevenue refunds netRevenue }
    monthly { from jobViews jobSaves jobApplyClicks coursePurchases pdfPurchases revenue courseRevenue pdfRevenue refunds netRevenue }
    allTime { from jobViews jobSaves jobApplyClicks coursePurchases pdfPurchases revenue courseRevenue pdfRevenue refunds netRevenue }
    totalUsers
    daily { day jobViews jobSaves jobApplyClicks coursePurchases pdfPurchases revenue courseRevenue pdfRevenue refunds netRevenue }
    topJobs { title views }
  }
}`;

const none = {
  jobSaves: 0,
  jobApplyClicks: 0,
  coursePurchases: 0,
  pdfPurchases: 0,
  revenue: 0,
  courseRevenue: 0,
  pdfRevenue: 0,
  refunds: 0,
  netRevenue: 0,
};
const views = (jobViews: number, from: string | null) => ({ from, jobViews, ...none });

async function view(jobId: string, times: number) {
  for (let i = 0; i < times; i++)
    expect((await t.client().post(`/api/jobs/${jobId}/view`)).status).toBe(200);
}

/** The figures over REST and GraphQL, checked to be the same. */
async function stats() {
  const rest = await admin.get('/api/admin/stats');
  expect(rest.status).toBe(200);
  const gql = await admin.gql(STATS);
  expect(gql.errors).toBeUndefined();
  const { daily, topJobs, ...summary } = gql.data.adminStats;
  expect(rest.body).toEqual(summary);
  return { ...summary, daily, topJobs };
}

const chartDay = (daily: { day: string; jobViews: number }[], day: string) =>
  daily.find((d) => d.day === day);

describe('job views by calendar day in India', () => {
  test('views just before and just after midnight IST, at a month end, count on their own day; every figure exact', async () => {
    const [a, b, c] = await Promise.all(
      ['Alpha', 'Bravo', 'Charlie'].map(
        async (name) => (await admin.post('/api/jobs', aJob({ title: `Stats ${name} Job` }))).body,
      ),
    );

    await view(a.id, 1); // 30 March, afternoon
    clock.set('2026-03-31T18:29:59.999Z'); // 23:59:59.999 on 31 March in India (still 31 March in UTC too)
    await view(a.id, 2);
    await view(b.id, 1);

    let s = await stats();
    expect(s.timeZone).toBe('Asia/Kolkata');
    expect(s.today).toEqual(views(3, '2026-03-30T18:30:00.000Z'));
    expect(s.monthly).toEqual(views(4, '2026-02-28T18:30:00.000Z'));
    expect(s.allTime).toEqual(views(4, null));
    expect(s.totalUsers).toBe(0);
    expect(s.daily).toHaveLength(30);
    expect(s.daily[29]).toEqual({ day: '2026-03-31', jobViews: 3, ...none });
    expect(s.daily[0].day).toBe('2026-03-02');

    clock.set('2026-03-31T18:30:00.000Z'); // midnight in India: 1 April (UTC still says 31 March)
    await view(b.id, 1);
    await view(c.id, 4);

    s = await stats();
    expect(s.today).toEqual(views(5, '2026-03-31T18:30:00.000Z'));
    expect(s.monthly).toEqual(views(5, '2026-03-31T18:30:00.000Z'));
    expect(s.allTime).toEqual(views(9, null));
    expect(chartDay(s.daily, '2026-03-31')?.jobViews).toBe(3);
    expect(chartDay(s.daily, '2026-04-01')?.jobViews).toBe(5);
    expect(s.topJobs).toEqual([
      { title: 'Stats Charlie Job', views: 4 },
      { title: 'Stats Alpha Job', views: 3 },
      { title: 'Stats Bravo Job', views: 2 },
    ]);

    // Two minutes on, 31 March is settled (read from the stats' own row): the same figures.
    clock.advance(2 * 60_000);
    expect(await stats()).toEqual(s);
    expect(await t.db.getRepository(StatsDay).findOneBy({ day: '2026-03-31' })).toMatchObject({
      jobViews: 3,
    });

    // The next day in India: nothing yet today, April and all time unchanged.
    clock.set('2026-04-01T18:30:00.000Z');
    s = await stats();
    expect(s.today).toEqual(views(0, '2026-04-01T18:30:00.000Z'));
    expect(s.monthly).toEqual(views(5, '2026-03-31T18:30:00.000Z'));
    expect(s.allTime).toEqual(views(9, null));
    expect(
      s.daily.slice(-4).map((d: { day: string; jobViews: number }) => [d.day, d.jobViews]),
    ).toEqual([
      ['2026-03-30', 1],
      ['2026-03-31', 3],
      ['2026-04-01', 5],
      ['2026-04-02', 0],
    ]);

    // A deleted job's views happened: the figures keep them; the top list shows the jobs there are.
    expect((await admin.delete(`/api/jobs/${c.id}`)).status).toBe(200);
    clock.set('2026-04-02T18:31:00.000Z');
    s = await stats();
    expect(s.allTime.jobViews).toBe(9);
    expect(s.monthly.jobViews).toBe(5);
    expect(s.topJobs.map((j: { title: string }) => j.title)).toEqual([
      'Stats Alpha Job',
      'Stats Bravo Job',
    ]);
  });
});

describe('only admins see the figures', () => {
  test('anonymous: 401 over REST and UNAUTHENTICATED over GraphQL, with no figures', async () => {
    const rest = await t.client().get('/api/admin/stats');
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ code: 'UNAUTHENTICATED', message: 'You must be signed in.' });
    const gql = await t.client().gql(STATS);
    expect(gql.data).toBeNull();
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a signed-in customer: 403 over REST and FORBIDDEN over GraphQL, with no figures', async () => {
    const user = await t.signIn('user');
    const rest = await user.get('/api/admin/stats');
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    const gql = await user.gql(STATS);
    expect(gql.data).toBeNull();
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
