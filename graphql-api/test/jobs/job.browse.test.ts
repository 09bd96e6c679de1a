import { randomUUID } from 'node:crypto';
import { TestClock, useTestApp } from '../harness';
import { postJobs as postShared, type PostedJob as JobJson } from '../jobs.fixtures';

const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

/** Posts jobs as the admin, one after another (so "newest first" is their reverse), all tagged with `marker`. */
const postJobs = (marker: string, jobs: Record<string, unknown>[]) =>
  postShared(admin, marker, jobs, clock);

const JOBS = `query JobsPage($filter: JobFilter, $first: Int, $after: String) {
  jobs(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id title slug salaryMin experienceYears jobType jobLocation isOpen views } }
  }
}`;

const titlesOf = (reply: { data?: any }) =>
  reply.data.jobs.edges.map((e: { node: { title: string } }) => e.node.title);
const restTitles = async (query: string) => {
  const reply = await t.client().get(`/api/jobs?${query}`);
  expect(reply.status).toBe(200);
  return reply.body.map((j: JobJson) => j.title);
};

describe('browsing open jobs', () => {
  test('with no parameters GET /api/jobs answers every open job, newest first, and leaves closed ones out', async () => {
    const marker = `all-${randomUUID().slice(0, 6)}`;
    const openBefore: number = (await t.client().gql(JOBS, {})).data.jobs.totalCount;
    await postJobs(marker, [{}, { deadline: '2020-01-31', startDate: '2020-01-01' }, {}]);
    const reply = await t.client().get('/api/jobs');
    expect(reply.status).toBe(200);
    const mine = reply.body
      .filter((j: JobJson) => j.title.startsWith(marker))
      .map((j: JobJson) => j.title);
    expect(mine).toEqual([`${marker} job 2`, `${marker} job 0`]);
    // The total and the array are both checked against a count taken before, not against each other.
    expect(reply.headers.get('x-total-count')).toBe(String(openBefore + 2));
    expect(reply.body).toHaveLength(openBefore + 2);
  });

  test('a closed job is still readable by its page name, marked closed, and listed only when asked for', async () => {
    const marker = `closed-${randomUUID().slice(0, 6)}`;
    const [closed] = await postJobs(marker, [{ startDate: '2020-01-01', deadline: '2020-01-31' }]);
    expect(closed.isOpen).toBe(false);
    const page = await t
      .client()
      .gql('query ($slug: String!) { job(slug: $slug) { id isOpen } }', { slug: closed.slug });
    expect(page.data.job).toEqual({ id: closed.id, isOpen: false });
    expect(titlesOf(await t.client().gql(JOBS, { filter: { q: marker } }))).toEqual([]);
    expect(
      titlesOf(await t.client().gql(JOBS, { filter: { q: marker, includeClosed: true } })),
    ).toEqual([closed.title]);
    expect(await restTitles(`q=${marker}&includeClosed=true`)).toEqual([closed.title]);
  });

  test('the title search finds every word typed at the start of a title word, in any case; punctuation only separates words', async () => {
    const marker = `srch-${randomUUID().slice(0, 6)}`;
    await postJobs(marker, [
      { title: `${marker} Senior REACT Developer` },
      { title: `${marker} 100% Remote_Role` },
      { title: `${marker} 1000 Remote Role` },
    ]);
    const search = async (q: string) => titlesOf(await t.client().gql(JOBS, { filter: { q } }));
    expect(await search(`${marker} senior react`)).toEqual([`${marker} Senior REACT Developer`]);
    // A word's beginning finds it; its middle does not.
    expect(await search(`${marker} reac`)).toEqual([`${marker} Senior REACT Developer`]);
    expect(await search(`${marker} eact`)).toEqual([]);
    // `%` separates words; "100" begins both "100" and "1000". `_` belongs to the word.
    expect(await search(`${marker} 100%`)).toEqual([
      `${marker} 1000 Remote Role`,
      `${marker} 100% Remote_Role`,
    ]);
    expect(await restTitles(`q=${encodeURIComponent(`${marker} remote_role`)}`)).toEqual([
      `${marker} 100% Remote_Role`,
    ]);
  });

  test('search text in full-text query syntax is taken as plain words, never as an error', async () => {
    const marker = `syntax-${randomUUID().slice(0, 6)}`;
    const [react] = await postJobs(marker, [{ title: `${marker} React Developer` }]);
    for (const q of [
      `"${marker} react`,
      `${marker} react*`,
      `+${marker} -react`,
      `${marker} (react)`,
    ]) {
      const reply = await t.client().gql(JOBS, { filter: { q } });
      expect(reply.errors).toBeUndefined();
      expect(titlesOf(reply)).toEqual([react.title]);
    }
    for (const q of ['"', '*', '-', '+-*"()~<>@', 'near(a b)', `'`]) {
      const reply = await t.client().get(`/api/jobs?q=${encodeURIComponent(q)}&limit=5`);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual([]);
      const titles = await t
        .client()
        .gql('query ($q: String!) { jobTitleSuggestions(q: $q) }', { q });
      expect(titles.data.jobTitleSuggestions).toEqual([]);
    }
  });

  test('filters by type and work mode, over GraphQL with enum values and over REST with the labels people see', async () => {
    const marker = `kind-${randomUUID().slice(0, 6)}`;
    await postJobs(marker, [
      { title: `${marker} intern onsite`, jobType: 'Internship', jobLocation: 'On-site' },
      { title: `${marker} contract remote`, jobType: 'Contract', jobLocation: 'Remote' },
      { title: `${marker} fulltime hybrid`, jobType: 'Full-Time', jobLocation: 'Hybrid' },
      { title: `${marker} parttime remote`, jobType: 'Part-Time', jobLocation: 'Remote' },
    ]);
    const gql = (filter: object) =>
      t
        .client()
        .gql(JOBS, { filter: { q: marker, ...filter } })
        .then(titlesOf);
    expect(await gql({ types: ['INTERNSHIP', 'CONTRACT'] })).toEqual([
      `${marker} contract remote`,
      `${marker} intern onsite`,
    ]);
    expect(await gql({ locations: ['REMOTE'] })).toEqual([
      `${marker} parttime remote`,
      `${marker} contract remote`,
    ]);
    expect(await gql({ types: ['PART_TIME'], locations: ['REMOTE', 'HYBRID'] })).toEqual([
      `${marker} parttime remote`,
    ]);

    expect(await restTitles(`q=${marker}&type=Full-time`)).toEqual([`${marker} fulltime hybrid`]);
    expect(await restTitles(`q=${marker}&type=Internship,Part-time`)).toEqual([
      `${marker} parttime remote`,
      `${marker} intern onsite`,
    ]);
    expect(await restTitles(`q=${marker}&mode=Onsite&mode=Hybrid`)).toEqual([
      `${marker} fulltime hybrid`,
      `${marker} intern onsite`,
    ]);
  });

  test('salary ceilings use the parsed salary; jobs with no figure match no ceiling', async () => {
    const marker = `pay-${randomUUID().slice(0, 6)}`;
    await postJobs(marker, [
      { title: `${marker} 25k`, salary: '25k' },
      { title: `${marker} 50000 month`, salary: '50,000/month' },
      { title: `${marker} 1.5 LPA`, salary: '1.5 LPA' },
      { title: `${marker} 8-12 LPA`, salary: '₹8-12 LPA' },
      { title: `${marker} undisclosed`, salary: '' },
    ]);
    const gql = (filter: object) =>
      t
        .client()
        .gql(JOBS, { filter: { q: marker, ...filter } })
        .then(titlesOf);
    expect(await gql({ maxSalary: 30000 })).toEqual([`${marker} 25k`]);
    expect(await gql({ maxSalary: 60000 })).toEqual([`${marker} 50000 month`, `${marker} 25k`]);
    expect(await gql({ maxSalary: 200000 })).toEqual([
      `${marker} 1.5 LPA`,
      `${marker} 50000 month`,
      `${marker} 25k`,
    ]);
    expect(await gql({ minSalary: 200001 })).toEqual([`${marker} 8-12 LPA`]);
    expect(await gql({})).toHaveLength(5);
    expect(await restTitles(`q=${marker}&maxSalary=200000&minSalary=30000`)).toEqual([
      `${marker} 1.5 LPA`,
      `${marker} 50000 month`,
    ]);
  });

  test('the experience filter keeps jobs asking at most N years, and jobs that state none', async () => {
    const marker = `exp-${randomUUID().slice(0, 6)}`;
    await postJobs(marker, [
      { title: `${marker} fresher`, requirements: ['Knows JavaScript'] },
      { title: `${marker} two`, requirements: ['Good communication', '2+ years of React'] },
      { title: `${marker} five`, requirements: ['5 years of TypeScript'] },
    ]);
    const gql = (filter: object) =>
      t
        .client()
        .gql(JOBS, { filter: { q: marker, ...filter } })
        .then(titlesOf);
    expect(await gql({ maxExperience: 0 })).toEqual([`${marker} fresher`]);
    expect(await gql({ maxExperience: 3 })).toEqual([`${marker} two`, `${marker} fresher`]);
    expect(await restTitles(`q=${marker}&maxExperience=5`)).toHaveLength(3);
  });
});

