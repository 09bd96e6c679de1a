import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { bumpListVersion } from '../../src/modules/jobs/job-list.query';
import { CityAndRegion1766500000000 } from '../../src/modules/jobs/migrations/1766500000000-city-and-region';
import { tempFiles, TestClock, useTestApp } from '../harness';
import { jsonLd, postJobs } from '../jobs.fixtures';
import { aJob, aJobInput } from './job.factory';

/** A job's city and a remote job's region (product.md#where-a-job-is, decision 097). */
const dist = tempFiles('storefront', {
  'index.html': '<!doctype html><html><head><title>DevJobs</title></head><body></body></html>',
});
const clock = new TestClock();
const { t, admin } = useTestApp({
  clock,
  env: {
    STOREFRONT_DIST: dist,
    ADMIN_DIST: path.join(dist, 'admin'),
    PUBLIC_URL: 'https://devjobs.example',
  },
});

const LIST = `query ($filter: JobFilter) {
  jobs(filter: $filter, first: 50) { totalCount edges { node { title city region jobLocation } } }
}`;
const CREATE = `mutation ($input: JobInput!) { createJob(input: $input) { id city region } }`;
const UPDATE = `mutation ($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id city region } }`;

const titles = async (filter: Record<string, unknown>) => {
  const reply = await t.client().gql(LIST, { filter });
  expect(reply.errors).toBeUndefined();
  return reply.data.jobs.edges.map((e: { node: { title: string } }) => e.node.title);
};
const restTitles = async (query: string) => {
  const reply = await t.client().get(`/api/jobs?${query}`);
  expect(reply.status).toBe(200);
  return reply.body.map((job: { title: string }) => job.title);
};
const rssItems = async (query: string) => {
  const reply = await t.client('storefront').get(`/jobs.rss?${query}`);
  expect(reply.status).toBe(200);
  return [...reply.text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
};

/** Five jobs tagged with a fresh marker, newest last: cities, regions and an old-style one. */
async function postWhere() {
  const m = `where${randomUUID().slice(0, 6)}`;
  const jobs = await postJobs(
    admin,
    m,
    [
      { title: `${m} Pune office`, jobLocation: 'On-site', city: 'Pune' },
      { title: `${m} Bengaluru hybrid`, jobLocation: 'Hybrid', city: 'Bangalore' },
      { title: `${m} Remote India`, jobLocation: 'Remote', region: 'Remote in India' },
      { title: `${m} Remote Asia`, jobLocation: 'Remote', region: 'asia' },
      { title: `${m} Remote anywhere`, jobLocation: 'Remote' },
    ],
    clock,
  );
  return { m, slugs: jobs.map((job) => job.slug) };
}

describe('where a job is: its city and, when remote, its region', () => {
  test('the list, REST and RSS filter by city and region; a remote job with no region is open anywhere', async () => {
    const { m } = await postWhere();
    expect(await titles({ q: m, cities: ['PUNE', 'BENGALURU'] })).toEqual([
      `${m} Bengaluru hybrid`,
      `${m} Pune office`,
    ]);
    expect(await titles({ q: m, regions: ['INDIA'] })).toEqual([`${m} Remote India`]);
    expect(await titles({ q: m, regions: ['ASIA', 'ANYWHERE'] })).toEqual([
      `${m} Remote anywhere`,
      `${m} Remote Asia`,
    ]);
    // A city with a mode: both must hold.
    expect(await titles({ q: m, cities: ['PUNE'], locations: ['HYBRID'] })).toEqual([]);

    const all = (await t.client().gql(LIST, { filter: { q: m } })).data.jobs.edges.map(
      (e: { node: unknown }) => e.node,
    );
    expect(all).toEqual([
      { title: `${m} Remote anywhere`, city: null, region: 'ANYWHERE', jobLocation: 'REMOTE' },
      { title: `${m} Remote Asia`, city: null, region: 'ASIA', jobLocation: 'REMOTE' },
      { title: `${m} Remote India`, city: null, region: 'INDIA', jobLocation: 'REMOTE' },
      { title: `${m} Bengaluru hybrid`, city: 'BENGALURU', region: null, jobLocation: 'HYBRID' },
      { title: `${m} Pune office`, city: 'PUNE', region: null, jobLocation: 'ON_SITE' },
    ]);

    expect(await restTitles(`q=${m}&city=Pune&city=Bengaluru`)).toEqual([
      `${m} Bengaluru hybrid`,
      `${m} Pune office`,
    ]);
    expect(await restTitles(`q=${m}&region=INDIA`)).toEqual([`${m} Remote India`]);
    // The words the storefront's address writes (city=other-city, region=anywhere) read the same.
    expect(await restTitles(`q=${m}&city=other-city&city=pune&region=anywhere`)).toEqual([]);
    expect(await restTitles(`q=${m}&city=other-city&city=pune`)).toEqual([`${m} Pune office`]);
    const rest = await t.client().get(`/api/jobs?q=${m}&city=DELHI_NCR,PUNE&limit=5`);
    expect(rest.body.map((job: { city: string }) => job.city)).toEqual(['Pune']);
    const remote = await t.client().get(`/api/jobs?q=${m}&region=Remote+in+Asia+time+zones`);
    expect(remote.body.map((job: { region: string }) => job.region)).toEqual([
      'Remote in Asia time zones',
    ]);

    const feed = await rssItems(`q=${m}&city=Pune`);
    expect(feed).toHaveLength(1);
    expect(feed[0]).toContain(`<title>${m} Pune office at Acme Software</title>`);
    expect(feed[0]).toContain('<category>Pune</category>');
    const remoteFeed = await rssItems(`q=${m}&region=India`);
    expect(remoteFeed).toHaveLength(1);
    expect(remoteFeed[0]).toContain('<category>Remote in India</category>');
  });

  test('JSON-LD names the office city, and the countries a remote job is open to', async () => {
    const { slugs } = await postWhere();
    const ld = async (slug: string) => {
      const page = await t.client('storefront').get(`/page-details/${encodeURIComponent(slug)}`);
      expect(page.status).toBe(200);
      return jsonLd(page.text);
    };
    const [pune, bengaluru, inIndia, inAsia, fromAnywhere] = await Promise.all(slugs.map(ld));
    expect(pune.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'IN' },
    });
    expect(pune.jobLocationType).toBeUndefined();
    expect(bengaluru.jobLocation.address.addressLocality).toBe('Bengaluru');

    expect(inIndia.jobLocationType).toBe('TELECOMMUTE');
    expect(inIndia.jobLocation).toBeUndefined();
    expect(inIndia.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'India' }]);

    expect(inAsia.applicantLocationRequirements).toEqual(
      expect.arrayContaining([
        { '@type': 'Country', name: 'India' },
        { '@type': 'Country', name: 'Singapore' },
      ]),
    );
    expect(fromAnywhere.jobLocationType).toBe('TELECOMMUTE');
    expect(fromAnywhere.applicantLocationRequirements).toBeUndefined();
  });

  test('an unknown city or region is a 400 naming the field, and nothing is written', async () => {
    const m = `bad${randomUUID().slice(0, 6)}`;
    const count = async () =>
      (await t.client().gql(LIST, { filter: { q: m, includeClosed: true } })).data.jobs.totalCount;

    const rest = await admin.post('/api/jobs', aJob({ title: `${m} one`, city: 'Gotham' }));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'city' });
    expect(rest.body.message).toMatch(/City must be one of Bengaluru/);

    const onSite = await admin.post(
      '/api/jobs',
      aJob({ title: `${m} two`, jobLocation: 'On-site', region: 'India' }),
    );
    expect(onSite.status).toBe(400);
    expect(onSite.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'region' });
    const badRegion = await admin.post('/api/jobs', aJob({ title: `${m} three`, region: 'Mars' }));
    expect(badRegion.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'region' });

    const gql = await admin.gql(CREATE, { input: aJobInput({ city: 'GOTHAM' }, m) });
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(0);

    // An edit with a bad city changes nothing.
    const created = await admin.gql(CREATE, {
      input: aJobInput({ title: `${m} kept`, jobLocation: 'ON_SITE', city: 'KOCHI' }),
    });
    expect(created.data.createJob).toMatchObject({ city: 'KOCHI', region: null });
    const id = created.data.createJob.id;
    const edit = await admin.put(`/api/jobs/${id}`, aJob({ title: `${m} kept`, city: 'Atlantis' }));
    expect(edit.status).toBe(400);
    expect(edit.body.field).toBe('city');
    const refused = await admin.gql(UPDATE, {
      id,
      input: aJobInput({ title: `${m} kept`, jobLocation: 'ON_SITE', region: 'INDIA' }),
    });
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'region',
    });
    expect(await titles({ q: m, cities: ['KOCHI'] })).toEqual([`${m} kept`]);

    // Filters: an unknown city is refused, over REST, RSS and GraphQL.
    const list = await t.client().get(`/api/jobs?city=Gotham`);
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cities' });
    expect((await t.client('storefront').get('/jobs.rss?region=Moon')).status).toBe(400);
    const filter = await t.client().gql(LIST, { filter: { cities: ['GOTHAM'] } });
    expect(filter.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('jobs from before the change have no city, and the remote ones are open anywhere', async () => {
    const m = `old${randomUUID().slice(0, 6)}`;
    const migration = new CityAndRegion1766500000000();
    const runner = t.db.createQueryRunner();
    await migration.down(runner);
    try {
      // Written as before: the table has neither column.
      const e = (name: string) => t.db.driver.escape(name);
      const [remote, office] = [randomUUID(), randomUUID()];
      const stamp = clock.now().toISOString().replace('T', ' ').replace('Z', '');
      for (const [id, mode] of [
        [remote, 'REMOTE'],
        [office, 'ON_SITE'],
      ])
        await t.db.query(
          `INSERT INTO ${e('jobs')} (${['id', 'title', 'slug', 'company', 'description', 'externalLink', 'responsibilities', 'requirements', 'skills', 'benefits', 'jobLocation', 'views', 'createdAt', 'updatedAt'].map(e).join(', ')}) VALUES (?, ?, ?, 'Acme', 'Old job.', 'https://example.com', '[]', '[]', '[]', '[]', ?, 0, ?, ?)`,
          [id, `${m} ${mode}`, `${m}-${mode}`, mode, stamp, stamp],
        );
    } finally {
      await migration.up(runner);
      await runner.release();
    }
    await bumpListVersion(t.db.manager);
    const reply = await t.client().gql(LIST, { filter: { q: m } });
    expect(
      reply.data.jobs.edges
        .map((e: { node: { title: string } }) => e.node)
        .sort((a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: `${m} ON_SITE`, city: null, region: null, jobLocation: 'ON_SITE' },
      { title: `${m} REMOTE`, city: null, region: 'ANYWHERE', jobLocation: 'REMOTE' },
    ]);
    expect(await titles({ q: m, regions: ['ANYWHERE'] })).toEqual([`${m} REMOTE`]);
  });
});
