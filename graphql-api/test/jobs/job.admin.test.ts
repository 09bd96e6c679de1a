import { useTestApp } from '../harness';
import { Job } from '../../src/modules/jobs/job.entity';
import { aJob, aJobInput } from './job.factory';

const { t, admin } = useTestApp();

const jobCount = () => t.db.getRepository(Job).count();
const storedJob = (id: string) => t.db.getRepository(Job).findOneBy({ id });

const JOB_FIELDS = `id slug title company description externalLink responsibilities requirements skills benefits
  salary salaryMin experienceYears startDate deadline jobLocation jobType thumbnail views isOpen createdAt updatedAt`;
const CREATE = `mutation CreateJob($input: JobInput!) { createJob(input: $input) { ${JOB_FIELDS} } }`;
const UPDATE = `mutation UpdateJob($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${JOB_FIELDS} } }`;
const DELETE = 'mutation DeleteJob($id: ID!) { deleteJob(id: $id) }';
const BY_SLUG = `query JobPage($slug: String!) { job(slug: $slug) { ${JOB_FIELDS} } }`;

describe('an admin manages job postings', () => {
  test('an admin posts a job over GraphQL and visitors find it by its page name', async () => {
    const reply = await admin.gql(CREATE, {
      input: aJobInput({
        title: 'Senior  React Developer',
        salary: '₹8-12 LPA',
        requirements: ['Strong CSS', '3+ years of React'],
      }),
    });
    expect(reply.errors).toBeUndefined();
    const job = reply.data.createJob;
    expect(job).toMatchObject({
      slug: 'senior-react-developer',
      title: 'Senior  React Developer',
      salary: '₹8-12 LPA',
      salaryMin: 800_000,
      experienceYears: 3,
      jobLocation: 'REMOTE',
      jobType: 'FULL_TIME',
      views: 0,
      isOpen: true,
      startDate: '2026-01-01T00:00:00.000Z',
      deadline: '2999-12-31T00:00:00.000Z',
    });

    const visitor = t.client('storefront');
    const found = await visitor.gql(BY_SLUG, { slug: 'senior-react-developer' });
    expect(found.data.job).toEqual(job);
  });

  test('an admin posts, edits and deletes a job over REST, in the documented shapes', async () => {
    const created = await admin.post(
      '/api/jobs',
      aJob({ title: 'Vue Developer', jobType: 'Part-Time', jobLocation: 'Hybrid' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Vue Developer',
      slug: 'vue-developer',
      jobType: 'Part-Time',
      jobLocation: 'Hybrid',
      views: 0,
      isOpen: true,
    });
    expect(created.body._id).toBe(created.body.id);

    const id = created.body.id;
    const edited = await admin.put(
      `/api/jobs/${id}`,
      aJob({ title: 'Vue Developer', company: 'New Company', jobType: 'Contract', salary: '' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id,
      company: 'New Company',
      jobType: 'Contract',
      salary: null,
      salaryMin: null,
    });

    const list = await t.client().get('/api/jobs?q=Vue%20Developer');
    expect(list.body.map((j: { id: string }) => j.id)).toContain(id);

    const deleted = await admin.delete(`/api/jobs/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(id);
    expect(await storedJob(id)).toBeNull();
    expect((await t.client().get('/api/jobs?q=Vue%20Developer')).body).toEqual([]);
  });

  test('an edit replaces every field; a new title gives a new page name and the old one no longer finds it', async () => {
    const created = (
      await admin.gql(CREATE, { input: aJobInput({ title: 'Angular Dev', skills: ['Angular'] }) })
    ).data.createJob;
    const updated = await admin.gql(UPDATE, {
      id: created.id,
      input: aJobInput({ title: 'Angular Lead', skills: undefined, jobType: null }),
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateJob).toMatchObject({
      id: created.id,
      slug: 'angular-lead',
      skills: [],
      jobType: null,
      views: 0,
    });
    expect((await t.client().gql(BY_SLUG, { slug: 'angular-dev' })).data.job).toBeNull();
    expect((await t.client().gql(BY_SLUG, { slug: 'angular-lead' })).data.job.id).toBe(created.id);
  });

  test('GraphQL delete returns the id and the job is gone', async () => {
    const created = (await admin.gql(CREATE, { input: aJobInput() })).data.createJob;
    const reply = await admin.gql(DELETE, { id: created.id });
    expect(reply.data.deleteJob).toBe(created.id);
    expect(await storedJob(created.id)).toBeNull();
  });

  test('two jobs with the same title get page names title, title-2, title-3', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await admin.post('/api/jobs', aJob({ title: 'Go Engineer' }))).body.slug);
    expect(slugs).toEqual(['go-engineer', 'go-engineer-2', 'go-engineer-3']);
  });

  test('list rows are trimmed, blank rows dropped; a single text is one row', async () => {
    const reply = await admin.post(
      '/api/jobs',
      aJob({
        responsibilities: ['  Ship features  ', '', '   ', 'Review code'],
        skills: 'React',
        benefits: [],
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      responsibilities: ['Ship features', 'Review code'],
      skills: ['React'],
      benefits: [],
    });
  });

  test('job types and locations are understood however the label is written', async () => {
    const cases: [unknown, unknown, string, string][] = [
      ['Full-time', 'Onsite', 'Full-Time', 'On-site'],
      ['full time', 'on site', 'Full-Time', 'On-site'],
      ['FULL_TIME', 'ON_SITE', 'Full-Time', 'On-site'],
      ['part-time', 'REMOTE', 'Part-Time', 'Remote'],
      ['Internship', 'hybrid', 'Internship', 'Hybrid'],
      ['contract', 'On-site', 'Contract', 'On-site'],
    ];
    for (const [jobType, jobLocation, typeLabel, locationLabel] of cases) {
      const reply = await admin.post('/api/jobs', aJob({ jobType, jobLocation }));
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ jobType: typeLabel, jobLocation: locationLabel });
    }
  });

  test('optional fields may be left out: no salary, dates, type, location or thumbnail', async () => {
    const reply = await admin.post('/api/jobs', {
      title: 'Minimal Job',
      company: 'Tiny Co',
      description: 'Just the required fields.',
      externalLink: 'https://example.com/apply',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      salary: null,
      salaryMin: null,
      experienceYears: null,
      startDate: null,
      deadline: null,
      jobType: null,
      jobLocation: null,
      thumbnail: null,
      isOpen: true,
      requirements: [],
    });
  });

  test('an ISO date-time counts as its day in India (APP_TIMEZONE)', async () => {
    const reply = await admin.post(
      '/api/jobs',
      aJob({ startDate: '2026-03-09T20:00:00Z', deadline: '2026-03-31T10:00:00+05:30' }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.startDate).toBe('2026-03-10T00:00:00.000Z');
    expect(reply.body.deadline).toBe('2026-03-31T00:00:00.000Z');
  });
});

describe('only admins may write jobs', () => {
  test('anonymous visitors get 401 and customers 403 over REST, and nothing changes', async () => {
    const existing = (await admin.post('/api/jobs', aJob({ title: 'Protected Job' }))).body;
    const customer = await t.signIn('user');
    const before = await jobCount();
    for (const [client, status] of [
      [t.client(), 401],
      [customer, 403],
    ] as const) {
      const create = await client.post('/api/jobs', aJob());
      const update = await client.put(`/api/jobs/${existing.id}`, aJob({ title: 'Hacked' }));
      const remove = await client.delete(`/api/jobs/${existing.id}`);
      for (const reply of [create, update, remove]) {
        expect(reply.status).toBe(status);
        expect(reply.body.code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    }
    expect(await jobCount()).toBe(before);
    expect((await storedJob(existing.id))?.title).toBe('Protected Job');
  });

  test('anonymous visitors get UNAUTHENTICATED and customers FORBIDDEN over GraphQL, and nothing changes', async () => {
    const existing = (await admin.gql(CREATE, { input: aJobInput({ title: 'Guarded Job' }) })).data
      .createJob;
    const customer = await t.signIn('user');
    const before = await jobCount();
    for (const [client, code] of [
      [t.client(), 'UNAUTHENTICATED'],
      [customer, 'FORBIDDEN'],
    ] as const) {
      const replies = [
        await client.gql(CREATE, { input: aJobInput() }),
        await client.gql(UPDATE, { id: existing.id, input: aJobInput({ title: 'Hacked' }) }),
        await client.gql(DELETE, { id: existing.id }),
      ];
      for (const reply of replies) {
        expect(reply.data).toBeNull();
        expect(reply.errors?.[0].extensions?.code).toBe(code);
      }
    }
    expect(await jobCount()).toBe(before);
    expect((await storedJob(existing.id))?.title).toBe('Guarded Job');
  });

  test('a write from another site is refused even for an admin (CSRF)', async () => {
    const before = await jobCount();
    const reply = await admin.request('POST', '/api/jobs', {
      json: aJob(),
      headers: { origin: 'https://evil.example' },
    });
    expect(reply.status).toBe(403);
    expect(await jobCount()).toBe(before);
  });
});

describe('bad job input is refused naming the field, and nothing is stored', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing title', { title: undefined }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a missing company', { company: undefined }, 'company'],
    ['a missing description', { description: undefined }, 'description'],
    ['a blank description', { description: '\n\t ' }, 'description'],
    ['a missing apply link', { externalLink: undefined }, 'externalLink'],
    [
      'a javascript: apply link',
      { externalLink: 'javascript:alert(document.cookie)' },
      'externalLink',
    ],
    [
      'an upper-case JAVASCRIPT: apply link',
      { externalLink: '  JAVASCRIPT:alert(1)' },
      'externalLink',
    ],
    [
      'a data: apply link',
      { externalLink: 'data:text/html,<script>alert(1)</script>' },
      'externalLink',
    ],
    ['an ftp apply link', { externalLink: 'ftp://example.com/file' }, 'externalLink'],
    ['an apply link without http(s)', { externalLink: 'example.com/jobs' }, 'externalLink'],
    ['a javascript: thumbnail', { thumbnail: 'javascript:alert(1)' }, 'thumbnail'],
    ['an unknown job type', { jobType: 'Freelance' }, 'jobType'],
    ['an unknown location', { jobLocation: 'Mars' }, 'jobLocation'],
    ['a start date that does not parse', { startDate: 'next monday' }, 'startDate'],
    ['a start date that does not exist', { startDate: '2026-02-30' }, 'startDate'],
    ['a deadline in another format', { deadline: '31/12/2026' }, 'deadline'],
    ['a deadline that is a number', { deadline: 20261231 }, 'deadline'],
    [
      'a deadline before the start date',
      { startDate: '2026-05-10', deadline: '2026-05-09' },
      'deadline',
    ],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
    ['a list that is not a list of text', { skills: [{ name: 'React' }] }, 'skills'],
    [
      'more than 50 requirement rows',
      { requirements: Array.from({ length: 51 }, (_, i) => `Requirement ${i}`) },
      'requirements',
    ],
    [
      'a responsibility row over 1,000 characters',
      { responsibilities: ['y'.repeat(1001)] },
      'responsibilities',
    ],
    ['a salary that is not text', { salary: { min: 5 } }, 'salary'],
    ['a NUL character in the title', { title: 'Go\u0000 Engineer' }, 'title'],
    ['a bell (C0 control) in the title', { title: 'Go \u0007Engineer' }, 'title'],
    ['a line break inside the title', { title: 'Go\nEngineer' }, 'title'],
    ['a C1 control in the title', { title: 'Go \u0085Engineer' }, 'title'],
    ['a right-to-left override in the title', { title: 'Engineer \u202Egpj.exe' }, 'title'],
    ['a bidi isolate in the company', { company: 'Acme \u2066Corp\u2069' }, 'company'],
    ['a tab in the salary', { salary: '8 LPA\t' + 'x' }, 'salary'],
    ['a NUL character in the description', { description: 'Build\u0000 things' }, 'description'],
    ['a bidi override in the description', { description: 'Build \u202Dthings' }, 'description'],
    [
      'a control character in a requirement row',
      { requirements: ['2+ years\u0000 of React'] },
      'requirements',
    ],
    ['a bidi override in a skill', { skills: ['Re\u202Eact'] }, 'skills'],
    [
      'a control character in the apply link',
      { externalLink: 'https://exa\u0000mple.com/jobs' },
      'externalLink',
    ],
  ];

  test.each(refusals)('over REST, %s: 400 naming the field', async (_name, change, field) => {
    const before = await jobCount();
    const reply = await admin.post('/api/jobs', aJob(change));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(reply.body.message).toEqual(expect.any(String));
    expect(await jobCount()).toBe(before);
  });

  // GraphQL checks types itself (a missing title or an unknown enum never reaches the service);
  // the rest arrive as strings and meet the same rules and messages as REST.
  const graphqlRefusals = refusals.filter(
    ([, change]) =>
      Object.values(change).every((v) => typeof v === 'string') &&
      !('jobType' in change) &&
      !('jobLocation' in change),
  );
  test.each(graphqlRefusals)(
    'over GraphQL, %s: BAD_USER_INPUT naming the field',
    async (_name, change, field) => {
      const before = await jobCount();
      const rest = await admin.post('/api/jobs', aJob(change));
      const reply = await admin.gql(CREATE, { input: aJobInput(change) });
      expect(reply.errors?.[0]).toMatchObject({
        message: rest.body.message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
      expect(await jobCount()).toBe(before);
    },
  );

  test('over GraphQL, an unknown job type or location is refused before anything runs', async () => {
    const before = await jobCount();
    for (const change of [{ jobType: 'FREELANCE' }, { jobLocation: 'MARS' }]) {
      const reply = await admin.gql(CREATE, { input: aJobInput(change) });
      expect(reply.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(reply.data).toBeUndefined();
    }
    expect(await jobCount()).toBe(before);
  });

  test('a description keeps its line breaks and tabs; right-to-left text without overrides is kept', async () => {
    const reply = await admin.post(
      '/api/jobs',
      aJob({ description: 'Line one\r\n\tIndented line two', title: 'مطور React' }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      description: 'Line one\r\n\tIndented line two',
      title: 'مطور React',
    });
  });

  test('an edit to a title with a control character is refused and the job keeps its title', async () => {
    const job = (await admin.post('/api/jobs', aJob({ title: 'Clean Title' }))).body;
    const rest = await admin.put(`/api/jobs/${job.id}`, aJob({ title: 'Clean\u0000Title' }));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
    const gql = await admin.gql(UPDATE, {
      id: job.id,
      input: aJobInput({ title: 'Clean \u202ETitle' }),
    });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
    expect((await storedJob(job.id))?.title).toBe('Clean Title');
  });

  test('a bad edit changes nothing', async () => {
    const job = (await admin.post('/api/jobs', aJob({ title: 'Stable Job' }))).body;
    const reply = await admin.put(
      `/api/jobs/${job.id}`,
      aJob({ title: 'Stable Job', externalLink: 'javascript:void(0)' }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('externalLink');
    expect((await storedJob(job.id))?.externalLink).toBe(job.externalLink);
  });

  test('a body that is not a JSON object is refused without a crash', async () => {
    const before = await jobCount();
    const reply = await admin.request('POST', '/api/jobs', {
      body: '"just a string"',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(await jobCount()).toBe(before);
  });
});

describe('unknown ids', () => {
  const unknown = '00000000-0000-4000-8000-000000000000';

  test('editing, deleting or viewing a job that does not exist is a 404 over REST', async () => {
    expect((await admin.put(`/api/jobs/${unknown}`, aJob())).status).toBe(404);
    expect((await admin.delete(`/api/jobs/${unknown}`)).status).toBe(404);
    expect((await t.client().post(`/api/jobs/${unknown}/view`)).status).toBe(404);
    expect((await t.client().post(`/api/jobs/${'x'.repeat(300)}/view`)).status).toBe(404);
    const reply = await admin.put(`/api/jobs/${unknown}`, aJob());
    expect(reply.body).toMatchObject({ code: 'NOT_FOUND', message: 'Job not found.' });
  });

  test('and NOT_FOUND over GraphQL', async () => {
    const replies = [
      await admin.gql(UPDATE, { id: unknown, input: aJobInput() }),
      await admin.gql(DELETE, { id: unknown }),
      await t
        .client()
        .gql('mutation View($id: ID!) { recordJobView(id: $id) { id } }', { id: unknown }),
    ];
    for (const reply of replies) expect(reply.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  test('a job asked for by an unknown page name is null, not an error', async () => {
    const reply = await t.client().gql(BY_SLUG, { slug: 'no-such-job' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.job).toBeNull();
  });
});

describe('titles with URL characters, accents and emoji make working links', () => {
  const titles = [
    'C# / .NET Developer',
    'What? 100% Remote #1',
    'Développeur Café',
    'Rocket 🚀 Engineer',
    'データ エンジニア',
    'Ünïcödé   Runs\u00a0of  Spaces',
  ];

  test.each(titles)(
    '%s: its page, its GraphQL lookup and its REST entry all work',
    async (title) => {
      const job = (await admin.post('/api/jobs', aJob({ title }))).body;
      expect(job.slug).toBe(title.toLowerCase().replace(/\s+/g, '-'));
      const link = `/page-details/${encodeURIComponent(job.slug)}`;

      const page = await t.client('storefront').get(link);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>');
      const ld = JSON.parse(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)![1],
      );
      expect(ld.title).toBe(title);

      const found = await t.client().gql(BY_SLUG, { slug: job.slug });
      expect(found.data.job.id).toBe(job.id);

      const listed = await t.client().get(`/api/jobs?q=${encodeURIComponent(title)}`);
      expect(listed.body.map((j: { id: string }) => j.id)).toContain(job.id);
    },
  );

  test('two titles that differ only by emoji each keep their own page', async () => {
    const fire = (await admin.post('/api/jobs', aJob({ title: 'Twin 🔥 Role' }))).body;
    const rocket = (await admin.post('/api/jobs', aJob({ title: 'Twin 🚀 Role' }))).body;
    const find = async (slug: string) => (await t.client().gql(BY_SLUG, { slug })).data.job?.id;
    expect(await find(fire.slug)).toBe(fire.id);
    expect(await find(rocket.slug)).toBe(rocket.id);
  });
});
