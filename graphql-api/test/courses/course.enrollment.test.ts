import { DAY_MS, startTestApp, TestClock, type Client, type TestApp } from '../harness';
import { aCourse, userIdOf } from './course.factory';
import { Enrollment } from '../../src/modules/courses/enrollment.entity';

/**
 * The enrollment API payments will call inside a unit of work (`tx.enrollments.grant`), read back
 * the way users see it: REST access and my-courses, GraphQL courseAccess and myEnrollments.
 */
let t: TestApp;
const clock = new TestClock();
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const ACCESS =
  'query Access($id: ID!) { courseAccess(courseId: $id) { courseId hasAccess startsAt endsAt progress { completedModules totalModules percent } } }';
const MINE =
  'query Mine { myEnrollments { active startsAt endsAt progress { completedModules totalModules percent } course { id title price moduleCount } } }';
const DONE =
  'mutation Done($moduleId: ID!, $completed: Boolean!) { setModuleCompleted(moduleId: $moduleId, completed: $completed) { module { id completed } progress { completedModules totalModules percent } } }';

const newCourse = async (overrides: Record<string, unknown> = {}) =>
  (await admin.post('/api/courses', aCourse(overrides))).body;
const at = (ms: number) => new Date(clock.now().getTime() + ms);
const iso = (ms: number) => new Date(ms).toISOString();

/** What the buyer sees of their access over REST and GraphQL (the two must agree). */
async function accessSeen(client: Client, courseId: string) {
  const rest = await client.get(`/api/enrollments/access/${courseId}`);
  const gql = await client.gql(ACCESS, { id: courseId });
  expect(rest.status).toBe(200);
  expect(gql.errors).toBeUndefined();
  expect(gql.data.courseAccess).toEqual({ courseId, ...rest.body });
  return rest.body as {
    hasAccess: boolean;
    startsAt: string | null;
    endsAt: string | null;
    progress: { completedModules: number; totalModules: number; percent: number };
  };
}

async function buyerOf(courseId: string, paidAt: Date) {
  const buyer = await t.signIn('user');
  const userId = await userIdOf(t, buyer);
  await t.services.inTransaction((tx) => tx.enrollments.grant(userId, courseId, paidAt));
  return { buyer, userId };
}

describe('a purchase grants 30 days, through a unit of work', () => {
  test('a first purchase: 30 days from the moment of payment', async () => {
    const course = await newCourse();
    const paidAt = at(-5 * 60_000);
    const { buyer } = await buyerOf(course.id, paidAt);
    expect(await accessSeen(buyer, course.id)).toMatchObject({
      hasAccess: true,
      startsAt: paidAt.toISOString(),
      endsAt: iso(paidAt.getTime() + 30 * DAY_MS),
    });
  });

  test('buying again while access is active extends from the current end, not from now', async () => {
    const course = await newCourse();
    const first = at(-10 * DAY_MS);
    const { buyer, userId } = await buyerOf(course.id, first);
    const again = at(0);
    const granted = await t.services.inTransaction((tx) =>
      tx.enrollments.grant(userId, course.id, again),
    );
    expect(granted).toEqual({
      userId,
      courseId: course.id,
      startsAt: first,
      endsAt: new Date(first.getTime() + 60 * DAY_MS),
    });
    expect(await accessSeen(buyer, course.id)).toMatchObject({
      hasAccess: true,
      startsAt: first.toISOString(),
      endsAt: iso(first.getTime() + 60 * DAY_MS),
    });
  });

  test('buying again after access ended starts 30 fresh days from the payment', async () => {
    const course = await newCourse();
    const { buyer, userId } = await buyerOf(course.id, at(-45 * DAY_MS));
    expect((await accessSeen(buyer, course.id)).hasAccess).toBe(false);
    const again = at(-60_000);
    await t.services.inTransaction((tx) => tx.enrollments.grant(userId, course.id, again));
    expect(await accessSeen(buyer, course.id)).toMatchObject({
      hasAccess: true,
      startsAt: again.toISOString(),
      endsAt: iso(again.getTime() + 30 * DAY_MS),
    });
    expect(await t.db.getRepository(Enrollment).countBy({ userId, courseId: course.id })).toBe(1);
  });

  test('two payments verified at the same moment both count: 60 days, one row', async () => {
    const course = await newCourse();
    const buyer = await t.signIn('user');
    const userId = await userIdOf(t, buyer);
    const paidAt = at(0);
    await Promise.all(
      [1, 2].map(() =>
        t.services.inTransaction((tx) => tx.enrollments.grant(userId, course.id, paidAt)),
      ),
    );
    expect((await accessSeen(buyer, course.id)).endsAt).toBe(iso(paidAt.getTime() + 60 * DAY_MS));
    expect(await t.db.getRepository(Enrollment).countBy({ userId, courseId: course.id })).toBe(1);
  });

  test('a unit of work that fails after granting leaves no access', async () => {
    const course = await newCourse();
    const buyer = await t.signIn('user');
    const userId = await userIdOf(t, buyer);
    await expect(
      t.services.inTransaction(async (tx) => {
        await tx.enrollments.grant(userId, course.id, at(0));
        expect(await tx.enrollments.hasAccess({ id: userId, isAdmin: false }, course.id)).toBe(
          true,
        ); // the unit sees its own write
        throw new Error('the payment signature did not match');
      }),
    ).rejects.toThrow('the payment signature did not match');
    expect(await accessSeen(buyer, course.id)).toMatchObject({
      hasAccess: false,
      startsAt: null,
      endsAt: null,
    });
    expect((await buyer.get('/api/enrollments/my-courses')).body).toEqual({ courses: [] });
  });

  test('an unknown user or course is NOT_FOUND and nothing is stored', async () => {
    const course = await newCourse();
    const userId = await userIdOf(t, await t.signIn('user'));
    const before = await t.db.getRepository(Enrollment).count();
    await expect(
      t.services.inTransaction((tx) => tx.enrollments.grant('no-such-user', course.id, at(0))),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.services.inTransaction((tx) =>
        tx.enrollments.grant(userId, '00000000-0000-0000-0000-000000000000', at(0)),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.services.enrollments.grant(userId, course.id, new Date('nope')),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'paidAt' });
    expect(await t.db.getRepository(Enrollment).count()).toBe(before);
  });
});

