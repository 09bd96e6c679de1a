import { TestClock, useTestApp } from '../harness';
import { aJob } from '../jobs/job.factory';
import { RateLimitBucket } from '../../src/modules/rate-limit/rate-limit.entity';
import { Suggestion } from '../../src/modules/suggestions/suggestion.entity';

const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const stored = () => t.db.getRepository(Suggestion).count();
const SUBMIT =
  'mutation Feedback($input: SuggestionInput!) { submitSuggestion(input: $input) { id suggestion createdAt job { id title slug } } }';
const LIST = `query Suggestions($first: Int, $after: String) {
  suggestions(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id suggestion createdAt job { title slug } } }
  }
}`;

describe('visitors send feedback, admins read it', () => {
  test('a visitor sends feedback from a job page (201) and the admin sees it first, with the job it came from', async () => {
    const job = (await admin.post('/api/jobs', aJob({ title: 'Feedback Source Job' }))).body;
    clock.advance(1000);
    const sent = await t.client('storefront').post('/api/suggestions', {
      suggestion: '  Please add salary ranges to every job.  ',
      jobId: job.id,
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      suggestion: 'Please add salary ranges to every job.',
      jobId: job.id,
      jobTitle: 'Feedback Source Job',
    });

    const rest = await admin.get('/api/suggestions');
    expect(rest.status).toBe(200);
    expect(rest.body[0]).toEqual({
      id: sent.body.id,
      _id: sent.body.id,
      suggestion: 'Please add salary ranges to every job.',
      createdAt: sent.body.createdAt,
      jobId: job.id,
      jobTitle: 'Feedback Source Job',
      jobSlug: job.slug,
    });

    const gql = await admin.gql(LIST, { first: 1 });
    expect(gql.data.suggestions.edges[0].node).toEqual({
      id: sent.body.id,
      suggestion: 'Please add salary ranges to every job.',
      createdAt: sent.body.createdAt,
      job: { title: 'Feedback Source Job', slug: job.slug },
    });
  });

  test('feedback over GraphQL, without a job, is listed newest first', async () => {
    clock.advance(1000);
    const first = await t.client().gql(SUBMIT, { input: { suggestion: 'Dark mode please' } });
    expect(first.errors).toBeUndefined();
    expect(first.data.submitSuggestion).toMatchObject({
      suggestion: 'Dark mode please',
      job: null,
    });
    clock.advance(1000);
    const second = await t.client().gql(SUBMIT, { input: { suggestion: 'More remote jobs' } });
    const list = await admin.gql(LIST, { first: 2 });
    expect(
      list.data.suggestions.edges.map((e: { node: { suggestion: string } }) => e.node.suggestion),
    ).toEqual(['More remote jobs', 'Dark mode please']);
    expect(list.data.suggestions.edges[0].node.id).toBe(second.data.submitSuggestion.id);
  });

  test('feedback about a job deleted meanwhile is kept, without the job', async () => {
    const job = (await admin.post('/api/jobs', aJob({ title: 'Soon Gone' }))).body;
    await admin.delete(`/api/jobs/${job.id}`);
    clock.advance(1000);
    const sent = await t
      .client()
      .post('/api/suggestions', { suggestion: 'Where did it go?', jobId: job.id });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ jobId: null, jobTitle: null });
  });

  test('the admin pages through all feedback, each item once', async () => {
    for (let i = 0; i < 4; i++) {
      clock.advance(1000);
      await t.client().post('/api/suggestions', { suggestion: `Paged idea ${i}` });
    }
    const total = await stored();
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const reply: { data?: any } = await admin.gql(LIST, { first: 3, after });
      expect(reply.data.suggestions.totalCount).toBe(total);
      seen.push(...reply.data.suggestions.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!reply.data.suggestions.pageInfo.hasNextPage) break;
      after = reply.data.suggestions.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    const page = await admin.get('/api/suggestions?limit=2&offset=1');
    expect(page.headers.get('x-total-count')).toBe(String(total));
    expect(page.body.map((s: { id: string }) => s.id)).toEqual(seen.slice(1, 3));
  });
});

