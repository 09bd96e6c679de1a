import manifest from '../src/graphql/generated/persisted-operations.json';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../src/http/page-cache';
import { SYSTEM } from '../src/modules/auth/auth.service';
import { aToken, bearer } from './api-tokens/api-token.factory';
import { type Client, useTestApp } from './harness';
import { aJob } from './jobs/job.factory';

/**
 * The apps send their operations by id, queries over GET; public reads are cacheable like pages
 * (decision 106). Requests are built as Apollo Client's PersistedQueryLink builds them.
 */

const { t, admin } = useTestApp();

const idOf = (name: string) => {
  const operation = manifest.operations.find((o) => o.name === name);
  if (!operation) throw new Error(`${name} is not in the manifest`);
  return operation.id;
};

/** A GET of /graphql by id, with the content type Apollo Client sends (Apollo's CSRF check wants it). */
function getById(
  client: Client,
  operationName: string,
  variables: Record<string, unknown> = {},
  id = idOf(operationName),
) {
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
  });
  return client.request('GET', `/graphql?${params.toString()}`, {
    headers: { 'content-type': 'application/json' },
  });
}

let slug: string;
let jobId: string;
beforeAll(async () => {
  const job = await t.services.jobs.create(SYSTEM, aJob({ title: 'Persisted Go Developer' }));
  ({ slug, id: jobId } = job);
});

test('a visitor reads the job list by id over GET, answered with a page’s public Cache-Control', async () => {
  const reply = await getById(t.client('storefront'), 'JobsPage', { first: 5 });
  expect(reply.status).toBe(200);
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data.jobs.edges.length).toBeGreaterThan(0);
  expect(reply.body.data.jobs.edges[0].node.__typename).toBe('Job');
  expect(reply.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  expect(reply.headers.get('set-cookie')).toBeNull();

  const job = await getById(t.client('storefront'), 'JobDetails', { slug });
  expect(job.body.data.job.title).toBe('Persisted Go Developer');
  expect(job.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
});

test('an id the manifest does not hold answers PERSISTED_QUERY_NOT_FOUND, and is not cacheable', async () => {
  const reply = await getById(t.client(), 'JobsPage', { first: 5 }, 'ab'.repeat(32));
  expect(reply.body.data).toBeUndefined();
  expect(reply.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  expect(reply.headers.get('cache-control')).toBe('private, no-store');
});

test('a hash sent with its text runs the text but is not kept: the hash alone stays unknown', async () => {
  const query = '{ jobs(first: 1) { totalCount } }';
  const { createHash } = await import('node:crypto');
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const extensions = { persistedQuery: { version: 1, sha256Hash } };
  const registered = await t.client().post('/graphql', { query, extensions });
  expect(registered.body.data.jobs.totalCount).toBeGreaterThan(0);
  const byHash = await t.client().post('/graphql', { extensions });
  expect(byHash.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
});

test('a mutation over GET is refused, by id or by text, and changes nothing', async () => {
  const visitor = t.client('storefront');
  const views = async () => (await t.services.jobs.bySlug(slug))!.views;
  const before = await views();
  expect(typeof before).toBe('number');
  const byId = await getById(visitor, 'RecordJobView', { id: jobId });
  expect(byId.status).toBe(405);
  expect(byId.body.data).toBeUndefined();
  const byText = await visitor.request(
    'GET',
    `/graphql?query=${encodeURIComponent('mutation { logout }')}`,
    { headers: { 'content-type': 'application/json' } },
  );
  expect(byText.status).toBe(405);
  expect(await views()).toBe(before);
  // The same mutation by id over POST, as the apps send it, does count the view.
  const posted = await visitor.post('/graphql', {
    operationName: 'RecordJobView',
    variables: { id: jobId },
    extensions: { persistedQuery: { version: 1, sha256Hash: idOf('RecordJobView') } },
  });
  expect(posted.body.errors).toBeUndefined();
  expect(await views()).toBe(before + 1);
});

test('a GET without the header a cross-site form cannot send is refused (CSRF)', async () => {
  const params = new URLSearchParams({
    operationName: 'PdfShop',
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: idOf('PdfShop') } }),
  });
  const reply = await t.client().get(`/graphql?${params.toString()}`);
  expect(reply.status).toBe(400);
  expect(reply.body.data).toBeUndefined();
});

test('a signed-in user’s GET, even of a public read, is private; so is a per-user read', async () => {
  const user = await t.signIn('user');
  const jobs = await getById(user, 'JobsPage', { first: 5 });
  expect(jobs.body.data.jobs.edges.length).toBeGreaterThan(0);
  expect(jobs.headers.get('cache-control')).toBe('private, no-store');
  const session = await getById(user, 'Session');
  expect(session.body.data.me.email).toBe(user.email);
  expect(session.headers.get('cache-control')).toBe('private, no-store');
  // And a visitor's read of the session is per-user too: never public.
  const visitor = await getById(t.client(), 'Session');
  expect(visitor.body.data.me).toBeNull();
  expect(visitor.headers.get('cache-control')).toBe('private, no-store');
});

test('an API token’s GET of a public read is private', async () => {
  const token = await aToken(admin, ['jobs:read']);
  const reply = await getById(bearer(t, token.secret), 'JobsPage', { first: 5 });
  expect(reply.body.data.jobs.edges.length).toBeGreaterThan(0);
  expect(reply.headers.get('cache-control')).toBe('private, no-store');
});

test('an integrator still POSTs any query of their own within the limits', async () => {
  const reply = await t.client().gql('query Mine { jobs(first: 2) { edges { node { title } } } }');
  expect(reply.status).toBe(200);
  expect(reply.errors).toBeUndefined();
  expect(reply.data.jobs.edges.length).toBeGreaterThan(0);
  const tooBig = await t
    .client()
    .gql(
      `{ ${Array.from({ length: 6 }, (_, i) => `p${i}: jobs(first: 100) { edges { node { id title company description salary skills city region jobType } } }`).join(' ')} }`,
    );
  expect(tooBig.status).toBe(400);
  expect(tooBig.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

test('a mutation by id goes over POST without its text, as the apps send it', async () => {
  const visitor = t.client('storefront');
  const reply = await visitor.post('/graphql', {
    operationName: 'Logout',
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: idOf('Logout') } },
  });
  expect(reply.status).toBe(200);
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data.logout).toBe(true);
});