describe('my courses and progress', () => {
  test('my-courses lists what the user bought, latest end first, with end date and progress; signed out it is 401', async () => {
    const [older, newer] = [await newCourse({ price: 299.5 }), await newCourse()];
    const [olderPaid, newerPaid] = [at(-40 * DAY_MS), at(-DAY_MS)];
    const { buyer, userId } = await buyerOf(older.id, olderPaid); // expired 10 days ago
    await t.services.enrollments.grant(userId, newer.id, newerPaid);

    const rest = await buyer.get('/api/enrollments/my-courses');
    expect(rest.status).toBe(200);
    expect(rest.body.courses).toEqual([
      {
        _id: newer.id,
        id: newer.id,
        title: newer.title,
        description: newer.description,
        price: 499,
        pricePaise: 49900,
        moduleCount: 2,
        archived: false,
        startsAt: newerPaid.toISOString(),
        endsAt: iso(newerPaid.getTime() + 30 * DAY_MS),
        active: true,
        progress: { completedModules: 0, totalModules: 2, percent: 0 },
        refundedAt: null,
      },
      expect.objectContaining({
        id: older.id,
        price: 299.5,
        pricePaise: 29950,
        active: false,
        endsAt: iso(olderPaid.getTime() + 30 * DAY_MS),
      }),
    ]);
    const gql = await buyer.gql(MINE);
    expect(
      gql.data.myEnrollments.map((e: { course: { id: string }; active: boolean }) => [
        e.course.id,
        e.active,
      ]),
    ).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);

    expect((await t.client().get('/api/enrollments/my-courses')).status).toBe(401);
    expect((await t.client().gql(MINE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('marking modules done moves the percentage (rounded down), twice changes nothing, undone takes it back', async () => {
    const course = await newCourse({
      modules: [1, 2, 3].map((n) => ({ subTitle: `Part ${n}`, blog: `<p>${n}</p>` })),
    });
    const { buyer } = await buyerOf(course.id, at(0));
    const [m1, m2, m3] = course.modules.map((m: { id: string }) => m.id);

    const done = await buyer.gql(DONE, { moduleId: m1, completed: true });
    expect(done.errors).toBeUndefined();
    expect(done.data.setModuleCompleted).toEqual({
      module: { id: m1, completed: true },
      progress: { completedModules: 1, totalModules: 3, percent: 33 },
    });
    const rest = await buyer.put(`/api/enrollments/progress/${m2}`, { completed: true });
    expect(rest.body).toEqual({
      moduleId: m2,
      courseId: course.id,
      completed: true,
      progress: { completedModules: 2, totalModules: 3, percent: 66 },
    });
    expect(
      (await buyer.put(`/api/enrollments/progress/${m2}`, { completed: true })).body.progress
        .percent,
    ).toBe(66);

    const read = await buyer.gql(
      'query($id: ID!) { course(id: $id) { modules { id completed } } }',
      { id: course.id },
    );
    expect(read.data.course.modules).toEqual([
      { id: m1, completed: true },
      { id: m2, completed: true },
      { id: m3, completed: false },
    ]);
    expect(
      (await buyer.get(`/api/courses/${course.id}`)).body.modules.map(
        (m: { completed: boolean }) => m.completed,
      ),
    ).toEqual([true, true, false]);

    await buyer.put(`/api/enrollments/progress/${m3}`, { completed: true });
    expect((await accessSeen(buyer, course.id)).progress).toEqual({
      completedModules: 3,
      totalModules: 3,
      percent: 100,
    });
    const undone = await buyer.gql(DONE, { moduleId: m1, completed: false });
    expect(undone.data.setModuleCompleted.progress).toEqual({
      completedModules: 2,
      totalModules: 3,
      percent: 66,
    });
    expect((await buyer.get('/api/enrollments/my-courses')).body.courses[0].progress).toEqual({
      completedModules: 2,
      totalModules: 3,
      percent: 66,
    });
  });

  test('when the admin removes a module, progress counts only the modules the course still has; kept modules keep their progress', async () => {
    const body = aCourse({ modules: [1, 2, 3].map((n) => ({ subTitle: `Part ${n}` })) });
    const course = (await admin.post('/api/courses', body)).body;
    const { buyer } = await buyerOf(course.id, at(0));
    for (const m of course.modules.slice(0, 2))
      await buyer.put(`/api/enrollments/progress/${m.id}`, { completed: true });
    // Keep module 1 (by id), drop module 2, add a new one.
    const update = await admin.put(`/api/courses/${course.id}`, {
      ...body,
      modules: [
        { id: course.modules[0].id, subTitle: 'Part 1' },
        { subTitle: 'Part 3' },
        { subTitle: 'Part 4' },
      ],
    });
    expect(update.status).toBe(200);
    expect((await accessSeen(buyer, course.id)).progress).toEqual({
      completedModules: 1,
      totalModules: 3,
      percent: 33,
    });
  });

  test('progress needs active access: expired 403, anonymous 401, unknown module 404, a non-boolean 400; nothing stored', async () => {
    const course = await newCourse();
    const moduleId = course.modules[0].id;
    const { buyer } = await buyerOf(course.id, at(-31 * DAY_MS));
    const outsider = await t.signIn('user');
    for (const client of [buyer, outsider]) {
      expect(
        (await client.put(`/api/enrollments/progress/${moduleId}`, { completed: true })).status,
      ).toBe(403);
      expect(
        (await client.gql(DONE, { moduleId, completed: true })).errors?.[0].extensions?.code,
      ).toBe('FORBIDDEN');
    }
    expect(
      (await t.client().put(`/api/enrollments/progress/${moduleId}`, { completed: true })).status,
    ).toBe(401);
    expect(
      (await t.client().gql(DONE, { moduleId, completed: true })).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (
        await admin.put('/api/enrollments/progress/00000000-0000-0000-0000-000000000000', {
          completed: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await admin.put(`/api/enrollments/progress/${moduleId}`, { completed: 'yes' })).body,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'completed' });
    expect((await accessSeen(buyer, course.id)).progress.completedModules).toBe(0);
    expect((await accessSeen(admin, course.id)).progress.completedModules).toBe(0);
  });

  test('an admin has access to every course without buying, and an unknown course is a 404', async () => {
    const course = await newCourse();
    expect(await accessSeen(admin, course.id)).toMatchObject({
      hasAccess: true,
      startsAt: null,
      endsAt: null,
    });
    expect(
      (await t.client().get('/api/enrollments/access/00000000-0000-0000-0000-000000000000')).status,
    ).toBe(404);
    expect((await t.client().gql(ACCESS, { id: 'nope' })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});
