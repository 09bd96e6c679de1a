import { randomUUID } from 'node:crypto';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { buildAppSchema } from '../../src/graphql/schema';
import { useTestApp } from '../harness';
import { someJobs } from '../jobs.fixtures';
import { aJob } from './job.factory';
import { isPlainData } from '../../src/modules/jobs/job-list-answers';

/**
 * A `jobs`-only query asked again is answered from the answer kept for the list cache's page
 * (decision 035): the same bytes as executing it, gone with the page (writes, 2 s), the same for
 * every viewer, and never for a query that asks anything else. A REST page's text is kept likewise.
 */
const { t, admin } = useTestApp();

const NODE =
  'id slug title company salary salaryMin experienceYears startDate deadline jobLocation jobType thumbnail views isOpen createdAt updatedAt responsibilities';
const JOBS = `query Jobs($filter: JobFilter, $first: Int) { jobs(filter: $filter, first: $first) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${NODE} } } } }`;
/** The same selection under an inline fragment at the root: never kept, executed every time. */
const JOBS_EXECUTED = `query Jobs($filter: JobFilter, $first: Int) { ... on Query { jobs(filter: $filter, first: $first) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${NODE} } } } } }`;

/** An answer's headers but those that differ on every answer: its date and request id. */
const headersOf = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));

async function gqlText(query: string, variables: Record<string, unknown>, client = t.client()) {
  const reply = await client.request('POST', '/graphql', { json: { query, variables } });
  expect(reply.status).toBe(200);
  return {
    text: reply.text,
    headers: headersOf(reply.headers),
  };
}

describe('answers of the job list kept for the cached page', () => {
  test('a jobs query asked again answers the same bytes and headers as executing it', async () => {
    const marker = `kept-${randomUUID().slice(0, 6)}`;
    await someJobs(admin, marker, 3);
    const variables = { filter: { q: marker }, first: 2 };
    const executed = await gqlText(JOBS_EXECUTED, variables);
    const answers = [
      await gqlText(JOBS, variables),
      await gqlText(JOBS, variables),
      await gqlText(JOBS, variables),
    ];
    for (const answer of answers) expect(answer).toEqual(executed);
    expect(JSON.parse(executed.text).data.jobs).toMatchObject({
      totalCount: 3,
      pageInfo: { hasNextPage: true },
    });
  });

  test('an answer goes with its page: a write shows in the next answer', async () => {
    const marker = `write-${randomUUID().slice(0, 6)}`;
    await someJobs(admin, marker, 1);
    const variables = { filter: { q: marker } };
    const titles = async () =>
      JSON.parse((await gqlText(JOBS, variables)).text).data.jobs.edges.map(
        (e: { node: { title: string } }) => e.node.title,
      );
    expect(await titles()).toEqual([`${marker} 0`]);
    expect(await titles()).toEqual([`${marker} 0`]);
    expect((await admin.post('/api/jobs', aJob({ title: `${marker} new` }))).status).toBe(201);
    expect(await titles()).toEqual([`${marker} new`, `${marker} 0`]);
  });

  test('every viewer gets the same answer, and a query that also asks about the viewer is answered for that viewer', async () => {
    const marker = `viewer-${randomUUID().slice(0, 6)}`;
    await someJobs(admin, marker, 2);
    const variables = { filter: { q: marker } };
    const anonymous = await gqlText(JOBS, variables);
    expect(await gqlText(JOBS, variables, admin)).toEqual(anonymous);
    expect(await gqlText(JOBS, variables)).toEqual(anonymous);

    const WITH_ME = `query ($filter: JobFilter) { jobs(filter: $filter) { totalCount } me { email } }`;
    expect(await admin.gql(WITH_ME, variables)).toMatchObject({
      data: { jobs: { totalCount: 2 }, me: { email: admin.email } },
    });
    expect(await t.client().gql(WITH_ME, variables)).toMatchObject({
      data: { jobs: { totalCount: 2 }, me: null },
    });
    expect(await admin.gql(WITH_ME, variables)).toMatchObject({
      data: { me: { email: admin.email } },
    });
  });

  test('a refused jobs query is refused every time, with the same message', async () => {
    const tooMany = await t.client().gql(JOBS, { first: 500 });
    expect(tooMany.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
    expect(await t.client().gql(JOBS, { first: 500 })).toEqual(tooMany);
    const badCursor = `query { jobs(after: "not-a-cursor") { totalCount } }`;
    const refused = await t.client().gql(badCursor);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    expect(await t.client().gql(badCursor)).toEqual(refused);
  });

  test('a REST page asked again is the same text and headers, as JSON, and a write shows in the next one', async () => {
    const marker = `rest-${randomUUID().slice(0, 6)}`;
    await someJobs(admin, marker, 2);
    const page = async () => {
      const reply = await t.client().get(`/api/jobs?q=${marker}&limit=20`);
      expect(reply.status).toBe(200);
      return {
        text: reply.text,
        headers: headersOf(reply.headers),
      };
    };
    const first = await page();
    expect(first.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-total-count': '2',
      etag: expect.any(String),
    });
    expect(JSON.parse(first.text).map((job: { title: string }) => job.title)).toEqual([
      `${marker} 1`,
      `${marker} 0`,
    ]);
    expect(await page()).toEqual(first);
    expect((await admin.post('/api/jobs', aJob({ title: `${marker} new` }))).status).toBe(201);
    expect(JSON.parse((await page()).text).map((job: { title: string }) => job.title)).toEqual([
      `${marker} new`,
      `${marker} 1`,
      `${marker} 0`,
    ]);
  });

  test('the Job types under jobs are plain data, so answers are kept; a field resolver would stop that', async () => {
    const schema = await buildAppSchema();
    expect(isPlainData(schema.getQueryType()!.getFields().jobs)).toBe(true);

    const Viewer = new GraphQLObjectType({
      name: 'Viewer',
      fields: { name: { type: GraphQLString, resolve: () => 'someone' } },
    });
    const Page = new GraphQLObjectType({
      name: 'Page',
      fields: { title: { type: GraphQLString }, viewer: { type: Viewer } },
    });
    const withResolver = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { page: { type: Page } } }),
    });
    expect(isPlainData(withResolver.getQueryType()!.getFields().page)).toBe(false);
  });
});
