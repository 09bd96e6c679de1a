import { DAY_MS, startTestApp, TestClock, type Client, type TestApp } from '../harness';
import { aCourse, gatedTraces, userIdOf } from './course.factory';

/**
 * Gated content (module text and videos) never leaves the server without active access,
 * over GraphQL or REST. Each caller's raw responses are searched for any trace of it.
 */
let t: TestApp;
const clock = new TestClock();
let admin: Client;
const callers: Record<'anonymous' | 'noAccess' | 'expired' | 'active' | 'admin', Client> =
  {} as never;
const course = aCourse();
let courseId: string;

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.signIn('admin');
  const created = await admin.post('/api/courses', course);
  expect(created.status).toBe(201);
  courseId = created.body.id;
  const [noAccess, expired, active] = [
    await t.signIn('user'),
    await t.signIn('user'),
    await t.signIn('user'),
  ];
  // Bought 31 days ago: access ended yesterday. Bought an hour ago: active.
  await t.services.enrollments.grant(
    await userIdOf(t, expired),
    courseId,
    new Date(clock.now().getTime() - 31 * DAY_MS),
  );
  await t.services.enrollments.grant(
    await userIdOf(t, active),
    courseId,
    new Date(clock.now().getTime() - 60 * 60_000),
  );
  Object.assign(callers, { anonymous: t.client(), noAccess, expired, active, admin });
});
afterAll(() => t.close());

const MODULE_FIELDS = 'id subTitle hasVideo blog videoUrl videoEmbedUrl completed';
const COURSE = `query Course($id: ID!) { course(id: $id) { id title fullBlog archived modules { ${MODULE_FIELDS} } } }`;
const CATALOGUE = `query Catalogue { courses(first: 50) { edges { node { id modules { ${MODULE_FIELDS} } } } } }`;
const ACCESS =
  'query Access($id: ID!) { courseAccess(courseId: $id) { courseId hasAccess endsAt } }';
const MINE = `query Mine { myEnrollments { active endsAt course { id modules { ${MODULE_FIELDS} } } } }`;

/** Every read a caller can make of the course, as raw response texts. */
async function everyRead(client: Client) {
  const texts: Record<string, string> = {};
  const rest = async (name: string, url: string) => {
    const reply = await client.get(url);
    texts[name] = `${reply.status} ${reply.text}`;
  };
  const gql = async (name: string, query: string, variables?: Record<string, unknown>) => {
    const reply = await client.request('POST', '/graphql', { json: { query, variables } });
    texts[name] = `${reply.status} ${reply.text}`;
  };
  await rest('GET /api/courses', '/api/courses');
  await rest('GET /api/courses/:id', `/api/courses/${courseId}`);
  await rest('GET /api/enrollments/my-courses', '/api/enrollments/my-courses');
  await rest('GET /api/enrollments/access/:id', `/api/enrollments/access/${courseId}`);
  await gql('course', COURSE, { id: courseId });
  await gql('courses', CATALOGUE);
  await gql('myEnrollments', MINE);
  await gql('courseAccess', ACCESS, { id: courseId });
  return texts;
}

const leaks = (texts: Record<string, string>) =>
  Object.entries(texts).flatMap(([read, text]) =>
    gatedTraces(course)
      .filter((trace) => text.includes(trace))
      .map((trace) => `${read}: ${trace}`),
  );

