import { startTestApp, type TestApp } from '../harness';
import { DEMO_USER } from '../../src/modules/users/user.seed';
import { DEMO_COURSES, seedDemoCourses } from '../../src/modules/courses/course.seed';

/** SEED_DEMO: a first run shows a real catalogue, and the demo customer can read one course. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.services.users.create(DEMO_USER);
  await seedDemoCourses(t.services);
});
afterAll(() => t.close());

test('the demo courses are in the catalogue with their modules, their text kept whole by the sanitiser', async () => {
  const list = await t.client().get('/api/courses');
  expect(list.body.map((c: { title: string }) => c.title).sort()).toEqual(
    DEMO_COURSES.map((c) => c.title).sort(),
  );
  const admin = await t.signIn('admin');
  for (const course of (await admin.get('/api/courses')).body) {
    const source = DEMO_COURSES.find((c) => c.title === course.title)!;
    const modules = source.modules as { blog: string }[];
    expect(course.moduleCount).toBeGreaterThanOrEqual(3);
    expect(course.fullBlog).toBe(source.fullBlog);
    expect(course.modules.map((m: { blog: string }) => m.blog)).toEqual(modules.map((m) => m.blog));
  }
  const html = DEMO_COURSES.flatMap((c) =>
    (c.modules as { blog: string }[]).map((m) => m.blog),
  ).join('');
  for (const tag of ['<h1>', '<ol>', '<ul>', '<pre><code>', '<a href="https://'])
    expect(html).toContain(tag);
  // The demo's lists are flat: an indented item would stand out of its list in the reader.
  expect(html).not.toMatch(/<li class="indent-\d"/);
});

test('the demo customer owns the first course for 30 days and reads it; the others are for sale', async () => {
  const customer = t.client();
  expect(
    (
      await customer.post('/api/auth/login', {
        email: DEMO_USER.email,
        password: DEMO_USER.password,
      })
    ).status,
  ).toBe(200);
  const mine = (await customer.get('/api/enrollments/my-courses')).body.courses;
  expect(mine.map((c: { title: string; active: boolean }) => [c.title, c.active])).toEqual([
    [DEMO_COURSES[0].title, true],
  ]);
  const read = (await customer.get(`/api/courses/${mine[0].id}`)).body;
  expect(read.modules[0].videoEmbedUrl).toMatch(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
  );
  const others = (await customer.get('/api/courses')).body.filter(
    (c: { id: string }) => c.id !== mine[0].id,
  );
  expect(others.map((c: { hasAccess: boolean }) => c.hasAccess)).toEqual([false, false]);
});