describe('bad feedback is refused and nothing is stored', () => {
  const refusals: [string, unknown, string][] = [
    ['empty', '', 'Please enter a suggestion.'],
    ['only spaces and newlines', ' \n\t  ', 'Please enter a suggestion.'],
    ['missing', undefined, 'Please enter a suggestion.'],
    ['not text', 42, 'Please enter a suggestion.'],
    ['over 2,000 characters', 'x'.repeat(2001), 'A suggestion can be at most 2,000 characters.'],
  ];

  test.each(refusals)(
    '%s, over REST: 400 naming suggestion',
    async (_name, suggestion, message) => {
      const before = await stored();
      const reply = await t.client().post('/api/suggestions', { suggestion });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ code: 'BAD_USER_INPUT', field: 'suggestion', message });
      expect(await stored()).toBe(before);
    },
  );

  test.each(refusals.filter(([, s]) => typeof s === 'string'))(
    '%s, over GraphQL: BAD_USER_INPUT naming suggestion',
    async (_name, suggestion, message) => {
      const before = await stored();
      const reply = await t.client().gql(SUBMIT, { input: { suggestion } });
      expect(reply.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'suggestion' },
      });
      expect(await stored()).toBe(before);
    },
  );

  test('exactly 2,000 characters is fine', async () => {
    const reply = await t.client().post('/api/suggestions', { suggestion: 'y'.repeat(2000) });
    expect(reply.status).toBe(201);
  });

  test('a jobId that is not even an id is a 400 naming jobId', async () => {
    const before = await stored();
    for (const jobId of [{ $gt: '' }, 'z'.repeat(37), 7]) {
      const reply = await t.client().post('/api/suggestions', { suggestion: 'ok', jobId });
      expect(reply.status).toBe(400);
      expect(reply.body.field).toBe('jobId');
    }
    expect(await stored()).toBe(before);
  });
});

describe('a flood of feedback from one network', () => {
  test('the 21st suggestion in an hour from one address is refused (429) and not stored; other networks and the next hour are fine', async () => {
    clock.advance(60 * 60_000 + 1);
    const flooder = t.client('api', { 'x-forwarded-for': '203.0.113.7' });
    for (let i = 0; i < 20; i++) {
      clock.advance(1000);
      expect((await flooder.post('/api/suggestions', { suggestion: `Idea ${i}` })).status).toBe(
        201,
      );
    }
    const before = await stored();
    const refused = await flooder.post('/api/suggestions', { suggestion: 'One more idea' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'You have sent a lot of suggestions from this network. Please try again in an hour.',
    });
    const overGraphql = await flooder.gql(SUBMIT, { input: { suggestion: 'And another' } });
    expect(overGraphql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(await stored()).toBe(before);

    const elsewhere = await t
      .client('api', { 'x-forwarded-for': '198.51.100.4' })
      .post('/api/suggestions', { suggestion: 'From another office' });
    expect(elsewhere.status).toBe(201);
    clock.advance(60 * 60_000);
    expect((await flooder.post('/api/suggestions', { suggestion: 'An hour later' })).status).toBe(
      201,
    );

    // A day on, the next new window deletes the stale counters.
    const buckets = () =>
      t.db.getRepository(RateLimitBucket).countBy({ key: 'suggestion:203.0.113.7' });
    expect(await buckets()).toBe(1);
    clock.advance(25 * 60 * 60_000);
    await t
      .client('api', { 'x-forwarded-for': '192.0.2.1' })
      .post('/api/suggestions', { suggestion: 'A day later' });
    expect(await buckets()).toBe(0);
  });
});

describe('only admins read feedback', () => {
  test('anonymous visitors get 401 and customers 403, over REST and GraphQL', async () => {
    const customer = await t.signIn('user');
    expect((await t.client().get('/api/suggestions')).status).toBe(401);
    expect((await customer.get('/api/suggestions')).status).toBe(403);
    expect((await t.client().gql(LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await customer.gql(LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('garbage paging is a 400, not a crash', async () => {
    expect((await admin.get('/api/suggestions?limit=abc')).status).toBe(400);
    expect((await admin.get('/api/suggestions?offset=-1')).status).toBe(400);
    expect((await admin.gql(LIST, { first: 500 })).errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
    expect((await admin.gql(LIST, { after: 'forged' })).errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
  });
});
