import { ForbiddenError, UnauthenticatedError } from '../src/errors';
import { API_SCOPE_NAMES } from '../src/contract/api-tokens';
import { SYSTEM, type TokenViewer, type Viewer } from '../src/modules/auth/auth.service';
import { aCourse } from './courses/course.factory';
import { aJob } from './jobs/job.factory';
import type { Services } from '../src/services';
import { useTestApp } from './harness';

/**
 * Who may do what is decided in the services (decision 039): GraphQL and REST only pass the
 * request's viewer along. So every staff-only and signed-in-only method is called here directly,
 * as no transport would call it, and must refuse on its own with nothing written.
 *
 * A new guarded method belongs in one of these lists: each entry names one service method.
 */
const { t } = useTestApp({ admin: false });

/** What the calls below work on: one job and one course, made by the server itself. */
type Made = {
  jobId: string;
  courseId: string;
  moduleId: string;
  hookId: string;
  deliveryId: string;
};

type Call = (services: Services, viewer: Viewer, made: Made) => Promise<unknown>;

/** Every method only staff may call. */
const STAFF_ONLY: Record<string, Call> = {
  'jobs.create': (s, v) => s.jobs.create(v, aJob({ title: 'Refused Job' })),
  'jobs.update': (s, v, m) => s.jobs.update(v, m.jobId, aJob({ title: 'Renamed Job' })),
  'jobs.delete': (s, v, m) => s.jobs.delete(v, m.jobId),
  'courses.create': (s, v) => s.courses.create(v, aCourse()),
  'courses.update': (s, v, m) =>
    s.courses.update(v, m.courseId, aCourse({ title: 'Renamed Course' })),
  'courses.archive': (s, v, m) => s.courses.archive(v, m.courseId),
  'suggestions.list': (s, v) => s.suggestions.list(v, 10, null),
  'suggestions.search': (s, v) => s.suggestions.search(v, { limit: 10 }),
  'stats.summary': (s, v) => s.stats.summary(v),
  'stats.overview': (s, v) => s.stats.overview(v),
  'adminOrders.list': (s, v) => s.adminOrders.list(v, {}, 10, null),
  'audit.list': (s, v) => s.audit.list(v, {}, 10, null),
  'audit.actors': (s, v) => s.audit.actors(v),
  'audit.kinds': async (s, v) => s.audit.kinds(v),
  'webhooks.create': (s, v) =>
    s.webhooks.create(v, {
      url: 'http://127.0.0.1:9/',
      description: 'Guarded',
      events: ['job.created'],
    }),
  'webhooks.list': (s, v) => s.webhooks.list(v, 10, null),
  'webhooks.deliveriesOf': (s, v, m) => s.webhooks.deliveriesOf(v, m.hookId),
  'webhooks.update': (s, v, m) => s.webhooks.update(v, m.hookId, { description: 'Renamed' }),
  'webhooks.delete': (s, v, m) => s.webhooks.delete(v, m.hookId),
  'webhooks.resend': (s, v, m) => s.webhooks.resend(v, m.deliveryId),
  'webhooks.sendTest': (s, v, m) => s.webhooks.sendTest(v, m.hookId),
  'apiTokens.create': (s, v) =>
    s.apiTokens.create(v, { name: 'Guarded token', scopes: ['jobs:read'], expiresInDays: 30 }),
  'apiTokens.list': (s, v) => s.apiTokens.list(v, 10, null),
};

/** Every method that needs a signed-in user (any role). */
const SIGNED_IN_ONLY: Record<string, Call> = {
  'auth.signedInUser': async (s, v) => s.auth.signedInUser(v ? await s.users.findById(v.id) : null),
  'enrollments.myCourses': (s, v) => s.enrollments.myCourses(v),
  'enrollments.setModuleCompleted': (s, v, m) =>
    s.enrollments.setModuleCompleted(v, m.moduleId, true),
  'payments.myPdfPurchases': (s, v) => s.payments.myPdfPurchases(v),
  'payments.createCourseOrder': (s, v, m) =>
    s.payments.createCourseOrder(v, { courseId: m.courseId }, '203.0.113.9'),
  'payments.verifyCourse': (s, v, m) =>
    s.payments.verifyCourse(
      v,
      {
        courseId: m.courseId,
        razorpay_order_id: 'order_none',
        razorpay_payment_id: 'pay_none',
        razorpay_signature: 'x',
      },
      '203.0.113.9',
    ),
  'savedJobs.save': (s, v, m) => s.savedJobs.save(v, m.jobId),
  'savedJobs.unsave': (s, v, m) => s.savedJobs.unsave(v, m.jobId),
  'savedJobs.markApplied': (s, v, m) => s.savedJobs.markApplied(v, m.jobId, true),
  'savedJobs.setNote': (s, v, m) => s.savedJobs.setNote(v, m.jobId, 'A note'),
  'savedJobs.among': (s, v, m) => s.savedJobs.among(v, [m.jobId]),
  'savedJobs.list': (s, v) => s.savedJobs.list(v),
  'jobAlerts.mine': (s, v) => s.jobAlerts.mine(v),
  'jobAlerts.update': (s, v) => s.jobAlerts.update(v, '00000000-0000-4000-8000-000000000000', {}),
  'jobAlerts.setPaused': (s, v) =>
    s.jobAlerts.setPaused(v, '00000000-0000-4000-8000-000000000000', true),
  'jobAlerts.delete': (s, v) => s.jobAlerts.delete(v, '00000000-0000-4000-8000-000000000000'),
};