describe('paging through jobs', () => {
  test('GraphQL pages of 2 walk every match exactly once, with totalCount and pageInfo', async () => {
    const marker = `page-${randomUUID().slice(0, 6)}`;
    const jobs = await postJobs(marker, [{}, {}, {}, {}, {}]);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const reply: { data?: any } = await t
        .client()
        .gql(JOBS, { filter: { q: marker }, first: 2, after });
      expect(reply.data.jobs.totalCount).toBe(5);
      seen.push(...titlesOf(reply));
      pages++;
      if (!reply.data.jobs.pageInfo.hasNextPage) break;
      after = reply.data.jobs.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(jobs.map((j) => j.title).reverse());
  });

  test('REST limit and offset answer the array and the total in X-Total-Count', async () => {
    const marker = `rest-${randomUUID().slice(0, 6)}`;
    const jobs = await postJobs(marker, [{}, {}, {}]);
    const reply = await t.client().get(`/api/jobs?q=${marker}&limit=2&offset=1`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-total-count')).toBe('3');
    expect(reply.body.map((j: JobJson) => j.title)).toEqual([jobs[1].title, jobs[0].title]);
  });
});

describe('garbage filter values are refused or ignored, never a crash', () => {
  const refused = [
    'maxSalary=abc',
    'maxSalary=-5',
    'minSalary=1e99',
    'maxExperience=2.5',
    'maxSalary=99999999999',
    'limit=1000',
    'limit=-1',
    'limit=ten',
    'offset=-3',
    'offset=abc',
    'includeClosed=maybe',
    'type=Freelance',
    'mode=Mars',
    `q=${'x'.repeat(300)}`,
  ];
  test.each(refused)('GET /api/jobs?%s is a 400 naming the filter', async (query) => {
    const reply = await t.client().get(`/api/jobs?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('BAD_USER_INPUT');
    expect(reply.body.field).toEqual(expect.any(String));
  });

  const ignored = [
    'q[a]=b',
    'maxSalary[]=5',
    'type=',
    'mode=,,',
    'unknown=1',
    'limit=',
    'includeClosed=',
  ];
  test.each(ignored)(
    'GET /api/jobs?%s is answered as if the parameter were not there',
    async (query) => {
      await postJobs(`ignored-${randomUUID().slice(0, 6)}`, [
        {},
        { startDate: '2020-01-01', deadline: '2020-01-31' },
      ]);
      const plain = await t.client().get('/api/jobs');
      const reply = await t.client().get(`/api/jobs?${query}`);
      expect(reply.status).toBe(200);
      expect(plain.body.length).toBeGreaterThan(0);
      expect(reply.body).toEqual(plain.body);
      expect(reply.headers.get('x-total-count')).toBe(plain.headers.get('x-total-count'));
    },
  );

  test('GET /api/jobs?q=%25%5F%5C has no word to search for (%, _ and \\ only), so no job is answered', async () => {
    await postJobs(`literal-${randomUUID().slice(0, 6)}`, [{ title: 'Backend 100% remote_role' }]);
    const reply = await t.client().get('/api/jobs?q=%25%5F%5C');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([]);
    expect(reply.headers.get('x-total-count')).toBe('0');
  });

  test('over GraphQL, a page size over 100, a negative one or a forged cursor is BAD_USER_INPUT', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first: 101 }, 'first'],
      [{ first: -1 }, 'first'],
      [{ after: 'not-a-cursor' }, 'after'],
      [{ after: Buffer.from('["yesterday","x"]').toString('base64url') }, 'after'],
      [{ filter: { maxSalary: -1 } }, 'maxSalary'],
      [{ filter: { q: 'y'.repeat(201) } }, 'q'],
    ];
    for (const [variables, field] of cases) {
      const reply = await t.client().gql(JOBS, variables);
      expect(reply.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    const wrongType = await t.client().gql(JOBS, { first: 'ten' });
    expect(wrongType.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('title suggestions for the search box', () => {
  test('distinct titles of open jobs having words that begin with the typed words, any case', async () => {
    const marker = `sugg${randomUUID().slice(0, 6)}`;
    await postJobs(marker, [
      { title: `${marker} Frontend Engineer` },
      { title: `${marker} Frontend Engineer` },
      { title: `${marker} Backend Engineer` },
      { title: `${marker} Frontend Lead`, startDate: '2020-01-01', deadline: '2020-02-01' },
    ]);
    const reply = await t
      .client()
      .gql('query ($q: String!) { jobTitleSuggestions(q: $q) }', { q: `${marker} FRONTEND` });
    expect(reply.data.jobTitleSuggestions).toEqual([`${marker} Frontend Engineer`]);
    const all = await t
      .client()
      .gql('query ($q: String!) { jobTitleSuggestions(q: $q, limit: 1) }', { q: marker });
    expect(all.data.jobTitleSuggestions).toHaveLength(1);
  });
});

describe('counting views', () => {
  /** Views of every job from one day to another, as stats read them. */
  const viewsBetween = async (fromDay: string, toDay: string) =>
    (await t.services.jobs.interestByDay(fromDay, toDay)).reduce((sum, d) => sum + d.views, 0);

  test('Read More counts a view over REST and over GraphQL, on the job and on today’s row for stats', async () => {
    const [job] = await postJobs(`views-${randomUUID().slice(0, 6)}`, [{}]);
    const today = t.services.jobs.today();
    const before = await viewsBetween(today, today);

    const first = await t.client().post(`/api/jobs/${job.id}/view`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: job.id, views: 1 });
    const second = await t
      .client()
      .gql('mutation ($id: ID!) { recordJobView(id: $id) { id views } }', { id: job.id });
    expect(second.data.recordJobView).toEqual({ id: job.id, views: 2 });

    const [listed] = (await t.client().get(`/api/jobs?q=${encodeURIComponent(job.title)}`)).body;
    expect(listed.views).toBe(2);
    expect(await viewsBetween(today, today)).toBe(before + 2);
  });

  test('many views at once are all counted', async () => {
    const [job] = await postJobs(`burst-${randomUUID().slice(0, 6)}`, [{}]);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.client().post(`/api/jobs/${job.id}/view`)),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const [listed] = (await t.client().get(`/api/jobs?q=${encodeURIComponent(job.title)}`)).body;
    expect(listed.views).toBe(20);
  });

  test('a view on a later day counts on that day', async () => {
    const [job] = await postJobs(`days-${randomUUID().slice(0, 6)}`, [{}]);
    const day1 = t.services.jobs.today();
    const onDay1 = await viewsBetween(day1, day1);
    await t.client().post(`/api/jobs/${job.id}/view`);
    clock.advance(24 * 60 * 60 * 1000);
    const day2 = t.services.jobs.today();
    const onDay2 = await viewsBetween(day2, day2);
    await t.client().post(`/api/jobs/${job.id}/view`);
    expect(await viewsBetween(day1, day1)).toBe(onDay1 + 1);
    expect(await viewsBetween(day2, day2)).toBe(onDay2 + 1);
    expect(await viewsBetween(day1, day2)).toBe(onDay1 + onDay2 + 2);
  });
});

describe('deadlines', () => {
  test('a job stays open through its deadline day (in India) and closes the day after', async () => {
    const today = t.services.jobs.today();
    const [job] = await postJobs(`dl-${randomUUID().slice(0, 6)}`, [
      { startDate: today, deadline: today },
    ]);
    expect(job.isOpen).toBe(true);
    expect(await restTitles(`q=${encodeURIComponent(job.title)}`)).toEqual([job.title]);

    clock.advance(24 * 60 * 60 * 1000);
    expect(await restTitles(`q=${encodeURIComponent(job.title)}`)).toEqual([]);
    const closed = await t
      .client()
      .gql('query ($slug: String!) { job(slug: $slug) { isOpen } }', { slug: job.slug });
    expect(closed.data.job.isOpen).toBe(false);
  });
});
