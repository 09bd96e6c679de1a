import { API_SCOPE_NAMES, type ApiScope } from '../../src/contract/api-tokens';
import type { StaffScope } from '../../src/modules/auth/auth.service';
import { SYSTEM } from '../../src/modules/auth/auth.service';
import { AuditEntry } from '../../src/modules/audit/audit.entity';
import { Course } from '../../src/modules/courses/course.entity';
import { Job } from '../../src/modules/jobs/job.entity';
import { type Client, useTestApp } from '../harness';
import { aCourse } from '../courses/course.factory';
import { aJob, aJobInput } from '../jobs/job.factory';
import { aToken, bearer } from './api-token.factory';

/**
 * A token carries only its scopes (decision 100): every staff operation, over GraphQL and REST on
 * the API's origin, is granted to a token holding the scope it names and refused (FORBIDDEN, nothing
 * written) to one holding any other; what needs a staff session is refused to every token.
 */
const { t, admin } = useTestApp();

/** 'granted', 'refused', or what else came back. */
type Outcome = string;
type Op = { scope: StaffScope; run: (client: Client) => Promise<Outcome> };

/** A GraphQL answer: granted without errors, refused with FORBIDDEN, else what it was. */
const byErrors = (reply: { errors?: { extensions?: { code?: string } }[]; data?: unknown }) =>
  !reply.errors
    ? 'granted'
    : reply.errors[0].extensions?.code === 'FORBIDDEN'
      ? 'refused'
      : JSON.stringify(reply.errors);
const gql =
  (doc: string, vars: () => Promise<Record<string, unknown>> | Record<string, unknown>) =>
  async (client: Client) => {
    const variables = await vars();
    before = await written();
    return byErrors(await client.gql(doc, variables));
  };
const rest =
  (method: string, path: string, body?: () => unknown, ok = 200) =>
  async (client: Client) => {
    before = await written();
    const reply = await client.request(method, path, body ? { json: body() } : {});
    return reply.status === ok ? 'granted' : reply.status === 403 ? 'refused' : `${reply.status}`;
  };
const aJobId = async () => (await t.services.jobs.create(SYSTEM, aJob())).id;
const aCourseId = async () => (await t.services.courses.create(SYSTEM, aCourse())).id;
let archivedCourseId: string;

const OPS: Record<string, Op> = {
  createJob: {
    scope: 'jobs:write',
    run: gql('mutation C($input: JobInput!) { createJob(input: $input) { id } }', () => ({
      input: aJobInput(),
    })),
  },
  updateJob: {
    scope: 'jobs:write',
    run: gql(
      'mutation U($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id } }',
      async () => ({
        id: await aJobId(),
        input: aJobInput(),
      }),
    ),
  },
  deleteJob: {
    scope: 'jobs:write',
    run: gql('mutation D($id: ID!) { deleteJob(id: $id) }', async () => ({ id: await aJobId() })),
  },
  'POST /api/jobs': { scope: 'jobs:write', run: rest('POST', '/api/jobs', () => aJob(), 201) },
  createCourse: {
    scope: 'courses:write',
    run: gql('mutation C($input: CourseInput!) { createCourse(input: $input) { id } }', () => ({
      input: aCourse(),
    })),
  },
  updateCourse: {
    scope: 'courses:write',
    run: gql(
      'mutation U($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }',
      async () => ({
        id: await aCourseId(),
        input: aCourse(),
      }),
    ),
  },
  deleteCourse: {
    scope: 'courses:write',
    run: gql('mutation D($id: ID!) { deleteCourse(id: $id) }', async () => ({
      id: await aCourseId(),
    })),
  },
  'an archived course and its lessons': {
    scope: 'courses:read',
    run: async (client) => {
      before = await written();
      const reply = await client.gql(
        'query A($id: ID!) { course(id: $id) { id modules { blog } } }',
        { id: archivedCourseId },
      );
      if (reply.errors) return JSON.stringify(reply.errors);
      return reply.data.course?.modules[0].blog ? 'granted' : 'refused';
    },
  },
  adminOrders: {
    scope: 'orders:read',
    run: gql('query { adminOrders(first: 1) { totalCount } }', () => ({})),
  },
  adminStats: { scope: 'stats:read', run: gql('query { adminStats { totalUsers } }', () => ({})) },
  'GET /api/admin/stats': { scope: 'stats:read', run: rest('GET', '/api/admin/stats') },
  suggestions: {
    scope: 'suggestions:read',
    run: gql('query { suggestions(first: 1) { totalCount } }', () => ({})),
  },
  'GET /api/suggestions': { scope: 'suggestions:read', run: rest('GET', '/api/suggestions') },
  auditEntries: {
    scope: 'session-only',
    run: gql('query { auditEntries(first: 1) { totalCount } }', () => ({})),
  },
  mailOutbox: {
    scope: 'session-only',
    run: gql('query { mailOutbox(first: 1) { totalCount } }', () => ({})),
  },
  refundOrder: {
    scope: 'session-only',
    run: gql('mutation R($input: RefundOrderInput!) { refundOrder(input: $input) { id } }', () => ({
      input: { orderId: '00000000-0000-4000-8000-000000000000', amount: null, reason: 'Asked' },
    })),
  },
  apiTokens: {
    scope: 'session-only',
    run: gql('query { apiTokens(first: 1) { totalCount } }', () => ({})),
  },
  webhookEndpoints: {
    scope: 'session-only',
    run: gql('query { webhookEndpoints(first: 1) { totalCount } }', () => ({})),
  },
};

const tokens = new Map<string, Client>();
beforeAll(async () => {
  for (const scope of API_SCOPE_NAMES)
    tokens.set(scope, bearer(t, (await aToken(admin, [scope])).secret));
  tokens.set('every scope', bearer(t, (await aToken(admin, [...API_SCOPE_NAMES])).secret));
  archivedCourseId = await aCourseId();
  await t.services.courses.archive(SYSTEM, archivedCourseId);
});

/** Rows a refused operation must leave as they were, counted after its setup and before it is sent. */
let before: number[] = [];
const written = async () => [
  await t.db.getRepository(Job).count(),
  await t.db.getRepository(Course).count(),
  await t.db.getRepository(AuditEntry).count(),
];

describe.each(API_SCOPE_NAMES)('a token holding only %s', (scope: ApiScope) => {
  test.each(Object.keys(OPS))('%s', async (name) => {
    const op = OPS[name];
    const outcome = await op.run(tokens.get(scope)!);
    if (op.scope === scope) return expect(outcome).toBe('granted');
    expect(outcome).toBe('refused');
    expect(await written()).toEqual(before);
  });
});

describe('a token holding every scope', () => {
  test.each(Object.keys(OPS))('%s: granted unless only a staff session may', async (name) => {
    const outcome = await OPS[name].run(tokens.get('every scope')!);
    expect(outcome).toBe(OPS[name].scope === 'session-only' ? 'refused' : 'granted');
  });
});