let made: Made;
let customer: Viewer;
beforeAll(async () => {
  const job = await t.services.jobs.create(SYSTEM, aJob({ title: 'Guarded Job' }));
  const course = await t.services.courses.create(SYSTEM, aCourse());
  await t.services.suggestions.submit(
    { suggestion: 'Guarded feedback', jobId: job.id },
    '203.0.113.8',
  );
  made = { jobId: job.id, courseId: course.id, moduleId: course.modules[0].id, ...(await aHook()) };
  const user = await t.services.users.create({
    name: 'Guarded Customer',
    email: `guarded.${Date.now()}@example.com`,
    password: 'a-long-password',
  });
  customer = { id: user.id, isAdmin: user.isAdmin };
});

/** Every row of every table, as sorted JSON lines: equal snapshots mean nothing was written. */
async function everything(): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const meta of t.db.entityMetadatas) {
    tables[meta.tableName] = (await t.db.getRepository(meta.target).find())
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return tables;
}

/** Makes the call and expects it refused with `kind`, the answer's status and code, and nothing written. */
async function expectRefused(
  call: () => Promise<unknown>,
  kind: typeof ForbiddenError | typeof UnauthenticatedError,
  shape: { status: number; code: string },
): Promise<void> {
  const before = await everything();
  let error: unknown = 'not refused';
  try {
    await call();
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(kind);
  expect(error).toMatchObject(shape);
  expect(await everything()).toEqual(before);
}

const FORBIDDEN = { status: 403, code: 'FORBIDDEN' };
const UNAUTHENTICATED = { status: 401, code: 'UNAUTHENTICATED' };

describe.each(Object.entries(STAFF_ONLY))('%s is for staff only', (_name, call) => {
  test('a customer calling the service directly is refused with FORBIDDEN and nothing is written', () =>
    expectRefused(() => call(t.services, customer, made), ForbiddenError, FORBIDDEN));

  test('an anonymous call is refused with UNAUTHENTICATED and nothing is written', () =>
    expectRefused(() => call(t.services, null, made), UnauthenticatedError, UNAUTHENTICATED));
});

describe.each(Object.entries(SIGNED_IN_ONLY))('%s needs a signed-in user', (_name, call) => {
  test('an anonymous call is refused with UNAUTHENTICATED and nothing is written', () =>
    expectRefused(() => call(t.services, null, made), UnauthenticatedError, UNAUTHENTICATED));
});

/** An API token holding every scope (decision 100): still no account. */
const everyScope: TokenViewer = {
  kind: 'token',
  id: '00000000-0000-4000-8000-00000000701e',
  isAdmin: false,
  name: 'Every scope',
  scopes: API_SCOPE_NAMES,
};

describe.each(Object.entries(SIGNED_IN_ONLY).filter(([name]) => name !== 'auth.signedInUser'))(
  '%s is refused to an API token',
  (_name, call) => {
    test('a token holding every scope is refused with FORBIDDEN and nothing is written', () =>
      expectRefused(() => call(t.services, everyScope, made), ForbiddenError, FORBIDDEN));
  },
);

describe('the same calls as staff', () => {
  // Without this, a list entry that failed for another reason (a wrong argument) would pass as a refusal.
  test.each(Object.keys(STAFF_ONLY))('%s succeeds for the server acting as staff', async (name) => {
    const extra = ['jobs.delete', 'courses.archive', 'webhooks.delete'].includes(name)
      ? await madeAgain()
      : made;
    await expect(STAFF_ONLY[name](t.services, SYSTEM, extra)).resolves.toBeDefined();
  });
});

/** A fresh job and course, for the calls that end them. */
async function madeAgain(): Promise<Made> {
  const job = await t.services.jobs.create(SYSTEM, aJob());
  const course = await t.services.courses.create(SYSTEM, aCourse());
  return { jobId: job.id, courseId: course.id, moduleId: course.modules[0].id, ...(await aHook()) };
}

/** A webhook endpoint with one delivery, registered by the server itself. */
async function aHook(): Promise<Pick<Made, 'hookId' | 'deliveryId'>> {
  const { endpoint } = await t.services.webhooks.create(SYSTEM, {
    url: 'http://127.0.0.1:9/hooks',
    description: 'Guarded hook',
    events: ['job.created'],
  });
  const delivery = await t.services.webhooks.sendTest(SYSTEM, endpoint.id);
  return { hookId: endpoint.id, deliveryId: delivery.id };
}