describe('gated course content reaches only callers with active access', () => {
  test.each(['anonymous', 'noAccess', 'expired'] as const)(
    '%s: no response carries any module text or video, and nothing is an error',
    async (who) => {
      const texts = await everyRead(callers[who]);
      expect(leaks(texts)).toEqual([]);

      const gql = await callers[who].gql(COURSE, { id: courseId });
      expect(gql.errors).toBeUndefined();
      expect(gql.data.course.modules).toEqual([
        {
          id: expect.any(String),
          subTitle: course.modules[0].subTitle,
          hasVideo: true,
          blog: null,
          videoUrl: null,
          videoEmbedUrl: null,
          completed: false,
        },
        {
          id: expect.any(String),
          subTitle: course.modules[1].subTitle,
          hasVideo: true,
          blog: null,
          videoUrl: null,
          videoEmbedUrl: null,
          completed: false,
        },
      ]);
      const rest = await callers[who].get(`/api/courses/${courseId}`);
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({
        title: course.title,
        fullBlog: course.fullBlog,
        hasAccess: false,
        blog: null,
        videoUrl: null,
        access: { hasAccess: false },
      });
      expect(
        rest.body.modules.map((m: { blog: unknown; videoUrl: unknown }) => [m.blog, m.videoUrl]),
      ).toEqual([
        [null, null],
        [null, null],
      ]);
      expect((await callers[who].get(`/api/enrollments/access/${courseId}`)).body.hasAccess).toBe(
        false,
      );
      expect((await callers[who].gql(ACCESS, { id: courseId })).data.courseAccess.hasAccess).toBe(
        false,
      );
    },
  );

  test.each(['active', 'admin'] as const)(
    '%s: reads every module text and video over REST and GraphQL',
    async (who) => {
      const videoIds = course.modules.map((m) => m.videoUrl.slice(-11));
      const gql = await callers[who].gql(COURSE, { id: courseId });
      expect(gql.errors).toBeUndefined();
      expect(
        gql.data.course.modules.map((m: Record<string, unknown>) => [
          m.blog,
          m.videoUrl,
          m.videoEmbedUrl,
        ]),
      ).toEqual([
        [
          course.modules[0].blog,
          `https://www.youtube.com/watch?v=${videoIds[0]}`,
          `https://www.youtube-nocookie.com/embed/${videoIds[0]}`,
        ],
        [
          course.modules[1].blog,
          `https://www.youtube.com/watch?v=${videoIds[1]}`,
          `https://www.youtube-nocookie.com/embed/${videoIds[1]}`,
        ],
      ]);
      const rest = await callers[who].get(`/api/courses/${courseId}`);
      expect(rest.body).toMatchObject({
        hasAccess: true,
        blog: course.modules[0].blog,
        videoUrl: `https://www.youtube.com/watch?v=${videoIds[0]}`,
        access: { hasAccess: true },
      });
      expect(rest.body.modules[1]).toMatchObject({
        blog: course.modules[1].blog,
        videoEmbedUrl: `https://www.youtube-nocookie.com/embed/${videoIds[1]}`,
      });
      const list = await callers[who].get('/api/courses');
      expect(list.body.find((c: { id: string }) => c.id === courseId).modules[0].blog).toBe(
        course.modules[0].blog,
      );
      expect((await callers[who].get(`/api/enrollments/access/${courseId}`)).body.hasAccess).toBe(
        true,
      );
    },
  );

  test('access is checked per field: one query naming the course twice gives gated fields only where the viewer has access', async () => {
    const other = (await admin.post('/api/courses', aCourse())).body;
    const both = `query Both($a: ID!, $b: ID!) { a: course(id: $a) { modules { blog } } b: course(id: $b) { modules { blog } } }`;
    const reply = await callers.active.gql(both, { a: courseId, b: other.id });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.a.modules[0].blog).toBe(course.modules[0].blog);
    expect(reply.data.b.modules.map((m: { blog: unknown }) => m.blog)).toEqual([null, null]);
  });

  test('access ends exactly when the 30 days are over, for REST and GraphQL alike', async () => {
    const buyer = await t.signIn('user');
    await t.services.enrollments.grant(await userIdOf(t, buyer), courseId, clock.now());
    expect(leaks(await everyRead(buyer)).length).toBeGreaterThan(0);
    clock.advance(30 * DAY_MS + 1000);
    try {
      expect(leaks(await everyRead(buyer))).toEqual([]);
      expect(leaks(await everyRead(callers.active))).toEqual([]); // bought an hour before: also over
    } finally {
      clock.advance(-(30 * DAY_MS + 1000));
    }
  });
});

describe('a deleted course someone bought is archived', () => {
  test('it leaves the catalogue, buyers with active access keep reading it, everyone else gets not found', async () => {
    const bought = aCourse();
    const id = (await admin.post('/api/courses', bought)).body.id;
    const [buyer, lapsed, stranger] = [
      await t.signIn('user'),
      await t.signIn('user'),
      await t.signIn('user'),
    ];
    await t.services.enrollments.grant(await userIdOf(t, buyer), id, clock.now());
    await t.services.enrollments.grant(
      await userIdOf(t, lapsed),
      id,
      new Date(clock.now().getTime() - 40 * DAY_MS),
    );

    const deleted = await admin.delete(`/api/courses/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Course deleted', id });

    // Out of the catalogue for everyone, admins included.
    for (const client of [t.client(), buyer, admin]) {
      expect(
        (await client.get('/api/courses')).body.map((c: { id: string }) => c.id),
      ).not.toContain(id);
      const page = await client.gql('{ courses(first: 100) { edges { node { id } } } }');
      expect(page.data.courses.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(
        id,
      );
    }
    // The buyer still reads it all, until their end date.
    const read = await buyer.gql(COURSE, { id });
    expect(read.data.course).toMatchObject({ id, archived: true });
    expect(read.data.course.modules[0].blog).toBe(bought.modules[0].blog);
    expect((await buyer.get(`/api/courses/${id}`)).body).toMatchObject({
      archived: true,
      blog: bought.modules[0].blog,
    });
    const mine = await buyer.get('/api/enrollments/my-courses');
    expect(mine.body.courses.find((c: { id: string }) => c.id === id)).toMatchObject({
      archived: true,
      active: true,
    });
    // Without access it is gone: no course, a 404, nothing gated.
    for (const client of [t.client(), stranger, lapsed]) {
      expect((await client.gql(COURSE, { id })).data.course).toBeNull();
      expect((await client.get(`/api/courses/${id}`)).status).toBe(404);
    }
    expect(
      (await lapsed.get('/api/enrollments/my-courses')).body.courses.map(
        (c: { id: string }) => c.id,
      ),
    ).not.toContain(id);
    // It cannot be bought, updated or deleted again; the buyer's access ends on the day it would have.
    await expect(t.services.courses.forPurchase(id)).rejects.toMatchObject({ status: 404 });
    expect((await admin.put(`/api/courses/${id}`, bought)).status).toBe(404);
    expect((await admin.delete(`/api/courses/${id}`)).status).toBe(404);
    clock.advance(30 * DAY_MS + 1000);
    try {
      expect((await buyer.gql(COURSE, { id })).data.course).toBeNull();
    } finally {
      clock.advance(-(30 * DAY_MS + 1000));
    }
  });
});
